import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { consentMachine, type ConsentChoice } from '../../machines/ui/consent.machine';

function start(stored: ConsentChoice | null) {
  const persisted: (ConsentChoice | null)[] = [];
  const persistChoice = vi.fn(({ context }: { context: { choice: ConsentChoice | null } }) => {
    persisted.push(context.choice);
  });
  const actor = createActor(consentMachine.provide({ actions: { persistChoice } }), { input: { stored } }).start();
  return { actor, persisted };
}

describe('cookie consent machine', () => {
  it('opens the banner when no choice is stored', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(true);
    expect(actor.getSnapshot().context.choice).toBeNull();
  });

  it('keeps the banner closed when a choice is stored', () => {
    const { actor } = start({ markets: false, analytics: false });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(false);
  });

  it.each([
    ['consent.acceptAll', true],
    ['consent.rejectAll', false],
  ] as const)('%s stores the choice and closes the banner', (type, markets) => {
    const { actor, persisted } = start(null);
    actor.send({ type });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(false);
    // Both optional purposes together: the banner's two buttons are all or nothing.
    expect(actor.getSnapshot().context.choice).toEqual({ markets, analytics: markets });
    expect(persisted).toEqual([{ markets, analytics: markets }]);
  });

  it('reopens from the footer, keeps the earlier choice until a new one, and stores a change', () => {
    const { actor, persisted } = start({ markets: true, analytics: true });
    actor.send({ type: 'consent.review' });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(true);
    expect(actor.getSnapshot().context.choice).toEqual({ markets: true, analytics: true });
    actor.send({ type: 'consent.keep' });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(false);
    expect(persisted).toEqual([]);
    actor.send({ type: 'consent.review' });
    actor.send({ type: 'consent.rejectAll' });
    expect(actor.getSnapshot().context.choice).toEqual({ markets: false, analytics: false });
    expect(persisted).toEqual([{ markets: false, analytics: false }]);
  });

  it('"Load market charts" grants the market widgets and closes the banner', () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'consent.grantMarkets' });
    // The charts only: nothing was said about page-speed measurement.
    expect(actor.getSnapshot().context.choice).toEqual({ markets: true, analytics: false });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(false);
    expect(persisted).toEqual([{ markets: true, analytics: false }]);
  });

  it('"Load market charts" after Reject all leaves page-speed measurement refused, and after an earlier yes allowed', () => {
    const refused = start({ markets: false, analytics: false });
    refused.actor.send({ type: 'consent.grantMarkets' });
    expect(refused.actor.getSnapshot().context.choice).toEqual({ markets: true, analytics: false });
    const allowed = start({ markets: false, analytics: true });
    allowed.actor.send({ type: 'consent.grantMarkets' });
    expect(allowed.actor.getSnapshot().context.choice).toEqual({ markets: true, analytics: true });
  });

  it('adopts a choice made in another tab, or its removal', () => {
    const { actor } = start(null);
    actor.send({ type: 'consent.synced', choice: { markets: true, analytics: false } });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(false);
    actor.send({ type: 'consent.synced', choice: null });
    expect(actor.getSnapshot().hasTag('bannerOpen')).toBe(true);
  });
});
