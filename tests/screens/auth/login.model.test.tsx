import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { pathsFor } from '../../support/modelPaths';
import { TIMERS } from '../../../machines/constants';
import { DEV_CAPTCHA_TOKEN } from '../../../src/api/wire';
import { heldApi, ok, fail, fakeClock, eventually, fill, page, pathName, expectFormAlert } from './support';

const LOGIN = '/account/login/';
type Snapshot = { value: unknown; matches: (value: unknown) => boolean; context: { values: { email: string; password: string }; captchaToken: string | null; error: string | null } };

describe.each(REACT_MODES)('login screen walks every model path ($name)', ({ strict }) => {
  it.each(pathsFor('login').map((path) => [pathName(path), path] as const))('%s', { timeout: 20_000 }, async (_name, path) => {
    const api = heldApi([LOGIN]);
    const { router } = await renderRoute('/auth/login?redirect=%2Fdashboard%2Fdeposit', { strict });
    const user = fakeClock();
    const captcha = () => page().getByRole('checkbox', { name: "I'm not a robot (development captcha)" });
    const submit = () => page().getByRole('button', { name: /^(Log in|Logging in…)$/ });

    // Focus moves to the alert after a submit (or its answer), not after other gestures.
    let focusExpected = false;
    await path.test({
      events: {
        'form.submit': async ({ event }: { event: EventObject & { values: { email: string; password: string } } }) => {
          focusExpected = true;
          await fill(user, 'Email address', event.values.email);
          await fill(user, 'Password', event.values.password);
          await user.click(submit());
        },
        'captcha.verified': async () => {
          focusExpected = false;
          await user.click(captcha());
        },
        'captcha.expired': async () => {
          focusExpected = false;
          await user.click(captcha());
        },
        'xstate.done.actor.0.login.form.submitting': async ({ event }: { event: EventObject & { output: unknown } }) =>
          api.answer(LOGIN, ok(event.output)),
        'xstate.error.actor.0.login.form.submitting': async ({ event }: { event: EventObject & { error: Error } }) =>
          api.answer(LOGIN, fail(400, { detail: event.error.message })),
        'xstate.after.loginRedirectDelay.login.signedIn': async () => {
          vi.advanceTimersByTime(TIMERS.loginRedirectDelay);
        },
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snapshot;
          if (snapshot.matches('done')) {
            await eventually(() => expect(router.state.location.pathname).toBe('/dashboard/deposit'));
            return;
          }
          if (snapshot.matches('signedIn')) {
            await eventually(() => expect(page().getByRole('status')).toHaveTextContent('Login successful! Redirecting to dashboard...'));
            expect(localStorage.getItem('access')).toBe('header.access.sig');
            expect(localStorage.getItem('refresh')).toBe('header.refresh.sig');
            expect(localStorage.getItem('user_id')).toBe('42');
            expect(router.state.location.pathname).toBe('/auth/login');
            return;
          }
          const alertText = snapshot.matches({ form: 'incomplete' })
            ? 'Please enter your email and password.'
            : snapshot.matches({ form: 'captchaMissing' })
              ? 'Please complete the CAPTCHA.'
              : snapshot.matches({ form: 'failed' })
                ? snapshot.context.error
                : null;
          await expectFormAlert(alertText, { focused: focusExpected });
          expect(captcha()).toHaveProperty('checked', snapshot.context.captchaToken !== null);
          if (snapshot.matches({ form: 'submitting' })) {
            await eventually(() => expect(api.bodiesTo(LOGIN).length).toBeGreaterThan(0));
            expect(api.bodiesTo(LOGIN).at(-1)).toEqual({ ...snapshot.context.values, recaptcha_token: DEV_CAPTCHA_TOKEN });
            expect(submit()).toBeDisabled();
            expect(submit()).toHaveTextContent('Logging in…');
          } else {
            expect(submit()).toBeEnabled();
          }
          if (snapshot.matches({ form: 'failed' })) {
            // What the user typed is kept.
            expect(page().getByLabelText('Email address')).toHaveValue(snapshot.context.values.email);
            expect(page().getByLabelText('Password', { selector: 'input' })).toHaveValue(snapshot.context.values.password);
          }
          expect(localStorage.getItem('access')).toBeNull();
        },
      },
    });
  });
});
