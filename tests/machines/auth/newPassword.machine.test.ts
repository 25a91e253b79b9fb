import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newPasswordMachine } from '../../../machines/auth/newPassword.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from './deferred';
import type { Refusal } from '../../../machines/refusal';

function start() {
  const confirmReset = controllableActor<unknown, { password: string; token: string }>();
  const goToLogin = vi.fn();
  const machine = newPasswordMachine.provide({ actors: { confirmReset: confirmReset.logic }, actions: { goToLogin } });
  return { actor: createActor(machine, { input: { token: 'tok-1' } }).start(), confirmReset, goToLogin };
}

describe('new password machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts on an empty form with the link\'s token: nothing typed, no error, no busy retry made', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context).toEqual({ token: 'tok-1', error: null, password: '', code: '', busyRetryAfterMs: 0, busyRetried: false });
  });

  it('requires both fields, then equal passwords', () => {
    const { actor, confirmReset } = start();
    actor.send({ type: 'form.submit', values: { password: '', confirmPassword: 'x' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values: { password: 'x', confirmPassword: ' ' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-2' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'passwordMismatch' });
    expect(confirmReset.calls).toHaveLength(0);
  });

  it('sends {password, token}, then goes to login after the named 4-second delay', async () => {
    const { actor, confirmReset, goToLogin } = start();
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    expect(confirmReset.calls).toEqual([{ password: 'new-secret-1', token: 'tok-1' }]);
    await confirmReset.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    vi.advanceTimersByTime(SPEC_TIMERS.resetRedirect - 1);
    expect(goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
    // Still saying "reset" while the app navigates away.
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
  });

  it('asks for the code when the account has two-factor sign-in on, then sends {password, token, code}', async () => {
    // The server's answers in turn: no code came (the app's actor marks it), then a wrong code.
    const calls: { password: string; token: string; code?: string }[] = [];
    const answers = [
      { kind: 'secondFactorRequired', message: 'Enter the code from your authenticator app, or a recovery code.' } satisfies Refusal,
      new Error('That code is not valid.'),
    ];
    const confirmReset = fromPromise<unknown, { password: string; token: string; code?: string }>(async ({ input }) => {
      calls.push(input);
      throw answers[calls.length - 1];
    });
    const actor = createActor(newPasswordMachine.provide({ actors: { confirmReset } }), { input: { token: 'tok-2' } }).start();
    const values = { password: 'new-secret-1', confirmPassword: 'new-secret-1' };
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'asked' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toEqual([{ password: 'new-secret-1', token: 'tok-2' }]);
    actor.send({ type: 'form.submit', values: { ...values, code: ' ' } });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'codeMissing' });
    actor.send({ type: 'form.submit', values: { ...values, confirmPassword: 'other', code: '123456' } });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'passwordMismatch' });
    actor.send({ type: 'form.submit', values: { ...values, code: '123 456' } });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'submitting' });
    await flush();
    expect(calls.at(-1)).toEqual({ password: 'new-secret-1', token: 'tok-2', code: '123456' });
    // A wrong code: the server's words, and the code is still asked for.
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('That code is not valid.');
    // Its words go with the failure: the next submit starts clean.
    actor.send({ type: 'form.submit', values: { ...values, code: '' } });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'codeMissing' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('with the code asked for, waits out a busy server, sends the same password and code once more, then gives up', async () => {
    // The server's answers in turn: no code came, then too busy (Retry-After 2 s) twice, then busy once more and accepted.
    const busy = (): Refusal => ({ kind: 'busy', message: 'The server is busy right now.', retryAfterMs: 2_000 });
    const calls: { password: string; token: string; code?: string }[] = [];
    const answers: Refusal[] = [{ kind: 'secondFactorRequired', message: 'Enter the code.' }, busy(), busy(), busy()];
    const confirmReset = fromPromise<unknown, { password: string; token: string; code?: string }>(async ({ input }) => {
      calls.push(input);
      const answer = answers[calls.length - 1];
      if (answer) throw answer;
      return {};
    });
    const actor = createActor(newPasswordMachine.provide({ actors: { confirmReset } }), { input: { token: 'tok-3' } }).start();
    const values = { password: 'new-secret-1', confirmPassword: 'new-secret-1' };
    actor.send({ type: 'form.submit', values });
    await flush();
    actor.send({ type: 'form.submit', values: { ...values, code: '123 456' } });
    await flush();
    const sent = { password: 'new-secret-1', token: 'tok-3', code: '123456' };
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'busy' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(actor.getSnapshot().context.busyRetryAfterMs).toBe(2_000);
    // While the wait runs the form sends nothing, by hand or by itself.
    actor.send({ type: 'form.submit', values: { ...values, code: '999999' } });
    vi.advanceTimersByTime(1_999);
    await flush();
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    await flush();
    expect(calls.slice(1)).toEqual([sent, sent]);
    // The retry was refused as busy too: back to the form with the code, everything kept, no error of the server's.
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'stillBusy' });
    expect(actor.getSnapshot().hasTag('secondFactor')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ password: 'new-secret-1', code: '123456', error: null });
    // Submitted again by hand: a fresh busy refusal is waited out again, and the retry goes through.
    actor.send({ type: 'form.submit', values: { ...values, code: '123456' } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'busy' });
    vi.advanceTimersByTime(2_000);
    await flush();
    expect(calls.slice(3)).toEqual([sent, sent]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    vi.advanceTimersByTime(SPEC_TIMERS.resetRedirect);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the failure until the next submit', async () => {
    const { actor, confirmReset } = start();
    actor.send({ type: 'form.submit', values: { password: 'a-password', confirmPassword: 'a-password' } });
    await confirmReset.reject('Password reset failed. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Password reset failed. Please try again.');
    actor.send({ type: 'form.submit', values: { password: '', confirmPassword: '' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
