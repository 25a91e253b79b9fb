import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { heldApi, ok, fail, fill, page, seeFormAlert } from './support';

const RESET = '/account/password_reset/';
type Context = { email: string; error: string | null };

walkScreen('resetRequest', {
  async mount({ strict, user }) {
    const api = heldApi([RESET]);
    await renderRoute('/auth/reset-password', { strict });
    return { api, user };
  },
  drive: {
    'form.submit': async ({ email }, walk) => {
      await fill(walk.user, 'Email address', email);
      await walk.user.click(page().getByRole('button', { name: 'Send reset link' }));
    },
    'xstate.done.actor.requestReset': (_event, walk) => walk.api.answer(RESET, ok({ message: 'Reset link has been sent to your email.' })),
    // The screen shows the specification's fallback, whatever the server says.
    'xstate.error.actor.requestReset': (_event, walk) => walk.api.answer(RESET, fail(503, {})),
    'link.resend': (_event, walk) => walk.user.click(page().getByRole('button', { name: 'Resend Reset Link' })),
    'email.edit': (_event, walk) => walk.user.click(page().getByRole('button', { name: 'Edit Email' })),
  },
  async see(expected, walk, { beforeDelay }) {
    const { email } = expected.context as Context;
    if (expected.matches('sent')) {
      await soon(() => expect(page().getByRole('heading', { name: 'Check Your Inbox' })).toBeInTheDocument());
      expect(page().getByRole('status')).toHaveTextContent('Reset link has been sent to your email.');
      if (expected.matches({ sent: 'waiting' })) {
        // No time passes inside the wait in a walk but at its end: the full 120 s show, and 1 ms
        // before it ends its last second; no button yet.
        const shown = beforeDelay ? Math.ceil(beforeDelay.leftMs / 1000) : 120;
        await soon(() => expect(page().getByText(`You can request another link in ${shown} s.`)).toBeInTheDocument());
        expect(page().queryByRole('button', { name: 'Resend Reset Link' })).not.toBeInTheDocument();
      } else if (expected.matches({ sent: 'resending' })) {
        await soon(() => expect(walk.api.bodiesTo(RESET).length).toBeGreaterThan(1));
        expect(walk.api.bodiesTo(RESET).at(-1)).toEqual({ email });
        expect(page().getByRole('button', { name: 'Sending a new link…' })).toBeDisabled();
      } else {
        await soon(() => expect(page().getByRole('button', { name: 'Resend Reset Link' })).toBeEnabled());
        if (expected.matches({ sent: 'failed' })) expect(page().getByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.');
        else expect(page().queryByRole('alert')).not.toBeInTheDocument();
      }
      return;
    }
    await soon(() => expect(page().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
    await seeFormAlert(
      expected.matches({ form: 'emailMissing' })
        ? 'Please enter your email.'
        : expected.matches({ form: 'failed' })
          ? 'Failed to send reset link. Please try again.'
          : null,
    );
    if (expected.matches({ form: 'submitting' })) {
      await soon(() => expect(walk.api.bodiesTo(RESET).at(-1)).toEqual({ email }));
      expect(page().getByRole('button', { name: 'Sending…' })).toBeDisabled();
    }
    // The e-mail typed (or kept from Edit Email) stays in the field.
    if (email && !expected.matches({ form: 'emailMissing' })) expect(page().getByLabelText('Email address', { selector: 'input' })).toHaveValue(email);
  },
});
