import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { page } from './support';

/**
 * The resend countdown, walked where the user meets it: the sign-up code step. A reload of the
 * code step resumes the wait that was left, so the walk starts it with exactly the countdown's
 * example input (a few seconds) instead of waiting through a full minute.
 */
walkScreen('countdown', {
  async mount({ strict, input }) {
    const { seconds } = input as { seconds: number };
    sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email: 'ada@example.com', resendAt: Date.now() + seconds * 1000 }));
    await renderRoute('/auth/signup', { strict });
    return {};
  },
  drive: {},
  async see(expected) {
    const { secondsLeft } = expected.context as { secondsLeft: number };
    await soon(() => expect(page().getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument());
    if (expected.matches('running')) {
      await soon(() => expect(page().getByText(`You can request a new code in ${secondsLeft} s.`)).toBeInTheDocument());
      expect(page().queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    } else {
      // The last tick and the sign-up's own wait end together: the button replaces the seconds.
      await soon(() => expect(page().getByRole('button', { name: 'Resend OTP' })).toBeEnabled());
    }
  },
});
