import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { screen } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { fakeClock, eventually, page, pathName } from '../auth/support';
import { heldInvestorApi, json, shortestPathPerState } from './support';
import { exampleDeposit } from '../../../machines/investment/fixtures';
import { INVESTOR_TIMERS } from '../../../machines/constants';
import { VALIDATION_MESSAGES } from '../../../machines/investment/validation';
import type { CheckoutDeposit } from '../../../machines/investment/types';

/** The first paint of a code-split screen can take a while on a cold, busy machine. */
const firstPaint = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

type Step = { event: EventObject & Record<string, unknown> };
type Snap = { matches: (value: unknown) => boolean; context: Record<string, unknown> & { error: string | null } };

const OVERVIEW = 'get /investor/overview/';
const CREATE = 'post /investor/deposits/';
const OPEN = 'get /investor/deposits/open/usdt_trc20/';
const SENT = 'post /investor/deposits/dep-1/sent/';
const REQUOTE = 'post /investor/deposits/dep-1/requote/';

function overview(overrides: Record<string, unknown> = {}) {
  return {
    balances: { available_cents: 100_000, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
    active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
    referral_code: 'ADA123', needs_acknowledgement: true, ...overrides,
  };
}

function wireDeposit(deposit: CheckoutDeposit) {
  return {
    id: deposit.id, checkout: deposit.slug, currency: deposit.currency, network: deposit.network, plan: deposit.planId,
    amount_cents: deposit.amountCents, coin_amount: deposit.coinAmount, rate_cents: deposit.rateCents, address: deposit.address,
    is_test_address: deposit.isTestAddress, expires_in_ms: Math.max(0, deposit.expiresAt - Date.now()), status: deposit.status, tx_hash: deposit.txHash,
  };
}

const LABELS: Record<string, (value: unknown) => string | RegExp> = {
  sector: () => /Agriculture/,
  planId: () => /BASELAYER/,
  checkout: () => /USDT\s*TRC20/,
};

describe.each(REACT_MODES)('deposit form walks its model ($name)', ({ strict }) => {
  it.each(shortestPathPerState('depositForm').map((path) => [pathName(path), path] as const))('%s', { timeout: 45_000 }, async (_name, path) => {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldInvestorApi([['get', '/investor/overview/'], ['post', '/investor/deposits/']]);
    const { router } = await renderRoute('/dashboard/deposit', { strict });
    const user = fakeClock();
    await path.test({
      events: {
        'form.change': async ({ event }: Step) => {
          if (event.field === 'amount') {
            await user.clear(page().getByLabelText('Amount (US$)', { selector: 'input' }));
            await user.paste(String(event.value));
          } else if (event.field === 'acknowledged') {
            await user.click(page().getByRole('checkbox'));
          } else {
            await user.click(page().getByRole('radio', { name: LABELS[String(event.field)]!(event.value) }));
          }
        },
        'form.submit': async () => user.click(page().getByRole('button', { name: /Continue to checkout|Preparing checkout/ })),
        'form.retry': async () => user.click(page().getByRole('button', { name: 'Try again' })),
        'xstate.done.actor.0.depositForm.loading': async () => api.answer(OVERVIEW, json(overview())),
        'xstate.error.actor.0.depositForm.loading': async ({ event }: Step) => api.answer(OVERVIEW, json({ detail: (event.error as Error).message }, 500)),
        'xstate.done.actor.0.depositForm.submitting': async () => api.answer(CREATE, json(wireDeposit(exampleDeposit()), 201)),
        'xstate.error.actor.0.depositForm.submitting': async ({ event }: Step) => api.answer(CREATE, json({ detail: (event.error as Error).message }, 400)),
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snap;
          if (snapshot.matches('loading')) return firstPaint(() => expect(page().getByRole('status')).toHaveTextContent('Loading…'));
          if (snapshot.matches('loadFailed')) return eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
          if (snapshot.matches('done')) return eventually(() => expect(router.state.location.pathname).toBe('/deposit/checkout_usdt_trc20'));
          if (snapshot.matches({ editing: 'invalid' })) {
            await eventually(() => expect(page().getByText('Please correct the highlighted fields.')).toBeInTheDocument());
            if (!(snapshot.context.values as { acknowledged: boolean }).acknowledged) {
              expect(page().getByText(VALIDATION_MESSAGES.acknowledgementRequired)).toBeInTheDocument();
            }
            return;
          }
          if (snapshot.matches({ editing: 'failed' })) return eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
          if (snapshot.matches('submitting')) {
            await eventually(() => expect(page().getByRole('button', { name: 'Preparing checkout…' })).toBeDisabled());
            await eventually(() => expect(api.bodiesTo(CREATE).at(-1)).toEqual({ sector: 'agriculture', plan: 'baselayer', amount_cents: 100_000, checkout: 'usdt_trc20', acknowledged: true }));
            return;
          }
          await eventually(() => expect(page().getByRole('button', { name: 'Continue to checkout' })).toBeEnabled());
          expect(page().queryByRole('alert')).not.toBeInTheDocument();
        },
      },
    });
  });
});

describe.each(REACT_MODES)('checkout walks its model ($name)', ({ strict }) => {
  it.each(shortestPathPerState('checkout').map((path) => [pathName(path), path] as const))('%s', { timeout: 45_000 }, async (_name, path) => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = fakeClock();
    const api = heldInvestorApi([['get', '/investor/deposits/open/usdt_trc20/'], ['post', '/investor/deposits/dep-1/sent/'], ['post', '/investor/deposits/dep-1/requote/']]);
    await renderRoute('/deposit/checkout_usdt_trc20', { strict });
    let secondsBeforeTick = 0;
    const clock = () => page().getByText(/^\d+:\d{2}$/);
    const deposit = (output: unknown) => (output === null ? { deposit: null } : { deposit: wireDeposit({ ...(output as CheckoutDeposit), expiresAt: (output as CheckoutDeposit).status === 'expired' ? Date.now() - 1 : Date.now() + INVESTOR_TIMERS.paymentWindow }) });
    await path.test({
      events: {
        'xstate.done.actor.0.checkout.loading': async ({ event }: Step) => api.answer(OPEN, json(deposit(event.output))),
        'xstate.error.actor.0.checkout.loading': async ({ event }: Step) => api.answer(OPEN, json({ detail: (event.error as Error).message }, 500)),
        'checkout.retry': async () => user.click(page().getByRole('button', { name: 'Try again' })),
        'txHash.change': async ({ event }: Step) => user.type(page().getByLabelText('Transaction hash (optional)'), String(event.value)),
        'payment.sent': async () => user.click(page().getByRole('button', { name: /I have sent the payment|Recording/ })),
        'xstate.done.actor.0.checkout.awaitingPayment.payment.submitting': async () =>
          api.answer(SENT, json(wireDeposit(exampleDeposit({ status: 'pending' })))),
        'xstate.error.actor.0.checkout.awaitingPayment.payment.submitting': async ({ event }: Step) => api.answer(SENT, json({ detail: (event.error as Error).message }, 409)),
        'quote.refresh': async () => user.click(page().getByRole('button', { name: /Get a new quote|Getting a new quote/ })),
        'xstate.done.actor.0.checkout.expired.requoting': async () => api.answer(REQUOTE, json(wireDeposit(exampleDeposit()))),
        'xstate.error.actor.0.checkout.expired.requoting': async ({ event }: Step) => api.answer(REQUOTE, json({ detail: (event.error as Error).message }, 500)),
        'xstate.after.paymentWindow.checkout.awaitingPayment': async () => {
          await vi.advanceTimersByTimeAsync(INVESTOR_TIMERS.paymentWindow);
        },
        'xstate.after.countdownTick.checkout.awaitingPayment.countdown.running': async () => {
          secondsBeforeTick = Number(clock().textContent!.split(':')[0]) * 60 + Number(clock().textContent!.split(':')[1]);
          await vi.advanceTimersByTimeAsync(1_000);
          expect(Number(clock().textContent!.split(':')[0]) * 60 + Number(clock().textContent!.split(':')[1])).toBe(secondsBeforeTick - 1);
        },
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snap;
          expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay with USDT (TRC20)');
          if (snapshot.matches('loading')) return firstPaint(() => expect(page().getByRole('status')).toHaveTextContent('Loading…'));
          if (snapshot.matches('loadFailed')) return eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
          if (snapshot.matches('noDeposit')) return eventually(() => expect(page().getByRole('link', { name: 'Start a deposit' })).toHaveAttribute('href', '/dashboard/deposit'));
          if (snapshot.matches('reported')) return eventually(() => expect(page().getByText('Payment reported')).toBeInTheDocument());
          if (snapshot.matches('expired')) {
            await eventually(() => expect(page().getByRole('heading', { name: 'This quote has expired' })).toBeInTheDocument());
            if (snapshot.matches({ expired: 'failed' })) await eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
            return;
          }
          await eventually(() => expect(page().getByText(/Send only USDT on TRC20 to this address/)).toBeInTheDocument());
          expect(page().getByTestId('receiving-address')).toHaveTextContent('TXYZtestAddressDoNotUse0000000000');
          expect(page().getByTestId('coin-amount')).toHaveTextContent('1000.00 USDT');
          expect(page().getByText('$1,000.00')).toBeInTheDocument();
          await eventually(() => expect(page().getByRole('img', { name: 'QR code of the USDT TRC20 receiving address' })).toBeInTheDocument());
          expect(page().getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
          expect(clock()).toBeInTheDocument();
          if (snapshot.matches({ awaitingPayment: { payment: 'failed' } })) await eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
          if (snapshot.matches({ awaitingPayment: { payment: 'submitting' } })) {
            await eventually(() => expect(page().getByRole('button', { name: 'Recording…' })).toBeDisabled());
            await eventually(() => expect(api.bodiesTo(SENT).at(-1)).toEqual({ tx_hash: String(snapshot.context.txHash).trim() }));
          }
        },
      },
    });
  });
});

describe.each(REACT_MODES)('checkout countdown ($name)', ({ strict }) => {
  it('shows the seconds from the 1 s tick and expires when the payment window ends', { timeout: 20_000 }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    fakeClock();
    const api = heldInvestorApi([['get', '/investor/deposits/open/usdt_trc20/']]);
    await renderRoute('/deposit/checkout_usdt_trc20', { strict });
    // A quote with 3 seconds left: the same delay and tick as a full window, without 1,800 renders.
    await api.answer(OPEN, json({ deposit: wireDeposit(exampleDeposit({ expiresAt: Date.now() + 3_000 })) }));
    await eventually(() => expect(page().getByText('0:03')).toBeInTheDocument());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page().getByText('0:02')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(page().getByText('0:01')).toBeInTheDocument();
    expect(page().queryByRole('heading', { name: 'This quote has expired' })).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    await eventually(() => expect(page().getByRole('heading', { name: 'This quote has expired' })).toBeInTheDocument());
  });
});
