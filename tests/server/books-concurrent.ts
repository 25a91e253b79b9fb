/**
 * The books' operations sent at once (books.property.test.ts, "at once"). Which of two racing
 * operations wins is the database's to decide, so no answer is predicted; instead every answer is
 * one the operation may give, and at the end the books hold exactly what the accepted answers
 * imply.
 */
import { expect } from 'vitest';
import { moneyByInvestor, NO_MONEY, type Books } from '../../domain/investment/books';
import type { PlanId } from '../../domain/constants';
import { earlyFee, emptyModel, INVESTOR_NAMES, REFERRER, referralBonus, type BooksModel, type ModelInvestment } from './books-model';
import { describe as describeOp, resolve, type Op, type Resolved } from './books-ops';
import { expectBalanced, passTime, runBooks, send, settle, type Answer, type World } from './books-world';

/** The answers an operation may give, whoever wins a race; anything else (a 500 above all) is a failure. */
const MAY_ANSWER: Record<Op['kind'], readonly number[]> = {
  deposit: [201, 400],
  reportPayment: [200, 404, 409],
  confirmDeposit: [200, 409],
  rejectDeposit: [200, 409],
  advance: [200],
  terminate: [200, 404, 409],
  reinvest: [201, 400, 404, 409],
  upgrade: [201, 400, 404, 409],
  end: [200, 404, 409],
  withdraw: [201, 400],
  payWithdrawal: [200, 409],
  rejectWithdrawal: [200, 409],
};

export interface Answered { op: Resolved; answer: Answer }

/** The run's records in the order the answers made them (operations name them by that order), and each deposit's plan. */
interface Made { deposits: string[]; plans: Map<string, PlanId>; investments: string[]; withdrawals: string[] }

/**
 * The run's records as the model's, read from the books: what the next batch's operations name.
 * A quote's expiry is left to the server (every open quote counts as payable).
 */
function stateOf(world: World, books: Books, made: Made): BooksModel {
  const state = emptyModel(world.h.clock(), world.feeBps);
  const owner = (userId: string) => world.userIds.indexOf(userId);
  const inOrder = <T extends { id: string }>(rows: readonly T[], ids: string[]) => ids.map((id) => rows.find((row) => row.id === id)!);
  state.deposits = inOrder(books.deposits, made.deposits).map((row) => ({
    id: row.id, owner: owner(row.user_id), plan: made.plans.get(row.id)!, amount: row.amount_cents, expiresAt: Infinity,
    status: row.status === 'expired' ? 'awaitingPayment' : row.status as BooksModel['deposits'][number]['status'],
  }));
  state.investments = inOrder(books.investments, made.investments).map((row) => ({
    id: row.id, owner: owner(row.user_id), plan: row.plan as PlanId, principal: row.principal_cents, cycle: row.cycle, maturesAt: Infinity,
    fee: row.fee_cents, earnings: row.credited_at === null ? null : row.earnings_cents, status: row.status as ModelInvestment['status'],
  }));
  state.withdrawals = inOrder(books.withdrawals, made.withdrawals).map((row) => ({
    id: row.id, owner: owner(row.user_id), amount: row.amount_cents, status: row.status as 'pending' | 'paid' | 'rejected',
  }));
  for (const account of books.accounts) state.purses[owner(account.user_id)] = { available: account.available_cents, earned: account.earned_cents, bonuses: 0 };
  return state;
}

/** The operations in batches: time passes alone between batches, and at most `size` operations go at once. */
export function batchesOf(ops: readonly Op[], size: number): { daysBefore: number; ops: Op[] }[] {
  const batches: { daysBefore: number; ops: Op[] }[] = [{ daysBefore: 0, ops: [] }];
  for (const op of ops) {
    if (op.kind === 'advance') batches.push({ daysBefore: op.days, ops: [] });
    else if (batches.at(-1)!.ops.length === size) batches.push({ daysBefore: 0, ops: [op] });
    else batches.at(-1)!.ops.push(op);
  }
  return batches;
}

/**
 * Sends each batch's operations at once, with the maturity settlement alongside when days have
 * passed before it (the scheduler waking as investors act); returns every answer.
 */
export async function sendInBatches(world: World, ops: readonly Op[], size: number): Promise<Answered[]> {
  const made: Made = { deposits: [], plans: new Map(), investments: [], withdrawals: [] };
  const answered: Answered[] = [];
  for (const batch of batchesOf(ops, size)) {
    if (batch.daysBefore) await passTime(world, batch.daysBefore);
    const state = stateOf(world, await runBooks(world), made);
    const resolved = batch.ops.map((op) => resolve(state, op)).filter((op) => op !== null);
    const [, ...answers] = await Promise.all([batch.daysBefore ? settle(world) : undefined, ...resolved.map((op) => send(world, op))]);
    resolved.forEach((op, n) => {
      const answer = answers[n]!;
      answered.push({ op, answer });
      if (!answer.createdId) return;
      if (op.kind === 'deposit') {
        made.deposits.push(answer.createdId);
        made.plans.set(answer.createdId, op.plan);
      } else if (op.kind === 'withdraw') made.withdrawals.push(answer.createdId);
      else made.investments.push(answer.createdId);
    });
  }
  return answered;
}

const accepted = ({ answer }: Answered) => answer.status < 300;

/** The story of a run: each operation and its answer, batch by batch as sent. */
export const storyOf = (answered: readonly Answered[]) => answered.map(({ op, answer }, n) => `${n + 1}. ${describeOp(op)} → ${answer.status}`).join('\n');

/** Every answer is one the operation may give, and the run's books balance and hold what the accepted answers imply. */
export async function expectBooksAsAnswered(world: World, answered: readonly Answered[]): Promise<void> {
  for (const { op, answer } of answered) expect(MAY_ANSWER[op.kind], `the answer to ${describeOp(op)}`).toContain(answer.status);
  const books = await runBooks(world);
  expectBalanced(books);
  const wins = answered.filter(accepted);
  const winsOn = (id: string) => wins.filter(({ op }) => 'target' in op && op.target.id === id).map(({ op }) => op.kind);

  // Each record decided at most once, and as the one accepted answer said.
  const DEPOSIT_STATUS: Record<string, string> = { confirmDeposit: 'confirmed', rejectDeposit: 'rejected' };
  for (const deposit of books.deposits) {
    const decisions = winsOn(deposit.id).filter((kind) => kind !== 'reportPayment');
    expect(decisions.length, `decisions on deposit ${deposit.id}`).toBeLessThanOrEqual(1);
    if (decisions[0]) expect(deposit.status).toBe(DEPOSIT_STATUS[decisions[0]]);
    else expect(['awaitingPayment', 'expired', 'pending']).toContain(deposit.status);
  }
  const INVESTMENT_STATUS: Record<string, string> = { terminate: 'endedEarly', reinvest: 'reinvested', upgrade: 'upgraded', end: 'ended' };
  for (const investment of books.investments) {
    const decisions = winsOn(investment.id);
    expect(decisions.length, `decisions on investment ${investment.id}`).toBeLessThanOrEqual(1);
    if (decisions[0]) expect(investment.status).toBe(INVESTMENT_STATUS[decisions[0]]);
    else expect(['active', 'credited']).toContain(investment.status);
  }
  const WITHDRAWAL_STATUS: Record<string, string> = { payWithdrawal: 'paid', rejectWithdrawal: 'rejected' };
  for (const withdrawal of books.withdrawals) {
    const decisions = winsOn(withdrawal.id);
    expect(decisions.length, `decisions on withdrawal ${withdrawal.id}`).toBeLessThanOrEqual(1);
    expect(withdrawal.status).toBe(decisions[0] ? WITHDRAWAL_STATUS[decisions[0]] : 'pending');
  }

  // Every acknowledged request is on the books, with its amount.
  for (const { op, answer } of wins) {
    if (op.kind === 'withdraw') {
      expect(books.withdrawals.find((row) => row.id === answer.createdId)?.amount_cents, describeOp(op)).toBe(op.cents);
      expect(books.ledger.filter((row) => row.type === 'withdrawal' && row.reference_id === answer.createdId).map((row) => row.amount_cents), describeOp(op)).toEqual([op.cents]);
    }
    if (op.kind === 'reinvest' || op.kind === 'upgrade') {
      const principal = op.kind === 'reinvest' ? op.target.principal : op.amount;
      expect(books.investments.find((row) => row.id === answer.createdId), describeOp(op)).toMatchObject({ previous_id: op.target.id, principal_cents: principal });
      expect(books.ledger.filter((row) => row.type === 'reinvestment' && row.reference_id === answer.createdId).map((row) => row.amount_cents), describeOp(op)).toEqual([principal]);
    }
  }

  // The money the accepted answers moved, investor by investor.
  const implied = world.userIds.map(() => ({ depositsConfirmed: 0, referralBonuses: 0, pendingWithdrawals: 0, paidWithdrawals: 0, feesKept: 0 }));
  for (const { op, answer } of wins) {
    if (op.kind === 'confirmDeposit') {
      implied[op.target.owner]!.depositsConfirmed += op.target.amount;
      const referrer = REFERRER[op.target.owner];
      if (referrer !== null && referrer !== undefined) implied[referrer]!.referralBonuses += referralBonus(op.target.plan, op.target.amount);
    }
    if (op.kind === 'withdraw') {
      const decision = winsOn(answer.createdId!)[0];
      if (!decision) implied[op.who]!.pendingWithdrawals += op.cents;
      if (decision === 'payWithdrawal') implied[op.who]!.paidWithdrawals += op.cents;
    }
    if (op.kind === 'terminate') implied[op.who]!.feesKept += earlyFee(world.feeBps, op.target.principal);
  }
  const positions = moneyByInvestor(books);
  world.userIds.forEach((userId, who) => {
    const { depositsConfirmed, referralBonuses, pendingWithdrawals, paidWithdrawals, feesKept } = positions.get(userId) ?? NO_MONEY;
    expect({ depositsConfirmed, referralBonuses, pendingWithdrawals, paidWithdrawals, feesKept }, `${INVESTOR_NAMES[who]}'s money`).toEqual(implied[who]);
  });
}
