import { Button } from '../../components/ui/Button';
import { common } from '../../content/dashboard';
import { useClipboard } from './clipboard.flow';

/** Copies `text`; the label says "Copied" for a moment, announced politely. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { view, send } = useClipboard();
  const feedback = view.copied ? common.copied : view.failed ? common.copyFailed : '';
  return (
    <span>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => send({ type: 'clipboard.copy', text })}>
        {view.copied ? `✓ ${common.copied}` : label}
      </Button>
      <span className="visually-hidden" role="status">{feedback}</span>
    </span>
  );
}
