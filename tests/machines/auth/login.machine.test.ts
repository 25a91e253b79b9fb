import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginAnswer, type LoginTokens, type LoginValues } from '../../../machines/auth/login.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from './deferred';
import type { Refusal } from '../../../machines/refusal';

const values = { email: 'ada@example.com', password: 'analytical-engine' };
const tokens: LoginTokens = { access: 'a.b.c', refresh: 'r.s.t', user_id: 7 };

function start() {
  const login = controllableActor<LoginAnswer, LoginValues & { captchaToken: string }>();
  const verify = controllableActor<LoginTokens, { challenge: string; code: string }>();
  const startSession = vi.fn();
  const goToDestination = vi.fn();
  const machine = loginMachine.provide({ actors: { login: login.logic, verifySecondFactor: verify.logic }, actions: { startSession, goToDestination } });
  return { actor: createActor(machine).start(), login, verify, startSession, goToDestination };
}

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on an empty form: nothing typed, no captcha, no error, no challenge, no busy retry made', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context).toEqual({
      values: { email: '', password: '' }, captchaToken: null, error: null, challenge: null, busyRetryAfterMs: 0, busyRetried: false,
    });
  });

  it('requires email and password, then the captcha', () => {
    const { actor, login } = start();
    actor.send({ type: 'form.submit', values: { email: ' ', password: 'x' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values: { email: 'a@b.c', password: '' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toEqual({ form: 'captchaMissing' });
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().value).toEqual({ form: 'captchaMissing' });
    expect(login.calls).toHaveLength(0);
  });

  it('signs in, stores the tokens, and navigates only after the named 2-second delay', async () => {
    const { actor, login, startSession, goToDestination } = start();
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'form.submit', values });
    actor.send({ type: 'form.submit', values });
    expect(login.calls).toEqual([{ ...values, captchaToken: 'c-1' }]);
    await login.resolve(tokens);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(startSession).toHaveBeenCalledTimes(1);
    expect(startSession.mock.calls[0]?.[1]).toEqual(tokens);
    vi.advanceTimersByTime(SPEC_TIMERS.loginRedirect - 1);
    expect(goToDestination).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToDestination).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the failure, resets the captcha and keeps the values; the next submit clears the error', async () => {
    const { actor, login, startSession } = start();
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'form.submit', values });
    await login.reject('Login failed. Please check your credentials.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Login failed. Please check your credentials.', captchaToken: null, values });
    expect(startSession).not.toHaveBeenCalled();
    actor.send({ type: 'captcha.verified', token: 'c-2' });
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(login.calls.at(-1)).toEqual({ ...values, captchaToken: 'c-2' });
  });

  it('with two-factor on: a blank code is caught, a wrong one shown, the right one finishes the sign-in and the same 2 seconds follow', async () => {
    const { actor, login, verify, startSession, goToDestination } = start();
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'form.submit', values });
    await login.resolve({ challenge: 'ch-1' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'entering' });
    expect(startSession).not.toHaveBeenCalled();
    actor.send({ type: 'secondFactor.submit', code: '  ' });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'codeMissing' });
    actor.send({ type: 'secondFactor.submit', code: ' 123456 ' });
    expect(verify.calls).toEqual([{ challenge: 'ch-1', code: '123456' }]);
    await verify.reject('That code is not valid.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'codeFailed' });
    expect(actor.getSnapshot().context.error).toBe('That code is not valid.');
    actor.send({ type: 'secondFactor.submit', code: '654321' });
    // The wrong code's message goes with the step it was shown in.
    expect(actor.getSnapshot().context.error).toBeNull();
    await verify.resolve(tokens);
    await flush();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(startSession.mock.calls[0]?.[1]).toEqual(tokens);
    // A challenge and a captcha token are good for one sign-in: neither is kept after it.
    expect(actor.getSnapshot().context).toMatchObject({ challenge: null, captchaToken: null });
    vi.advanceTimersByTime(SPEC_TIMERS.loginRedirect);
    expect(goToDestination).toHaveBeenCalledTimes(1);
    // Still saying "signed in" while the app navigates away.
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('forgets the challenge when the user goes back to the password, and when it is over', async () => {
    const { actor, login, verify } = start();
    const toSecondStep = async (challenge: string) => {
      actor.send({ type: 'captcha.verified', token: 'c-1' });
      actor.send({ type: 'form.submit', values });
      await login.resolve({ challenge });
      await flush();
      expect(actor.getSnapshot().context.challenge).toBe(challenge);
    };
    await toSecondStep('ch-1');
    actor.send({ type: 'secondFactor.cancel' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.challenge).toBeNull();
    await toSecondStep('ch-2');
    actor.send({ type: 'secondFactor.submit', code: '123456' });
    await verify.reject({ kind: 'challengeOver', message: 'This sign-in has expired. Please log in again.' } satisfies Refusal);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ challenge: null, error: 'This sign-in has expired. Please log in again.' });
  });

  it('after a password sign-in the captcha token is spent', async () => {
    const { actor, login } = start();
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'form.submit', values });
    await login.resolve(tokens);
    await flush();
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
  });
});

describe('login machine: an account that never entered its code', () => {
  /** Logs in as such an account and asks for a new code, which `sendCode` answers. */
  async function askForACode(sendCode: () => Promise<unknown>) {
    const openCodeStep = vi.fn();
    const machine = loginMachine.provide({
      actors: {
        login: fromPromise<LoginAnswer, LoginValues & { captchaToken: string }>(async () => {
          throw { kind: 'unverified', message: 'Please verify your e-mail first.' } satisfies Refusal;
        }),
        sendCode: fromPromise(sendCode),
      },
      actions: { openCodeStep },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'captcha.verified', token: 'c-1' });
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'unverified' });
    actor.send({ type: 'code.request' });
    await flush();
    return { actor, openCodeStep };
  }
  const refusal = (message: string, retryAfterMs?: number) => async () => {
    throw (retryAfterMs === undefined ? { kind: 'failed', message } : { kind: 'throttled', message, retryAfterMs }) satisfies Refusal;
  };
  const busy = (message: string, retryAfterMs: number) => async () => {
    throw { kind: 'busy', message, retryAfterMs } satisfies Refusal;
  };

  it('a new code sent: the code step opens with the full resend wait, saying it was resent', async () => {
    const { actor, openCodeStep } = await askForACode(async () => ({ message: 'OTP has been resent.' }));
    expect(actor.getSnapshot().value).toBe('codeSent');
    expect(openCodeStep.mock.calls.map((call) => call[1])).toEqual([{ email: values.email, resendWaitMs: SPEC_TIMERS.otpResendWait, notice: 'resent' }]);
  });

  it('refused inside the resend wait: the code sent a moment ago is on its way, the code step opens with the wait left', async () => {
    const { actor, openCodeStep } = await askForACode(refusal('A new code was sent recently. Please try again in 44 seconds.', 44_000));
    expect(actor.getSnapshot().value).toBe('codeAlreadySent');
    expect(openCodeStep.mock.calls.map((call) => call[1])).toEqual([{ email: values.email, resendWaitMs: 44_000, notice: 'alreadySent' }]);
  });

  it('refused with the whole resend wait still to run: the code went out a moment ago, the code step opens', async () => {
    const { actor, openCodeStep } = await askForACode(refusal(`A new code was sent recently. Please try again in ${SPEC_TIMERS.otpResendWait / 1000} seconds.`, SPEC_TIMERS.otpResendWait));
    expect(actor.getSnapshot().value).toBe('codeAlreadySent');
    expect(openCodeStep.mock.calls.map((call) => call[1])).toEqual([{ email: values.email, resendWaitMs: SPEC_TIMERS.otpResendWait, notice: 'alreadySent' }]);
  });

  it('refused for longer than the resend wait, with no wait left, without a wait, or too busy: back to the offer with the message', async () => {
    const refusals = [
      ['Too many attempts. Please try again in 9 minutes.', refusal('Too many attempts. Please try again in 9 minutes.', 540_000)],
      ['Please try again now.', refusal('Please try again now.', 0)],
      ['Failed to resend OTP.', refusal('Failed to resend OTP.')],
      // A busy refusal carries a wait too, inside the resend wait: it says nothing about a code sent.
      ['The server is busy. Please try again in 5 seconds.', busy('The server is busy. Please try again in 5 seconds.', 5_000)],
    ] as const;
    for (const [message, sendCode] of refusals) {
      const { actor, openCodeStep } = await askForACode(sendCode);
      expect(actor.getSnapshot().value).toEqual({ form: 'unverified' });
      expect(actor.getSnapshot().context.error).toBe(message);
      expect(openCodeStep).not.toHaveBeenCalled();
    }
  });
});
