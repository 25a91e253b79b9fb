import { Button } from '../components/ui/Button';
import { common } from '../content/dashboard';
import { useClipboard } from './clipboard.flow';

/** Copies `text`; the label says "Copied" for a moment, announced politely. `size`: md beside full-size buttons. */
export function CopyButton({ text, label, size = 'sm' }: { text: string; label: string; size?: 'sm' | 'md' }) {
  const { view, copy } = useClipboard();
  const feedback = view.copied ? common.copied : view.failed ? common.copyFailed : '';
  return (
    <span>
      <Button type="button" $size={size} $variant="secondary" onClick={() => copy(text)}>
        {view.copied ? `✓ ${common.copied}` : label}
      </Button>
      <span className="visually-hidden" role="status">{feedback}</span>
    </span>
  );
}
