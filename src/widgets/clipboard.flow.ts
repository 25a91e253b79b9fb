/** Copying a text: "Copied" for a moment, or why it could not be copied. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { clipboardMachine } from '../../machines/investment/clipboard.machine';
import { useFlow, type FlowBindings, type FlowSend } from '../flow/useFlow';

/** The app's side of the clipboard machine: the browser's clipboard. */
export const clipboardBindings = {
  actors: {
    writeText: fromPromise<void, { text: string }>(async ({ input }) => {
      await navigator.clipboard.writeText(input.text);
    }),
  },
} satisfies FlowBindings<typeof clipboardMachine>;

export function selectClipboardView(snapshot: SnapshotFrom<typeof clipboardMachine>) {
  return { copied: snapshot.hasTag('copied'), failed: snapshot.hasTag('failed') };
}

export type ClipboardView = ReturnType<typeof selectClipboardView>;

/** The copy button: "Copied", or why it could not copy, and what the user did. */
export interface ClipboardApi {
  view: ClipboardView;
  /** Asked for `text` to be copied. */
  copy(text: string): void;
}

export function connectClipboard(snapshot: SnapshotFrom<typeof clipboardMachine>, send: FlowSend<typeof clipboardMachine>): ClipboardApi {
  return { view: selectClipboardView(snapshot), copy: (text) => send({ type: 'clipboard.copy', text }) };
}

export function useClipboard(): ClipboardApi {
  return useFlow(clipboardMachine, clipboardBindings, connectClipboard);
}
