/**
 * The sign-up's last moment: the code is right and the login page is on its way (its code may
 * still be loading). Until it shows, the code step says the code is verified and offers nothing
 * to press; the registration form never comes back. And a referral link fills in its code.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, SUCCESS } from '../../oracle';
import { fakeClock, fill, page, registerAda } from './support';

const REFERRAL = 'ADA-2026';

describe.each(REACT_MODES)('a sign-up whose code is verified ($name)', ({ strict }) => {
  it('keeps the code step, saying so with nothing to press, until the login page shows', async () => {
    server.use(
      http.post(apiUrl(AUTH_CALLS.register.path), () => HttpResponse.json({ message: 'Registered' }, { status: 201 })),
      http.post(apiUrl(AUTH_CALLS.verifyCode.path), () => HttpResponse.json({ message: SUCCESS.otpVerified })),
    );
    const user = fakeClock();
    const { history, router } = await renderRoute(`${AUTH_ROUTES.signup}?ref=${REFERRAL}`, { strict });
    // A referral link fills in its code.
    expect(page().getByLabelText('Referral code (optional)', { selector: 'input' })).toHaveValue(REFERRAL);
    await registerAda(user);
    await soon(() => expect(page().getByLabelText('One-time code')).toBeInTheDocument());

    // The login page is slow to come: the move to it waits until the test lets it go.
    let letGo = () => {};
    const loginPageArrives = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const unblock = history.block({ blockerFn: () => loginPageArrives.then(() => false) });
    try {
      await fill(user, 'One-time code', '482915');
      await user.click(page().getByRole('button', { name: 'Verify code' }));
      await soon(() => expect(page().getByText(SUCCESS.otpVerified)).toBeInTheDocument());
      expect(page().getByRole('button', { name: 'Verify code' })).toBeDisabled();
      expect(page().queryByRole('button', { name: AUTH_LABELS.signup.resend })).not.toBeInTheDocument();
      expect(page().queryByText(/You can request a new code in/)).not.toBeInTheDocument();
      expect(page().queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    } finally {
      letGo();
      unblock();
    }
    await soon(() => expect(router.state.location.pathname).toBe(AUTH_ROUTES.login));
  });
});
