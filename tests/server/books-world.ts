/**
 * The real side of the books' property tests: three investors of one run on a test server (Bob
 * referred by Alice, Carol by Bob), each operation of ./books-ops.ts sent as the product sends it
 * (the investor's through the API, the operator's through the operator's command, maturity as the
 * scheduler settles it), and the run's books read back and held to the reference model.
 */
import { expect } from 'vitest';
import { DAY_MS } from '../../domain/constants';
import { moneyByInvestor, NO_MONEY, type Books } from '../../domain/investment/books';
import { reconcileBooks } from '../../domain/investment/invariants';
import { INVESTMENT_LIFECYCLE } from '../../machines/investment/lifecycle';
import { InvestorError } from '../../server/investor/errors';
import { settleMatured } from '../../server/investor/maturity';
import { readBooks } from '../../server/investor/reconcile';
import type { Harness } from './harness';
import { INVESTOR_NAMES, positionOf, REFERRER, type BooksModel } from './books-model';
import type { Resolved } from './books-ops';
import { db, investor, operator, TRC20_ADDRESS, TX_HASH, type Investor } from './investor-support';

export interface World {
  h: Harness;
  feeBps: number;
  /** In the order of INVESTOR_NAMES. */
  investors: Investor[];
  userIds: string[];
}

/** The run's investors, signed in and stepped up (a withdrawal to a new address needs it), and the operator's fee. */
export async function openWorld(h: Harness, feeBps: number): Promise<World> {
  const investors: Investor[] = [];
  for (const referrer of REFERRER) {
    const code = referrer === null ? '' : (await investors[referrer]!.get('/api/investor/profile/')).json().referral_code as string;
    const person = await investor(h, code);
    await person.stepUp();
    investors.push(person);
  }
  expect((await operator(h, 'set-fee', String(feeBps))).error).toBeUndefined();
  return { h, feeBps, investors, userIds: investors.map((person) => person.userId) };
}

/** The server's answer: its HTTP status (the operator's: 200, or the refusal's status) and the record it made. */
export interface Answer { status: number; createdId?: string }

async function asOperator(h: Harness, ...args: string[]): Promise<Answer> {
  const { lines, error } = await operator(h, ...args);
  if (error instanceof InvestorError) return { status: error.status };
  if (error) throw error;
  return { status: 200, createdId: /investment (\S+) is active/.exec(lines.join('\n'))?.[1] };
}

/** Days pass with nobody signed in; everyone signs in again and steps up. */
export async function passTime(world: World, days: number): Promise<void> {
  world.h.clock.advance(days * DAY_MS);
  for (const person of world.investors) {
    await person.signInAgain();
    await person.stepUp();
  }
}

/** The maturity settlement of every investor, as the scheduler runs it. */
export async function settle(world: World): Promise<Answer> {
  await settleMatured(db(world.h), world.h.clock());
  return { status: 200 };
}

/** Sends one operation; `advance` moves the clock and then settles, as the scheduler would at that time. */
export async function send(world: World, op: Resolved): Promise<Answer> {
  const { h } = world;
  const http = async (request: Promise<{ statusCode: number; json(): { id?: string } }>) => {
    const res = await request;
    return { status: res.statusCode, createdId: res.statusCode === 201 ? res.json().id : undefined };
  };
  const as = (who: number) => world.investors[who]!;
  const investmentUrl = (id: string, action: string) => `/api/investor/investments/${id}/${action}/`;
  switch (op.kind) {
    case 'deposit':
      return http(as(op.who).post('/api/investor/deposits/', { sector: 'agriculture', plan: op.plan, amount_cents: op.amount, checkout: 'usdt_trc20', acknowledged: true }));
    case 'reportPayment': return http(as(op.who).post(`/api/investor/deposits/${op.target.id}/sent/`, { tx_hash: TX_HASH.hex }));
    case 'confirmDeposit': return asOperator(h, 'confirm-deposit', op.target.id);
    case 'rejectDeposit': return asOperator(h, 'reject-deposit', op.target.id, 'no funds arrived');
    case 'advance':
      await passTime(world, op.days);
      return settle(world);
    case 'terminate': return http(as(op.who).post(investmentUrl(op.target.id, 'terminate'), { expected_payout_cents: op.payout }));
    case 'reinvest': return http(as(op.who).post(investmentUrl(op.target.id, 'reinvest')));
    case 'upgrade': return http(as(op.who).post(investmentUrl(op.target.id, 'upgrade'), { plan: op.plan, amount_cents: op.amount }));
    case 'end': return http(as(op.who).post(investmentUrl(op.target.id, 'end')));
    case 'withdraw':
      return http(as(op.who).post('/api/investor/withdrawals/', { amount_cents: op.cents, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS }));
    case 'payWithdrawal': return asOperator(h, 'pay-withdrawal', op.target.id, 'tx0xfeed');
    case 'rejectWithdrawal': return asOperator(h, 'reject-withdrawal', op.target.id, 'name mismatch');
  }
}

/**
 * The books of this run's investors: what the reconciliation reads (one snapshot), less the
 * other runs' investors sharing the test server. A run's money never reaches another run's.
 */
export async function runBooks(world: World): Promise<Books> {
  const books = (await readBooks(db(world.h)))!;
  const ours = new Set(world.userIds);
  const mine = <T extends { user_id: string }>(rows: readonly T[]) => rows.filter((row) => ours.has(row.user_id));
  return { accounts: mine(books.accounts), ledger: mine(books.ledger), deposits: mine(books.deposits), investments: mine(books.investments), withdrawals: mine(books.withdrawals) };
}

/** Every invariant holds on the run's books (each breach would be listed). */
export function expectBalanced(books: Books): void {
  expect(reconcileBooks(books, INVESTMENT_LIFECYCLE).breaches).toEqual([]);
}

const byId = <T extends { id: string }, V>(rows: readonly T[], shape: (row: T) => V) =>
  Object.fromEntries([...rows].sort((a, b) => a.id.localeCompare(b.id)).map((row) => [row.id, shape(row)]));

/** The run's books balance and hold exactly the model's money and records. */
export async function expectBooksAsModel(world: World, state: BooksModel): Promise<void> {
  const books = await runBooks(world);
  expectBalanced(books);
  const positions = moneyByInvestor(books);
  world.userIds.forEach((userId, who) => {
    expect(positions.get(userId) ?? NO_MONEY, `${INVESTOR_NAMES[who]}'s money`).toEqual(positionOf(state, who));
  });
  const owner = (userId: string) => INVESTOR_NAMES[world.userIds.indexOf(userId)];
  const name = (who: number) => INVESTOR_NAMES[who];
  // An open quote expires when its owner next asks; the model does not tell the two apart.
  expect(byId(books.deposits, (row) => ({ owner: owner(row.user_id), amount: row.amount_cents, status: row.status === 'expired' ? 'awaitingPayment' : row.status })))
    .toEqual(byId(state.deposits, (row) => ({ owner: name(row.owner), amount: row.amount, status: row.status })));
  expect(byId(books.investments, (row) => ({ owner: owner(row.user_id), plan: row.plan, principal: row.principal_cents, cycle: row.cycle, status: row.status, fee: row.fee_cents, earnings: row.credited_at === null ? null : row.earnings_cents })))
    .toEqual(byId(state.investments, (row) => ({ owner: name(row.owner), plan: row.plan, principal: row.principal, cycle: row.cycle, status: row.status, fee: row.fee, earnings: row.earnings })));
  expect(byId(books.withdrawals, (row) => ({ owner: owner(row.user_id), amount: row.amount_cents, status: row.status })))
    .toEqual(byId(state.withdrawals, (row) => ({ owner: name(row.owner), amount: row.amount, status: row.status })));
}

/** What the investor sees on the overview is the model's: balances, pending withdrawals, investments awaiting a decision. */
export async function expectOverviewAsModel(world: World, state: BooksModel, who: number): Promise<void> {
  const res = await world.investors[who]!.get('/api/investor/overview/');
  expect(res.statusCode, res.body).toBe(200);
  const overview = res.json();
  const position = positionOf(state, who);
  expect({
    available: overview.balances.available_cents,
    invested: overview.balances.invested_cents,
    earned: overview.balances.total_earned_cents,
    pendingWithdrawals: overview.pending_withdrawals.reduce((sum: number, row: { amount_cents: number }) => sum + row.amount_cents, 0),
    awaitingDecision: overview.awaiting_decision.map((row: { id: string }) => row.id).sort(),
  }, `${INVESTOR_NAMES[who]}'s overview`).toEqual({
    available: position.available,
    invested: position.investedPrincipal,
    earned: state.purses[who]!.earned,
    pendingWithdrawals: position.pendingWithdrawals,
    awaitingDecision: state.investments.filter((row) => row.owner === who && row.status === 'credited').map((row) => row.id).sort(),
  });
}
