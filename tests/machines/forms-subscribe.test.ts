import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { subscribeMachine } from '../../machines/forms/subscribe.machine';
import { SPEC_TIMERS } from '../oracle/timers';

function start(answer: () => Promise<unknown>) {
  const sent: { email: string }[] = [];
  const subscribe = fromPromise<unknown, { email: string }>(({ input }) => {
    sent.push(input);
    return answer();
  });
  const actor = createActor(subscribeMachine.provide({ actors: { subscribe } })).start();
  return { actor, sent };
}

describe('newsletter subscribe machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('posts {email}, clears the field and hides the success message after exactly 5 s', async () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'form.change', value: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ email: 'ann@example.com' }]);
    expect(actor.getSnapshot().matches({ editing: 'succeeded' })).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('');
    await vi.advanceTimersByTimeAsync(SPEC_TIMERS.messageDisplay - 1);
    expect(actor.getSnapshot().matches({ editing: 'succeeded' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
  });

  it('does not submit an empty or blank address (the input is required)', () => {
    const { actor, sent } = start(async () => ({}));
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
    expect(sent).toEqual([]);
  });

  it('keeps the address on failure, and the error lasts only while failed', async () => {
    const failure = new Error('nope');
    const { actor } = start(async () => {
      throw failure;
    });
    actor.send({ type: 'form.change', value: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.email).toBe('ann@example.com');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
