import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { NEW_PASSWORD_TOKEN } from '../../../machines/examples/auth';
import { heldApi, ok, fail, fill, page, seeFormAlert } from './support';

const CONFIRM = '/account/api/password_reset/confirm/';
type Values = { password: string; confirmPassword: string };

walkScreen('newPassword', {
  async mount({ strict, user }) {
    const api = heldApi([CONFIRM]);
    // The link carries the token twice; the query parameter is the one the screen reads.
    const { router } = await renderRoute(`/auth/new-password/path-segment?token=${NEW_PASSWORD_TOKEN}`, { strict });
    return { api, router, user, typed: undefined as Values | undefined };
  },
  drive: {
    'form.submit': async ({ values }, walk) => {
      walk.typed = values;
      await fill(walk.user, 'New password', values.password);
      await fill(walk.user, 'Confirm new password', values.confirmPassword);
      await walk.user.click(submit());
    },
    'xstate.done.actor.confirmReset': ({ output }, walk) => walk.api.answer(CONFIRM, ok(output)),
    // The server's words are not shown: the specification's fallback is.
    'xstate.error.actor.confirmReset': (_event, walk) => walk.api.answer(CONFIRM, fail(400, {})),
  },
  async see(expected, walk) {
    if (expected.matches('done')) return soon(() => expect(walk.router.state.location.pathname).toBe('/auth/login'));
    if (expected.matches('succeeded')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent('Password reset successful! Redirecting to login...'));
      expect(walk.router.state.location.pathname).toBe('/auth/new-password/path-segment');
      return;
    }
    await seeFormAlert(
      expected.matches({ form: 'incomplete' })
        ? 'Please fill in both fields.'
        : expected.matches({ form: 'passwordMismatch' })
          ? 'Passwords do not match.'
          : expected.matches({ form: 'failed' })
            ? 'Password reset failed. Please try again.'
            : null,
    );
    if (expected.matches({ form: 'submitting' })) {
      await soon(() => expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: walk.typed?.password, token: NEW_PASSWORD_TOKEN }));
      expect(submit()).toBeDisabled();
    } else {
      expect(submit()).toBeEnabled();
    }
    // What the user typed is kept after a failure.
    if (expected.matches({ form: 'failed' })) expect(page().getByLabelText('New password', { selector: 'input' })).toHaveValue(walk.typed?.password);
  },
});

function submit() {
  return page().getByRole('button', { name: /^(Save new password|Saving…)$/ });
}
