/**
 * An account that never entered its code logs in soon after sign-up, inside the resend wait.
 * "Send a new code" meets the server's resend wait (429 with Retry-After): the code of
 * the sign-up is still in the inbox, so the code step opens at once, says so, and its resend
 * countdown runs for the time the server said is left. Other refusals stay on the login page.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { advance, soon } from '../../support/walk/clock';
import { fakeClock, fill, page, submitLogin } from './support';

const EMAIL = 'ada@example.com';
const PASSWORD = 'analytical-engine';
const UNVERIFIED = 'Please verify your e-mail first. We can send you a new code.';
const CODE_WAIT = 'A new code was sent recently. Please try again in 44 seconds.';
const ALREADY_SENT = `We already sent a code to ${EMAIL} a moment ago. Enter it below.`;

/** The server: the right password of an unverified account, and the resend's answer; what each call sent. */
function serverAnswers(resend: () => Response) {
  const sent = { resend: [] as unknown[], verify: [] as unknown[] };
  server.use(
    http.post(apiUrl('/account/login/'), () =>
      HttpResponse.json({ detail: UNVERIFIED, message: UNVERIFIED, code: 'email_not_verified' }, { status: 403 })),
    http.post(apiUrl('/account/resend_otp/'), async ({ request }) => {
      sent.resend.push(await request.json());
      return resend();
    }),
    http.post(apiUrl('/account/verify_code/'), async ({ request }) => {
      sent.verify.push(await request.json());
      return HttpResponse.json({ message: 'OTP Verified Successfully!' });
    }),
  );
  return sent;
}

/** Logs in as the unverified investor and presses "Send a new code". */
async function logInAndAskForACode(strict: boolean) {
  const user = fakeClock();
  const { router } = await renderRoute('/auth/login', { strict });
  await submitLogin(user, EMAIL, PASSWORD);
  await soon(() => expect(page().getByRole('alert')).toHaveTextContent(UNVERIFIED));
  await user.click(page().getByRole('button', { name: 'Send a new code' }));
  return { user, router };
}

const statuses = () => page().queryAllByRole('status').map((element) => element.textContent);

describe.each(REACT_MODES)('login of an unverified account inside the resend wait of its code ($name)', ({ strict }) => {
  it('opens the code step with the code already sent, its resend countdown at what the server said is left', async () => {
    const sent = serverAnswers(() => HttpResponse.json({ detail: CODE_WAIT }, { status: 429, headers: { 'Retry-After': '44' } }));
    const { user, router } = await logInAndAskForACode(strict);

    await soon(() => expect(router.state.location.pathname).toBe('/auth/signup'));
    await soon(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
    expect(sent.resend).toEqual([{ email: EMAIL }]);
    await soon(() => expect(statuses()).toContain(ALREADY_SENT));
    expect(page().queryByText(CODE_WAIT)).not.toBeInTheDocument();
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
    expect(page().getByText('You can request a new code in 44 s.')).toBeInTheDocument();
    expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await advance(1_000);
    await soon(() => expect(page().getByText('You can request a new code in 43 s.')).toBeInTheDocument());
    await advance(42_999);
    await soon(() => expect(page().getByText('You can request a new code in 1 s.')).toBeInTheDocument());
    expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await advance(1);
    await soon(() => expect(page().getByRole('button', { name: 'Resend OTP' })).toBeEnabled());
    expect(sent.resend).toHaveLength(1);

    // The code from the inbox finishes the sign-up.
    await fill(user, 'One-time code', '482915');
    await user.click(page().getByRole('button', { name: 'Verify code' }));
    await soon(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(sent.verify).toEqual([{ email: EMAIL, code: '482915' }]);
    await soon(() => expect(statuses()).toContain('OTP Verified Successfully!'));
  });

  it('stays on the login page with the message for a refusal that is not the code wait', async () => {
    const TOO_MANY = 'Too many attempts. Please try again in 9 minutes.';
    serverAnswers(() => HttpResponse.json({ detail: TOO_MANY }, { status: 429, headers: { 'Retry-After': '540' } }));
    const { router } = await logInAndAskForACode(strict);

    await soon(() => expect(page().getByRole('alert')).toHaveTextContent(TOO_MANY));
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(page().getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });
});
