/** Copying a text: "Copied" for a moment, or why it could not be copied. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { clipboardMachine } from '../../machines/investment/clipboard.machine';
import { useFlow } from '../flow/useFlow';

const bindings = {
  actors: {
    writeText: fromPromise<void, { text: string }>(async ({ input }) => {
      await navigator.clipboard.writeText(input.text);
    }),
  },
};

export function selectClipboardView(snapshot: SnapshotFrom<typeof clipboardMachine>) {
  return { copied: snapshot.hasTag('copied'), failed: snapshot.hasTag('failed') };
}

/** The copy button's view and what the user did: asked for `text` to be copied. */
export function useClipboard() {
  const { view, send } = useFlow(clipboardMachine, bindings, selectClipboardView);
  return { view, copy: (text: string) => send({ type: 'clipboard.copy', text }) };
}
