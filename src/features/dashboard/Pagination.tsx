/** Previous / "Page X of Y" / Next under a paged list (transactions, finished investments). */
import { Button } from '../../components/ui/Button';
import { paginationCopy } from '../../content/dashboard';
import { Actions } from '../../components/cards/layout';

export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

export function Pagination({ label, page, pages, disabled = false, onGo }: { label: string; page: number; pages: number; disabled?: boolean; onGo: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} style={{ marginTop: 16 }}>
      <Actions>
        <Button type="button" $size="sm" $variant="ghost" disabled={disabled || page <= 1} onClick={() => onGo(page - 1)}>{paginationCopy.previous}</Button>
        <span aria-current="page">{paginationCopy.pageOf(page, pages)}</span>
        <Button type="button" $size="sm" $variant="ghost" disabled={disabled || page >= pages} onClick={() => onGo(page + 1)}>{paginationCopy.next}</Button>
      </Actions>
    </nav>
  );
}
