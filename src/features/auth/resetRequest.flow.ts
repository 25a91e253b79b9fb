/** The password reset request: the e-mail, then "sent" with a countdown before the link can be sent again. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resetRequestMachine } from '../../../machines/auth/resetRequest.machine';
import { api } from '../../api/call';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { authContent } from '../../content/auth';
import { messageOr } from '../../api/refusals';
import { busyNotice } from '../../api/busy';
import { countdownOf, resendStatusOf } from './resendStatus';

const { common, resetRequest } = authContent;

/** The app's side of the reset request machine: its call. */
export const resetRequestBindings = {
  actors: {
    requestReset: fromPromise<unknown, { email: string }>(({ input, signal }) => {
      return api.requestPasswordReset({ body: input, signal }, messageOr(['message', 'detail'], resetRequest.failed));
    }),
  },
} satisfies FlowBindings<typeof resetRequestMachine>;

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

export type ResetRequestView = ReturnType<typeof selectResetRequestView>;

/** The reset request page: the e-mail form, then "sent" with its resend. */
export interface ResetRequestApi {
  view: ResetRequestView;
  /** Ask for a reset link for `email` (checked for a blank first). */
  submit(email: string): void;
  /** Send the link again, once the countdown allows it. */
  resend(): void;
  /** Back to the form to type another e-mail. */
  editEmail(): void;
}

export function connectResetRequest(snapshot: SnapshotFrom<typeof resetRequestMachine>, send: FlowSend<typeof resetRequestMachine>): ResetRequestApi {
  return {
    view: selectResetRequestView(snapshot),
    submit: (email) => send({ type: 'form.submit', email }),
    resend: () => send({ type: 'link.resend' }),
    editEmail: () => send({ type: 'email.edit' }),
  };
}

export function useResetRequest(): ResetRequestApi {
  return useFlow(resetRequestMachine, resetRequestBindings, connectResetRequest);
}
