/**
 * The new-password page checks its link as it opens, before anything is typed: a used or expired
 * link says so at once with the way to a new one, an account with two-factor sign-in on gets the
 * code field from the start, and a check that fails on the way offers Try again. Past what the
 * generated walk shows: the focus, the links, and what a second check finds.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { page } from './support';

const CHECK = '/account/api/password_reset/validate_token/';
const CONFIRM = '/account/api/password_reset/confirm/';
const CODE = 'Code from your authenticator app, or a recovery code';
const DEAD = 'This reset link is invalid or has expired. Please request a new one.';

/** Answers every check of the link alike (StrictMode checks twice as the page opens); what each check sent. */
function answerChecks(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(CHECK), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const field = (label: string) => page().queryByLabelText(label, { selector: 'input' });

describe.each(REACT_MODES)('the new-password page checks its link as it opens ($name)', ({ strict }) => {
  it('a used or expired link: the server\'s words at once, focused, and a way to a new link; no form', async () => {
    const bodies = answerChecks(() => HttpResponse.json({ status: 'invalid', detail: DEAD, code: 'reset_link_invalid' }));
    await renderRoute('/auth/new-password/t?token=old-token', { strict });
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent(DEAD);
    expect(alert).toHaveFocus();
    expect(page().getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/reset-password');
    // One way forward, not two: the footer's own link is not repeated under it.
    expect(page().getAllByRole('link', { name: 'Request a new link' })).toHaveLength(1);
    expect(field('New password')).toBeNull();
    expect(page().queryByRole('button', { name: 'Save new password' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify({ token: 'old-token' })]));
  });

  it('two-factor sign-in on: the code field is there from the start, under the passwords, and the first submit sends the code', async () => {
    answerChecks(() => HttpResponse.json({ status: 'OK', two_factor: true }));
    const sent: unknown[] = [];
    server.use(http.post(apiUrl(CONFIRM), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ message: 'Your password has been reset. You can now log in.', status: 'OK' });
    }));
    const user = userEvent.setup();
    await renderRoute('/auth/new-password/t?token=reset-token', { strict });
    const code = await page().findByLabelText(CODE, { selector: 'input' });
    // Offered, not asked for after a refusal: the focus stays where the page left it, not in the third field.
    expect(code).not.toHaveFocus();
    expect(page().getByText('Two-factor sign-in is on for this account, so a new password needs a code too.')).toBeInTheDocument();
    await user.type(field('New password')!, 'new-secret-42');
    await user.type(field('Confirm new password')!, 'new-secret-42');
    await user.type(code, '123 456');
    await user.click(page().getByRole('button', { name: 'Save new password' }));
    await expect.poll(() => page().queryByRole('status')?.textContent).toBe('Password reset successful! Redirecting to login...');
    expect(sent).toEqual([{ password: 'new-secret-42', token: 'reset-token', code: '123456' }]);
  });

  it('a check that fails on the way: why, and Try again, which checks again and then shows the form', async () => {
    // The server is down until the investor tries again (StrictMode checks twice as the page opens).
    let up = false;
    const bodies = answerChecks(() => (up ? HttpResponse.json({ status: 'OK', two_factor: false }) : HttpResponse.json({}, { status: 503 })));
    const user = userEvent.setup();
    await renderRoute('/auth/new-password/t?token=reset-token', { strict });
    const alert = await page().findByRole('alert');
    expect(alert).toHaveTextContent('We could not check your reset link. Please try again.');
    expect(field('New password')).toBeNull();
    const opened = bodies.length;
    up = true;
    await user.click(page().getByRole('button', { name: 'Try again' }));
    expect(await page().findByLabelText('New password', { selector: 'input' })).toBeEnabled();
    expect(bodies).toHaveLength(opened + 1);
    expect(field(CODE)).toBeNull();
    expect(page().queryByRole('alert')).toBeNull();
  });

  it('says the link is being checked while the check is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(http.post(apiUrl(CHECK), () => new Promise<Response>((resolve) => { answer = resolve; })));
    await renderRoute('/auth/new-password/t?token=reset-token', { strict });
    expect(await page().findByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(field('New password')).toBeNull();
    answer(HttpResponse.json({ status: 'OK', two_factor: false }));
    expect(await page().findByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
    expect(page().queryByRole('status')).toBeNull();
  });
});
