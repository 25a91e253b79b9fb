/**
 * The auth calls' messages (spec sections 7 and 8): the server's message when it sends one, the
 * fallback only when it sends none. Through the real HTTP client against msw.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { AUTH_CALLS, FALLBACKS } from '../../oracle';
import { loginBindings } from '../../../src/features/auth/login.flow';
import { signupBindings } from '../../../src/features/auth/signup.flow';
import { resetRequestBindings } from '../../../src/features/auth/resetRequest.flow';
import { newPasswordBindings } from '../../../src/features/auth/newPassword.flow';
import { undoChangeBindings } from '../../../src/features/auth/undoChange.flow';
import { UNDO_PAGE } from '../../oracle/auth';

// The calls each flow binds; the page's navigation and session are not reached by a call.
const page = { navigate: vi.fn(), session: { signIn: vi.fn(), signOut: vi.fn() }, redirect: undefined };
const loginActors = loginBindings(page).actors;
const signupActors = signupBindings(page).actors;
const resetRequestActors = resetRequestBindings.actors;
const newPasswordActors = newPasswordBindings(page).actors;
const undoChangeActors = undoChangeBindings(page).actors;

/** The message the actor rejects with (what the screen shows). */
async function failureOf(logic: AnyActorLogic, input: unknown): Promise<string> {
  const actor = createActor(logic, { input }).start();
  return toPromise(actor).then(() => 'resolved', (error: { message: string }) => error.message);
}

const login = { email: 'ada@example.com', password: 'secret', captchaToken: 'token' };

describe('login failures', () => {
  it("show the server's 429 message, wait included", async () => {
    server.use(http.post(apiUrl('/account/login/'), () =>
      HttpResponse.json({ detail: 'Too many failed login attempts. Please try again in 40 seconds.' }, { status: 429, headers: { 'retry-after': '40' } })));
    expect(await failureOf(loginActors.login, login)).toBe('Too many failed login attempts. Please try again in 40 seconds.');
  });

  it('say how long to wait when a 429 carries only a Retry-After', async () => {
    server.use(http.post(apiUrl('/account/login/'), () => new HttpResponse(null, { status: 429, headers: { 'retry-after': '40' } })));
    expect(await failureOf(loginActors.login, login)).toBe('Too many attempts. Please try again in 40 seconds.');
  });

  it('read the error from message, then detail, then recaptcha (spec section 7)', async () => {
    const answers = [
      [{ message: 'Account locked.', detail: 'Invalid email or password.' }, 'Account locked.'],
      [{ detail: 'Invalid email or password.', recaptcha: ['Invalid reCAPTCHA token.'] }, 'Invalid email or password.'],
      [{ recaptcha: ['Invalid reCAPTCHA token.'] }, 'Invalid reCAPTCHA token.'],
    ] as const;
    for (const [body, shown] of answers) {
      server.use(http.post(apiUrl('/account/login/'), () => HttpResponse.json(body, { status: 400 })));
      expect(await failureOf(loginActors.login, login)).toBe(shown);
    }
  });

  it('fall back to the catalogue text when the answer says nothing', async () => {
    server.use(http.post(apiUrl('/account/login/'), () => HttpResponse.json({}, { status: 500 })));
    expect(await failureOf(loginActors.login, login)).toBe('Login failed. Please check your credentials.');
  });
});

describe('the registration', () => {
  it('sends the names, e-mail and referral without the spaces around them, the passwords exactly as typed', async () => {
    let sent: unknown;
    server.use(http.post(apiUrl('/account/registration/'), async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ message: 'Account created! OTP sent to email.' }, { status: 201 });
    }));
    const values = { firstName: ' Ada ', lastName: ' Lovelace ', email: ' ada@example.com ', password: ' engine 1 ', confirmPassword: ' engine 1 ', referral: ' FRIEND1 ' };
    await toPromise(createActor(signupActors.register, { input: { ...registration, values } }).start());
    expect(sent).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: ' engine 1 ', password2: ' engine 1 ', ref: 'FRIEND1', recaptcha_token: 'token' });
  });
});

describe('resend failures', () => {
  it("show the server's message, from message then detail", async () => {
    server.use(http.post(apiUrl('/account/resend_otp/'), () =>
      HttpResponse.json({ detail: 'A new code was sent recently. Please try again in 42 seconds.' }, { status: 429 })));
    expect(await failureOf(signupActors.resendOtp, { email: 'ada@example.com' })).toBe('A new code was sent recently. Please try again in 42 seconds.');
  });

  it('fall back to "Failed to resend OTP." when the answer says nothing', async () => {
    server.use(http.post(apiUrl('/account/resend_otp/'), () => HttpResponse.json({}, { status: 503 })));
    expect(await failureOf(signupActors.resendOtp, { email: 'ada@example.com' })).toBe('Failed to resend OTP.');
  });

  it("from the login page, carry the wait the server asked for (Retry-After), with the same texts", async () => {
    const refusalOf = (logic: AnyActorLogic) =>
      toPromise(createActor(logic, { input: { email: 'ada@example.com' } }).start()).then(() => undefined, (error: unknown) => error);
    server.use(http.post(apiUrl('/account/resend_otp/'), () =>
      HttpResponse.json({ detail: 'A new code was sent recently. Please try again in 44 seconds.' }, { status: 429, headers: { 'retry-after': '44' } })));
    expect(await refusalOf(loginActors.sendCode)).toEqual({ kind: 'throttled', message: 'A new code was sent recently. Please try again in 44 seconds.', retryAfterMs: 44_000 });
    server.use(http.post(apiUrl('/account/resend_otp/'), () => HttpResponse.json({}, { status: 503 })));
    expect(await refusalOf(loginActors.sendCode)).toEqual({ kind: 'failed', message: 'Failed to resend OTP.' });
  });
});

const registration = {
  values: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'engine-1', confirmPassword: 'engine-1', referral: '' },
  captchaToken: 'token',
};

describe.each([
  { call: 'registration', path: AUTH_CALLS.register.path, logic: signupActors.register, input: registration, fallback: FALLBACKS.signup },
  { call: 'code check', path: AUTH_CALLS.verifyCode.path, logic: signupActors.verifyCode, input: { email: 'ada@example.com', code: '123456' }, fallback: FALLBACKS.verifyCode },
  { call: 'reset request', path: AUTH_CALLS.resetRequest.path, logic: resetRequestActors.requestReset, input: { email: 'ada@example.com' }, fallback: FALLBACKS.resetRequest },
  { call: 'new password', path: AUTH_CALLS.newPassword.path, logic: newPasswordActors.confirmReset, input: { password: 'n3w-Secret!', token: 'token-1', code: '' }, fallback: FALLBACKS.newPassword },
])('$call failures', ({ path, logic, input, fallback }) => {
  it("show the server's message, from message then detail (spec section 7), else the fallback", async () => {
    const answers = [
      [{ message: 'This link has expired.', detail: 'Invalid token.' }, 'This link has expired.'],
      [{ detail: 'Invalid token.' }, 'Invalid token.'],
      [{}, fallback],
    ] as const;
    for (const [body, shown] of answers) {
      server.use(http.post(apiUrl(path), () => HttpResponse.json(body, { status: 400 })));
      expect(await failureOf(logic, input)).toBe(shown);
    }
  });
});

describe('the check of a reset link', () => {
  const CHECK = '/account/api/password_reset/validate_token/';
  const rejectionOf = (logic: AnyActorLogic) =>
    toPromise(createActor(logic, { input: { token: 'token-1' } }).start()).then(() => 'resolved', (error: unknown) => error);

  it('sends the token alone and says whether the code will be needed', async () => {
    const sent: unknown[] = [];
    server.use(http.post(apiUrl(CHECK), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ status: 'OK', two_factor: sent.length > 1 });
    }));
    expect(await toPromise(createActor(newPasswordActors.checkLink, { input: { token: 'token-1' } }).start())).toEqual({ twoFactor: false });
    expect(await toPromise(createActor(newPasswordActors.checkLink, { input: { token: 'token-1' } }).start())).toEqual({ twoFactor: true });
    expect(sent).toEqual([{ token: 'token-1' }, { token: 'token-1' }]);
  });

  it("reads a dead link as such, in the server's words (ours when it sends none); any other failure in its own words or ours", async () => {
    const dead = 'This reset link is invalid or has expired. Please request a new one.';
    server.use(http.post(apiUrl(CHECK), () => HttpResponse.json({ status: 'invalid', detail: ' The link is spent. ', code: 'reset_link_invalid' })));
    expect(await rejectionOf(newPasswordActors.checkLink)).toEqual({ kind: 'linkInvalid', message: 'The link is spent.' });
    server.use(http.post(apiUrl(CHECK), () => HttpResponse.json({ status: 'invalid', detail: ' ', code: 'reset_link_invalid' })));
    expect(await rejectionOf(newPasswordActors.checkLink)).toEqual({ kind: 'linkInvalid', message: dead });
    server.use(http.post(apiUrl(CHECK), () => HttpResponse.json({}, { status: 503 })));
    expect(await rejectionOf(newPasswordActors.checkLink)).toEqual({ kind: 'failed', message: 'We could not check your reset link. Please try again.' });
    server.use(http.post(apiUrl(CHECK), () => HttpResponse.json({ detail: 'Too many attempts. Please try again in 3 minutes.' }, { status: 429, headers: { 'retry-after': '180' } })));
    expect(await rejectionOf(newPasswordActors.checkLink)).toEqual({ kind: 'throttled', message: 'Too many attempts. Please try again in 3 minutes.', retryAfterMs: 180_000 });
  });

  it('reads a link that died before the submit as such', async () => {
    const dead = 'This reset link is invalid or has expired. Please request a new one.';
    server.use(http.post(apiUrl(AUTH_CALLS.newPassword.path), () => HttpResponse.json({ detail: dead, code: 'reset_link_invalid', token: [dead] }, { status: 400 })));
    const rejection = await toPromise(createActor(newPasswordActors.confirmReset, { input: { password: 'n3w-Secret!', token: 'token-1' } }).start()).catch((error: unknown) => error);
    expect(rejection).toEqual({ kind: 'linkInvalid', message: dead });
  });
});

describe('the undo', () => {
  it("shows the server's words without the spaces around them, and ours when it sends none", async () => {
    const answers = [
      [{ message: ' The passkey "Laptop" was removed. ' }, 'The passkey "Laptop" was removed.'],
      [{ message: '   ' }, UNDO_PAGE.done],
      [{}, UNDO_PAGE.done],
    ] as const;
    for (const [body, shown] of answers) {
      server.use(http.post(apiUrl('/account/undo/'), () => HttpResponse.json(body)));
      const actor = createActor(undoChangeActors.undoChange, { input: { token: 'undo-token' } }).start();
      expect(await toPromise(actor)).toBe(shown);
    }
  });
});
