import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { common } from '../../content/dashboard';
import { Muted, Stack } from './layout';

/** What a data screen shows while its data loads or after it failed. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error !== null) {
    return (
      <Stack>
        <Alert tone="error">{error}</Alert>
        <div><Button type="button" $variant="secondary" onClick={onRetry}>{common.retry}</Button></div>
      </Stack>
    );
  }
  return <Muted role="status">{common.loading}</Muted>;
}
