import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { AUTH_LABELS, AUTH_ROUTES } from '../../oracle';
import { page } from './support';

/**
 * The resend countdown, walked where the user meets it: the sign-up code step. A reload of the
 * code step resumes the wait that was left, so the walk starts it with exactly the countdown's
 * example input (a few seconds) instead of waiting through the whole resend wait. The seconds expected
 * are the clock's (what is left until the stored resend time), not the machine's count; the
 * tick's length is the oracle's (tests/oracle/delays.ts, checked by the walk runner).
 */
walkScreen('countdown', {
  async mount({ strict, input }) {
    const { seconds } = input as { seconds: number };
    const resendAt = Date.now() + seconds * 1000;
    sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email: 'ada@example.com', resendAt }));
    await renderRoute(AUTH_ROUTES.signup, { strict });
    return { resendAt };
  },
  drive: {},
  async see(_expected, { resendAt }) {
    const secondsLeft = Math.ceil((resendAt - Date.now()) / 1000);
    await soon(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
    if (secondsLeft > 0) {
      await soon(() => expect(page().getByText(`You can request a new code in ${secondsLeft} s.`)).toBeInTheDocument());
      expect(page().queryByRole('button', { name: AUTH_LABELS.signup.resend })).not.toBeInTheDocument();
    } else {
      // The last tick and the sign-up's own wait end together: the button replaces the seconds.
      await soon(() => expect(page().getByRole('button', { name: AUTH_LABELS.signup.resend })).toBeEnabled());
    }
  },
});
