import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, FALLBACKS, PAYLOADS, SPEC_TIMERS, SUCCESS, VALIDATION, delayNameOf } from '../../oracle';
import {
  heldApi, ok, fail, fill, page, seeFormAlert, BUSY, busyAnswer, busySecondsOf, busyMomentOf, busyRetryEnded, seeBusy, type BusyWait,
} from './support';

const RESET = AUTH_CALLS.resetRequest.path;

/**
 * Texts, the wait and the payload from the oracle (tests/oracle). What the page shows is the
 * walk's own account, kept by the drivers from what the user typed and pressed and what the walk
 * answered (and moved on in `see` when a delay ends), never read from the machine's state or
 * context: a machine that goes elsewhere, or shows the wrong text, fails the step that shows it.
 */
interface ResetWalk {
  api: ReturnType<typeof heldApi>;
  user: UserEvent;
  /**
   * What the page shows: the form (as typed, perhaps with its alert), the form locked while the
   * request is on its way or waits for a busy server, or "Check Your Inbox".
   */
  shown: 'form' | 'submitting' | 'busy' | 'sent';
  /** On "Check Your Inbox": the resend wait running, the button offered, a resend on its way, or one refused. */
  resend: 'waiting' | 'ready' | 'sending' | 'failed';
  /** What the e-mail field holds. */
  typed: string;
  /** The form's alert as the user should see it. */
  formAlert: string | null;
  /** The e-mail the form sent last (what the locked form's request carries). */
  sending: string;
  /** The address the link went to. */
  sentTo: string;
  /** The alert of a failed resend. */
  resendAlert: string;
  /** Requests the page should have sent so far: each submit, a busy server's retry, each resend. */
  posts: number;
  /** A busy refusal whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

walkScreen('resetRequest', {
  // Its longest tour takes 20 s in StrictMode on a busy machine.
  timeout: 60_000,
  async mount({ strict, user }): Promise<ResetWalk> {
    const api = heldApi([RESET]);
    await renderRoute(AUTH_ROUTES.resetRequest, { strict });
    return { api, user, shown: 'form', resend: 'waiting', typed: '', formAlert: null, sending: '', sentTo: '', resendAlert: '', posts: 0, busy: null };
  },
  drive: {
    'form.submit': async ({ email }, walk) => {
      // Section 5: an empty e-mail gives its alert; otherwise section 7's call goes out. A form
      // already sent (or waiting for a busy server) takes no second submit: the user only presses again.
      if (walk.shown === 'form') {
        await fill(walk.user, 'Email address', email);
        walk.typed = email;
        walk.formAlert = email.trim() === '' ? VALIDATION.resetRequest.emailMissing : null;
        walk.busy = null;
        if (!walk.formAlert) {
          walk.shown = 'submitting';
          walk.sending = email;
          walk.posts += 1;
        }
      }
      // While a request is under way the button says so and takes no click.
      await walk.user.click(page().getByRole('button', { name: /^(Send reset link|Sending…)$/ }));
    },
    // The link went out: "Check Your Inbox" and its wait, after the form's request or a resend.
    'xstate.done.actor.requestReset': (_event, walk) => {
      if (walk.shown !== 'sent') walk.sentTo = walk.sending;
      walk.shown = 'sent';
      walk.resend = 'waiting';
      walk.busy = null;
      return walk.api.answer(RESET, ok({ message: SUCCESS.resetLinkSent }));
    },
    // The screen shows the specification's fallback when the server says nothing; a busy server
    // has the form wait and send again once, then say it is still busy.
    'xstate.error.actor.requestReset': async ({ error }, walk) => {
      const busy = busySecondsOf(error);
      if (walk.shown === 'sent') {
        // A resend refused (as busy too) shows the server's message, like any other it sends.
        walk.resend = 'failed';
        walk.resendAlert = busy !== undefined ? error.message : FALLBACKS.resetRequest;
      } else if (busy !== undefined && !walk.busy) {
        walk.formAlert = null;
        walk.shown = 'busy';
        await walk.api.answer(RESET, busyAnswer(error, busy));
        walk.busy = { seconds: busy, callsAtRefusal: walk.api.bodiesTo(RESET).length };
        return;
      } else {
        walk.shown = 'form';
        walk.formAlert = busy !== undefined ? BUSY.stillBusy : FALLBACKS.resetRequest;
      }
      walk.busy = null;
      return walk.api.answer(RESET, busy !== undefined ? busyAnswer(error, busy) : fail(503, {}));
    },
    'link.resend': (_event, walk) => {
      walk.resend = 'sending';
      walk.posts += 1;
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend }));
    },
    // Section 4: Edit Email returns to the form, the address still in it.
    'email.edit': (_event, walk) => {
      walk.shown = 'form';
      walk.formAlert = null;
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.editEmail }));
    },
  },
  async see(_expected, walk, moment) {
    // A delay just ended: the busy server's wait (the same request goes out again), or the resend wait (the button comes).
    if (busyRetryEnded(moment) && walk.shown === 'busy') {
      walk.shown = 'submitting';
      walk.posts += 1;
    }
    if (delayEnded(moment) && delayNameOf(moment.event.type) === 'resetLinkResendWait' && walk.shown === 'sent' && walk.resend === 'waiting') walk.resend = 'ready';
    // Every request the page made was one the user (or the busy retry) asked for, no more.
    await soon(() => expect(walk.api.bodiesTo(RESET)).toHaveLength(walk.posts));
    if (walk.shown === 'sent') {
      await soon(() => expect(page().getByRole('heading', { name: AUTH_LABELS.resetRequest.sentHeading })).toBeInTheDocument());
      expect(page().getByRole('status')).toHaveTextContent(SUCCESS.resetLinkSent);
      expect(page().queryByRole('heading', { name: 'Reset your password' })).not.toBeInTheDocument();
      if (walk.resend === 'waiting') {
        // No time passes inside the wait in a walk but at its end: the full 120 s show, and 1 ms
        // before it ends its last second; no button yet.
        const shown = moment.beforeDelay ? Math.ceil(moment.beforeDelay.leftMs / 1000) : SPEC_TIMERS.resetLinkResendWait / 1000;
        await soon(() => expect(page().getByText(`You can request another link in ${shown} s.`)).toBeInTheDocument());
        expect(page().queryByRole('button', { name: AUTH_LABELS.resetRequest.resend })).not.toBeInTheDocument();
        expect(page().queryByRole('alert')).not.toBeInTheDocument();
      } else if (walk.resend === 'sending') {
        expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sentTo));
        await soon(() => expect(page().getByRole('button', { name: 'Sending a new link…' })).toBeDisabled());
        expect(page().queryByText(/^You can request another link in/)).not.toBeInTheDocument();
      } else {
        await soon(() => expect(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend })).toBeEnabled());
        expect(page().queryByText(/^You can request another link in/)).not.toBeInTheDocument();
        if (walk.resend === 'failed') expect(page().getByRole('alert')).toHaveTextContent(walk.resendAlert);
        else expect(page().queryByRole('alert')).not.toBeInTheDocument();
      }
      return;
    }
    await soon(() => expect(page().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
    await seeFormAlert(walk.formAlert);
    await seeBusy(walk.busy, busyMomentOf(walk.shown), () => walk.api.bodiesTo(RESET).length);
    if (walk.shown === 'submitting' || walk.shown === 'busy') {
      expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sending));
      await soon(() => expect(page().getByRole('button', { name: 'Sending…' })).toBeDisabled());
    } else {
      await soon(() => expect(page().getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    }
    // The e-mail typed (or kept from Edit Email) stays in the field.
    expect(page().getByLabelText('Email address', { selector: 'input' })).toHaveValue(walk.typed);
  },
});
