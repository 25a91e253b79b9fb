/** Snapshot → view props of the withdraw flow. */
import type { SnapshotFrom } from 'xstate';
import { CHECKOUTS } from '../../../machines/constants';
import type { withdrawMachine } from '../../../machines/investment/withdraw.machine';
import { formatCents, parseUsdToCents } from '../../../machines/investment/money';
import { checkoutBySlug, normaliseSortCode, withdrawalDraftOf, withdrawalProblems, type WithdrawalField } from '../../../machines/investment/validation';

export function withdrawView(snapshot: SnapshotFrom<typeof withdrawMachine>) {
  const { values, availableCents, error } = snapshot.context;
  const problems: Partial<Record<WithdrawalField, string>> = snapshot.matches({ editing: 'invalid' })
    ? withdrawalProblems(withdrawalDraftOf(values), availableCents)
    : {};
  const checkout = checkoutBySlug(values.checkout);
  return {
    values,
    available: formatCents(availableCents),
    availableCents,
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? error : null,
    editing: snapshot.matches('editing'),
    problems,
    hasProblems: Object.keys(problems).length > 0,
    confirming: snapshot.matches('confirming'),
    submitting: snapshot.matches({ confirming: 'submitting' }),
    submitError: snapshot.matches({ confirming: 'failed' }) ? error : null,
    done: snapshot.matches('done'),
    amount: formatCents(parseUsdToCents(values.amount) ?? 0),
    network: checkout ? `${checkout.currency} on ${checkout.network}` : '',
    sortCode: normaliseSortCode(values.sortCode).replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3'),
    checkouts: CHECKOUTS,
  };
}
