import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { renderRoute } from '../../support/renderRoute';
import type { ModelPath } from '../../support/modelPaths';
import { TIMERS } from '../../../machines/constants';
import type { SignupValues } from '../../../machines/auth/signup.machine';
import { DEV_CAPTCHA_TOKEN } from '../../../src/api/wire';
import { heldApi, ok, fail, fakeClock, eventually, fill, page, pathName } from './support';

const REGISTER = '/account/registration/';
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
type Snapshot = { matches: (value: unknown) => boolean; context: { values: SignupValues; captchaToken: string | null; error: string | null } };

const field = (name: keyof SignupValues) => page().getByLabelText(LABELS[name], { selector: 'input' });
const alerts = () => page().queryAllByRole('alert').map((element) => element.textContent);
const statuses = () => page().queryAllByRole('status').map((element) => element.textContent);

/**
 * Walks the given sign-up model paths through the real screen in one React mode. The two test
 * files (StrictMode, normal mode) each call this with `pathsFor('signup')`, so the two halves run
 * on separate workers.
 */
export function describeSignupWalks({ name, strict }: { name: string; strict: boolean }, paths: ModelPath[]) {
  describe(`sign-up screen walks every model path (${name})`, () => {
    it.each(paths.map((path) => [pathName(path), path] as const))('%s', { timeout: 30_000 }, async (_name, path) => {
      const api = heldApi([REGISTER, VERIFY, RESEND]);
      const { router } = await renderRoute('/auth/signup', { strict });
      const user = fakeClock();
      const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });
      let focusExpected = false;
      let lastCode = '';

      await path.test({
        events: {
          'form.submit': async ({ event }: { event: EventObject & { values: SignupValues } }) => {
            focusExpected = true;
            for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) await fill(user, LABELS[name], event.values[name]);
            await user.click(page().getByRole('button', { name: 'Create account' }));
          },
          'captcha.verified': async () => {
            focusExpected = false;
            await user.click(captcha());
          },
          'captcha.expired': async () => {
            focusExpected = false;
            await user.click(captcha());
          },
          'xstate.done.actor.0.signup.form.submitting': async () => api.answer(REGISTER, ok({ message: 'Account created! OTP sent to email.' })),
          'xstate.error.actor.0.signup.form.submitting': async ({ event }: { event: EventObject & { error: Error } }) =>
            api.answer(REGISTER, fail(400, { message: event.error.message })),
          'code.submit': async ({ event }: { event: EventObject & { code: string } }) => {
            focusExpected = true;
            lastCode = event.code;
            // Pasted with a space, as codes often are in e-mails; the field drops it.
            await fill(user, 'One-time code', event.code ? `${event.code.slice(0, 3)} ${event.code.slice(3)}` : '');
            if (event.code) expect(page().getByLabelText('One-time code')).toHaveValue(event.code);
            await user.click(page().getByRole('button', { name: 'Verify code' }));
          },
          'xstate.done.actor.0.signup.code.verification.verifying': async () => api.answer(VERIFY, ok({ message: 'OTP Verified Successfully!' })),
          'xstate.error.actor.0.signup.code.verification.verifying': async () => api.answer(VERIFY, fail(400, {})),
          'xstate.after.otpResendWait.signup.code.resend.waiting': async () => {
            // The seconds come from the 1-second tick; the change to "can resend" from the named delay.
            expect(page().getByText('You can request a new code in 60 s.')).toBeInTheDocument();
            vi.advanceTimersByTime(TIMERS.countdownTick);
            await eventually(() => expect(page().getByText('You can request a new code in 59 s.')).toBeInTheDocument());
            vi.advanceTimersByTime(TIMERS.otpResendWait - TIMERS.countdownTick);
          },
          'code.resend': async () => {
            focusExpected = false;
            await user.click(page().getByRole('button', { name: 'Resend OTP' }));
          },
          'xstate.done.actor.0.signup.code.resend.sending': async () => api.answer(RESEND, ok({ message: 'OTP has been resent.' })),
          'xstate.error.actor.0.signup.code.resend.sending': async () => api.answer(RESEND, fail(500, {})),
          'email.edit': async () => user.click(page().getByRole('button', { name: 'Edit Email Address' })),
          'signup.cancel': async () => user.click(page().getByRole('button', { name: 'Cancel' })),
        } as never,
        states: {
          '*': async (state) => {
            const snapshot = state as unknown as Snapshot;
            const { values } = snapshot.context;
            if (snapshot.matches('verified')) {
              await eventually(() => expect(router.state.location.pathname).toBe('/auth/login'));
              await eventually(() => expect(statuses()).toContain('OTP Verified Successfully!'));
              expect(sessionStorage.length).toBe(0);
              return;
            }
            if (snapshot.matches('code')) {
              await eventually(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
              expect(page().getByText(`Enter the 6-digit code we sent to ${values.email}. It is valid for 10 minutes.`)).toBeInTheDocument();
              const codeField = page().getByLabelText('One-time code');
              expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
              expect(codeField).toHaveAttribute('inputmode', 'numeric');
              expect(JSON.parse(sessionStorage.getItem('acme.signup.pendingCode') ?? '{}')).toMatchObject({ email: values.email });
              // Verification region.
              if (snapshot.matches({ code: { verification: 'empty' } })) {
                await eventually(() => expect(alerts()).toContain('Please enter the OTP sent to your email.'));
              } else if (snapshot.matches({ code: { verification: 'failed' } })) {
                await eventually(() => expect(alerts()).toContain('Invalid or expired OTP.'));
              } else {
                expect(alerts()).not.toContain('Please enter the OTP sent to your email.');
                expect(alerts()).not.toContain('Invalid or expired OTP.');
              }
              if (snapshot.matches({ code: { verification: 'verifying' } })) {
                await eventually(() => expect(api.bodiesTo(VERIFY).length).toBeGreaterThan(0));
                expect(api.bodiesTo(VERIFY).at(-1)).toEqual({ email: values.email, code: lastCode });
                expect(page().getByRole('button', { name: 'Verifying…' })).toBeDisabled();
              } else {
                expect(page().getByRole('button', { name: 'Verify code' })).toBeEnabled();
              }
              if (focusExpected && (snapshot.matches({ code: { verification: 'empty' } }) || snapshot.matches({ code: { verification: 'failed' } }))) {
                expect(document.activeElement).toHaveAttribute('role', 'alert');
              }
              // Resend region.
              if (snapshot.matches({ code: { resend: 'waiting' } })) {
                const notice = snapshot.matches({ code: { resend: { waiting: 'resent' } } }) ? 'OTP has been resent.' : 'Account created! OTP sent to email.';
                await eventually(() => expect(statuses()).toContain(notice));
                expect(page().getByText('You can request a new code in 60 s.')).toBeInTheDocument();
                expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
              } else if (snapshot.matches({ code: { resend: 'sending' } })) {
                await eventually(() => expect(api.bodiesTo(RESEND).length).toBeGreaterThan(0));
                expect(api.bodiesTo(RESEND).at(-1)).toEqual({ email: values.email });
                expect(page().getByRole('button', { name: 'Sending a new code…' })).toBeDisabled();
              } else {
                await eventually(() => expect(page().getByRole('button', { name: 'Resend OTP' })).toBeEnabled());
                if (snapshot.matches({ code: { resend: 'failed' } })) expect(alerts()).toContain('Failed to resend OTP.');
                else expect(alerts()).not.toContain('Failed to resend OTP.');
              }
              return;
            }

            await eventually(() => expect(page().getByRole('heading', { name: 'Create your account' })).toBeInTheDocument());
            const alertText = snapshot.matches({ form: 'incomplete' })
              ? 'Please fill in all required fields.'
              : snapshot.matches({ form: 'captchaMissing' })
                ? 'Please complete the CAPTCHA.'
                : snapshot.matches({ form: 'passwordMismatch' })
                  ? 'Passwords do not match!'
                  : snapshot.matches({ form: 'failed' })
                    ? snapshot.context.error
                    : null;
            if (alertText) {
              await eventually(() => expect(alerts()).toEqual([alertText]));
              if (focusExpected) expect(page().getByRole('alert')).toHaveFocus();
            } else {
              expect(alerts()).toEqual([]);
            }
            expect(captcha()).toHaveProperty('checked', snapshot.context.captchaToken !== null);
            if (snapshot.matches({ form: 'submitting' })) {
              await eventually(() => expect(api.bodiesTo(REGISTER).length).toBeGreaterThan(0));
              expect(api.bodiesTo(REGISTER).at(-1)).toEqual({
                first_name: values.firstName,
                last_name: values.lastName,
                email: values.email,
                password: values.password,
                password2: values.confirmPassword,
                ref: values.referral,
                recaptcha_token: DEV_CAPTCHA_TOKEN,
              });
              expect(page().getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
            }
            // Editing shows what the machine kept (empty after Cancel, everything after Edit Email Address);
            // a failed submit keeps what was typed.
            if (snapshot.matches({ form: 'editing' }) || snapshot.matches({ form: 'failed' })) {
              for (const name of Object.keys(LABELS) as (keyof SignupValues)[]) expect(field(name)).toHaveValue(values[name]);
            }
            expect(sessionStorage.getItem('acme.signup.pendingCode')).toBeNull();
          },
        },
      });
    });
  });
}
