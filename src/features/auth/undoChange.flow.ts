/** An alert's undo link: one press removes the new way in, and every session ends (this one too). */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useRouteContext } from '@tanstack/react-router';
import { undoChangeMachine } from '../../../machines/auth/undoChange.machine';
import { api } from '../../api/call';
import { errorMessage, SERVER_WORDS } from '../../api/errors';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { authContent } from '../../content/auth';

const { undo } = authContent;

const actors = {
  undoChange: fromPromise<string, { token: string }>(async ({ input, signal }) => {
    // The server refused the link itself (unknown, expired, used: `linkInvalid`): pressing again cannot help.
    const answer = await api.undoChange({ body: { token: input.token }, signal }, (error, kind) =>
      errorMessage(error, SERVER_WORDS, kind === 'linkInvalid' ? undo.linkInvalid : undo.failed));
    return answer.message?.trim() || undo.done;
  }),
};

export type UndoPhase = 'ready' | 'undoing' | 'done' | 'linkInvalid' | 'failed';

export function selectUndoChangeView(snapshot: SnapshotFrom<typeof undoChangeMachine>) {
  const phases: UndoPhase[] = ['ready', 'undoing', 'done', 'linkInvalid', 'failed'];
  const phase = phases.find((tag) => snapshot.hasTag(tag)) ?? 'ready';
  const { message } = snapshot.context;
  return {
    phase,
    /** The server's words; an address without a token gets ours. */
    message: phase === 'linkInvalid' ? (message ?? undo.linkInvalid) : message,
  };
}

export type UndoChangeView = ReturnType<typeof selectUndoChangeView>;

/** The undo page: where the undo is, and the one press that spends the link. */
export interface UndoChangeApi {
  view: UndoChangeView;
  /** Undo the change: the new way in goes, and every session ends. */
  undo(): void;
}

export function connectUndoChange(snapshot: SnapshotFrom<typeof undoChangeMachine>, send: FlowSend<typeof undoChangeMachine>): UndoChangeApi {
  return { view: selectUndoChangeView(snapshot), undo: () => send({ type: 'undo.confirm' }) };
}

/** The app's side of the undo machine: its call, and this browser signed out once it is done. */
export function undoChangeBindings({ session }: { session: { signOut: () => Promise<void> } }) {
  // Every session ended on the server: this browser's stored one is cleared the way logout does.
  return { actors, actions: { endSession: () => void session.signOut() } } satisfies FlowBindings<typeof undoChangeMachine>;
}

export function useUndoChange({ token }: { token: string | undefined }): UndoChangeApi {
  const { session } = useRouteContext({ from: '__root__' });
  return useFlow(undoChangeMachine, undoChangeBindings({ session }), connectUndoChange, { token });
}
