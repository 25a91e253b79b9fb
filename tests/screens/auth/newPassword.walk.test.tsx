import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { AUTH_CALLS, AUTH_ROUTES, FALLBACKS, PAYLOADS, REDIRECT_NOTICES, VALIDATION, delayNameOf } from '../../oracle';
import {
  heldApi, ok, fail, fill, page, seeFormAlert, BUSY, answerFirstBusy, busyAnswer, busySecondsOf, busyMomentOf, busyRetryEnded, seeBusy, type BusyWait,
} from './support';
import { refusalOf } from '../../../machines/refusal';

const CONFIRM = AUTH_CALLS.newPassword.path;
/** The check of the link as the page opens is the design's (DESIGN.md, "Reset link": opening it spends nothing). */
const CHECK = '/account/api/password_reset/validate_token/';
/** The code step is the design's (two-factor sign-in on, ASVS 6.4.3): the specification has no words for it. */
const CODE = 'Code from your authenticator app, or a recovery code';
const CODE_MISSING = 'Please enter the code from your authenticator app, or a recovery code.';
/** The design's words for a check that failed on the way, and its way on. */
const CHECK_FAILED = 'We could not check your reset link. Please try again.';
const CHECKING = 'Checking your reset link…';
type Values = { password: string; confirmPassword: string; code?: string };

/**
 * Texts and the payload from the oracle (tests/oracle). What the page shows is the walk's own
 * account, kept by the drivers from what the user typed and what the walk answered (and moved on
 * in `see` when a delay ends), never read from the machine's state or context: "Passwords do not
 * match." because the two fields differ, the code field because the server asked for it.
 */
interface NewPasswordWalk {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  token: string;
  /**
   * What the page shows: the link being checked, the check failed (Try again), the link dead (the
   * way to a new one), the form (with or without the code field, perhaps with its alert), the
   * form locked while the new password is on its way or waits for a busy server, the success
   * notice, or the login page it leads to.
   */
  shown: 'checking' | 'checkFailed' | 'linkInvalid' | 'form' | 'submitting' | 'busy' | 'succeeded' | 'done';
  /** Checks of the link the page should have sent so far: one as it opened, one per Try again. */
  checks: number;
  /** The server's words for the dead link. */
  linkMessage: string | null;
  typed: Values | undefined;
  /** Two-factor sign-in is on (the check said so, or a refused submit): the code field shows. */
  asked: boolean;
  /** The server has just asked for the code and nothing was submitted since: the new field takes the focus. */
  justAsked: boolean;
  formAlert: string | null;
  /** The values sent last (what the locked form's request carries). */
  sending: Values | null;
  /** Requests the page should have sent so far: each submit that passed the form's checks, and a busy server's retry. */
  posts: number;
  focusExpected: boolean;
  /** A busy refusal whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

const blank = (value: string | undefined) => !value || !value.trim();

walkScreen('newPassword', {
  timeout: 60_000,
  async mount({ strict, user, input }): Promise<NewPasswordWalk> {
    const api = heldApi([CHECK, CONFIRM]);
    const { token } = input as { token: string };
    // The link carries the token twice; the query parameter is the one the screen reads.
    const { router } = await renderRoute(AUTH_ROUTES.newPassword('path-segment', token), { strict });
    return {
      // StrictMode mounts the page twice, and each mount checks the link as it opens.
      api, router, user, token, shown: 'checking', checks: strict ? 2 : 1, linkMessage: null, typed: undefined, asked: false, justAsked: false, formAlert: null,
      sending: null, posts: 0, focusExpected: false, busy: null,
    };
  },
  drive: {
    // The link works: the form, with the code field from the start when two-factor sign-in is on.
    'xstate.done.actor.checkLink': ({ output }, walk) => {
      walk.shown = 'form';
      walk.asked = output.twoFactor;
      return walk.api.answer(CHECK, ok({ status: 'OK', two_factor: output.twoFactor }));
    },
    // The server refused the link (its words, and the way to a new one), or the check failed on the way (Try again).
    'xstate.error.actor.checkLink': ({ error }, walk) => {
      if (refusalOf({ error }).kind === 'linkInvalid') {
        walk.shown = 'linkInvalid';
        walk.linkMessage = error.message;
        return walk.api.answer(CHECK, ok({ status: 'invalid', detail: error.message, code: 'reset_link_invalid' }));
      }
      walk.shown = 'checkFailed';
      return walk.api.answer(CHECK, fail(503, {}));
    },
    'link.retry': async (_event, walk) => {
      walk.shown = 'checking';
      walk.checks += 1;
      await walk.user.click(page().getByRole('button', { name: 'Try again' }));
    },
    'form.submit': async ({ values }, walk) => {
      // Section 5: both fields required, then they must match; the code once the server asked for
      // it. A form already sent (or waiting for a busy server) takes no second submit: the user
      // only presses again.
      if (walk.shown === 'form') {
        walk.typed = values;
        walk.focusExpected = true;
        await fill(walk.user, 'New password', values.password);
        await fill(walk.user, 'Confirm new password', values.confirmPassword);
        // The code field is there only once the server asked for it; a user types into what is there.
        if (codeField()) await fill(walk.user, CODE, values.code ?? '');
        const code = walk.asked ? values.code : 'none asked';
        walk.formAlert = blank(values.password) || blank(values.confirmPassword) ? VALIDATION.newPassword.incomplete
          : values.password !== values.confirmPassword ? VALIDATION.newPassword.passwordMismatch
            : blank(code) ? CODE_MISSING : null;
        walk.justAsked = false;
        walk.busy = null;
        if (!walk.formAlert) {
          walk.shown = 'submitting';
          walk.sending = values;
          walk.posts += 1;
        }
      }
      await walk.user.click(submit());
    },
    // The new password is saved: the success notice, then (its 4 s over) the login page.
    'xstate.done.actor.confirmReset': ({ output }, walk) => {
      walk.shown = 'succeeded';
      walk.busy = null;
      return walk.api.answer(CONFIRM, ok(output));
    },
    'xstate.error.actor.confirmReset': async ({ error }, walk) => {
      // Busy, with or without the code: the form waits, then sends the same again once.
      if (await answerFirstBusy(walk, CONFIRM, error)) {
        walk.shown = 'busy';
        return;
      }
      const busy = busySecondsOf(error);
      walk.shown = 'form';
      walk.busy = null;
      // The retry refused as busy too: the design's message, everything typed kept.
      if (busy !== undefined) {
        walk.formAlert = BUSY.stillBusy;
        return walk.api.answer(CONFIRM, busyAnswer(error, busy));
      }
      // The link was spent or ran out while the form was open: its words, and the way to a new one.
      if (refusalOf({ error }).kind === 'linkInvalid') {
        walk.shown = 'linkInvalid';
        walk.linkMessage = error.message;
        return walk.api.answer(CONFIRM, fail(400, { detail: error.message, code: 'reset_link_invalid', token: [error.message] }));
      }
      // Two-factor sign-in is on and no code came (ASVS 6.4.3); once the code field shows, that refusal's words are shown as any other's.
      if (refusalOf({ error }).kind === 'secondFactorRequired' && walk.asked) {
        walk.formAlert = error.message;
        return walk.api.answer(CONFIRM, fail(400, { detail: error.message, code: 'second_factor_required' }));
      }
      if (refusalOf({ error }).kind === 'secondFactorRequired') {
        walk.asked = true;
        walk.justAsked = true;
        walk.formAlert = null;
        walk.focusExpected = false;
        return walk.api.answer(CONFIRM, fail(400, { detail: error.message, code: 'second_factor_required' }));
      }
      // The server's answer says nothing: section 8's fallback shows.
      walk.formAlert = FALLBACKS.newPassword;
      return walk.api.answer(CONFIRM, fail(400, {}));
    },
  },
  async see(_expected, walk, moment) {
    // A delay just ended: the busy server's wait (the same request goes out again), or the success notice's (the login page follows).
    if (busyRetryEnded(moment) && walk.shown === 'busy') {
      walk.shown = 'submitting';
      walk.posts += 1;
    }
    if (delayEnded(moment) && delayNameOf(moment.event.type) === 'resetRedirectDelay' && walk.shown === 'succeeded') walk.shown = 'done';
    // Every request the page made was one the user (or the busy retry) asked for, no more; each check sends the link's token, and nothing else.
    await soon(() => expect(walk.api.bodiesTo(CONFIRM)).toHaveLength(walk.posts));
    await soon(() => expect(walk.api.bodiesTo(CHECK)).toEqual(Array.from({ length: walk.checks }, () => ({ token: walk.token }))));
    if (walk.shown === 'done') return soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login));
    if (walk.shown === 'succeeded') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(REDIRECT_NOTICES.newPassword));
      expect(walk.router.state.location.pathname).toBe('/auth/new-password/path-segment');
      // The password is set: another link would only start another reset.
      expect(page().queryByRole('link', { name: 'Request a new link' })).toBeNull();
      return;
    }
    expect(walk.router.state.location.pathname).toBe('/auth/new-password/path-segment');
    // Until the password is set, one way to a new link: the page's own when this link is dead, the footer's otherwise.
    await soon(() => expect(page().getAllByRole('link', { name: 'Request a new link' })).toHaveLength(1));
    expect(page().queryByText(REDIRECT_NOTICES.newPassword)).not.toBeInTheDocument();
    // Before the form: the check under way, failed, or the link dead. No password field to type into in vain.
    if (walk.shown === 'checking' || walk.shown === 'checkFailed' || walk.shown === 'linkInvalid') {
      expect(page().queryByLabelText('New password', { selector: 'input' })).toBeNull();
      expect(page().queryByRole('button', { name: /Save new password|Saving…/ })).toBeNull();
    }
    if (walk.shown === 'checking') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(CHECKING));
      return expect(page().queryByRole('alert')).not.toBeInTheDocument();
    }
    if (walk.shown === 'checkFailed') {
      await seeFormAlert(CHECK_FAILED);
      return expect(page().getByRole('button', { name: 'Try again' })).toBeEnabled();
    }
    if (walk.shown === 'linkInvalid') {
      // The server's words at once, with the way to a new link, and no Try again: the same link cannot work.
      await seeFormAlert(walk.linkMessage);
      expect(page().queryByRole('button', { name: 'Try again' })).toBeNull();
      return expect(page().getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', AUTH_ROUTES.resetRequest);
    }
    await seeFormAlert(walk.formAlert, { focused: walk.focusExpected });
    // The form with or without the code field: both wait for a busy server the same way.
    await seeBusy(walk.busy, busyMomentOf(walk.shown), () => walk.api.bodiesTo(CONFIRM).length);
    if (walk.asked) await soon(() => expect(codeField()).toBeInTheDocument());
    else expect(codeField()).toBeNull();
    const pending = walk.shown === 'submitting' || walk.shown === 'busy';
    if (pending && !walk.asked) {
      // No code asked for: exactly the specification's body.
      expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual(PAYLOADS.newPassword(walk.sending!.password, walk.token));
      await soon(() => expect(submit()).toBeDisabled());
    } else if (pending) {
      const code = (walk.sending!.code ?? '').replace(/\s+/g, '');
      expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual({ ...PAYLOADS.newPassword(walk.sending!.password, walk.token), code });
      await soon(() => expect(submit()).toBeDisabled());
    } else {
      await soon(() => expect(submit()).toBeEnabled());
    }
    // What the user typed is kept after a failure, and when the code is asked for.
    if (walk.typed) {
      expect(page().getByLabelText('New password', { selector: 'input' })).toHaveValue(walk.typed.password);
      expect(page().getByLabelText('Confirm new password', { selector: 'input' })).toHaveValue(walk.typed.confirmPassword);
    }
    // The code field, new on the page, takes the focus.
    if (walk.justAsked) {
      await soon(() => expect(codeField()).toHaveFocus());
      // A code is not a word: no spell checking, as the authenticator shows it.
      expect(codeField()).toHaveAttribute('spellcheck', 'false');
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    }
    // The code too, after a failure and while (or after) a busy server is waited for.
    const codeKept = walk.busy !== null || walk.formAlert === FALLBACKS.newPassword || walk.formAlert === BUSY.stillBusy;
    if (walk.asked && walk.typed && codeKept) expect(codeField()).toHaveValue(walk.typed.code);
  },
});

function submit() {
  return page().getByRole('button', { name: /^(Save new password|Saving…)$/ });
}

function codeField() {
  return page().queryByLabelText(CODE, { selector: 'input' });
}
