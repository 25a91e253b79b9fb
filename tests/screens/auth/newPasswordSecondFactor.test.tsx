/**
 * The new-password page for an account with two-factor sign-in on (ASVS 6.4.3), past what the
 * generated walk shows: the server's own words for a wrong code and for the locked second step,
 * with everything typed kept, and the exact bodies sent.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { page } from './support';

const CONFIRM = '/account/api/password_reset/confirm/';
const CHECK = '/account/api/password_reset/validate_token/';
const CODE = 'Code from your authenticator app, or a recovery code';
const WRONG_CODE = 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.';
const LOCKED = 'Too many wrong codes. Please try again in 15 minutes.';

/** The server's answers, one per submit, in order; what each submit sent. The link's check says two-factor sign-in is off when the page opens. */
function answersInTurn(...answers: Response[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(CHECK), () => HttpResponse.json({ status: 'OK', two_factor: false })),
    http.post(apiUrl(CONFIRM), async ({ request }) => {
      bodies.push(await request.json());
      return answers[bodies.length - 1] ?? HttpResponse.json({}, { status: 500 });
    }),
  );
  return bodies;
}

const field = (label: string) => page().getByLabelText(label, { selector: 'input' });
const submit = () => page().getByRole('button', { name: 'Save new password' });

describe.each(REACT_MODES)('new password with two-factor sign-in on ($name)', ({ strict }) => {
  it("asks for the code, then shows the server's words for a wrong code and for the lock, keeping what was typed", async () => {
    const bodies = answersInTurn(
      HttpResponse.json({ detail: 'Enter the code from your authenticator app, or a recovery code.', code: 'second_factor_required' }, { status: 400 }),
      HttpResponse.json({ detail: WRONG_CODE, code: 'invalid_code' }, { status: 400 }),
      HttpResponse.json({ detail: LOCKED, code: 'second_factor_locked' }, { status: 429, headers: { 'retry-after': '900' } }),
    );
    const user = userEvent.setup();
    await renderRoute('/auth/new-password/t?token=reset-token', { strict });
    // Turned on after the page opened: the server asks for the code at the submit.
    await page().findByLabelText('New password', { selector: 'input' });
    expect(page().queryByLabelText(CODE)).not.toBeInTheDocument();
    await user.type(field('New password'), 'new-secret-42');
    await user.type(field('Confirm new password'), 'new-secret-42');
    await user.click(submit());

    // Asked for the code: the field appears with the focus, the passwords stay.
    await expect.poll(() => page().queryByLabelText(CODE, { selector: 'input' })).not.toBeNull();
    await expect.poll(() => document.activeElement).toBe(field(CODE));
    expect(bodies).toEqual([{ password: 'new-secret-42', token: 'reset-token' }]);
    expect(field('New password')).toHaveValue('new-secret-42');
    expect(field('Confirm new password')).toHaveValue('new-secret-42');
    expect(page().queryByRole('alert')).not.toBeInTheDocument();

    await user.type(field(CODE), '111 111');
    await user.click(submit());
    await expect.poll(() => page().queryByRole('alert')?.textContent).toBe(WRONG_CODE);
    expect(bodies.at(-1)).toEqual({ password: 'new-secret-42', token: 'reset-token', code: '111111' });
    expect(field('New password')).toHaveValue('new-secret-42');
    expect(field(CODE)).toHaveValue('111 111');

    await user.clear(field(CODE));
    await user.type(field(CODE), 'ABCDE-FGHJK');
    await user.click(submit());
    await expect.poll(() => page().queryByRole('alert')?.textContent).toBe(LOCKED);
    expect(bodies.at(-1)).toEqual({ password: 'new-secret-42', token: 'reset-token', code: 'ABCDE-FGHJK' });
    expect(submit()).toBeEnabled();
  });

  it('sends exactly {password, token} for an account without two-factor sign-in', async () => {
    const bodies = answersInTurn(HttpResponse.json({ message: 'Password has been reset.' }));
    const user = userEvent.setup();
    await renderRoute('/auth/new-password/t?token=reset-token', { strict });
    await user.type(await page().findByLabelText('New password', { selector: 'input' }), 'new-secret-42');
    await user.type(field('Confirm new password'), 'new-secret-42');
    await user.click(submit());
    await expect.poll(() => page().queryByRole('status')?.textContent).toBe('Password reset successful! Redirecting to login...');
    expect(bodies).toEqual([{ password: 'new-secret-42', token: 'reset-token' }]);
  });
});
