import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../../machines/investment/checkout.machine';
import type { CheckoutDeposit } from '../../../domain/investment/types';
import { PAYMENT_WINDOW_MS } from '../../oracle/checkout';
import { DESIGN_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from '../auth/deferred';

/**
 * What the checkout walk cannot show on its page: the window of a quote the server locked for
 * less (or more) than the 30 minutes, the 1 s tick between two whole seconds, a quote the server
 * calls expired while its time is not up, the hash sent without the spaces around it, the context
 * a caller reads once a step is over (the error, the seconds left). Durations come from the
 * oracle, never from domain/constants.
 */
const SECOND = DESIGN_TIMERS.countdownTick;
const MINUTE = 60 * SECOND;

function quote(overrides: Partial<CheckoutDeposit> = {}): CheckoutDeposit {
  return {
    id: 'dep-7', slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20', planId: 'baselayer', sectorId: 'agriculture', amountCents: 250_000,
    coinAmount: '2500.00', rateCents: 100, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', isTestAddress: false,
    expiresAt: Date.now() + PAYMENT_WINDOW_MS, status: 'awaitingPayment', txHash: null, ...overrides,
  };
}

function start() {
  const loadOpenDeposit = controllableActor<CheckoutDeposit | null, { slug: string }>();
  const reportPayment = controllableActor<CheckoutDeposit, { id: string; txHash: string }>();
  const requote = controllableActor<CheckoutDeposit, { id: string }>();
  const machine = checkoutMachine.provide({ actors: { loadOpenDeposit: loadOpenDeposit.logic, reportPayment: reportPayment.logic, requote: requote.logic } });
  const actor = createActor(machine, { input: { slug: 'usdt_trc20' } }).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, loadOpenDeposit, reportPayment, requote, snapshot, context: () => snapshot().context };
}

/** A checkout whose server answered `deposit` to the first load. */
async function loaded(deposit: CheckoutDeposit | null) {
  const flow = start();
  await flow.loadOpenDeposit.resolve(deposit);
  await flush();
  return flow;
}

const awaiting = (flow: ReturnType<typeof start>) => flow.snapshot().matches('awaitingPayment');
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout machine', () => {
  it('asks for the open deposit of its own checkout, knowing nothing yet', () => {
    const flow = start();
    expect(flow.loadOpenDeposit.calls).toEqual([{ slug: 'usdt_trc20' }]);
    expect(flow.context()).toEqual({ slug: 'usdt_trc20', deposit: null, secondsLeft: 0, txHash: '', error: null });
  });

  describe('the payment window', () => {
    it('runs out when a quote locked for less than the window says, not after the whole window', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() + 10 * MINUTE }));
      expect(flow.context().secondsLeft).toBe(600);
      await wait(10 * MINUTE - 1);
      expect(awaiting(flow)).toBe(true);
      await wait(1);
      expect(flow.snapshot().matches({ expired: 'idle' })).toBe(true);
    });

    it('never lasts longer than the window, whatever the server locked', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() + PAYMENT_WINDOW_MS + 10 * MINUTE }));
      await wait(PAYMENT_WINDOW_MS - 1);
      expect(awaiting(flow)).toBe(true);
      await wait(1);
      expect(flow.snapshot().matches('expired')).toBe(true);
    });

    it('counts the seconds left on a 1 s tick, between two whole seconds too', async () => {
      // 10.5 s left shows 11; one tick later 9.5 s, which shows 10. A faster tick would show 10 sooner.
      const flow = await loaded(quote({ expiresAt: Date.now() + 10_500 }));
      expect(flow.context().secondsLeft).toBe(11);
      await wait(SECOND - 1);
      expect(flow.context().secondsLeft).toBe(11);
      await wait(1);
      expect(flow.context().secondsLeft).toBe(10);
    });

    it('has no second left once the quote has run out (the last tick showed one)', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() + 3 * SECOND }));
      await wait(2 * SECOND);
      expect(flow.context().secondsLeft).toBe(1);
      await wait(SECOND);
      expect(flow.snapshot().matches('expired')).toBe(true);
      expect(flow.context().secondsLeft).toBe(0);
    });

    it('runs out while a report is on its way, and the late answer changes nothing', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() + MINUTE }));
      flow.actor.send({ type: 'payment.sent' });
      await wait(MINUTE);
      expect(flow.snapshot().matches({ expired: 'idle' })).toBe(true);
      await flow.reportPayment.resolve(quote({ status: 'pending' }));
      await flush();
      expect(flow.snapshot().matches({ expired: 'idle' })).toBe(true);
    });
  });

  describe('what the loaded deposit is', () => {
    it('is expired when its time is up, though the server still awaits the payment', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() }));
      expect(flow.snapshot().matches({ expired: 'idle' })).toBe(true);
      expect(flow.context().deposit?.id).toBe('dep-7');
    });

    it('is expired when the server says so, though its time is not up', async () => {
      const flow = await loaded(quote({ status: 'expired' }));
      expect(flow.snapshot().matches({ expired: 'idle' })).toBe(true);
    });

    it('is awaiting the payment with a millisecond left', async () => {
      const flow = await loaded(quote({ expiresAt: Date.now() + 1 }));
      expect(awaiting(flow)).toBe(true);
    });

    it.each(['pending', 'confirmed', 'rejected'] as const)('is reported once %s, and the checkout is over', async (status) => {
      const flow = await loaded(quote({ status, expiresAt: Date.now() - MINUTE }));
      expect(flow.snapshot().matches('reported')).toBe(true);
      expect(flow.snapshot().status).toBe('done');
      expect(flow.context().deposit?.status).toBe(status);
    });
  });

  describe('reporting the payment', () => {
    it('keeps the hash as typed, and sends it without the spaces around it, for the deposit on screen', async () => {
      const flow = await loaded(quote());
      flow.actor.send({ type: 'txHash.change', value: '  0xfeed ' });
      expect(flow.context().txHash).toBe('  0xfeed ');
      flow.actor.send({ type: 'payment.sent' });
      expect(flow.reportPayment.calls).toEqual([{ id: 'dep-7', txHash: '0xfeed' }]);
    });

    it('sends no hash when none was typed', async () => {
      const flow = await loaded(quote());
      flow.actor.send({ type: 'payment.sent' });
      expect(flow.reportPayment.calls).toEqual([{ id: 'dep-7', txHash: '' }]);
    });

    it('holds the deposit the server answered with, and stops', async () => {
      const flow = await loaded(quote());
      flow.actor.send({ type: 'payment.sent' });
      await flow.reportPayment.resolve(quote({ status: 'pending', txHash: '0xfeed' }));
      await flush();
      expect(flow.snapshot().status).toBe('done');
      expect(flow.context().deposit).toMatchObject({ status: 'pending', txHash: '0xfeed' });
    });

    it('keeps a refusal until the hash changes, then forgets it; the hash typed stays', async () => {
      const flow = await loaded(quote());
      flow.actor.send({ type: 'txHash.change', value: '0xfeed' });
      flow.actor.send({ type: 'payment.sent' });
      await flow.reportPayment.reject('That deposit was already reported.');
      await flush();
      expect(flow.context()).toMatchObject({ error: 'That deposit was already reported.', txHash: '0xfeed' });
      flow.actor.send({ type: 'txHash.change', value: '0xfeed2' });
      expect(flow.snapshot().matches({ awaitingPayment: { payment: 'idle' } })).toBe(true);
      expect(flow.context()).toMatchObject({ error: null, txHash: '0xfeed2' });
    });

    it('forgets a refusal when the report is sent again', async () => {
      const flow = await loaded(quote());
      flow.actor.send({ type: 'payment.sent' });
      await flow.reportPayment.reject('The request failed.');
      await flush();
      flow.actor.send({ type: 'payment.sent' });
      expect(flow.context().error).toBeNull();
      expect(flow.reportPayment.calls).toHaveLength(2);
    });
  });

  describe('a new quote', () => {
    it('is asked for the expired deposit, and its window is counted afresh', async () => {
      const flow = await loaded(quote({ status: 'expired', expiresAt: Date.now() }));
      flow.actor.send({ type: 'quote.refresh' });
      expect(flow.requote.calls).toEqual([{ id: 'dep-7' }]);
      await flow.requote.resolve(quote({ id: 'dep-8', expiresAt: Date.now() + 5 * MINUTE }));
      await flush();
      expect(awaiting(flow)).toBe(true);
      expect(flow.context().secondsLeft).toBe(300);
      flow.actor.send({ type: 'payment.sent' });
      expect(flow.reportPayment.calls).toEqual([{ id: 'dep-8', txHash: '' }]);
      await wait(5 * MINUTE);
      expect(flow.snapshot().matches('expired')).toBe(true);
    });

    it('keeps a refusal until asked again, then forgets it', async () => {
      const flow = await loaded(quote({ status: 'expired' }));
      flow.actor.send({ type: 'quote.refresh' });
      await flow.requote.reject('We could not get a new quote.');
      await flush();
      expect(flow.snapshot().matches({ expired: 'failed' })).toBe(true);
      expect(flow.context().error).toBe('We could not get a new quote.');
      flow.actor.send({ type: 'quote.refresh' });
      expect(flow.context().error).toBeNull();
      expect(flow.requote.calls).toHaveLength(2);
    });
  });

  it('forgets a failed load on retry, and asks again', async () => {
    const flow = start();
    await flow.loadOpenDeposit.reject('The request failed.');
    await flush();
    expect(flow.context().error).toBe('The request failed.');
    flow.actor.send({ type: 'checkout.retry' });
    expect(flow.context().error).toBeNull();
    expect(flow.loadOpenDeposit.calls).toHaveLength(2);
  });
});
