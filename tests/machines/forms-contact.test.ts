import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactMachine, type ContactFields } from '../../machines/forms/contact.machine';
import { SPEC_TIMERS } from '../oracle/timers';

function start(answer: (fields: ContactFields) => Promise<unknown>) {
  const sent: ContactFields[] = [];
  const sendMessage = fromPromise<unknown, ContactFields>(({ input }) => {
    sent.push(input);
    return answer(input);
  });
  const actor = createActor(contactMachine.provide({ actors: { sendMessage } })).start();
  return { actor, sent };
}

function fill(actor: ReturnType<typeof start>['actor'], fields: ContactFields) {
  for (const [field, value] of Object.entries(fields) as [keyof ContactFields, string][]) {
    actor.send({ type: 'form.change', field, value });
  }
}

describe('contact form machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { name: '', email: 'a@b.co', message: 'Hi' },
    { name: 'Ann', email: '   ', message: 'Hi' },
    { name: 'Ann', email: 'a@b.co', message: ' \n\t ' },
  ])('refuses a field that is blank after trimming: %j', async (fields) => {
    const { actor, sent } = start(async () => ({}));
    fill(actor, fields);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    await vi.runAllTimersAsync();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().context.fields).toEqual(fields);
  });

  it('posts the trimmed fields, clears them and hides the success message after exactly 5 s', async () => {
    const { actor, sent } = start(async () => ({ message: 'ok' }));
    fill(actor, { name: '  Ann Lee ', email: ' ann@example.com ', message: ' Hello there ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ name: 'Ann Lee', email: 'ann@example.com', message: 'Hello there' }]);
    expect(actor.getSnapshot().matches({ editing: 'succeeded' })).toBe(true);
    expect(actor.getSnapshot().context.fields).toEqual({ name: '', email: '', message: '' });
    await vi.advanceTimersByTimeAsync(SPEC_TIMERS.messageDisplay - 1);
    expect(actor.getSnapshot().matches({ editing: 'succeeded' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ editing: 'clean' })).toBe(true);
  });

  it('keeps what was typed on failure and forgets the error when the state is left', async () => {
    const failure = new Error('boom');
    const { actor } = start(async () => {
      throw failure;
    });
    const fields = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
    fill(actor, fields);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.fields).toEqual(fields);
    actor.send({ type: 'form.change', field: 'name', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
