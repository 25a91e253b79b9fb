/** Resending the e-mailed code: the sign-up's code step and the login of an unverified account both offer it. */
import { api } from '../../api/call';
import { authContent } from '../../content/auth';
import { messageOr } from '../../api/refusals';

/**
 * Resend OTP: the server's message when it sends one, else section 7's fallback. A module of its
 * own so that the login page, which offers it too, does not load the sign-up flow to render.
 */
export const resendCode = ({ input, signal }: { input: { email: string }; signal: AbortSignal }) =>
  api.resendOtp({ body: input, signal }, messageOr(['message', 'detail'], authContent.signup.resendFailed));
