/**
 * The sign-up walk: drivers and what the user sees at each state of the sign-up machine. Its 13
 * tours are long (the code step has two parallel regions), so the two React modes run from two
 * files, on two workers: signup.strict.walk.test.tsx and signup.normal.walk.test.tsx.
 *
 * Texts, the wait and the payloads come from the oracle (tests/oracle), and what the page shows
 * is the walk's own account, worked out by the drivers from what they typed and clicked and what
 * the walk answered (and moved on in `see` when a delay ends), never read from the machine's state
 * or context: a guard that lets mismatched passwords through, a resend that does not restart the
 * wait or a notice for the wrong code fails here even though the graph, built from the same
 * machine, agrees with it.
 */
import { expect } from 'vitest';
import type { SignupValues } from '../../../machines/auth/signup.machine';
import { signupExamples } from '../../../machines/examples/auth';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import type { Moment, WalkSpec } from '../../support/walk/walk';
import { delayEnded } from '../../support/walk/moment';
import {
  AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, FALLBACKS, PAYLOADS, SPEC_TIMERS, SUCCESS, VALIDATION, delayNameOf, signupFormProblem, type RegistrationForm,
} from '../../oracle';
import {
  heldApi, ok, fail, fill, page, BUSY, answerFirstBusy, busyAnswer, busySecondsOf, busyMomentOf, busyRetryEnded, seeBusy, type BusyWait,
} from './support';

const REGISTER = AUTH_CALLS.register.path;
/** The specification's wait before a new code may be asked for. */
const FULL_WAIT_S = SPEC_TIMERS.otpResendWait / 1000;
const VERIFY = AUTH_CALLS.verifyCode.path;
const RESEND = AUTH_CALLS.resendCode.path;
/** The specification requires the fields but words no alert for them: the app's own text. */
const REQUIRED_FIELDS = 'Please fill in all required fields.';
const EMPTY_FORM: RegistrationForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', referral: '' };
const LABELS: Record<keyof SignupValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
  referral: 'Referral code (optional)',
};

const field = (name: keyof SignupValues) => page().getByLabelText(LABELS[name], { selector: 'input' });
const RESEND_REFUSED = (signupExamples['xstate.error.actor.resendOtp'][0].error as Error).message;
const alerts = () => page().queryAllByRole('alert').map((element) => element.textContent);
const statuses = () => page().queryAllByRole('status').map((element) => element.textContent);
const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });

/**
 * Which code the code step's notice speaks of while the resend wait runs: the registration's, a
 * resent one, or one the login page found sent a moment ago.
 */
type CodeNotice = 'created' | 'resent' | 'alreadySent';

interface SignupPage {
  api: ReturnType<typeof heldApi>;
  /**
   * What the page shows: the registration form (as typed, perhaps with its alert), the form
   * locked while the registration is on its way or waits for a busy server, the code step, or
   * the login page a verified code leads to.
   */
  shown: 'form' | 'submitting' | 'busy' | 'code' | 'verified';
  /** The code step's resend region: the wait running, the button offered, a new code on its way, or one refused. */
  resend: 'waiting' | 'ready' | 'sending' | 'failed';
  /** The code the notice speaks of while the wait runs. */
  notice: CodeNotice;
  /** The alert of the last refused resend: the server's own message. */
  resendAlert: string | null;
  /** Requests the page should have sent to each held path so far, by what the walk did. */
  posts: Record<string, number>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: Parameters<WalkSpec<'signup', unknown>['mount']>[0]['user'];
  /** A submit (or its answer) moves the focus to the alert; other gestures leave it. */
  focusExpected: boolean;
  /** What the form's fields hold: what the user typed, what Edit Email Address brings back, or nothing after Cancel. */
  typed: RegistrationForm;
  /** Whether the captcha is ticked (a failed or accepted registration resets it, as does Cancel). */
  captchaDone: boolean;
  /** The form's alert as the user should see it, from what they typed and what the server answered. */
  formAlert: string | null;
  /** The registration sent last (what the locked form's request carries). */
  registering: RegistrationForm | null;
  /** The form the server accepted, which Edit Email Address brings back. */
  registeredForm: RegistrationForm | null;
  /** The e-mail the code step is for. */
  codeEmail: string;
  /** The code field's alert, from the code typed and the server's answer. */
  codeAlert: string | null;
  /** The code sent for verification and not answered yet. */
  verifying: string | null;
  /** What the code field holds: empty on a new code step, then what was typed (spaces dropped). */
  codeInField: string;
  /**
   * Seconds of the current resend wait: the full SPEC_TIMERS.otpResendWait after a registration
   * or a resend, what was left of one when the code step began elsewhere (the login page, a reload).
   */
  waitLeft: number;
  /** A busy refusal whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

/** What the code step shows: the verification region, then the resend region. */
async function seeCodeStep(walk: SignupPage, moment: Moment) {
  const email = walk.codeEmail;
  await soon(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
  expect(page().getByText(`Enter the 6-digit code we sent to ${email}. It is valid for 10 minutes.`)).toBeInTheDocument();
  const codeField = page().getByLabelText('One-time code');
  expect(codeField).toHaveValue(walk.codeInField);
  expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField).toHaveAttribute('inputmode', 'numeric');
  // A reload resumes the code step: the e-mail is kept for it (never the password), with the
  // notice a return shows. A resend's is news once: a return speaks of the registration's code.
  const noticeOnReturn = walk.notice === 'resent' ? 'created' : walk.notice;
  expect(JSON.parse(sessionStorage.getItem('acme.signup.pendingCode') ?? '{}')).toMatchObject({ email, notice: noticeOnReturn });

  // The code field's alert follows what the user typed and what the server said.
  if (walk.codeAlert) await soon(() => expect(alerts()).toContain(walk.codeAlert));
  for (const text of [VALIDATION.signup.codeEmpty, FALLBACKS.verifyCode]) if (text !== walk.codeAlert) expect(alerts()).not.toContain(text);
  if (walk.verifying !== null) {
    await soon(() => expect(walk.api.bodiesTo(VERIFY).at(-1)).toEqual(PAYLOADS.verifyCode(email, walk.verifying!)));
    expect(page().getByRole('button', { name: 'Verifying…' })).toBeDisabled();
  } else {
    expect(page().getByRole('button', { name: 'Verify code' })).toBeEnabled();
  }
  if (walk.focusExpected && walk.codeAlert) expect(document.activeElement).toHaveAttribute('role', 'alert');

  const notices: Record<CodeNotice, string> = {
    created: SUCCESS.accountCreated,
    resent: SUCCESS.otpResent,
    alreadySent: `We already sent a code to ${email} a moment ago. Enter it below.`,
  };
  if (walk.resend === 'waiting') {
    await soon(() => expect(statuses()).toContain(notices[walk.notice]));
    // Only the notice of the code the user has: never another's.
    for (const [code, text] of Object.entries(notices)) if (code !== walk.notice) expect(statuses()).not.toContain(text);
    // No time passes inside the wait in a walk but at its end: the whole wait shows (the full one,
    // or what was left of one), and 1 ms before it ends, its last second; no button yet.
    const shown = moment.beforeDelay ? Math.ceil(moment.beforeDelay.leftMs / 1000) : walk.waitLeft;
    await soon(() => expect(page().getByText(`You can request a new code in ${shown} s.`)).toBeInTheDocument());
    expect(page().queryByRole('button', { name: AUTH_LABELS.signup.resend })).not.toBeInTheDocument();
  } else if (walk.resend === 'sending') {
    expect(walk.api.bodiesTo(RESEND).at(-1)).toEqual(PAYLOADS.resendCode(email));
    await soon(() => expect(page().getByRole('button', { name: 'Sending a new code…' })).toBeDisabled());
    expect(page().queryByText(/^You can request a new code in/)).not.toBeInTheDocument();
  } else {
    await soon(() => expect(page().getByRole('button', { name: AUTH_LABELS.signup.resend })).toBeEnabled());
    expect(page().queryByText(/^You can request a new code in/)).not.toBeInTheDocument();
    // The server's message (the example's 429), never hidden behind the fallback; no resend alert before a resend failed.
    if (walk.resend === 'failed') {
      expect(alerts()).toContain(walk.resendAlert);
      expect(alerts()).not.toContain(FALLBACKS.resendCode);
    } else for (const text of [RESEND_REFUSED, FALLBACKS.resendCode]) expect(alerts()).not.toContain(text);
  }
}

/** What the registration form shows, all of it from what the user did (the walk's model). */
async function seeForm(walk: SignupPage) {
  await soon(() => expect(page().getByRole('heading', { name: 'Create your account' })).toBeInTheDocument());
  expect(page().queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
  await seeBusy(walk.busy, busyMomentOf(walk.shown), () => walk.api.bodiesTo(REGISTER).length);
  if (walk.formAlert) {
    await soon(() => expect(alerts()).toEqual([walk.formAlert]));
    if (walk.focusExpected) expect(page().getByRole('alert')).toHaveFocus();
  } else {
    expect(alerts()).toEqual([]);
  }
  expect(captcha()).toHaveProperty('checked', walk.captchaDone);
  if (walk.shown === 'submitting' || walk.shown === 'busy') {
    // Section 7's payload, key for key, from what was typed.
    expect(walk.api.bodiesTo(REGISTER).at(-1)).toEqual(PAYLOADS.register(walk.registering!, DEV_CAPTCHA_TOKEN));
    await soon(() => expect(page().getByRole('button', { name: 'Creating your account…' })).toBeDisabled());
  } else {
    await soon(() => expect(page().getByRole('button', { name: 'Create account' })).toBeEnabled());
  }
  // The fields hold what was typed (kept after a refusal, brought back by Edit Email Address, emptied by Cancel).
  for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) expect(field(name)).toHaveValue(walk.typed[name]);
  expect(sessionStorage.getItem('acme.signup.pendingCode')).toBeNull();
}

/** Back to the form from the code step: the registration's values, or only the e-mail of a resumed step. */
function leaveCodeStep(walk: SignupPage, typed: RegistrationForm) {
  walk.shown = 'form';
  walk.focusExpected = false;
  walk.typed = typed;
  walk.formAlert = null;
  walk.captchaDone = false;
  walk.codeAlert = null;
  walk.verifying = null;
  walk.codeInField = '';
}

export const signupWalk: WalkSpec<'signup', SignupPage> = {
  timeout: 120_000,
  async mount({ strict, user, input }) {
    const api = heldApi([REGISTER, VERIFY, RESEND]);
    // A code step the login page began (its new code refused: one went out a moment ago), as it leaves it for this page.
    const { pendingCode } = input as { pendingCode?: { email: string; resendWaitMs: number; notice: string } };
    if (pendingCode) {
      const { email, resendWaitMs, notice } = pendingCode;
      sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email, resendAt: Date.now() + resendWaitMs, notice }));
    }
    const { router } = await renderRoute(AUTH_ROUTES.signup, { strict });
    return {
      api, router, user, shown: pendingCode ? 'code' : 'form', resend: 'waiting', notice: (pendingCode?.notice as CodeNotice | undefined) ?? 'created', resendAlert: null,
      posts: { [REGISTER]: 0, [VERIFY]: 0, [RESEND]: 0 }, focusExpected: false, waitLeft: pendingCode ? pendingCode.resendWaitMs / 1000 : FULL_WAIT_S,
      typed: pendingCode ? { ...EMPTY_FORM, email: pendingCode.email } : EMPTY_FORM, captchaDone: false, formAlert: null, registering: null, registeredForm: null,
      codeEmail: pendingCode?.email ?? '', codeAlert: null, verifying: null, codeInField: '', busy: null,
    };
  },
  drive: {
    'form.submit': async ({ values }, walk) => {
      // Section 5's rules on what was typed decide the alert, or the registration goes out. A form
      // already sent (or waiting for a busy server) takes no second submit: the user only presses again.
      if (walk.shown === 'form') {
        walk.focusExpected = true;
        for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) await fill(walk.user, LABELS[name], values[name]);
        walk.typed = values;
        const problem = signupFormProblem(values, walk.captchaDone);
        walk.formAlert = { required: REQUIRED_FIELDS, captcha: VALIDATION.captchaMissing, mismatch: VALIDATION.signup.passwordMismatch, none: null }[problem ?? 'none'];
        walk.busy = null;
        if (!problem) {
          walk.shown = 'submitting';
          walk.registering = values;
          walk.posts[REGISTER]! += 1;
        }
      }
      await walk.user.click(page().getByRole('button', { name: /^(Create account|Creating your account…)$/ }));
    },
    'captcha.verified': async (_event, walk) => {
      walk.focusExpected = false;
      walk.captchaDone = true;
      await walk.user.click(captcha());
    },
    'captcha.expired': async (_event, walk) => {
      walk.focusExpected = false;
      walk.captchaDone = false;
      await walk.user.click(captcha());
    },
    // The code step, its notice saying the account was created, and the full wait.
    'xstate.done.actor.register': ({ output }, walk) => {
      walk.shown = 'code';
      walk.resend = 'waiting';
      walk.notice = 'created';
      walk.waitLeft = FULL_WAIT_S;
      walk.codeEmail = walk.registering!.email;
      walk.registeredForm = walk.registering;
      walk.registering = null;
      walk.busy = null;
      walk.captchaDone = false;
      walk.codeAlert = null;
      walk.codeInField = '';
      walk.focusExpected = false;
      return walk.api.answer(REGISTER, ok(output));
    },
    // The server's message is shown when present (section 8); the captcha is to be done again.
    // A busy server: the form waits, the captcha still ticked, and sends the same again
    // once; refused again, it says the server is still busy.
    'xstate.error.actor.register': async ({ error }, walk) => {
      if (await answerFirstBusy(walk, REGISTER, error)) {
        walk.shown = 'busy';
        return;
      }
      const busy = busySecondsOf(error);
      walk.shown = 'form';
      walk.formAlert = busy !== undefined ? BUSY.stillBusy : error.message;
      walk.registering = null;
      walk.busy = null;
      walk.captchaDone = false;
      return walk.api.answer(REGISTER, busy !== undefined ? busyAnswer(error, busy) : fail(400, { message: error.message }));
    },
    'code.submit': async ({ code }, walk) => {
      // A code being verified takes no second one: the user only presses again.
      if (walk.verifying !== null) return walk.user.click(page().getByRole('button', { name: /^(Verify code|Verifying…)$/ }));
      walk.focusExpected = true;
      // Pasted with a space, the field drops it: a blank code is the empty-code alert, any other is verified.
      const entered = code.replace(/\s+/g, '');
      walk.codeInField = entered;
      {
        walk.codeAlert = entered === '' ? VALIDATION.signup.codeEmpty : null;
        walk.verifying = entered === '' ? null : entered;
        if (walk.verifying !== null) walk.posts[VERIFY]! += 1;
      }
      // Pasted with a space, as codes often are in e-mails; the field drops it.
      await fill(walk.user, 'One-time code', code ? `${code.slice(0, 3)} ${code.slice(3)}` : '');
      if (code) expect(page().getByLabelText('One-time code')).toHaveValue(code);
      await walk.user.click(page().getByRole('button', { name: 'Verify code' }));
    },
    'xstate.done.actor.verifyCode': ({ output }, walk) => {
      walk.shown = 'verified';
      return walk.api.answer(VERIFY, ok(output));
    },
    // An answer without a message: section 8's fallback.
    'xstate.error.actor.verifyCode': (_event, walk) => {
      walk.codeAlert = FALLBACKS.verifyCode;
      walk.verifying = null;
      return walk.api.answer(VERIFY, fail(400, {}));
    },
    'code.resend': async (_event, walk) => {
      walk.focusExpected = false;
      walk.resend = 'sending';
      walk.posts[RESEND]! += 1;
      await walk.user.click(page().getByRole('button', { name: AUTH_LABELS.signup.resend }));
    },
    // A new code restarts the whole wait, its notice saying the code was resent.
    'xstate.done.actor.resendOtp': ({ output }, walk) => {
      walk.resend = 'waiting';
      walk.notice = 'resent';
      walk.waitLeft = FULL_WAIT_S;
      return walk.api.answer(RESEND, ok(output));
    },
    'xstate.error.actor.resendOtp': ({ error }, walk) => {
      walk.resend = 'failed';
      walk.resendAlert = (error as Error).message;
      return walk.api.answer(RESEND, fail(429, { message: (error as Error).message }));
    },
    // Section 4: Edit Email Address returns to the form (what was registered stays in it); Cancel clears the form and the captcha.
    'email.edit': (_event, walk) => {
      leaveCodeStep(walk, walk.registeredForm ?? { ...EMPTY_FORM, email: walk.codeEmail });
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.signup.editEmail }));
    },
    'signup.cancel': (_event, walk) => {
      leaveCodeStep(walk, EMPTY_FORM);
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.signup.cancel }));
    },
  },
  async see(_expected, walk, moment) {
    // A delay just ended: the busy server's wait (the same registration goes out again), or the resend wait (the button comes).
    if (busyRetryEnded(moment) && walk.shown === 'busy') {
      walk.shown = 'submitting';
      walk.posts[REGISTER]! += 1;
    }
    if (delayEnded(moment) && delayNameOf(moment.event.type) === 'otpResendWait' && walk.shown === 'code' && walk.resend === 'waiting') walk.resend = 'ready';
    // Every request the page made was one the user (or the busy retry) asked for, no more.
    for (const path of [REGISTER, VERIFY, RESEND]) await soon(() => expect(walk.api.bodiesTo(path), path).toHaveLength(walk.posts[path]!));
    if (walk.shown === 'verified') {
      // Section 4: a verified code leads to /auth/login, with section 8's success message.
      await soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login));
      await soon(() => expect(statuses()).toContain(SUCCESS.otpVerified));
      expect(sessionStorage.length).toBe(0);
      return;
    }
    if (walk.shown === 'code') return seeCodeStep(walk, moment);
    return seeForm(walk);
  },
};
