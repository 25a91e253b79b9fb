/** One decision on an investment (end early, reinvest, upgrade, end): its exact outcome first, then a confirmation. */
import type { SnapshotFrom } from 'xstate';
import { PLANS, type Plan } from '../../../domain/constants';
import { investmentActionMachine } from '../../../machines/investment/investmentAction.machine';
import { investmentNext } from '../../../machines/investment/lifecycle';
import type { InvestmentActionKind, InvestmentActionRequest } from '../../../domain/investment/types';
import type { InvestmentWire } from '../../../contract/investor';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { performAction, previewAction } from './investmentActions';

export function selectInvestmentActionView(snapshot: SnapshotFrom<typeof investmentActionMachine>) {
  const { request, preview, error } = snapshot.context;
  return {
    /** The decision under way, shown in the panel above the investments. */
    kind: request?.kind ?? null,
    previewing: snapshot.hasTag('previewing'),
    previewError: snapshot.hasTag('previewFailed') ? error : null,
    /** The exact outcome to confirm, while reviewing. */
    preview: snapshot.hasTag('reviewing') ? preview : null,
    confirmError: snapshot.hasTag('confirmFailed') ? error : null,
    submitting: snapshot.hasTag('submitting'),
    done: snapshot.hasTag('done'),
  };
}

export type InvestmentActionView = ReturnType<typeof selectInvestmentActionView>;

/** The decision panel above the investments: what it shows, and what the investor can do there. */
export interface InvestmentActionApi {
  view: InvestmentActionView;
  /** The investor picked a decision on an investment: its outcome is previewed first. */
  choose(request: InvestmentActionRequest): void;
  /** Make the decision previewed. */
  confirm(): void;
  /** Leave the decision unmade. */
  cancel(): void;
  /** Close the panel once the decision is made. */
  dismiss(): void;
}

export function connectInvestmentAction(snapshot: SnapshotFrom<typeof investmentActionMachine>, send: FlowSend<typeof investmentActionMachine>): InvestmentActionApi {
  return {
    view: selectInvestmentActionView(snapshot),
    choose: (request) => send({ type: 'action.choose', request }),
    confirm: () => send({ type: 'action.confirm' }),
    cancel: () => send({ type: 'action.cancel' }),
    dismiss: () => send({ type: 'action.dismiss' }),
  };
}

/** The app's side of the decision machine: the preview and the decision's calls, and `onChanged` once one is made. */
export function investmentActionBindings({ onChanged }: { onChanged: () => void }) {
  return { actors: { previewAction, performAction }, actions: { notifyChanged: onChanged } } satisfies FlowBindings<typeof investmentActionMachine>;
}

/** The decisions on investments; `onChanged` reloads them after one is made. */
export function useInvestmentAction({ onChanged }: { onChanged: () => void }): InvestmentActionApi {
  return useFlow(investmentActionMachine, investmentActionBindings({ onChanged }), connectInvestmentAction);
}

export interface InvestmentChoices {
  /** The decisions the investment's lifecycle takes now, in the order they are offered. */
  kinds: InvestmentActionKind[];
  /** The plans an upgrade may go to (higher tiers only). */
  upgradePlans: Plan[];
  /** Credited, but the plan has used its reinvestment cycles. */
  cyclesUsedUp: boolean;
}

/** What the investor may decide on `investment`: exactly the moves its lifecycle statechart allows. */
export function choicesFor(investment: InvestmentWire): InvestmentChoices {
  const context = { planId: investment.plan, cycle: investment.cycle };
  const allows = (event: Parameters<typeof investmentNext>[1]) => investmentNext(investment.status, event, context) !== null;
  const upgradePlans = PLANS.filter((plan) => allows({ type: 'investment.upgrade', planId: plan.id }));
  const kinds: InvestmentActionKind[] = [];
  if (allows({ type: 'investment.terminate' })) kinds.push('terminate');
  if (allows({ type: 'investment.reinvest' })) kinds.push('reinvest');
  if (upgradePlans.length > 0) kinds.push('upgrade');
  if (allows({ type: 'investment.end' })) kinds.push('end');
  const cyclesUsedUp =
    investment.status === 'credited' &&
    !kinds.includes('reinvest');
  return { kinds, upgradePlans, cyclesUsedUp };
}
