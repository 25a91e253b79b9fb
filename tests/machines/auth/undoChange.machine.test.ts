import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { undoChangeMachine } from '../../../machines/auth/undoChange.machine';
import { controllableActor, flush } from './deferred';
import type { Refusal } from '../../../machines/refusal';

function start(token?: string) {
  const undoChange = controllableActor<string, { token: string }>();
  const endSession = vi.fn();
  const machine = undoChangeMachine.provide({ actors: { undoChange: undoChange.logic }, actions: { endSession } });
  return { actor: createActor(machine, { input: token === undefined ? {} : { token } }).start(), undoChange, endSession };
}

describe('undo change machine', () => {
  it('spends nothing when opened: only the press sends the token', async () => {
    const { actor, undoChange, endSession } = start('tok-1');
    expect(actor.getSnapshot().value).toBe('ready');
    expect(undoChange.calls).toEqual([]);
    actor.send({ type: 'undo.confirm' });
    actor.send({ type: 'undo.confirm' });
    expect(undoChange.calls).toEqual([{ token: 'tok-1' }]);
    await undoChange.resolve('Two-factor sign-in was turned off and every device was signed out.');
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.message).toBe('Two-factor sign-in was turned off and every device was signed out.');
    // Every session ended on the server: this browser's goes too, once.
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([[undefined], [''], ['   ']])('without a token (%j) the link is refused at once, with nothing to press', (token) => {
    const { actor, undoChange } = start(token);
    expect(actor.getSnapshot().value).toEqual({ linkInvalid: 'missing' });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: 'undo.confirm' });
    expect(undoChange.calls).toEqual([]);
  });

  it("a link the server refuses stays refused; a failure on the way offers the press again", async () => {
    const refusal: Refusal = { kind: 'linkInvalid', message: 'This link is invalid, has expired or has already been used.' };
    const refused = createActor(undoChangeMachine.provide({ actors: { undoChange: fromPromise(() => Promise.reject(refusal)) } }), { input: { token: 't' } }).start();
    refused.send({ type: 'undo.confirm' });
    await flush();
    expect(refused.getSnapshot().value).toEqual({ linkInvalid: 'refused' });
    expect(refused.getSnapshot().context.message).toBe(refusal.message);

    const { actor, undoChange, endSession } = start('tok-2');
    actor.send({ type: 'undo.confirm' });
    await undoChange.reject('We could not undo the change. Please try again.');
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('We could not undo the change. Please try again.');
    actor.send({ type: 'undo.confirm' });
    expect(actor.getSnapshot().value).toBe('undoing');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(undoChange.calls).toHaveLength(2);
    expect(endSession).not.toHaveBeenCalled();
  });
});
