/**
 * Example events of the investor machines: form changes, the investor's decisions, the operator's
 * and the server's lifecycle events, and the API's answers.
 */
import { INVESTOR_TIMERS, TRANSACTIONS_PAGE_SIZE } from '../../domain/constants';
import type { CheckoutDeposit, DepositFormValues, WithdrawFormValues } from '../../domain/investment/types';
import type { checkoutMachine } from '../investment/checkout.machine';
import type { clipboardMachine } from '../investment/clipboard.machine';
import type { depositLifecycleMachine } from '../investment/depositLifecycle.machine';
import type { depositFormMachine } from '../investment/depositForm.machine';
import type { investmentLifecycleMachine } from '../investment/investmentLifecycle.machine';
import type { investmentActionMachine } from '../investment/investmentAction.machine';
import type { passwordChangeMachine } from '../investment/passwordChange.machine';
import type { profileEditMachine } from '../investment/profileEdit.machine';
import type { resourceMachine } from '../investment/resource.machine';
import type { transactionsMachine } from '../investment/transactions.machine';
import type { withdrawMachine } from '../investment/withdraw.machine';
import type { withdrawalLifecycleMachine } from '../investment/withdrawalLifecycle.machine';
import { failed, failedWith } from './failures';
import type { Examples } from './types';

export function exampleDeposit(overrides: Partial<CheckoutDeposit> = {}): CheckoutDeposit {
  return {
    id: 'dep-1', slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20', planId: 'baselayer', sectorId: 'agriculture', amountCents: 100_000,
    coinAmount: '1000.00', rateCents: 100, address: 'TXYZtestAddressDoNotUse11111111111', isTestAddress: true,
    expiresAt: Date.now() + INVESTOR_TIMERS.paymentWindow, status: 'awaitingPayment', txHash: null, ...overrides,
  };
}

/** A filled deposit form, one change per field, in the order a user fills it. */
export const DEPOSIT_FORM_VALID = [
  { field: 'sector', value: 'agriculture' }, { field: 'planId', value: 'baselayer' }, { field: 'amount', value: '1000' },
  { field: 'checkout', value: 'usdt_trc20' }, { field: 'acknowledged', value: true },
] as const satisfies readonly { field: keyof DepositFormValues; value: string | boolean }[];

type WithdrawChange = { field: keyof WithdrawFormValues; value: string };

/** A withdrawal to a crypto wallet, one change per field (the address pasted with a space after it). */
export const WITHDRAW_VALID = [
  { field: 'amount', value: '100' }, { field: 'checkout', value: 'usdt_trc20' }, { field: 'address', value: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 ' },
] as const satisfies readonly WithdrawChange[];

/**
 * The bank account instead, and back: a name with spaces around it, a UK sort code typed with
 * spaces and an account number with one after it, and an IBAN (for accounts outside the UK),
 * valid and mistyped.
 */
export const WITHDRAW_TO_BANK = [
  { field: 'method', value: 'bank' }, { field: 'accountHolder', value: ' Ada Lovelace ' }, { field: 'sortCode', value: '12 34 56' },
  { field: 'accountNumber', value: '12345678 ' }, { field: 'iban', value: 'GB82 WEST 1234 5698 7654 32' },
  { field: 'iban', value: 'GB82 WEST 1234 5698 7654 33' }, { field: 'method', value: 'crypto' },
] as const satisfies readonly WithdrawChange[];

export const investmentLifecycleExamples = {
  'investment.mature': [{}],
  'investment.credit': [{}],
  'investment.terminate': [{}],
  'investment.reinvest': [{}],
  'investment.upgrade': [{ planId: 'ignite' }],
  'investment.end': [{}],
} satisfies Examples<typeof investmentLifecycleMachine>;

export const depositLifecycleExamples = {
  'deposit.paymentSent': [{}],
  'deposit.expire': [{}],
  'deposit.requote': [{}],
  'deposit.confirm': [{}],
  'deposit.reject': [{}],
} satisfies Examples<typeof depositLifecycleMachine>;

export const withdrawalLifecycleExamples = {
  'withdrawal.pay': [{}],
  'withdrawal.reject': [{}],
} satisfies Examples<typeof withdrawalLifecycleMachine>;

/**
 * A quote as the server locks it when the checkout opens: for the real window, 30 minutes from
 * that moment (the product's decision, tests/oracle/checkout.ts), written out rather than taken
 * from the constant under test, so the graph's `paymentWindow` is the whole window and the walks
 * wait all of it on the fake clock.
 */
const quotedAtCheckout = () => exampleDeposit({ expiresAt: Date.now() + 30 * 60_000 });

/**
 * A function, so that each graph is built from quotes locked when it is built: locked once when
 * the module loads, they expire in a process that outlives the window (a mutation run takes an
 * hour), and the catalogue loses an outcome. One call per graph keeps them fixed while it is built.
 */
export const checkoutExamples = () => ({
  'txHash.change': [{ value: '0xabc' }],
  'payment.sent': [{}],
  'quote.refresh': [{}],
  'checkout.retry': [{}],
  'xstate.done.actor.loadOpenDeposit': [
    { output: null }, { output: exampleDeposit({ status: 'pending' }) }, { output: exampleDeposit({ status: 'expired' }) }, { output: quotedAtCheckout() },
  ],
  'xstate.error.actor.loadOpenDeposit': failed,
  'xstate.done.actor.reportPayment': [{ output: exampleDeposit({ status: 'pending' }) }],
  'xstate.error.actor.reportPayment': failed,
  'xstate.done.actor.requote': [{ output: quotedAtCheckout() }],
  'xstate.error.actor.requote': failed,
}) satisfies Examples<typeof checkoutMachine>;

export const depositFormExamples = {
  // The filled form, and amounts the plan refuses: under the minimum, and above BaseLayer's range.
  'form.change': [...DEPOSIT_FORM_VALID, { field: 'amount', value: '300' }, { field: 'amount', value: '5000' }],
  'form.submit': [{}],
  'form.retry': [{}],
  // An investor who has acknowledged the risks before is not asked again.
  'xstate.done.actor.loadDepositOptions': [{ output: { needsAcknowledgement: true } }, { output: { needsAcknowledgement: false } }],
  'xstate.error.actor.loadDepositOptions': failed,
  'xstate.done.actor.createDeposit': [{ output: exampleDeposit() }],
  'xstate.error.actor.createDeposit': failedWith('The deposit could not be created. Please try again.'),
} satisfies Examples<typeof depositFormMachine>;

export const withdrawExamples = {
  'form.change': [...WITHDRAW_VALID, ...WITHDRAW_TO_BANK],
  'form.submit': [{}],
  'form.retry': [{}],
  'confirm.back': [{}],
  'withdrawal.confirm': [{}],
  'xstate.done.actor.loadBalance': [{ output: { availableCents: 100_000 } }],
  'xstate.error.actor.loadBalance': failed,
  'xstate.done.actor.requestWithdrawal': [{ output: {} }],
  'xstate.error.actor.requestWithdrawal': failedWith('The withdrawal could not be requested. Please try again.'),
} satisfies Examples<typeof withdrawMachine>;

export const investmentActionExamples = {
  'action.choose': [{ request: { kind: 'end', investmentId: 'inv-1' } }],
  'action.confirm': [{}],
  'action.cancel': [{}],
  'action.dismiss': [{}],
  // What the screen previews for ending inv-1 with $2,500.00 available (src/features/dashboard/investmentActions.ts).
  'xstate.done.actor.previewAction': [
    {
      output: {
        kind: 'end',
        lines: [{ label: 'Available balance', cents: 250_000 }, { label: 'Plan', text: 'No further earnings accrue; your balance stays available to withdraw.' }],
      },
    },
  ],
  'xstate.error.actor.previewAction': failed,
  'xstate.done.actor.performAction': [{ output: {} }],
  'xstate.error.actor.performAction': failedWith('The decision could not be recorded. Please try again.'),
} satisfies Examples<typeof investmentActionMachine>;

export const transactionsExamples = {
  'filter.change': [{ field: 'type', value: 'deposit' }, { field: 'from', value: '2026-11-01' }, { field: 'to', value: '2026-11-30' }],
  'filter.clear': [{}],
  'page.go': [{ page: 2 }],
  'export.csv': [{}],
  'transactions.retry': [{}],
  // The first of two pages (so there is a next page and something to export).
  'xstate.done.actor.loadTransactions': [
    {
      output: {
        results: [{ id: 't1', type: 'deposit', status: 'completed', amount_cents: 100_000, description: 'Deposit USDT (TRC20)', created_at: '2026-11-20T10:00:00.000Z' }],
        count: TRANSACTIONS_PAGE_SIZE + 1, page: 1, page_size: TRANSACTIONS_PAGE_SIZE,
      },
    },
  ],
  'xstate.error.actor.loadTransactions': failed,
  'xstate.done.actor.exportCsv': [{ output: undefined }],
  'xstate.error.actor.exportCsv': failedWith('The export failed. Please try again.'),
} satisfies Examples<typeof transactionsMachine>;

export const resourceExamples = {
  'resource.reload': [{}],
  'resource.retry': [{}],
  // The breakdown screen's answer (its walk drives this machine): a finished investment, on the first of two pages.
  'xstate.done.actor.load': [
    {
      output: {
        running: [],
        history: {
          results: [{
            id: 'inv-0', plan: 'baselayer', sector: 'agriculture', principal_cents: 60_000, daily_return_bps: 100, daily_return_cents: 600, duration_days: 7,
            started_at: '2026-11-01T00:00:00.000Z', matures_at: '2026-11-08T00:00:00.000Z', status: 'ended', cycle: 0, max_cycles: 3,
            accrued_cents: 0, earnings_cents: 4_200, progress: 1, payout_cents: 64_200,
          }],
          count: 11, page: 1, page_size: 10,
        },
        totals_by_plan: [], totals_by_sector: [],
      },
    },
  ],
  'xstate.error.actor.load': failed,
} satisfies Examples<typeof resourceMachine>;

export const profileEditExamples = {
  // A name typed with spaces around it (saved without them), a first name of spaces only (refused);
  // the server answers a save with Ada Lovelace, so the form shows what it saved, not what was typed.
  'form.change': [{ field: 'firstName', value: ' Ada ' }, { field: 'firstName', value: '   ' }, { field: 'lastName', value: ' King ' }],
  'form.submit': [{}],
  'form.retry': [{}],
  'xstate.done.actor.loadProfile': [{ output: { firstName: 'Ada', lastName: 'Lovelace' } }],
  'xstate.error.actor.loadProfile': failed,
  'xstate.done.actor.saveProfile': [{ output: { firstName: 'Ada', lastName: 'Lovelace' } }],
  'xstate.error.actor.saveProfile': failed,
} satisfies Examples<typeof profileEditMachine>;

export const passwordChangeExamples = {
  'form.change': [
    { field: 'current', value: 'old password' }, { field: 'next', value: 'new password' },
    { field: 'confirm', value: 'new password' }, { field: 'confirm', value: 'other password' },
  ],
  'form.submit': [{}],
  'xstate.done.actor.changePassword': [{ output: {} }],
  'xstate.error.actor.changePassword': failed,
} satisfies Examples<typeof passwordChangeMachine>;

export const clipboardExamples = {
  'clipboard.copy': [{ text: 'TXYZ' }],
  'xstate.done.actor.writeText': [{ output: undefined }],
  'xstate.error.actor.writeText': failed,
} satisfies Examples<typeof clipboardMachine>;
