import { escapeRegExp } from '../../support/escapeRegExp';
import { expect, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { fakeAnswer, offerPasskeys, passkeyDialog } from '../../support/fakePasskeyDialog';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
import {
  AUTH_CALLS, AUTH_ROUTES, PASSKEY_SIGN_IN, PAYLOADS, REDIRECT_NOTICES, SECOND_FACTOR_STEP, SESSION_STORAGE_KEYS, SPEC_TIMERS, SUCCESS, VALIDATION, delayNameOf,
} from '../../oracle';
import {
  heldApi, ok, fail, fill, page, answerNewInvestorOverview, BUSY, answerFirstBusy, busyAnswer, busySecondsOf, busyMomentOf, busyRetryEnded, seeBusy,
  type BusyWait, type Rejection,
} from './support';
import { refusalOf } from '../../../machines/refusal';

const LOGIN = AUTH_CALLS.login.path;
const RESEND = AUTH_CALLS.resendCode.path;
/** Section 5 requires both fields but words no alert for them: the app's own text. */
const REQUIRED_FIELDS = 'Please enter your email and password.';
const SECOND_STEP = '/account/login/two_factor/';
const PASSKEY = '/account/login/passkey/';
/** The challenge the server gives for a passkey sign-in. */
const PASSKEY_CHALLENGE = 'walk-passkey-challenge';

vi.mock('@simplewebauthn/browser', () => import('../../support/fakePasskeyDialog'));
// The two-factor and passkey steps are the design's, not the specification's: the oracle keeps the product's words.
const secondFactor = SECOND_FACTOR_STEP;
const passkey = PASSKEY_SIGN_IN;

/**
 * What the page shows, by the walk's own account: worked out by the drivers from what the user
 * typed, ticked and pressed and what the walk answered (and moved on in `see` when a delay ends),
 * never read from the machine's state or context, so that a machine that goes elsewhere, or
 * shows the wrong text, fails the step that shows it.
 * - the login form: as typed (`form`, perhaps with its alert), locked while the login is on its
 *   way (`submitting`) or waits for a busy server (`busy`), the browser's passkey dialog open
 *   (`passkey`), the offer of a new code to an account that never entered its code
 *   (`unverified`) and that code on its way (`sendingCode`);
 * - the sign-up code step the login page opened: a new code sent (`codeSent`), or the last one
 *   still fresh (`codeAlreadySent`);
 * - the second step for the authenticator's code (`secondFactor`), and that code checked (`verifying`);
 * - signed in, its notice shown (`signedIn`), then the page the user came from (`done`).
 */
type Shown =
  | 'form' | 'submitting' | 'busy' | 'passkey' | 'unverified' | 'sendingCode'
  | 'codeSent' | 'codeAlreadySent' | 'secondFactor' | 'verifying' | 'signedIn' | 'done';

/** Where the login form takes a submit or a passkey: not while something is on its way. */
const FORM_OPEN: readonly Shown[] = ['form', 'unverified'];
/** Where the login form shows at all. */
const ON_FORM: readonly Shown[] = [...FORM_OPEN, 'submitting', 'busy', 'passkey', 'sendingCode'];

interface LoginWalk {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  shown: Shown;
  /** Focus moves to the alert after a submit (or its answer), not after other gestures. */
  focusExpected: boolean;
  /** The authentication code typed last. */
  code: string;
  /** Whether the sign-in was finished by a passkey. */
  byPasskey: boolean;
  /** What the user typed last into the form. */
  typed: { email: string; password: string };
  /** The Retry-After (seconds) of the last refused "Send a new code". */
  retryAfter: number;
  /** Whether the captcha is ticked (an answer to the login resets it). */
  captchaDone: boolean;
  /** The form's alert as the user should see it, from what they typed and what the server answered. */
  formAlert: string | null;
  /** The second step's alert, likewise. */
  codeAlert: string | null;
  /** The challenge the server gave for the second step. */
  challenge: string | null;
  /** The login sent last (what the locked form's request carries, and the address a new code goes to). */
  sent: { email: string; password: string };
  /** Requests the page should have sent to each held path so far, by what the walk did. */
  posts: Record<string, number>;
  /** A busy refusal whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

walkScreen('login', {
  timeout: 90_000,
  async mount({ strict, user }): Promise<LoginWalk> {
    const api = heldApi([LOGIN, RESEND, SECOND_STEP, PASSKEY]);
    answerNewInvestorOverview();
    offerPasskeys();
    passkeyDialog.reset();
    server.use(http.post(apiUrl('/account/login/passkey/options/'), () => HttpResponse.json({ options: { challenge: PASSKEY_CHALLENGE } })));
    const { router } = await renderRoute('/auth/login?redirect=%2Fdashboard%2Fdeposit', { strict });
    // Arriving from a verified sign-up: its notice stands above the form until an alert takes its place.
    await router.navigate({ to: AUTH_ROUTES.login, search: { redirect: `${AUTH_ROUTES.dashboard}/deposit` }, state: (previous) => ({ ...previous, authNotice: SUCCESS.otpVerified }) });
    return {
      api, router, user, shown: 'form', focusExpected: false, code: '', byPasskey: false, typed: { email: '', password: '' }, retryAfter: 0,
      captchaDone: false, formAlert: null, codeAlert: null, challenge: null, sent: { email: '', password: '' },
      posts: { [LOGIN]: 0, [RESEND]: 0, [SECOND_STEP]: 0, [PASSKEY]: 0 }, busy: null,
    };
  },
  drive: {
    'form.submit': async ({ values }, walk) => {
      // Section 5: email and password required, then the captcha; otherwise section 7's call goes out.
      // While something is on its way the form takes no second submit: the user only presses again.
      const blank = !values.email.trim() || !values.password.trim();
      if (FORM_OPEN.includes(walk.shown)) {
        walk.focusExpected = true;
        walk.typed = values;
        await fill(walk.user, 'Email address', values.email);
        await fill(walk.user, 'Password', values.password);
        walk.formAlert = blank ? REQUIRED_FIELDS : !walk.captchaDone ? VALIDATION.captchaMissing : null;
        walk.busy = null;
        walk.shown = walk.formAlert ? 'form' : 'submitting';
        if (!walk.formAlert) {
          walk.sent = values;
          walk.posts[LOGIN]! += 1;
        }
      }
      await walk.user.click(page().getByRole('button', { name: /^(Log in|Logging in…)$/ }));
    },
    'captcha.verified': async (_event, walk) => {
      walk.focusExpected = false;
      walk.captchaDone = true;
      await walk.user.click(page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" }));
    },
    'captcha.expired': async (_event, walk) => {
      walk.focusExpected = false;
      walk.captchaDone = false;
      await walk.user.click(page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" }));
    },
    // The server's answer: the tokens, or for an account with two-factor sign-in on, a challenge.
    'xstate.done.actor.login': ({ output }, walk) => {
      walk.busy = null;
      walk.captchaDone = false;
      walk.codeAlert = null;
      walk.challenge = 'challenge' in output ? output.challenge : null;
      walk.shown = 'challenge' in output ? 'secondFactor' : 'signedIn';
      return walk.api.answer(LOGIN, ok('challenge' in output ? { two_factor_required: true, challenge: output.challenge } : output));
    },
    // Section 8: the server's message shows; the captcha is to be done again.
    'xstate.error.actor.login': async ({ error }, walk) => {
      // Busy: the login stays sent (it goes out again after the wait), the captcha ticked.
      if (await answerFirstBusy(walk, LOGIN, error)) {
        walk.shown = 'busy';
        return;
      }
      const busy = busySecondsOf(error);
      walk.captchaDone = false;
      // The retry was refused as busy too: back to the form, with the design's message.
      walk.formAlert = busy !== undefined ? BUSY.stillBusy : error.message;
      // The right password of an account that never entered its code: a new code is offered.
      walk.shown = busy === undefined && refusalOf({ error }).kind === 'unverified' ? 'unverified' : 'form';
      walk.busy = null;
      return answerLoginRefusal(error, walk);
    },
    'code.request': async (_event, walk) => {
      walk.focusExpected = false;
      walk.shown = 'sendingCode';
      walk.posts[RESEND]! += 1;
      await walk.user.click(page().getByRole('button', { name: 'Send a new code' }));
    },
    // Sent: the sign-up code step for that address opens.
    'xstate.done.actor.sendCode': ({ output }, walk) => {
      walk.shown = 'codeSent';
      return walk.api.answer(RESEND, ok(output));
    },
    // The server's refusal says how long to wait (Retry-After, in seconds): inside the resend wait
    // (SPEC_TIMERS.otpResendWait) a code went out a moment ago and its step opens; a longer limit shows its message.
    'xstate.error.actor.sendCode': ({ error }, walk) => {
      walk.formAlert = error.message;
      const refusal = refusalOf({ error });
      walk.retryAfter = refusal.kind === 'throttled' ? refusal.retryAfterMs / 1000 : 0;
      walk.shown = walk.retryAfter > 0 && walk.retryAfter * 1000 <= SPEC_TIMERS.otpResendWait ? 'codeAlreadySent' : 'unverified';
      return walk.api.answer(RESEND, fail(429, { detail: error.message }, { 'Retry-After': String(walk.retryAfter) }));
    },
    'secondFactor.submit': async ({ code }, walk) => {
      // A blank code is caught on the page; a code sent shows nothing until the server answers,
      // and takes no second submit meanwhile.
      if (walk.shown === 'secondFactor') {
        walk.focusExpected = true;
        walk.code = code;
        await fill(walk.user, secondFactor.label, code);
        walk.codeAlert = code.trim() ? null : secondFactor.required;
        if (!walk.codeAlert) {
          walk.shown = 'verifying';
          walk.posts[SECOND_STEP]! += 1;
        }
      }
      await walk.user.click(page().getByRole('button', { name: /^(Verify|Verifying…)$/ }));
    },
    'secondFactor.cancel': async (_event, walk) => {
      // Not while the code is being checked.
      if (walk.shown === 'secondFactor') {
        walk.focusExpected = false;
        walk.formAlert = null;
        walk.challenge = null;
        walk.shown = 'form';
      }
      await walk.user.click(page().getByRole('button', { name: secondFactor.back }));
    },
    'xstate.done.actor.verifySecondFactor': ({ output }, walk) => {
      walk.shown = 'signedIn';
      return walk.api.answer(SECOND_STEP, ok(output));
    },
    'passkey.start': async (_event, walk) => {
      if (FORM_OPEN.includes(walk.shown)) {
        walk.focusExpected = false;
        walk.formAlert = null;
        walk.shown = 'passkey';
      }
      // While something is on its way the button waits (or shows it waits for the passkey).
      await walk.user.click(page().getByRole('button', { name: new RegExp(`^(${escapeRegExp(passkey.submit)}|${escapeRegExp(passkey.waiting)})$`) }));
    },
    // The authenticator answers and the server knows the passkey.
    'xstate.done.actor.signInWithPasskey': async ({ output }, walk) => {
      await passkeyDialog.finish('get');
      walk.posts[PASSKEY]! += 1;
      await walk.api.answer(PASSKEY, ok(output));
      walk.byPasskey = true;
      walk.shown = 'signedIn';
    },
    // The investor closes the browser's dialog.
    'xstate.error.actor.signInWithPasskey': ({ error }, walk) => {
      walk.formAlert = error.message;
      walk.shown = 'form';
      return passkeyDialog.cancel('get');
    },
    'xstate.error.actor.verifySecondFactor': ({ error }, walk) => {
      // A challenge that is over sends the user back to the password, with the server's message.
      const challengeOver = refusalOf({ error }).kind === 'challengeOver';
      if (challengeOver) {
        walk.formAlert = error.message;
        walk.challenge = null;
        walk.shown = 'form';
      } else {
        walk.codeAlert = error.message;
        walk.shown = 'secondFactor';
      }
      return walk.api.answer(SECOND_STEP, fail(400, { detail: error.message, code: challengeOver ? 'challenge_expired' : 'invalid_code' }));
    },
  },
  async see(_expected, walk, moment) {
    // A delay just ended: the busy server's wait (the same login goes out again), or the signed-in notice's 2 s (on to the page asked for).
    if (busyRetryEnded(moment) && walk.shown === 'busy') {
      walk.shown = 'submitting';
      walk.posts[LOGIN]! += 1;
    }
    if (delayEnded(moment) && delayNameOf(moment.event.type) === 'loginRedirectDelay' && walk.shown === 'signedIn') walk.shown = 'done';
    // Every request the page made was one the user (or the busy retry) asked for, no more.
    for (const path of [LOGIN, RESEND, SECOND_STEP, PASSKEY]) await soon(() => expect(walk.api.bodiesTo(path), path).toHaveLength(walk.posts[path]!));
    const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });
    const submit = () => page().getByRole('button', { name: /^(Log in|Logging in…)$/ });
    const { shown } = walk;
    if (shown === 'done') {
      // After the 2 s (section 4), to the page the guard sent the user from (DESIGN.md: Return after login).
      return soon(() => expect(walk.router.state.location.pathname).toBe(`${AUTH_ROUTES.dashboard}/deposit`));
    }
    if (shown === 'codeSent') {
      // The sign-up code step for this address, its full resend wait just begun, saying the code was resent.
      await soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.signup));
      await soon(() => expect(page().getByText(SUCCESS.otpResent)).toBeInTheDocument());
      expect(page().getByText(`You can request a new code in ${SPEC_TIMERS.otpResendWait / 1000} s.`)).toBeInTheDocument();
      expect(page().getByRole('button', { name: 'Edit Email Address' })).toBeEnabled();
      expect(page().getByText(walk.sent.email, { exact: false })).toBeInTheDocument();
      return;
    }
    if (shown === 'codeAlreadySent') {
      // Refused inside the resend wait: the code sent a moment ago is the one to enter,
      // and the countdown runs for what the server said was left.
      await soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.signup));
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(`We already sent a code to ${walk.sent.email} a moment ago. Enter it below.`));
      expect(page().getByText(`You can request a new code in ${walk.retryAfter} s.`)).toBeInTheDocument();
      expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
      expect(page().queryByRole('alert')).not.toBeInTheDocument();
      return;
    }
    if (shown === 'signedIn') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(REDIRECT_NOTICES.login));
      // Section 3: the answer's access, refresh and user_id, all three stored.
      expect(SESSION_STORAGE_KEYS.map((key) => localStorage.getItem(key))).toEqual(['header.access.sig', 'header.refresh.sig', '42']);
      expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login);
      // The authenticator's answer reached the server unchanged.
      if (walk.byPasskey) expect(walk.api.bodiesTo(PASSKEY).at(-1)).toEqual({ response: fakeAnswer('get') });
      return;
    }
    // Not signed in (yet): nothing stored, and still on the login page.
    expect(localStorage.getItem('access')).toBeNull();
    expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login);
    if (shown === 'secondFactor' || shown === 'verifying') {
      await soon(() => expect(page().getByRole('heading', { name: secondFactor.title })).toBeInTheDocument());
      // A code, not a word: no spelling marks under it.
      expect(page().getByLabelText(secondFactor.label)).toHaveAttribute('spellcheck', 'false');
      const verify = () => page().getByRole('button', { name: /^(Verify|Verifying…)$/ });
      const codeProblem = walk.codeAlert;
      if (codeProblem) {
        await soon(() => expect(page().getByRole('alert')).toHaveTextContent(codeProblem));
        if (walk.focusExpected) expect(page().getByRole('alert')).toHaveFocus();
      } else expect(page().queryByRole('alert')).not.toBeInTheDocument();
      if (shown === 'verifying') {
        expect(walk.api.bodiesTo(SECOND_STEP).at(-1)).toEqual({ challenge: walk.challenge, code: walk.code.trim() });
        await soon(() => expect(verify()).toBeDisabled());
        expect(verify()).toHaveTextContent(secondFactor.submitting);
      } else await soon(() => expect(verify()).toBeEnabled());
      // The password step is gone until the user goes back to it.
      expect(page().queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
      return;
    }
    if (!ON_FORM.includes(shown)) throw new Error(`the login walk has no account of ${shown}`);
    await soon(() => expect(page().queryByRole('heading', { name: secondFactor.title })).not.toBeInTheDocument());
    // The alert follows what the user typed and ticked and what the server answered (the walk's model).
    const alertText = walk.formAlert;
    const notice = () => page().queryByText(SUCCESS.otpVerified);
    if (alertText) expect(notice()).not.toBeInTheDocument();
    else expect(notice()).toHaveAttribute('role', 'status');
    if (alertText) {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(alertText));
      if (walk.focusExpected) expect(page().getByRole('alert')).toHaveFocus();
    } else {
      expect(page().queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(captcha()).toHaveProperty('checked', walk.captchaDone);
    const passkeyButton = () => page().getByRole('button', { name: /^(Log in with a passkey|Waiting for your passkey…)$/ });
    // Busy: the wait the server asked for, then the same login once more (the button disabled
    // and what was typed kept meanwhile: below).
    await seeBusy(walk.busy, busyMomentOf(shown), () => walk.api.bodiesTo(LOGIN).length);
    if (shown === 'submitting' || shown === 'busy') {
      expect(walk.api.bodiesTo(LOGIN).at(-1)).toEqual(PAYLOADS.login(walk.sent.email, walk.sent.password, DEV_CAPTCHA_TOKEN));
      await soon(() => expect(submit()).toBeDisabled());
      expect(submit()).toHaveTextContent('Logging in…');
      expect(passkeyButton()).toBeDisabled();
    } else if (shown === 'passkey') {
      // The browser's dialog is open with the server's challenge; neither way in can be started again.
      await soon(() => expect(passkeyDialog.isOpen('get')).toBe(true));
      expect(passkeyDialog.openedWith('get').at(-1)?.challenge).toBe(PASSKEY_CHALLENGE);
      expect(passkeyButton()).toBeDisabled();
      expect(passkeyButton()).toHaveTextContent(passkey.waiting);
      expect(submit()).toBeDisabled();
    } else {
      await soon(() => expect(submit()).toBeEnabled());
      expect(submit()).toHaveTextContent(/^Log in$/);
      expect(passkeyButton()).toBeEnabled();
      expect(passkeyButton()).toHaveTextContent(passkey.submit);
      expect(passkeyDialog.isOpen('get')).toBe(false);
    }
    const sendCode = () => page().queryByRole('button', { name: /^(Send a new code|Sending a new code…)$/ });
    if (shown === 'unverified') await soon(() => expect(sendCode()).toBeEnabled());
    else if (shown === 'sendingCode') {
      expect(walk.api.bodiesTo(RESEND).at(-1)).toEqual(PAYLOADS.resendCode(walk.sent.email));
      await soon(() => expect(sendCode()).toBeDisabled());
      expect(sendCode()).toHaveTextContent('Sending a new code…');
    } else expect(sendCode()).not.toBeInTheDocument();
    // What the user typed is kept.
    expect(page().getByLabelText('Email address')).toHaveValue(walk.typed.email);
    expect(page().getByLabelText('Password', { selector: 'input' })).toHaveValue(walk.typed.password);
  },
});

/** The server's refusal of a login: for an account that never entered its code, its 403 with a code. */
function answerLoginRefusal(error: Rejection, walk: LoginWalk) {
  const busy = busySecondsOf(error);
  // The server too busy to hash, refusing at once.
  if (busy !== undefined) return walk.api.answer(LOGIN, busyAnswer(error, busy));
  return walk.api.answer(LOGIN, refusalOf({ error }).kind === 'unverified'
    // The server's answer to the right password of an account that never entered its code.
    ? fail(403, { detail: error.message, code: 'email_not_verified', message: error.message })
    : fail(400, { detail: error.message }));
}
