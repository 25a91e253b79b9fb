/** Snapshot → view props of the deposit form (what the screen shows; no copy here). */
import type { SnapshotFrom } from 'xstate';
import { CHECKOUTS, PLANS } from '../../../machines/constants';
import type { depositFormMachine } from '../../../machines/investment/depositForm.machine';
import { dailyReturnCents } from '../../../machines/investment/accrual';
import { formatCents, parseUsdToCents } from '../../../machines/investment/money';
import { depositProblems, planById, rangeMessage, type DepositField } from '../../../machines/investment/validation';

export function depositView(snapshot: SnapshotFrom<typeof depositFormMachine>) {
  const { values, needsAcknowledgement, error } = snapshot.context;
  const amountCents = parseUsdToCents(values.amount);
  const plan = planById(values.planId);
  const showProblems = snapshot.matches({ editing: 'invalid' });
  const problems: Partial<Record<DepositField, string>> = showProblems
    ? depositProblems({ ...values, amountCents }, needsAcknowledgement)
    : {};
  const projection = plan && amountCents !== null && Object.keys(depositProblems({ ...values, amountCents, sector: 'agriculture', checkout: CHECKOUTS[0].slug, acknowledged: true }, false)).length === 0
    ? (() => {
        const earnings = dailyReturnCents({ principalCents: amountCents, dailyReturnBps: plan.dailyReturnBps, durationDays: plan.durationDays, startedAt: 0 }) * plan.durationDays;
        return { earnings: formatCents(earnings), total: formatCents(amountCents + earnings) };
      })()
    : null;
  return {
    loading: snapshot.matches('loading'),
    loadError: snapshot.matches('loadFailed') ? error : null,
    values,
    needsAcknowledgement,
    problems,
    hasProblems: Object.keys(problems).length > 0,
    submitting: snapshot.matches('submitting'),
    submitError: snapshot.matches({ editing: 'failed' }) ? error : null,
    rangeHint: plan ? rangeMessage(plan) : '',
    projection,
    plans: PLANS,
    checkouts: CHECKOUTS,
  };
}
