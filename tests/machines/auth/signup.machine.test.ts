import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { signupMachine, type SignupInput, type SignupValues, type RegisterInput } from '../../../machines/auth/signup.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import type { Refusal } from '../../../machines/refusal';
import { controllableActor, flush } from './deferred';

const valid: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical-engine',
  confirmPassword: 'analytical-engine',
  referral: 'FRIEND1',
};

function start(input: SignupInput = {}) {
  const register = controllableActor<unknown, RegisterInput>();
  const verifyCode = controllableActor<unknown, { email: string; code: string }>();
  const resendOtp = controllableActor<unknown, { email: string }>();
  const goToLogin = vi.fn();
  const rememberCodeStep = vi.fn();
  const forgetCodeStep = vi.fn();
  const machine = signupMachine.provide({
    actors: { register: register.logic, verifyCode: verifyCode.logic, resendOtp: resendOtp.logic },
    actions: { goToLogin, rememberCodeStep, forgetCodeStep },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, register, verifyCode, resendOtp, goToLogin, rememberCodeStep, forgetCodeStep };
}

/** The countdown's first number after a registration or a resend: the whole wait, in seconds. */
const FULL_WAIT_S = SPEC_TIMERS.otpResendWait / 1000;

type Snapshot = SnapshotFrom<typeof signupMachine>;
const secondsLeft = (snapshot: Snapshot) =>
  (snapshot.children.countdown?.getSnapshot() as { context: { secondsLeft: number } } | undefined)?.context.secondsLeft;

async function reachCodeStep(input: SignupInput = {}) {
  const flow = start(input);
  flow.actor.send({ type: 'captcha.verified', token: 'captcha-1' });
  flow.actor.send({ type: 'form.submit', values: valid });
  await flow.register.resolve({ message: 'Account created! OTP sent to email.' });
  await flush();
  return flow;
}

describe('signup machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on the form with the referral code from the link', () => {
    const { actor } = start({ referral: 'FRIEND1' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.values.referral).toBe('FRIEND1');
  });

  it('starts on an empty form: nothing typed, no captcha, no error, the full wait, no busy retry made', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toEqual({
      referral: '',
      values: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', referral: '' },
      captchaToken: null,
      otpWaitMs: SPEC_TIMERS.otpResendWait,
      error: null,
      codeNotice: 'created',
      resendError: null,
      busyRetryAfterMs: 0,
      busyRetried: false,
    });
  });

  it('validates in the specified order: required fields, then captcha, then matching passwords', () => {
    const { actor, register } = start();
    actor.send({ type: 'form.submit', values: { ...valid, firstName: '  ', confirmPassword: 'other' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    for (const field of ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const) {
      actor.send({ type: 'form.submit', values: { ...valid, [field]: '' } });
      expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    }
    actor.send({ type: 'form.submit', values: { ...valid, confirmPassword: 'other' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'captchaMissing' });
    actor.send({ type: 'captcha.verified', token: 'captcha-1' });
    actor.send({ type: 'form.submit', values: { ...valid, confirmPassword: 'other' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'passwordMismatch' });
    expect(register.calls).toHaveLength(0);
    actor.send({ type: 'form.submit', values: { ...valid, referral: '' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'submitting' });
    expect(register.calls).toEqual([{ values: { ...valid, referral: '' }, captchaToken: 'captcha-1' }]);
  });

  it('treats the referral code as optional and an expired captcha as missing', () => {
    const { actor } = start();
    actor.send({ type: 'captcha.verified', token: 'captcha-1' });
    actor.send({ type: 'captcha.expired' });
    actor.send({ type: 'form.submit', values: { ...valid, referral: '' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'captchaMissing' });
  });

  it('ignores a second submit while registering, and on failure shows the message and resets the captcha', async () => {
    const { actor, register } = start();
    actor.send({ type: 'captcha.verified', token: 'captcha-1' });
    actor.send({ type: 'form.submit', values: valid });
    actor.send({ type: 'form.submit', values: valid });
    expect(register.calls).toHaveLength(1);
    await register.reject('Email already registered.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Email already registered.');
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
    expect(actor.getSnapshot().context.values).toEqual(valid);
    actor.send({ type: 'form.submit', values: valid });
    expect(actor.getSnapshot().value).toEqual({ form: 'captchaMissing' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('moves to the code step after registration with the full resend wait counted down, ended by the named delay', async () => {
    const { actor, rememberCodeStep } = await reachCodeStep();
    expect(actor.getSnapshot().value).toEqual({ code: { verification: 'idle', resend: { waiting: 'afterSignup' } } });
    expect(rememberCodeStep).toHaveBeenCalledTimes(1);
    expect(secondsLeft(actor.getSnapshot())).toBe(FULL_WAIT_S);
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft(actor.getSnapshot())).toBe(FULL_WAIT_S - 1);
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait - 1_001);
    expect(actor.getSnapshot().matches({ code: { resend: 'waiting' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
  });

  it('resends the code to the same e-mail and restarts the full wait (its waiting state entered anew)', async () => {
    const { actor, resendOtp, rememberCodeStep } = await reachCodeStep();
    actor.send({ type: 'code.resend' });
    expect(resendOtp.calls).toHaveLength(0);
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ code: { resend: 'sending' } })).toBe(true);
    expect(resendOtp.calls).toEqual([{ email: valid.email }]);
    await resendOtp.resolve({ message: 'OTP has been resent.' });
    await flush();
    expect(actor.getSnapshot().matches({ code: { resend: { waiting: 'resent' } } })).toBe(true);
    expect(rememberCodeStep).toHaveBeenCalledTimes(2);
    expect(secondsLeft(actor.getSnapshot())).toBe(FULL_WAIT_S);
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait - 1);
    expect(actor.getSnapshot().matches({ code: { resend: 'waiting' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
  });

  it('waits out a busy server, sends the same registration once more, then gives up with the captcha to tick again', async () => {
    const busy: Refusal = { kind: 'busy', message: 'The server is busy right now.', retryAfterMs: 2_000 };
    const { actor, register } = start();
    actor.send({ type: 'captcha.verified', token: 'captcha-1' });
    actor.send({ type: 'form.submit', values: valid });
    await register.reject(busy);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'busy' });
    expect(actor.getSnapshot().hasTag('busy') && actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ busyRetryAfterMs: 2_000, busyRetried: false, captchaToken: 'captcha-1', error: null });
    vi.advanceTimersByTime(1_999);
    expect(register.calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // The same registration, with the captcha token the busy refusal handed back.
    expect(register.calls).toEqual([{ values: valid, captchaToken: 'captcha-1' }, { values: valid, captchaToken: 'captcha-1' }]);
    expect(actor.getSnapshot().context.busyRetried).toBe(true);
    await register.reject(busy);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'stillBusy' });
    expect(actor.getSnapshot().hasTag('stillBusy')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ values: valid, captchaToken: null, error: null });
    // By hand, with a new captcha: a fresh start, which a busy answer would retry once again.
    actor.send({ type: 'captcha.verified', token: 'captcha-2' });
    actor.send({ type: 'form.submit', values: valid });
    expect(actor.getSnapshot().context).toMatchObject({ busyRetryAfterMs: 0, busyRetried: false });
  });

  it('shows why a resend failed until it is tried again, and speaks of the resent code once it went', async () => {
    const { actor, resendOtp, rememberCodeStep } = await reachCodeStep();
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().hasTag('resending')).toBe(true);
    await resendOtp.reject('Failed to resend OTP.');
    await flush();
    expect(actor.getSnapshot().hasTag('resendFailed')).toBe(true);
    expect(actor.getSnapshot().context.resendError).toBe('Failed to resend OTP.');
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().context.resendError).toBeNull();
    await resendOtp.resolve({});
    await flush();
    expect(actor.getSnapshot().hasTag('resent')).toBe(true);
    expect(rememberCodeStep.mock.calls.map((call) => call[1])).toEqual([{ notice: 'created' }, { notice: 'resent' }]);
  });

  it('lets a failed resend be tried again', async () => {
    const { actor, resendOtp } = await reachCodeStep();
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait);
    actor.send({ type: 'code.resend' });
    await resendOtp.reject('Failed to resend OTP.');
    await flush();
    expect(actor.getSnapshot().matches({ code: { resend: 'failed' } })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(resendOtp.calls).toHaveLength(2);
  });

  it('refuses an empty code, verifies the e-mail with the code stripped of spaces, then goes to login', async () => {
    const { actor, verifyCode, goToLogin, forgetCodeStep } = await reachCodeStep();
    actor.send({ type: 'code.submit', code: '   ' });
    expect(actor.getSnapshot().matches({ code: { verification: 'empty' } })).toBe(true);
    actor.send({ type: 'code.submit', code: '123 456' });
    expect(verifyCode.calls).toEqual([{ email: valid.email, code: '123456' }]);
    actor.send({ type: 'code.submit', code: '123456' });
    expect(verifyCode.calls).toHaveLength(1);
    await verifyCode.reject('Invalid or expired OTP.');
    await flush();
    expect(actor.getSnapshot().matches({ code: { verification: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Invalid or expired OTP.');
    actor.send({ type: 'code.submit', code: '654321' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await verifyCode.resolve({ message: 'OTP Verified Successfully!' });
    await flush();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(forgetCodeStep).toHaveBeenCalledTimes(1);
  });

  it('Edit Email Address returns to the form with everything but the captcha kept', async () => {
    const { actor, forgetCodeStep } = await reachCodeStep();
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.values).toEqual(valid);
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
    expect(forgetCodeStep).toHaveBeenCalledTimes(1);
  });

  it('Cancel clears the form and the captcha but keeps the referral from the link', async () => {
    const { actor, forgetCodeStep } = await reachCodeStep({ referral: 'FRIEND1' });
    actor.send({ type: 'signup.cancel' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.values).toEqual({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '', referral: 'FRIEND1' });
    expect(actor.getSnapshot().context.captchaToken).toBeNull();
    expect(forgetCodeStep).toHaveBeenCalledTimes(1);
  });

  it('resumes a code step left by a reload with the remaining wait, then waits the full wait after a resend', async () => {
    const { actor, resendOtp } = start({ pendingCode: { email: 'ada@example.com', resendWaitMs: 12_300 } });
    expect(actor.getSnapshot().matches({ code: { resend: 'waiting' } })).toBe(true);
    expect(secondsLeft(actor.getSnapshot())).toBe(13);
    vi.advanceTimersByTime(12_300);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
    actor.send({ type: 'code.resend' });
    expect(resendOtp.calls).toEqual([{ email: 'ada@example.com' }]);
    await resendOtp.resolve({});
    await flush();
    vi.advanceTimersByTime(SPEC_TIMERS.otpResendWait - 1);
    expect(actor.getSnapshot().matches({ code: { resend: 'waiting' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
  });

  it('resumes a code step with the form as it was sent, which Edit Email Address brings back whole', () => {
    const sent = { firstName: 'Ada', lastName: 'Lovelace', password: 'Quartz-Harbor-7731', confirmPassword: 'Quartz-Harbor-7731', referral: 'FRIEND1' };
    const { actor } = start({ referral: '', pendingCode: { email: 'ada@example.com', resendWaitMs: 30_000, values: { ...sent, email: 'other@example.com' } } });
    expect(actor.getSnapshot().hasTag('codeStep')).toBe(true);
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ ...sent, email: 'ada@example.com' });
  });

  it('starts from a code the login page found still fresh: its notice, the wait that was left, then a full one after a resend', async () => {
    const { actor, resendOtp, rememberCodeStep } = start({ pendingCode: { email: 'ada@example.com', resendWaitMs: 44_000, notice: 'alreadySent' } });
    expect(actor.getSnapshot().value).toEqual({ code: { verification: 'idle', resend: { waiting: 'alreadySent' } } });
    expect(actor.getSnapshot().hasTag('alreadySent')).toBe(true);
    expect(rememberCodeStep.mock.calls.map((call) => call[1])).toEqual([{ notice: 'alreadySent' }]);
    expect(secondsLeft(actor.getSnapshot())).toBe(44);
    vi.advanceTimersByTime(43_999);
    expect(secondsLeft(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ code: { resend: 'ready' } })).toBe(true);
    actor.send({ type: 'code.resend' });
    await resendOtp.resolve({});
    await flush();
    expect(actor.getSnapshot().matches({ code: { resend: { waiting: 'resent' } } })).toBe(true);
    expect(secondsLeft(actor.getSnapshot())).toBe(FULL_WAIT_S);
  });

  it('a registration after Edit Email Address speaks of its own code, whatever code the step began with', async () => {
    const { actor, register, rememberCodeStep } = start({ pendingCode: { email: 'ada@example.com', resendWaitMs: 44_000, notice: 'alreadySent' } });
    actor.send({ type: 'email.edit' });
    actor.send({ type: 'captcha.verified', token: 'captcha-1' });
    actor.send({ type: 'form.submit', values: valid });
    await register.resolve({});
    await flush();
    expect(actor.getSnapshot().hasTag('created')).toBe(true);
    expect(rememberCodeStep.mock.calls.at(-1)?.[1]).toEqual({ notice: 'created' });
    expect(secondsLeft(actor.getSnapshot())).toBe(FULL_WAIT_S);
  });

  it('aborts a pending verification when the user edits the e-mail', async () => {
    const { actor, verifyCode } = await reachCodeStep();
    actor.send({ type: 'code.submit', code: '123456' });
    const signal = verifyCode.lastSignal;
    actor.send({ type: 'email.edit' });
    expect(signal.aborted).toBe(true);
  });
});
