import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, FALLBACKS, PAYLOADS, SPEC_TIMERS, SUCCESS, VALIDATION } from '../../oracle';
import { heldApi, ok, fail, fill, page, seeFormAlert, BUSY, busyAnswer, busySecondsOf, seeBusy, type BusyWait } from './support';

const RESET = AUTH_CALLS.resetRequest.path;

/**
 * Texts, the wait and the payload from the oracle (tests/oracle); the form's alert and what is
 * sent follow what the user typed (the walk's model), not the machine's state.
 */
interface ResetWalk {
  api: ReturnType<typeof heldApi>;
  user: UserEvent;
  /** What the e-mail field holds. */
  typed: string;
  /** The form's alert as the user should see it. */
  formAlert: string | null;
  /** The request sent and not answered yet, from the form. */
  sending: string | null;
  /** The address the link went to. */
  sentTo: string;
  /** The alert of a failed resend. */
  resendAlert: string;
  /** A busy refusal (issue 28) whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

walkScreen('resetRequest', {
  async mount({ strict, user }): Promise<ResetWalk> {
    const api = heldApi([RESET]);
    await renderRoute(AUTH_ROUTES.resetRequest, { strict });
    return { api, user, typed: '', formAlert: null, sending: null, sentTo: '', resendAlert: '', busy: null };
  },
  drive: {
    'form.submit': async ({ email }, walk) => {
      await fill(walk.user, 'Email address', email);
      walk.typed = email;
      // Section 5: an empty e-mail gives its alert; otherwise section 7's call goes out.
      if (walk.sending === null) {
        walk.formAlert = email.trim() === '' ? VALIDATION.resetRequest.emailMissing : null;
        walk.sending = walk.formAlert ? null : email;
        walk.busy = null;
      }
      await walk.user.click(page().getByRole('button', { name: 'Send reset link' }));
    },
    'xstate.done.actor.requestReset': (_event, walk) => {
      walk.sentTo = walk.sending ?? walk.sentTo;
      walk.sending = null;
      walk.busy = null;
      return walk.api.answer(RESET, ok({ message: SUCCESS.resetLinkSent }));
    },
    // The screen shows the specification's fallback when the server says nothing; a busy server
    // (issue 28) has the form wait and send again once, then say it is still busy.
    'xstate.error.actor.requestReset': async ({ error }, walk) => {
      const busy = busySecondsOf(error);
      if (busy !== undefined && walk.sending !== null && !walk.busy) {
        walk.formAlert = null;
        await walk.api.answer(RESET, busyAnswer(error, busy));
        walk.busy = { seconds: busy, callsAtRefusal: walk.api.bodiesTo(RESET).length };
        return;
      }
      if (walk.sending !== null) walk.formAlert = busy !== undefined ? BUSY.stillBusy : FALLBACKS.resetRequest;
      // A resend refused as busy shows the server's message, like any other it sends.
      else walk.resendAlert = busy !== undefined ? error.message : FALLBACKS.resetRequest;
      walk.sending = null;
      walk.busy = null;
      return walk.api.answer(RESET, busy !== undefined ? busyAnswer(error, busy) : fail(503, {}));
    },
    'link.resend': (_event, walk) => walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend })),
    // Section 4: Edit Email returns to the form, the address still in it.
    'email.edit': (_event, walk) => {
      walk.formAlert = null;
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.editEmail }));
    },
  },
  async see(expected, walk, { beforeDelay }) {
    if (expected.matches('sent')) {
      await soon(() => expect(page().getByRole('heading', { name: AUTH_LABELS.resetRequest.sentHeading })).toBeInTheDocument());
      expect(page().getByRole('status')).toHaveTextContent(SUCCESS.resetLinkSent);
      if (expected.matches({ sent: 'waiting' })) {
        // No time passes inside the wait in a walk but at its end: the full 120 s show, and 1 ms
        // before it ends its last second; no button yet.
        const shown = beforeDelay ? Math.ceil(beforeDelay.leftMs / 1000) : SPEC_TIMERS.resetLinkResendWait / 1000;
        await soon(() => expect(page().getByText(`You can request another link in ${shown} s.`)).toBeInTheDocument());
        expect(page().queryByRole('button', { name: AUTH_LABELS.resetRequest.resend })).not.toBeInTheDocument();
      } else if (expected.matches({ sent: 'resending' })) {
        await soon(() => expect(walk.api.bodiesTo(RESET).length).toBeGreaterThan(1));
        expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sentTo));
        expect(page().getByRole('button', { name: 'Sending a new link…' })).toBeDisabled();
      } else {
        await soon(() => expect(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend })).toBeEnabled());
        if (expected.matches({ sent: 'failed' })) expect(page().getByRole('alert')).toHaveTextContent(walk.resendAlert);
        else expect(page().queryByRole('alert')).not.toBeInTheDocument();
      }
      return;
    }
    await soon(() => expect(page().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
    await seeFormAlert(walk.formAlert);
    await seeBusy(walk.busy, expected.matches({ form: 'busy' }) ? 'waiting' : expected.matches({ form: 'submitting' }) ? 'retrying' : 'other', () => walk.api.bodiesTo(RESET).length);
    if (walk.sending !== null) {
      await soon(() => expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sending!)));
      expect(page().getByRole('button', { name: 'Sending…' })).toBeDisabled();
    } else {
      expect(page().getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    }
    // The e-mail typed (or kept from Edit Email) stays in the field.
    expect(page().getByLabelText('Email address', { selector: 'input' })).toHaveValue(walk.typed);
  },
});
