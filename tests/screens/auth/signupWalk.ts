/**
 * The sign-up walk: drivers and what the user sees at each state of the sign-up machine. Its 13
 * tours are long (the code step has two parallel regions), so the two React modes run from two
 * files, on two workers: signup.strict.walk.test.tsx and signup.normal.walk.test.tsx.
 */
import { expect } from 'vitest';
import type { SignupValues } from '../../../machines/auth/signup.machine';
import { signupExamples } from '../../../machines/examples/auth';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import type { Moment, WalkSpec } from '../../support/walk/walk';
import { heldApi, ok, fail, fill, page } from './support';

const REGISTER = '/account/registration/';
/** The specification's wait before a new code may be asked for. */
const FULL_WAIT_S = 60;
const VERIFY = '/account/verify_code/';
const RESEND = '/account/resend_otp/';
const LABELS: Record<keyof SignupValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  password: 'Password',
  confirmPassword: 'Confirm password',
  referral: 'Referral code (optional)',
};
type Context = { values: SignupValues; captchaToken: string | null; error: string | null };

const field = (name: keyof SignupValues) => page().getByLabelText(LABELS[name], { selector: 'input' });
const RESEND_REFUSED = (signupExamples['xstate.error.actor.resendOtp'][0].error as Error).message;
const alerts = () => page().queryAllByRole('alert').map((element) => element.textContent);
const statuses = () => page().queryAllByRole('status').map((element) => element.textContent);
const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });

interface SignupPage {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: Parameters<WalkSpec<'signup', unknown>['mount']>[0]['user'];
  /** A submit (or its answer) moves the focus to the alert; other gestures leave it. */
  focusExpected: boolean;
  lastCode: string;
  /**
   * Seconds of the current resend wait: the full 60 s after a registration or a resend, what was
   * left of one when the code step began elsewhere (the login page, a reload).
   */
  waitLeft: number;
}

/** What the code step shows: the verification region, then the resend region. */
async function seeCodeStep(expected: { matches: (value: unknown) => boolean }, { values }: Context, walk: SignupPage, moment: Moment) {
  await soon(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
  expect(page().getByText(`Enter the 6-digit code we sent to ${values.email}. It is valid for 10 minutes.`)).toBeInTheDocument();
  const codeField = page().getByLabelText('One-time code');
  expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect(codeField).toHaveAttribute('inputmode', 'numeric');
  // A reload resumes the code step: the e-mail is kept for it (never the password).
  expect(JSON.parse(sessionStorage.getItem('acme.signup.pendingCode') ?? '{}')).toMatchObject({ email: values.email });

  if (expected.matches({ code: { verification: 'empty' } })) await soon(() => expect(alerts()).toContain('Please enter the OTP sent to your email.'));
  else if (expected.matches({ code: { verification: 'failed' } })) await soon(() => expect(alerts()).toContain('Invalid or expired OTP.'));
  else expect(alerts()).not.toContain('Please enter the OTP sent to your email.');
  if (expected.matches({ code: { verification: 'verifying' } })) {
    await soon(() => expect(walk.api.bodiesTo(VERIFY).at(-1)).toEqual({ email: values.email, code: walk.lastCode }));
    expect(page().getByRole('button', { name: 'Verifying…' })).toBeDisabled();
  } else {
    expect(page().getByRole('button', { name: 'Verify code' })).toBeEnabled();
  }
  const codeFailed = expected.matches({ code: { verification: 'empty' } }) || expected.matches({ code: { verification: 'failed' } });
  if (walk.focusExpected && codeFailed) expect(document.activeElement).toHaveAttribute('role', 'alert');

  if (expected.matches({ code: { resend: 'waiting' } })) {
    const sentEarlier = expected.matches({ code: { resend: { waiting: 'alreadySent' } } });
    const notice = expected.matches({ code: { resend: { waiting: 'resent' } } })
      ? 'OTP has been resent.'
      : sentEarlier ? `We already sent a code to ${values.email} a moment ago. Enter it below.` : 'Account created! OTP sent to email.';
    await soon(() => expect(statuses()).toContain(notice));
    // No time passes inside the wait in a walk but at its end: the whole wait shows (60 s, or what
    // was left of one), and 1 ms before it ends, its last second; no button yet.
    const shown = moment.beforeDelay ? Math.ceil(moment.beforeDelay.leftMs / 1000) : walk.waitLeft;
    await soon(() => expect(page().getByText(`You can request a new code in ${shown} s.`)).toBeInTheDocument());
    expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  } else if (expected.matches({ code: { resend: 'sending' } })) {
    await soon(() => expect(walk.api.bodiesTo(RESEND).at(-1)).toEqual({ email: values.email }));
    expect(page().getByRole('button', { name: 'Sending a new code…' })).toBeDisabled();
  } else {
    await soon(() => expect(page().getByRole('button', { name: 'Resend OTP' })).toBeEnabled());
    // The server's message (the example's 429), never hidden behind the fallback.
    if (expected.matches({ code: { resend: 'failed' } })) expect(alerts()).toContain(RESEND_REFUSED);
    else expect(alerts()).not.toContain(RESEND_REFUSED);
  }
}

/** What the registration form shows. */
async function seeForm(expected: { matches: (value: unknown) => boolean }, context: Context, walk: SignupPage) {
  const { values } = context;
  await soon(() => expect(page().getByRole('heading', { name: 'Create your account' })).toBeInTheDocument());
  const alertText = expected.matches({ form: 'incomplete' })
    ? 'Please fill in all required fields.'
    : expected.matches({ form: 'captchaMissing' })
      ? 'Please complete the CAPTCHA.'
      : expected.matches({ form: 'passwordMismatch' })
        ? 'Passwords do not match!'
        : expected.matches({ form: 'failed' })
          ? context.error
          : null;
  if (alertText) {
    await soon(() => expect(alerts()).toEqual([alertText]));
    if (walk.focusExpected) expect(page().getByRole('alert')).toHaveFocus();
  } else {
    expect(alerts()).toEqual([]);
  }
  expect(captcha()).toHaveProperty('checked', context.captchaToken !== null);
  if (expected.matches({ form: 'submitting' })) {
    await soon(() =>
      expect(walk.api.bodiesTo(REGISTER).at(-1)).toEqual({
        first_name: values.firstName, last_name: values.lastName, email: values.email, password: values.password,
        password2: values.confirmPassword, ref: values.referral, recaptcha_token: DEV_CAPTCHA_TOKEN,
      }),
    );
    expect(page().getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  }
  // Editing shows what the machine kept (empty after Cancel, everything after Edit Email Address);
  // a failed submit keeps what was typed.
  if (expected.matches({ form: 'editing' }) || expected.matches({ form: 'failed' })) {
    for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) expect(field(name)).toHaveValue(values[name]);
  }
  expect(sessionStorage.getItem('acme.signup.pendingCode')).toBeNull();
}

export const signupWalk: WalkSpec<'signup', SignupPage> = {
  timeout: 60_000,
  async mount({ strict, user, input }) {
    const api = heldApi([REGISTER, VERIFY, RESEND]);
    // A code step the login page began (its new code refused: one went out a moment ago), as it leaves it for this page.
    const { pendingCode } = input as { pendingCode?: { email: string; resendWaitMs: number; notice: string } };
    if (pendingCode) {
      const { email, resendWaitMs, notice } = pendingCode;
      sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email, resendAt: Date.now() + resendWaitMs, notice }));
    }
    const { router } = await renderRoute('/auth/signup', { strict });
    return { api, router, user, focusExpected: false, lastCode: '', waitLeft: pendingCode ? pendingCode.resendWaitMs / 1000 : FULL_WAIT_S };
  },
  drive: {
    'form.submit': async ({ values }, walk) => {
      walk.focusExpected = true;
      for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) await fill(walk.user, LABELS[name], values[name]);
      await walk.user.click(page().getByRole('button', { name: 'Create account' }));
    },
    'captcha.verified': async (_event, walk) => {
      walk.focusExpected = false;
      await walk.user.click(captcha());
    },
    'captcha.expired': async (_event, walk) => {
      walk.focusExpected = false;
      await walk.user.click(captcha());
    },
    'xstate.done.actor.register': ({ output }, walk) => {
      walk.waitLeft = FULL_WAIT_S;
      return walk.api.answer(REGISTER, ok(output));
    },
    'xstate.error.actor.register': ({ error }, walk) => walk.api.answer(REGISTER, fail(400, { message: error.message })),
    'code.submit': async ({ code }, walk) => {
      walk.focusExpected = true;
      walk.lastCode = code;
      // Pasted with a space, as codes often are in e-mails; the field drops it.
      await fill(walk.user, 'One-time code', code ? `${code.slice(0, 3)} ${code.slice(3)}` : '');
      if (code) expect(page().getByLabelText('One-time code')).toHaveValue(code);
      await walk.user.click(page().getByRole('button', { name: 'Verify code' }));
    },
    'xstate.done.actor.verifyCode': ({ output }, walk) => walk.api.answer(VERIFY, ok(output)),
    'xstate.error.actor.verifyCode': (_event, walk) => walk.api.answer(VERIFY, fail(400, {})),
    'code.resend': async (_event, walk) => {
      walk.focusExpected = false;
      await walk.user.click(page().getByRole('button', { name: 'Resend OTP' }));
    },
    'xstate.done.actor.resendOtp': ({ output }, walk) => {
      walk.waitLeft = FULL_WAIT_S;
      return walk.api.answer(RESEND, ok(output));
    },
    'xstate.error.actor.resendOtp': ({ error }, walk) => walk.api.answer(RESEND, fail(429, { message: (error as Error).message })),
    'email.edit': (_event, walk) => walk.user.click(page().getByRole('button', { name: 'Edit Email Address' })),
    'signup.cancel': (_event, walk) => walk.user.click(page().getByRole('button', { name: 'Cancel' })),
  },
  async see(expected, walk, moment) {
    const context = expected.context as Context;
    if (expected.matches('verified')) {
      await soon(() => expect(walk.router.state.location.pathname).toBe('/auth/login'));
      await soon(() => expect(statuses()).toContain('OTP Verified Successfully!'));
      expect(sessionStorage.length).toBe(0);
      return;
    }
    if (expected.matches('code')) return seeCodeStep(expected, context, walk, moment);
    return seeForm(expected, context, walk);
  },
};
