import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine } from '../../../machines/investment/checkout.machine';
import { clipboardMachine } from '../../../machines/investment/clipboard.machine';
import { depositFormMachine } from '../../../machines/investment/depositForm.machine';
import { withdrawMachine } from '../../../machines/investment/withdraw.machine';
import { passwordChangeMachine } from '../../../machines/investment/passwordChange.machine';
import type { CheckoutDeposit } from '../../../domain/investment/types';
import { DECIDED_TIMERS } from '../../oracle/timers';

const flush = () => vi.advanceTimersByTimeAsync(0);

function openDeposit(overrides: Partial<CheckoutDeposit> = {}): CheckoutDeposit {
  return {
    id: 'd1', slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20', planId: 'baselayer', sectorId: 'agriculture', amountCents: 100_000,
    coinAmount: '1000.00', rateCents: 100, address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', isTestAddress: true,
    expiresAt: Date.now() + DECIDED_TIMERS.paymentWindow, status: 'awaitingPayment', txHash: null, ...overrides,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkout flow', () => {
  function start(load: () => Promise<CheckoutDeposit | null>, report = vi.fn(async ({ txHash }: { id: string; txHash: string }) => openDeposit({ status: 'pending', txHash }))) {
    const requote = vi.fn(async () => openDeposit());
    const actor = createActor(
      checkoutMachine.provide({
        actors: { loadOpenDeposit: fromPromise(load), reportPayment: fromPromise(({ input }) => report(input)), requote: fromPromise(requote) },
      }),
      { input: { slug: 'usdt_trc20' } },
    ).start();
    return { actor, report, requote };
  }

  it('counts down every second and expires when the window ends, then quotes again', async () => {
    const { actor, requote } = start(async () => openDeposit());
    await flush();
    expect(actor.getSnapshot().matches('awaitingPayment')).toBe(true);
    const left = () => actor.getSnapshot().context.secondsLeft;
    expect(left()).toBe(DECIDED_TIMERS.paymentWindow / 1000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(left()).toBe(DECIDED_TIMERS.paymentWindow / 1000 - 3);
    await vi.advanceTimersByTimeAsync(DECIDED_TIMERS.paymentWindow - 3_001);
    expect(actor.getSnapshot().matches('awaitingPayment')).toBe(true);
    expect(left()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(left()).toBe(0);
    actor.send({ type: 'quote.refresh' });
    await flush();
    expect(requote).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches('awaitingPayment')).toBe(true);
  });

  it('reports the payment with the optional hash and becomes pending', async () => {
    const { actor, report } = start(async () => openDeposit());
    await flush();
    actor.send({ type: 'txHash.change', value: '  abc123 ' });
    actor.send({ type: 'payment.sent' });
    await flush();
    expect(report).toHaveBeenCalledWith({ id: 'd1', txHash: 'abc123' });
    expect(actor.getSnapshot().value).toBe('reported');
    expect(actor.getSnapshot().context.deposit!.status).toBe('pending');
  });

  it('keeps the error only while the failed state lasts', async () => {
    const report = vi.fn(async () => {
      throw new Error('Network down');
    });
    const { actor } = start(async () => openDeposit(), report);
    await flush();
    actor.send({ type: 'payment.sent' });
    await flush();
    expect(actor.getSnapshot().matches({ awaitingPayment: { payment: 'failed' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Network down');
    actor.send({ type: 'txHash.change', value: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('knows a checkout with no open deposit, an already reported one and an expired quote', async () => {
    const none = start(async () => null);
    const reported = start(async () => openDeposit({ status: 'pending' }));
    const expired = start(async () => openDeposit({ expiresAt: Date.now() - 1 }));
    await flush();
    expect(none.actor.getSnapshot().value).toBe('noDeposit');
    expect(reported.actor.getSnapshot().value).toBe('reported');
    expect(expired.actor.getSnapshot().matches('expired')).toBe(true);
  });
});

describe('deposit form flow', () => {
  it('refuses an invalid draft, then creates the deposit and goes to the checkout', async () => {
    const goToCheckout = vi.fn();
    const actor = createActor(
      depositFormMachine.provide({
        actors: {
          loadDepositOptions: fromPromise(async () => ({ needsAcknowledgement: true as boolean })),
          createDeposit: fromPromise(async () => openDeposit()),
        },
        actions: { goToCheckout: (_, deposit) => goToCheckout(deposit) },
      }),
    ).start();
    await flush();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    for (const [field, value] of [['sector', 'agriculture'], ['planId', 'baselayer'], ['amount', '1000'], ['checkout', 'usdt_trc20']] as const) {
      actor.send({ type: 'form.change', field, value });
    }
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true); // acknowledgement still missing
    actor.send({ type: 'form.change', field: 'acknowledged', value: true });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(goToCheckout).toHaveBeenCalledWith(expect.objectContaining({ slug: 'usdt_trc20' }));
  });
});

describe('withdraw flow', () => {
  it('validates against the balance, confirms, and can go back', async () => {
    const request = vi.fn(async (): Promise<unknown> => ({}));
    const actor = createActor(
      withdrawMachine.provide({
        actors: { loadBalance: fromPromise(async () => ({ availableCents: 80_000 })), requestWithdrawal: fromPromise(request) },
      }),
    ).start();
    await flush();
    actor.send({ type: 'form.change', field: 'amount', value: '900' });
    actor.send({ type: 'form.change', field: 'checkout', value: 'usdt_trc20' });
    actor.send({ type: 'form.change', field: 'address', value: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    actor.send({ type: 'form.change', field: 'amount', value: '800' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'confirm.back' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'withdrawal.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(request).toHaveBeenCalledOnce();
  });

  it('takes typing only in the fields of the chosen destination (the form hides the others)', async () => {
    const actor = createActor(
      withdrawMachine.provide({ actors: { loadBalance: fromPromise(async () => ({ availableCents: 80_000 })) } }),
    ).start();
    await flush();
    const iban = 'GB82 WEST 1234 5698 7654 32';
    actor.send({ type: 'form.change', field: 'iban', value: iban });
    expect(actor.getSnapshot().context.values.iban).toBe('');
    actor.send({ type: 'form.change', field: 'method', value: 'bank' });
    actor.send({ type: 'form.change', field: 'iban', value: iban });
    actor.send({ type: 'form.change', field: 'address', value: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' });
    actor.send({ type: 'form.change', field: 'amount', value: '100' });
    expect(actor.getSnapshot().context.values).toMatchObject({ method: 'bank', iban, address: '', amount: '100' });
  });
});

describe('password change flow', () => {
  it('checks blanks and the match before calling, and empties the form on success', async () => {
    const change = vi.fn(async (): Promise<unknown> => ({}));
    const actor = createActor(passwordChangeMachine.provide({ actors: { changePassword: fromPromise(change) } })).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'blank' })).toBe(true);
    actor.send({ type: 'form.change', field: 'current', value: 'old password' });
    actor.send({ type: 'form.change', field: 'next', value: 'new password 1' });
    actor.send({ type: 'form.change', field: 'confirm', value: 'new password 2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'mismatch' })).toBe(true);
    actor.send({ type: 'form.change', field: 'confirm', value: 'new password 1' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().matches({ editing: 'changed' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({ current: '', next: '', confirm: '' });
  });
});

describe('copy button', () => {
  it('says copied for the feedback time', async () => {
    const write = vi.fn(async (_input: { text: string }) => {});
    const actor = createActor(clipboardMachine.provide({ actors: { writeText: fromPromise(({ input }) => write(input)) } })).start();
    actor.send({ type: 'clipboard.copy', text: 'TJRab' });
    await flush();
    expect(write).toHaveBeenCalledWith({ text: 'TJRab' });
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(DECIDED_TIMERS.copiedFeedback);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
