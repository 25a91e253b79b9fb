import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newPasswordMachine, type ResetLinkState } from '../../../machines/auth/newPassword.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from './deferred';
import type { Refusal } from '../../../machines/refusal';

const LINK_DEAD: Refusal = { kind: 'linkInvalid', message: 'This reset link is invalid or has expired. Please request a new one.' };
/** The link's check, answered at once: it works, with two-factor sign-in off (or as given). */
const linkWorks = (twoFactor = false) => fromPromise<ResetLinkState, { token: string }>(async () => ({ twoFactor }));

/** The machine with its link still being checked: the test answers the check, then the confirmation, by hand. */
function startChecking() {
  const checkLink = controllableActor<ResetLinkState, { token: string }>();
  const confirmReset = controllableActor<unknown, { password: string; token: string }>();
  const goToLogin = vi.fn();
  const machine = newPasswordMachine.provide({ actors: { checkLink: checkLink.logic, confirmReset: confirmReset.logic }, actions: { goToLogin } });
  return { actor: createActor(machine, { input: { token: 'tok-1' } }).start(), checkLink, confirmReset, goToLogin };
}

/** The machine on its form: the link checked and working, two-factor sign-in off. */
async function start() {
  const started = startChecking();
  await started.checkLink.resolve({ twoFactor: false });
  await flush();
  return started;
}

describe('new password machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks the link\'s token first, then shows an empty form: nothing typed, no error, no busy retry made', async () => {
    const { actor, checkLink, confirmReset } = startChecking();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(checkLink.calls).toEqual([{ token: 'tok-1' }]);
    // Nothing to submit while the link is checked.
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    expect(actor.getSnapshot().value).toBe('checking');
    await checkLink.resolve({ twoFactor: false });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().hasTag('secondFactor')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ token: 'tok-1', error: null, password: '', code: '', busyRetryAfterMs: 0, busyRetried: false });
    expect(confirmReset.calls).toHaveLength(0);
  });

  it('with two-factor sign-in on, opens the form with the code field, and the first submit sends the code', async () => {
    const { actor, checkLink, confirmReset } = startChecking();
    await checkLink.resolve({ twoFactor: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'offered' });
    expect(actor.getSnapshot().hasTag('secondFactor')).toBe(true);
    // Offered from the start, not asked for late: the field does not take the focus from the passwords.
    expect(actor.getSnapshot().hasTag('codeJustAsked')).toBe(false);
    const values = { password: 'new-secret-1', confirmPassword: 'new-secret-1' };
    actor.send({ type: 'form.submit', values: { ...values, code: '' } });
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'codeMissing' });
    actor.send({ type: 'form.submit', values: { ...values, code: '123 456' } });
    expect(confirmReset.calls).toEqual([{ password: 'new-secret-1', token: 'tok-1', code: '123456' }]);
  });

  it('a used or expired link shows the server\'s words at once, with no form to type into', async () => {
    const { actor, checkLink, confirmReset } = startChecking();
    await checkLink.reject(LINK_DEAD);
    await flush();
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(actor.getSnapshot().context.error).toBe(LINK_DEAD.message);
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    actor.send({ type: 'link.retry' });
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(checkLink.calls).toHaveLength(1);
    expect(confirmReset.calls).toHaveLength(0);
  });

  it('a check that fails on the way says why and checks again on Try again, never waiting for ever', async () => {
    const { actor, checkLink } = startChecking();
    await checkLink.reject('We could not check your reset link. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toBe('checkFailed');
    expect(actor.getSnapshot().context.error).toBe('We could not check your reset link. Please try again.');
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1' } });
    expect(actor.getSnapshot().value).toBe('checkFailed');
    actor.send({ type: 'link.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    // Its words go with the failure.
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(checkLink.calls).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }]);
    await checkLink.resolve({ twoFactor: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'offered' });
  });

  it('a link spent or expired while the form was open shows the same dead-link state, with or without the code field', async () => {
    for (const twoFactor of [false, true]) {
      const confirmReset = fromPromise<unknown, { password: string; token: string; code?: string }>(async () => {
        throw LINK_DEAD;
      });
      const actor = createActor(newPasswordMachine.provide({ actors: { checkLink: linkWorks(twoFactor), confirmReset } }), { input: { token: 'tok-4' } }).start();
      await flush();
      actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-1', code: '123456' } });
      await flush();
      expect(actor.getSnapshot().value).toBe('linkInvalid');
      expect(actor.getSnapshot().context.error).toBe(LINK_DEAD.message);
    }
  });

  it('requires both fields, then equal passwords', async () => {
    const { actor, confirmReset } = await start();
    actor.send({ type: 'form.submit', values: { password: '', confirmPassword: 'x' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values: { password: 'x', confirmPassword: ' ' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'incomplete' });
    actor.send({ type: 'form.submit', values: { password: 'new-secret-1', confirmPassword: 'new-secret-2' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'passwordMismatch' });
    expect(confirmReset.calls).toHaveLength(0);
  });

  it('sends {password, token}, then goes to login after the named 4-second delay', async () => {
    const { actor, confirmReset, goToLogin } = await start();
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
    // Two-factor sign-in was off when the page opened, and turned on before the submit.
    const actor = createActor(newPasswordMachine.provide({ actors: { checkLink: linkWorks(), confirmReset } }), { input: { token: 'tok-2' } }).start();
    await flush();
    const values = { password: 'new-secret-1', confirmPassword: 'new-secret-1' };
    actor.send({ type: 'form.submit', values });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ secondFactor: 'asked' });
    expect(actor.getSnapshot().hasTag('codeJustAsked')).toBe(true);
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
    const actor = createActor(newPasswordMachine.provide({ actors: { checkLink: linkWorks(), confirmReset } }), { input: { token: 'tok-3' } }).start();
    await flush();
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
    const { actor, confirmReset } = await start();
    actor.send({ type: 'form.submit', values: { password: 'a-password', confirmPassword: 'a-password' } });
    await confirmReset.reject('Password reset failed. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Password reset failed. Please try again.');
    actor.send({ type: 'form.submit', values: { password: '', confirmPassword: '' } });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
