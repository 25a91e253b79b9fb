import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { NEW_PASSWORD_TOKEN } from '../../../machines/examples/auth';
import { heldApi, ok, fail, fill, page, seeFormAlert } from './support';

const CONFIRM = '/account/api/password_reset/confirm/';
const CODE = 'Code from your authenticator app, or a recovery code';
/** The specification's fallback (section 8), shown when the server's answer says nothing. */
const FALLBACK = 'Password reset failed. Please try again.';
type Values = { password: string; confirmPassword: string; code?: string };

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
      // The code field is there only once the server asked for it; a user types into what is there.
      if (codeField()) await fill(walk.user, CODE, values.code ?? '');
      await walk.user.click(submit());
    },
    'xstate.done.actor.confirmReset': ({ output }, walk) => walk.api.answer(CONFIRM, ok(output)),
    'xstate.error.actor.confirmReset': ({ error }, walk) => {
      // Two-factor sign-in is on and no code came (ASVS 6.4.3).
      if ((error as { secondFactorRequired?: boolean }).secondFactorRequired) {
        return walk.api.answer(CONFIRM, fail(400, { detail: error.message, code: 'second_factor_required' }));
      }
      // The server's answer says nothing: the specification's fallback shows (its own words: newPasswordSecondFactor.test.tsx).
      expect(error.message).toBe(FALLBACK);
      return walk.api.answer(CONFIRM, fail(400, {}));
    },
  },
  async see(expected, walk) {
    if (expected.matches('done')) return soon(() => expect(walk.router.state.location.pathname).toBe('/auth/login'));
    if (expected.matches('succeeded')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent('Password reset successful! Redirecting to login...'));
      expect(walk.router.state.location.pathname).toBe('/auth/new-password/path-segment');
      return;
    }
    const asked = expected.matches('secondFactor');
    const { error } = expected.context as { error: string | null };
    await seeFormAlert(
      expected.matches({ [asked ? 'secondFactor' : 'form']: 'incomplete' })
        ? 'Please fill in both fields.'
        : expected.matches({ [asked ? 'secondFactor' : 'form']: 'passwordMismatch' })
          ? 'Passwords do not match.'
          : expected.matches({ secondFactor: 'codeMissing' })
            ? 'Please enter the code from your authenticator app, or a recovery code.'
            : // The server's message, or the specification's fallback when it sends none.
              expected.matches({ form: 'failed' }) || expected.matches({ secondFactor: 'failed' })
              ? error
              : null,
    );
    if (asked) await soon(() => expect(codeField()).toBeInTheDocument());
    else expect(codeField()).toBeNull();
    if (expected.matches({ form: 'submitting' })) {
      // No code asked for: exactly the specification's body.
      await soon(() => expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: walk.typed?.password, token: NEW_PASSWORD_TOKEN }));
      expect(submit()).toBeDisabled();
    } else if (expected.matches({ secondFactor: 'submitting' })) {
      const code = (walk.typed?.code ?? '').replace(/\s+/g, '');
      await soon(() => expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual({ password: walk.typed?.password, token: NEW_PASSWORD_TOKEN, code }));
      expect(submit()).toBeDisabled();
    } else {
      expect(submit()).toBeEnabled();
    }
    // What the user typed is kept after a failure, and when the code is asked for.
    if (expected.matches({ form: 'failed' }) || expected.matches('secondFactor')) {
      expect(page().getByLabelText('New password', { selector: 'input' })).toHaveValue(walk.typed?.password);
      expect(page().getByLabelText('Confirm new password', { selector: 'input' })).toHaveValue(walk.typed?.confirmPassword);
    }
    // The code field, new on the page, takes the focus.
    if (expected.matches({ secondFactor: 'asked' })) await soon(() => expect(codeField()).toHaveFocus());
    if (expected.matches({ secondFactor: 'failed' })) expect(codeField()).toHaveValue(walk.typed?.code);
  },
});

function submit() {
  return page().getByRole('button', { name: /^(Save new password|Saving…)$/ });
}

function codeField() {
  return page().queryByLabelText(CODE, { selector: 'input' });
}
