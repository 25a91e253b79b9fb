import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { fakeClock, eventually, page, pathName } from '../auth/support';
import { heldInvestorApi, json, shortestPathPerState } from './support';
import { VALIDATION_MESSAGES } from '../../../machines/investment/validation';

type Step = { event: EventObject & Record<string, unknown> };
type Snap = { matches: (value: unknown) => boolean; context: { error: string | null; values: Record<string, string> } };

const OVERVIEW = 'get /investor/overview/';
const WITHDRAW = 'post /investor/withdrawals/';
const LABELS: Record<string, string> = { amount: 'Amount (US$)', address: 'Wallet address' };
const firstPaint = (assertion: () => void) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

const overview = {
  balances: { available_cents: 100_000, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
  active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
  referral_code: 'ADA123', needs_acknowledgement: false,
};

describe.each(REACT_MODES)('withdraw flow walks its model ($name)', ({ strict }) => {
  it.each(shortestPathPerState('withdraw').map((path) => [pathName(path), path] as const))('%s', { timeout: 45_000 }, async (_name, path) => {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldInvestorApi([['get', '/investor/overview/'], ['post', '/investor/withdrawals/']]);
    await renderRoute('/dashboard/withdraw', { strict });
    const user = fakeClock();
    await path.test({
      events: {
        'form.change': async ({ event }: Step) => {
          if (event.field === 'checkout') {
            await user.selectOptions(page().getByLabelText('Currency and network'), String(event.value));
          } else {
            const input = page().getByLabelText(LABELS[String(event.field)]!, { selector: 'input' });
            await user.clear(input);
            await user.paste(String(event.value));
          }
        },
        'form.submit': async () => user.click(page().getByRole('button', { name: 'Review withdrawal' })),
        'form.retry': async () => user.click(page().getByRole('button', { name: 'Try again' })),
        'confirm.back': async () => user.click(page().getByRole('button', { name: 'Edit details' })),
        'withdrawal.confirm': async () => user.click(page().getByRole('button', { name: /Confirm withdrawal|Submitting/ })),
        'xstate.done.actor.0.withdraw.loading': async () => api.answer(OVERVIEW, json(overview)),
        'xstate.error.actor.0.withdraw.loading': async ({ event }: Step) => api.answer(OVERVIEW, json({ detail: (event.error as Error).message }, 500)),
        'xstate.done.actor.0.withdraw.confirming.submitting': async () => api.answer(WITHDRAW, json({ id: 'w1', status: 'pending' }, 201)),
        'xstate.error.actor.0.withdraw.confirming.submitting': async ({ event }: Step) => api.answer(WITHDRAW, json({ detail: (event.error as Error).message }, 400)),
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snap;
          if (snapshot.matches('loading')) return firstPaint(() => expect(page().getByRole('status')).toHaveTextContent('Loading…'));
          if (snapshot.matches('loadFailed')) return eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
          if (snapshot.matches('done')) return eventually(() => expect(page().getByText('Withdrawal requested')).toBeInTheDocument());
          if (snapshot.matches('confirming')) {
            await eventually(() => expect(page().getByRole('heading', { name: 'Confirm your withdrawal' })).toBeInTheDocument());
            expect(page().getByText('USDT on TRC20')).toBeInTheDocument();
            expect(page().getByText('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeInTheDocument();
            if (snapshot.matches({ confirming: 'failed' })) await eventually(() => expect(page().getByRole('alert')).toHaveTextContent(snapshot.context.error!));
            if (snapshot.matches({ confirming: 'submitting' })) {
              await eventually(() => expect(api.bodiesTo(WITHDRAW).at(-1)).toEqual({ amount_cents: 10_000, method: 'crypto', checkout: 'usdt_trc20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }));
            }
            return;
          }
          await eventually(() => expect(page().getByText('$1,000.00')).toBeInTheDocument());
          if (snapshot.matches({ editing: 'invalid' })) {
            await eventually(() => expect(page().getByText('Please correct the highlighted fields.')).toBeInTheDocument());
            if (!snapshot.context.values.amount) expect(page().getByText(VALIDATION_MESSAGES.withdrawalAmountInvalid)).toBeInTheDocument();
          } else {
            expect(page().queryByRole('alert')).not.toBeInTheDocument();
          }
        },
      },
    });
  });
});
