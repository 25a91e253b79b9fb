/**
 * A form's error summary takes the focus on every failed submit, even when its message stays the
 * same: a keyboard or screen-reader user who moved on lands on it again. The machines take such a
 * submit as no change (the same state, the same context), so no generated walk repeats it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { AUTH_ROUTES } from '../../oracle/auth';
import { page } from './support';

const FORMS = [
  { form: 'login', route: AUTH_ROUTES.login, submit: 'Log in' },
  { form: 'sign-up', route: AUTH_ROUTES.signup, submit: 'Create account' },
  { form: 'password reset', route: AUTH_ROUTES.resetRequest, submit: 'Send reset link' },
  { form: 'new password', route: AUTH_ROUTES.newPassword('path-segment', 'reset-token'), submit: 'Save new password' },
];

describe.each(FORMS)('the $form form', ({ route, submit }) => {
  // The new-password page checks its link as it opens: this one works.
  beforeEach(() => server.use(http.post(apiUrl('/account/api/password_reset/validate_token/'), () => HttpResponse.json({ status: 'OK', two_factor: false }))));

  it('sends the focus back to its alert when a second submit fails the same way', async () => {
    const user = userEvent.setup();
    await renderRoute(route, { strict: false });
    await user.click(await page().findByRole('button', { name: submit }));
    const alert = await page().findByRole('alert');
    expect(alert).toHaveFocus();
    const message = alert.textContent ?? '';
    expect(message).not.toBe('');

    await user.tab();
    expect(alert).not.toHaveFocus();
    await user.click(page().getByRole('button', { name: submit }));
    expect(page().getByRole('alert')).toHaveTextContent(message);
    expect(page().getByRole('alert')).toHaveFocus();
  });
});
