/**
 * Example events for walking the investor machines' graphs (`xstate/graph`): the registry's
 * reachability test, the path catalogue and the model-based screen tests use these. Actor
 * answers are derived from each machine's invocations, so a renamed state keeps them in step.
 */
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { INVESTOR_TIMERS } from '../constants';
import type { CheckoutDeposit } from './types';

type ExampleEvent = EventObject & Record<string, unknown>;

function invocations(machine: AnyStateMachine): { id: string; src: string }[] {
  const found: { id: string; src: string }[] = [];
  const walk = (node: AnyStateNode) => {
    for (const invoke of node.invoke) found.push({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : '' });
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return found;
}

/** A done event per answer and one error event for each invocation of the machine. */
export function actorAnswers(machine: AnyStateMachine, outputs: Record<string, unknown[]>): ExampleEvent[] {
  return invocations(machine).flatMap(({ id, src }) => [
    ...(outputs[src] ?? [undefined]).map((output) => ({ type: `xstate.done.actor.${id}`, output })),
    { type: `xstate.error.actor.${id}`, error: new Error('The request failed. Please try again.') },
  ]);
}

export const changes = (pairs: [string, unknown][]): ExampleEvent[] =>
  pairs.map(([field, value]) => ({ type: 'form.change', field, value }));

export function exampleDeposit(overrides: Partial<CheckoutDeposit> = {}): CheckoutDeposit {
  return {
    id: 'dep-1', slug: 'usdt_trc20', currency: 'USDT', network: 'TRC20', planId: 'baselayer', amountCents: 100_000,
    coinAmount: '1000.00', rateCents: 100, address: 'TXYZtestAddressDoNotUse0000000000', isTestAddress: true,
    expiresAt: Date.now() + INVESTOR_TIMERS.paymentWindow, status: 'awaitingPayment', txHash: null, ...overrides,
  };
}

export const DEPOSIT_FORM_VALID: [string, unknown][] = [
  ['sector', 'agriculture'], ['planId', 'baselayer'], ['amount', '1000'], ['checkout', 'usdt_trc20'], ['acknowledged', true],
];
export const WITHDRAW_VALID: [string, unknown][] = [
  ['amount', '100'], ['checkout', 'usdt_trc20'], ['address', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
];

// Each machine's examples, imported by machines/index.ts.
import { checkoutMachine } from './checkout.machine';
import { depositFormMachine } from './depositForm.machine';
import { withdrawMachine } from './withdraw.machine';
import { investmentActionMachine } from './investmentAction.machine';
import { transactionsMachine } from './transactions.machine';
import { resourceMachine } from './resource.machine';
import { profileEditMachine } from './profileEdit.machine';
import { passwordChangeMachine } from './passwordChange.machine';
import { clipboardMachine } from './clipboard.machine';

export const investmentEvents: readonly ExampleEvent[] = [{ type: 'investment.upgrade', planId: 'ignite' }];

export const checkoutEvents: readonly ExampleEvent[] = [
  { type: 'txHash.change', value: '0xabc' },
  ...actorAnswers(checkoutMachine, {
    loadOpenDeposit: [null, exampleDeposit({ status: 'pending' }), exampleDeposit({ status: 'expired' }), exampleDeposit()],
    reportPayment: [exampleDeposit({ status: 'pending' })],
    requote: [exampleDeposit()],
  }),
];

export const depositFormEvents: readonly ExampleEvent[] = [
  ...changes(DEPOSIT_FORM_VALID),
  ...actorAnswers(depositFormMachine, { loadDepositOptions: [{ needsAcknowledgement: true }], createDeposit: [exampleDeposit()] }),
];

export const withdrawEvents: readonly ExampleEvent[] = [
  ...changes(WITHDRAW_VALID),
  ...actorAnswers(withdrawMachine, { loadBalance: [{ availableCents: 100_000 }], requestWithdrawal: [{}] }),
];

export const investmentActionEvents: readonly ExampleEvent[] = [
  { type: 'action.choose', request: { kind: 'end', investmentId: 'inv-1' } },
  ...actorAnswers(investmentActionMachine, { previewAction: [{ kind: 'end', lines: [] }], performAction: [{}] }),
];

export const transactionsEvents: readonly ExampleEvent[] = [
  { type: 'filter.change', field: 'type', value: 'deposit' },
  { type: 'page.go', page: 2 },
  ...actorAnswers(transactionsMachine, { loadTransactions: [{ results: [], count: 0 }], exportCsv: [{}] }),
];

export const resourceEvents: readonly ExampleEvent[] = actorAnswers(resourceMachine, { load: [{}] });

export const profileEditEvents: readonly ExampleEvent[] = [
  { type: 'form.change', field: 'firstName', value: '' },
  ...actorAnswers(profileEditMachine, { loadProfile: [{ firstName: 'Ada', lastName: 'Lovelace' }], saveProfile: [{ firstName: 'Ada', lastName: 'Lovelace' }] }),
];

export const passwordChangeEvents: readonly ExampleEvent[] = [
  ...changes([['current', 'old password'], ['next', 'new password'], ['confirm', 'new password'], ['confirm', 'other password']]),
  ...actorAnswers(passwordChangeMachine, { changePassword: [{}] }),
];

export const clipboardEvents: readonly ExampleEvent[] = [
  { type: 'clipboard.copy', text: 'TXYZ' },
  ...actorAnswers(clipboardMachine, { writeText: [undefined] }),
];
