/**
 * The app side of the auth machines: their promise actors bound to the API, each rejecting with
 * the user-facing message (the fields of specification section 7 in order, else the fallback of
 * section 8). Navigation and the session are supplied by each screen.
 */
import { fromPromise } from 'xstate';
import { api } from '../../api/endpoints';
import { errorCode, errorMessage, retryAfterSeconds, statusOf, type ErrorField } from '../../api/errors';
import type { RegisterInput } from '../../../machines/auth/signup.machine';
import type { LoginTokens, LoginValues } from '../../../machines/auth/login.machine';
import { authContent } from '../../content/auth';

/** Runs a call and turns any failure into an Error carrying the text to show. */
async function orFail<T>(call: Promise<T>, describe: (error: unknown) => string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw new Error(describe(error), { cause: error });
  }
}

const message = (fields: readonly ErrorField[], fallback: string) => (error: unknown) => errorMessage(error, fields, fallback);

export const signupActors = {
  register: fromPromise<unknown, RegisterInput>(({ input: { values, captchaToken }, signal }) =>
    orFail(
      api.register(
        {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          password2: values.confirmPassword,
          ref: values.referral.trim(),
          recaptcha_token: captchaToken,
        },
        { signal },
      ),
      message(['message', 'detail'], authContent.signup.failed),
    ),
  ),
  verifyCode: fromPromise<unknown, { email: string; code: string }>(({ input, signal }) =>
    orFail(api.verifyCode(input, { signal }), message(['message', 'detail'], authContent.signup.verifyFailed)),
  ),
  // Section 7: "Fallback error shown if none given" — the server's message when it sends one.
  resendOtp: fromPromise<unknown, { email: string }>(({ input, signal }) =>
    orFail(api.resendOtp(input, { signal }), message(['message', 'detail'], authContent.signup.resendFailed)),
  ),
};

/**
 * The server's message first (spec section 8), its 429 included ("… Please try again in 40
 * seconds."); a bare 429 with only a Retry-After (a proxy's) says how long to wait; else the fallback.
 */
function loginFailure(error: unknown): string {
  const fromServer = errorMessage(error, ['message', 'detail', 'recaptcha'], '');
  if (fromServer) return fromServer;
  const wait = retryAfterSeconds(error);
  return wait === undefined ? authContent.login.failed : authContent.login.tooManyAttempts(wait);
}

export const loginActors = {
  login: fromPromise<LoginTokens, LoginValues & { captchaToken: string }>(({ input, signal }) =>
    api.login({ email: input.email.trim(), password: input.password, recaptcha_token: input.captchaToken }, { signal }).catch((error: unknown) => {
      // The right password of an account that never entered its code: the machine offers a new one.
      const unverified = statusOf(error) === 403 && errorCode(error) === 'email_not_verified';
      throw Object.assign(new Error(loginFailure(error), { cause: error }), { unverified });
    }),
  ),
  // The same call as the code step's Resend OTP.
  sendCode: signupActors.resendOtp,
};

export const resetRequestActors = {
  requestReset: fromPromise<unknown, { email: string }>(({ input, signal }) =>
    orFail(api.requestPasswordReset(input, { signal }), message(['message', 'detail'], authContent.resetRequest.failed)),
  ),
};

export const newPasswordActors = {
  confirmReset: fromPromise<unknown, { password: string; token: string }>(({ input, signal }) =>
    orFail(api.confirmPasswordReset(input, { signal }), message(['message', 'detail'], authContent.newPassword.failed)),
  ),
};

export const logoutActors = {
  // Failures are ignored by the machine (both outcomes end the session).
  logout: fromPromise<unknown, void>(({ signal }) => api.logout({ signal })),
};
