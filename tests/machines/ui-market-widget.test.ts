import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { marketWidgetMachine } from '../../machines/ui/marketWidget.machine';
import { DECIDED_TIMERS } from '../oracle/timers';

function start(consented: boolean) {
  return createActor(marketWidgetMachine, { input: { consented } }).start();
}

describe('market widget machine (TradingView slot)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for consent before loading anything', () => {
    const actor = start(false);
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    vi.advanceTimersByTime(DECIDED_TIMERS.marketWidgetLoadTimeout * 2);
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
    actor.send({ type: 'consent.granted' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('loads at once when consent was given earlier', () => {
    expect(start(true).getSnapshot().value).toBe('loading');
  });

  it('gives up after the load timeout: market data unavailable', () => {
    const actor = start(true);
    vi.advanceTimersByTime(DECIDED_TIMERS.marketWidgetLoadTimeout - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('is unavailable at once when the script fails to load', () => {
    const actor = start(true);
    actor.send({ type: 'widget.failed' });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('is ready when the script loads in time, and the timeout no longer applies', () => {
    const actor = start(true);
    actor.send({ type: 'widget.loaded' });
    vi.advanceTimersByTime(DECIDED_TIMERS.marketWidgetLoadTimeout * 2);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('goes back to the consent placeholder when consent is withdrawn', () => {
    const actor = start(true);
    actor.send({ type: 'widget.loaded' });
    actor.send({ type: 'consent.withdrawn' });
    expect(actor.getSnapshot().value).toBe('awaitingConsent');
  });
});
