/** The password reset request: the e-mail, then "sent" with a countdown before the link can be sent again. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resetRequestMachine } from '../../../machines/auth/resetRequest.machine';
import { api } from '../../api/call';
import { problemText, useFlow } from '../../flow/useFlow';
import { authContent } from '../../content/auth';
import { messageOr } from '../../api/refusals';
import { busyNotice } from '../../api/busy';
import { countdownOf, resendStatusOf } from './resendStatus';

const { common, resetRequest } = authContent;

export const resetRequestActors = {
  requestReset: fromPromise<unknown, { email: string }>(({ input, signal }) => {
    return api.requestPasswordReset({ body: input, signal }, messageOr(['message', 'detail'], resetRequest.failed));
  }),
};

export function selectResetRequestView(snapshot: SnapshotFrom<typeof resetRequestMachine>) {
  return {
    step: snapshot.hasTag('sentStep') ? ('sent' as const) : ('form' as const),
    email: snapshot.context.email,
    formError: problemText(snapshot, { emailMissing: resetRequest.emailRequired, failed: snapshot.context.error, stillBusy: common.stillBusy }),
    submitting: snapshot.hasTag('submitting'),
    busy: busyNotice(snapshot),
    resendStatus: resendStatusOf(snapshot, snapshot.can({ type: 'link.resend' })),
    resendError: snapshot.hasTag('resendFailed') ? snapshot.context.error : null,
    countdown: countdownOf(snapshot.children),
  };
}

export function useResetRequest() {
  const { view, send } = useFlow(resetRequestMachine, { actors: resetRequestActors }, selectResetRequestView);
  return {
    view,
    submit: (email: string) => send({ type: 'form.submit', email }),
    resend: () => send({ type: 'link.resend' }),
    editEmail: () => send({ type: 'email.edit' }),
  };
}
