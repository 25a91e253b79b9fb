import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { clipboardMachine } from '../../../machines/investment/clipboard.machine';
import { inspectActors } from '../../app/inspector';
import { Button } from '../../components/ui/Button';
import { common } from '../../content/dashboard';

const writeText = fromPromise<void, { text: string }>(async ({ input }) => {
  await navigator.clipboard.writeText(input.text);
});

/** Copies `text`; the label says "Copied" for a moment, announced politely. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [snapshot, send] = useMachine(clipboardMachine.provide({ actors: { writeText } }), { inspect: inspectActors });
  const feedback = snapshot.matches('copied') ? common.copied : snapshot.matches('failed') ? common.copyFailed : '';
  return (
    <span>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => send({ type: 'clipboard.copy', text })}>
        {snapshot.matches('copied') ? `✓ ${common.copied}` : label}
      </Button>
      <span className="visually-hidden" role="status">{feedback}</span>
    </span>
  );
}
