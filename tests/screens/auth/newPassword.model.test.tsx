import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { pathsFor } from '../../support/modelPaths';
import { TIMERS } from '../../../machines/constants';
import { NEW_PASSWORD_TOKEN } from '../../../machines/auth/fixtures';
import { heldApi, ok, fail, fakeClock, eventually, fill, page, pathName, expectFormAlert } from './support';

const CONFIRM = '/account/api/password_reset/confirm/';
type Values = { password: string; confirmPassword: string };
type Snapshot = { matches: (value: unknown) => boolean; context: { error: string | null } };

describe.each(REACT_MODES)('new password screen walks every model path ($name)', ({ strict }) => {
  it.each(pathsFor('newPassword').map((path) => [pathName(path), path] as const))('%s', { timeout: 20_000 }, async (_name, path) => {
    const api = heldApi([CONFIRM]);
    // The link carries the token twice; the query parameter is the one the screen reads.
    const { router } = await renderRoute(`/auth/new-password/path-segment?token=${NEW_PASSWORD_TOKEN}`, { strict });
    const user = fakeClock();
    const submit = () => page().getByRole('button', { name: /^(Save new password|Saving…)$/ });
    let lastValues: Values | undefined;

    await path.test({
      events: {
        'form.submit': async ({ event }: { event: EventObject & { values: Values } }) => {
          lastValues = event.values;
          await fill(user, 'New password', event.values.password);
          await fill(user, 'Confirm new password', event.values.confirmPassword);
          await user.click(submit());
        },
        'xstate.done.actor.0.newPassword.form.submitting': async () => api.answer(CONFIRM, ok({ message: 'Password has been reset.' })),
        'xstate.error.actor.0.newPassword.form.submitting': async () => api.answer(CONFIRM, fail(400, {})),
        'xstate.after.resetRedirectDelay.newPassword.succeeded': async () => {
          vi.advanceTimersByTime(TIMERS.resetRedirectDelay);
        },
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snapshot;
          if (snapshot.matches('done')) {
            await eventually(() => expect(router.state.location.pathname).toBe('/auth/login'));
            return;
          }
          if (snapshot.matches('succeeded')) {
            await eventually(() => expect(page().getByRole('status')).toHaveTextContent('Password reset successful! Redirecting to login...'));
            expect(router.state.location.pathname).toBe('/auth/new-password/path-segment');
            return;
          }
          const alertText = snapshot.matches({ form: 'incomplete' })
            ? 'Please fill in both fields.'
            : snapshot.matches({ form: 'passwordMismatch' })
              ? 'Passwords do not match.'
              : snapshot.matches({ form: 'failed' })
                ? 'Password reset failed. Please try again.'
                : null;
          await expectFormAlert(alertText);
          if (snapshot.matches({ form: 'submitting' })) {
            await eventually(() => expect(api.bodiesTo(CONFIRM).length).toBeGreaterThan(0));
            expect(api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: lastValues?.password, token: NEW_PASSWORD_TOKEN });
            expect(submit()).toBeDisabled();
          } else {
            expect(submit()).toBeEnabled();
          }
          if (snapshot.matches({ form: 'failed' })) {
            expect(page().getByLabelText('New password', { selector: 'input' })).toHaveValue(lastValues?.password);
          }
        },
      },
    });
  });
});
