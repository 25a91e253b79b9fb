/** Copying a text: "Copied" for a moment, or why it could not be copied. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { clipboardMachine } from '../../../machines/investment/clipboard.machine';
import { useFlow } from '../../app/useFlow';

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

export function useClipboard() {
  return useFlow(clipboardMachine, bindings, selectClipboardView);
}
