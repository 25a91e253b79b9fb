import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accordionMachine } from '../../machines/ui/accordion.machine';

function start() {
  return createActor(accordionMachine).start();
}

describe('accordion machine', () => {
  it('starts with every panel closed', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('allClosed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('opens the toggled panel', () => {
    const actor = start();
    actor.send({ type: 'accordion.toggle', id: 'q3' });
    expect(actor.getSnapshot().value).toBe('oneOpen');
    expect(actor.getSnapshot().context.openId).toBe('q3');
  });

  it('keeps only one panel open: opening another closes the first', () => {
    const actor = start();
    actor.send({ type: 'accordion.toggle', id: 'q1' });
    actor.send({ type: 'accordion.toggle', id: 'q2' });
    expect(actor.getSnapshot().value).toBe('oneOpen');
    expect(actor.getSnapshot().context.openId).toBe('q2');
  });

  it('closes the open panel when it is toggled again', () => {
    const actor = start();
    actor.send({ type: 'accordion.toggle', id: 'q1' });
    actor.send({ type: 'accordion.toggle', id: 'q1' });
    expect(actor.getSnapshot().value).toBe('allClosed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });
});
