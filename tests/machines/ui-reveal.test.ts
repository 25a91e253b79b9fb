import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { revealMachine } from '../../machines/ui/reveal.machine';
import { disclosureMachine } from '../../machines/ui/disclosure.machine';

describe('reveal machine', () => {
  it('waits hidden until half in view, then reveals once for good', () => {
    const actor = createActor(revealMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'visible' });
    expect(actor.getSnapshot().value).toBe('revealed');
    actor.send({ type: 'visible' });
    expect(actor.getSnapshot().value).toBe('revealed');
  });

  it('starts waiting without any input, as the tools that walk the registry start it', () => {
    // Typed as any machine, as the registry holds it: no input is required of it there.
    expect(createActor(revealMachine as AnyStateMachine).start().getSnapshot().value).toBe('waiting');
  });

  it('shows the content without animation under reduced motion', () => {
    const actor = createActor(revealMachine, { input: { reducedMotion: true } }).start();
    expect(actor.getSnapshot().value).toBe('shown');
  });
});

describe('disclosure machine', () => {
  it('toggles between collapsed and expanded', () => {
    const actor = createActor(disclosureMachine).start();
    expect(actor.getSnapshot().value).toBe('collapsed');
    actor.send({ type: 'disclosure.toggle' });
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.send({ type: 'disclosure.toggle' });
    expect(actor.getSnapshot().value).toBe('collapsed');
  });
});
