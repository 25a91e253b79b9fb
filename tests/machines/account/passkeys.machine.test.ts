import { describe, expect, it } from 'vitest';
import { createActor, type NonReducibleUnknown } from 'xstate';
import { passkeysMachine, type PasskeyEntry } from '../../../machines/account/passkeys.machine';
import { controllableActor, flush } from '../auth/deferred';

/**
 * What the walks cannot show on the page: the name is kept without the spaces around it, a
 * passkey no longer listed is not removed, the load counts as busy, and an error goes once its
 * step is left.
 */
function start() {
  const listPasskeys = controllableActor<PasskeyEntry[], NonReducibleUnknown>();
  const addPasskey = controllableActor<PasskeyEntry[], { name: string }>();
  const removePasskey = controllableActor<unknown, { id: string }>();
  const machine = passkeysMachine.provide({ actors: { listPasskeys: listPasskeys.logic, addPasskey: addPasskey.logic, removePasskey: removePasskey.logic } });
  const actor = createActor(machine).start();
  return { actor, listPasskeys, addPasskey, removePasskey, context: () => actor.getSnapshot().context };
}

const LAPTOP: PasskeyEntry = { id: 'laptop-key', name: 'Work laptop', createdAt: 1, lastUsedAt: 2 };
const PHONE: PasskeyEntry = { id: 'phone-key', name: 'Phone', createdAt: 3, lastUsedAt: null };

async function loaded() {
  const flow = start();
  await flow.listPasskeys.resolve([LAPTOP, PHONE]);
  await flush();
  return flow;
}

describe('passkeys machine', () => {
  it('starts knowing nothing, and counts as busy while it loads', () => {
    const flow = start();
    expect(flow.context()).toEqual({ passkeys: [], name: '', removing: null, error: null });
    expect(flow.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('adds the passkey under the name typed, without the spaces around it', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'passkey.add', name: '  Home desktop ' });
    expect(flow.addPasskey.calls).toEqual([{ name: 'Home desktop' }]);
  });

  // The generated walks tour only the moves the machine makes: an addition whose end was lost
  // (onDone or onError emptied, the machine left in `adding`) would tour less, not fail.
  it('shows the list the addition answered, with its note; a failed addition says why and can be tried again', async () => {
    const flow = await loaded();
    const HOME: PasskeyEntry = { id: 'home-key', name: 'Home desktop', createdAt: 4, lastUsedAt: null };
    flow.actor.send({ type: 'passkey.add', name: 'Home desktop' });
    await flow.addPasskey.resolve([LAPTOP, PHONE, HOME]);
    await flush();
    expect(flow.actor.getSnapshot().hasTag('added')).toBe(true);
    expect(flow.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(flow.context().passkeys).toEqual([LAPTOP, PHONE, HOME]);
    flow.actor.send({ type: 'passkey.add', name: 'Tablet' });
    await flow.addPasskey.reject('The passkey request was cancelled or timed out.');
    await flush();
    expect(flow.actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(flow.context().error).toBe('The passkey request was cancelled or timed out.');
    expect(flow.actor.getSnapshot().can({ type: 'passkey.add', name: 'Tablet' })).toBe(true);
  });

  it('does not remove a passkey that is no longer listed', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'passkey.remove', id: 'gone-key' });
    expect(flow.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(flow.removePasskey.calls).toHaveLength(0);
    flow.actor.send({ type: 'passkey.remove', id: PHONE.id });
    expect(flow.removePasskey.calls).toEqual([{ id: PHONE.id }]);
  });

  it('drops a removed passkey from the list, and forgets which one was being removed', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'passkey.remove', id: PHONE.id });
    expect(flow.context().removing).toBe(PHONE.id);
    await flow.removePasskey.resolve({});
    await flush();
    expect(flow.actor.getSnapshot().matches({ ready: 'removed' })).toBe(true);
    expect(flow.context()).toMatchObject({ passkeys: [LAPTOP], removing: null });
  });

  it('forgets the load error on retry', async () => {
    const flow = start();
    await flow.listPasskeys.reject('The request failed.');
    await flush();
    expect(flow.context().error).toBe('The request failed.');
    flow.actor.send({ type: 'passkeys.retry' });
    expect(flow.context().error).toBeNull();
  });

  it('forgets a failed removal, and its error at the next step', async () => {
    const flow = await loaded();
    flow.actor.send({ type: 'passkey.remove', id: PHONE.id });
    await flow.removePasskey.reject('The request failed.');
    await flush();
    expect(flow.context()).toMatchObject({ removing: null, error: 'The request failed.', passkeys: [LAPTOP, PHONE] });
    flow.actor.send({ type: 'passkey.add', name: 'Home desktop' });
    expect(flow.context().error).toBeNull();
  });
});
