/** The withdrawal request: the form (crypto or bank), a confirmation, then done. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { CHECKOUTS } from '../../../domain/constants';
import { withdrawMachine } from '../../../machines/investment/withdraw.machine';
import type { WithdrawFormValues } from '../../../domain/investment/types';
import type { WithdrawalRequest } from '../../../contract/investor';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { formatCents, parseUsdToCents } from '../../../domain/investment/money';
import { checkoutBySlug, normaliseIban, normaliseSortCode, usesUkAccount, withdrawalDraftOf, withdrawalProblems, type WithdrawalField } from '../../../domain/investment/validation';

/** What the withdraw screen shows. */
export function selectWithdrawView(snapshot: SnapshotFrom<typeof withdrawMachine>) {
  const { values, availableCents, error } = snapshot.context;
  const problems: Partial<Record<WithdrawalField, string>> = snapshot.hasTag('invalid')
    ? withdrawalProblems(withdrawalDraftOf(values), availableCents)
    : {};
  const checkout = checkoutBySlug(values.checkout);
  return {
    values,
    available: formatCents(availableCents),
    availableCents,
    loading: snapshot.hasTag('loading'),
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    editing: snapshot.hasTag('editing'),
    problems,
    hasProblems: Object.keys(problems).length > 0,
    confirming: snapshot.hasTag('confirming'),
    submitting: snapshot.hasTag('submitting'),
    submitError: snapshot.hasTag('submitFailed') ? error : null,
    done: snapshot.hasTag('done'),
    // What the confirmation repeats, one field per detail (the page only places them).
    amount: formatCents(parseUsdToCents(values.amount) ?? 0),
    network: checkout ? `${checkout.currency} on ${checkout.network}` : '',
    sortCode: normaliseSortCode(values.sortCode).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    address: values.address.trim(),
    accountHolder: values.accountHolder.trim(),
    /** The bank details name a UK account (sort code and account number) rather than an IBAN. */
    ukAccount: usesUkAccount(values),
    accountNumber: values.accountNumber.trim(),
    iban: normaliseIban(values.iban),
    checkouts: CHECKOUTS,
  };
}

/** The request the API takes for the form's values. */
function toRequest(values: WithdrawFormValues): WithdrawalRequest {
  const amount_cents = parseUsdToCents(values.amount) ?? 0;
  return values.method === 'crypto'
    ? { amount_cents, method: 'crypto', checkout: values.checkout, address: values.address.trim() }
    : { amount_cents, method: 'bank', account_holder: values.accountHolder.trim(), sort_code: values.sortCode, account_number: values.accountNumber, iban: values.iban };
}

export type WithdrawView = ReturnType<typeof selectWithdrawView>;

/** The withdrawal page: the form, its confirmation, and what the investor can do in each. */
export interface WithdrawApi {
  view: WithdrawView;
  /** Changed `field` to `value`. */
  change(field: keyof WithdrawFormValues, value: string): void;
  /** The filled form goes to the confirmation step (nothing is requested yet). */
  submit(): void;
  /** Load the balance again after it failed to load. */
  retry(): void;
  /** Request the withdrawal confirmed. */
  confirm(): void;
  /** Back from the confirmation to the form, its values kept. */
  back(): void;
}

export function connectWithdraw(snapshot: SnapshotFrom<typeof withdrawMachine>, send: FlowSend<typeof withdrawMachine>): WithdrawApi {
  return {
    view: selectWithdrawView(snapshot),
    change: (field, value) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'form.retry' }),
    confirm: () => send({ type: 'withdrawal.confirm' }),
    back: () => send({ type: 'confirm.back' }),
  };
}

/** The app's side of the withdrawal machine: the balance, and the request. */
export const withdrawBindings = {
  actors: {
    // The first load takes no abort signal: see resourceBindings (resource.flow.ts).
    loadBalance: fromPromise<{ availableCents: number }, void>(async () => ({
      availableCents: (await api.overview({}, INVESTOR_FALLBACKS.load)).balances.available_cents,
    })),
    requestWithdrawal: fromPromise<unknown, { values: WithdrawFormValues }>(({ input, signal }) =>
      api.withdraw({ body: toRequest(input.values), signal }, INVESTOR_FALLBACKS.withdraw),
    ),
  },
} satisfies FlowBindings<typeof withdrawMachine>;

export function useWithdraw(): WithdrawApi {
  return useFlow(withdrawMachine, withdrawBindings, connectWithdraw);
}
