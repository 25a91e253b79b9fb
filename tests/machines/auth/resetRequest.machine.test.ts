import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resetRequestMachine } from '../../../machines/auth/resetRequest.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from './deferred';

function start() {
  const requestReset = controllableActor<unknown, { email: string }>();
  const machine = resetRequestMachine.provide({ actors: { requestReset: requestReset.logic } });
  return { actor: createActor(machine).start(), requestReset };
}
const secondsLeft = (actor: ReturnType<typeof start>['actor']) =>
  (actor.getSnapshot().children.countdown?.getSnapshot() as { context: { secondsLeft: number } } | undefined)?.context.secondsLeft;

describe('reset request machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses an empty e-mail', () => {
    const { actor, requestReset } = start();
    actor.send({ type: 'form.submit', email: '  ' });
    expect(actor.getSnapshot().value).toEqual({ form: 'emailMissing' });
    expect(requestReset.calls).toHaveLength(0);
  });

  it('shows the failure and keeps the e-mail', async () => {
    const { actor, requestReset } = start();
    actor.send({ type: 'form.submit', email: 'ada@example.com' });
    actor.send({ type: 'form.submit', email: 'ada@example.com' });
    expect(requestReset.calls).toEqual([{ email: 'ada@example.com' }]);
    await requestReset.reject('Failed to send reset link. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ email: 'ada@example.com', error: 'Failed to send reset link. Please try again.' });
  });

  it('confirms, waits 120 s on the named delay with a visible countdown, resends and restarts the wait', async () => {
    const { actor, requestReset } = start();
    actor.send({ type: 'form.submit', email: ' ada@example.com ' });
    await requestReset.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sent: 'waiting' });
    expect(secondsLeft(actor)).toBe(120);
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft(actor)).toBe(119);
    actor.send({ type: 'link.resend' });
    expect(requestReset.calls).toHaveLength(1);
    vi.advanceTimersByTime(SPEC_TIMERS.resetLinkResendWait - 1_001);
    expect(actor.getSnapshot().value).toEqual({ sent: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ sent: 'ready' });
    actor.send({ type: 'link.resend' });
    expect(requestReset.calls.at(-1)).toEqual({ email: 'ada@example.com' });
    await requestReset.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sent: 'waiting' });
    expect(secondsLeft(actor)).toBe(120);
    vi.advanceTimersByTime(SPEC_TIMERS.resetLinkResendWait);
    expect(actor.getSnapshot().value).toEqual({ sent: 'ready' });
  });

  it('a failed resend can be retried; Edit Email returns to the form with the e-mail kept', async () => {
    const { actor, requestReset } = start();
    actor.send({ type: 'form.submit', email: 'ada@example.com' });
    await requestReset.resolve({});
    await flush();
    vi.advanceTimersByTime(SPEC_TIMERS.resetLinkResendWait);
    actor.send({ type: 'link.resend' });
    await requestReset.reject('Failed to send reset link. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ sent: 'failed' });
    actor.send({ type: 'link.resend' });
    expect(actor.getSnapshot().value).toEqual({ sent: 'resending' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'email.edit' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.email).toBe('ada@example.com');
  });
});
