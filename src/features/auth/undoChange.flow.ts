/** An alert's undo link: one press removes the new way in, and every session ends (this one too). */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useRouteContext } from '@tanstack/react-router';
import { undoChangeMachine } from '../../../machines/auth/undoChange.machine';
import { api } from '../../api/call';
import { errorMessage, SERVER_WORDS } from '../../api/errors';
import { useFlow } from '../../flow/useFlow';
import { authContent } from '../../content/auth';

const { undo } = authContent;

export const undoChangeActors = {
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

export function useUndoChange({ token }: { token: string | undefined }) {
  const { session } = useRouteContext({ from: '__root__' });
  const { view, send } = useFlow(
    undoChangeMachine,
    // Every session ended on the server: this browser's stored one is cleared the way logout does.
    { actors: undoChangeActors, actions: { endSession: () => void session.signOut() } },
    selectUndoChangeView,
    { token },
  );
  return { view, undo: () => send({ type: 'undo.confirm' }) };
}
