/**
 * The server's check of a stored record's move: the record's status is a state of its lifecycle
 * machine, and a move is allowed only when that machine takes the event from that state.
 */
import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject } from 'xstate';
import { depositLifecycleMachine } from './depositLifecycle.machine';
import { investmentLifecycleMachine } from './investmentLifecycle.machine';
import { withdrawalLifecycleMachine } from './withdrawalLifecycle.machine';
import type { PlanId } from '../../domain/constants';
import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '../../domain/investment/types';
import type { InvestmentLifecycle } from '../../domain/investment/invariants';

/** The state the machine moves to from `status` on `event`, or null when the move is not allowed. */
export function nextStatus(machine: AnyStateMachine, status: string, event: EventObject, context?: object): string | null {
  if (!(status in (machine.config.states ?? {}))) return null;
  const from: AnyMachineSnapshot = machine.resolveState({ value: status, context: context ?? {} });
  const [next] = transition(machine, from, event) as [AnyMachineSnapshot, unknown];
  return next.value !== from.value && typeof next.value === 'string' ? next.value : null;
}

type InvestmentEvent = EventFromLogic<typeof investmentLifecycleMachine>;
type DepositEvent = EventFromLogic<typeof depositLifecycleMachine>;
type WithdrawalEvent = EventFromLogic<typeof withdrawalLifecycleMachine>;

/** The final states of a lifecycle machine: the statuses a record never leaves. */
export function finalStatuses(machine: AnyStateMachine): string[] {
  return Object.entries(machine.config.states ?? {}).filter(([, state]) => state.type === 'final').map(([name]) => name);
}

/** Where an investment ends (reinvested, upgraded, ended, ended early): the breakdown's history. */
export const FINISHED_INVESTMENT_STATUSES = finalStatuses(investmentLifecycleMachine) as InvestmentStatus[];

export const investmentNext = (status: string, event: InvestmentEvent, context: { planId: PlanId; cycle: number }) =>
  nextStatus(investmentLifecycleMachine, status, event, context) as InvestmentStatus | null;
/** The statechart as the books' lifecycle invariant replays it (domain/investment/invariants.ts). */
export const INVESTMENT_LIFECYCLE: InvestmentLifecycle = {
  initial: String(investmentLifecycleMachine.config.initial),
  next: investmentNext,
  finals: FINISHED_INVESTMENT_STATUSES,
};
export const depositNext = (status: string, event: DepositEvent) => nextStatus(depositLifecycleMachine, status, event) as DepositStatus | null;
export const withdrawalNext = (status: string, event: WithdrawalEvent) =>
  nextStatus(withdrawalLifecycleMachine, status, event) as WithdrawalStatus | null;
