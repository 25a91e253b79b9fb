/**
 * The books' invariants over hand-written rows: a clean set that balances, then each kind of
 * breach planted in it and found, with the investor, the record and the difference it makes.
 */
import { describe, expect, it } from 'vitest';
import type { Books, InvestmentRow } from '../../../domain/investment/books';
import {
  availableNotNegative, balancesEqualLedger, depositsConfirmedOnce, investmentsFollowLifecycle, maturitiesCreditedOnce, moneyConserved, reconcileBooks,
} from '../../../domain/investment/invariants';
import { INVESTMENT_LIFECYCLE } from '../../../machines/investment/lifecycle';

const DAY = 86_400_000;

/**
 * Alice deposited $1,000 into BaseLayer, was credited $70 at maturity and reinvested; she withdrew
 * $20 (paid), $10 (rejected) and $5 (pending), and earned a 7 % bonus on Bob's $3,000 IGNITE
 * deposit, which Bob ended early with a $75 fee. Bob's $500 BaseLayer matured ($35) and he
 * upgraded it to IGNITE with $2,500; his $600 BaseLayer matured ($42) and he ended it. Bob had a
 * deposit rejected and one awaits payment.
 */
function cleanBooks(): Books {
  const investment = (row: Partial<InvestmentRow> & Pick<InvestmentRow, 'id' | 'user_id' | 'plan' | 'principal_cents' | 'status'>): InvestmentRow =>
    ({ deposit_id: null, previous_id: null, cycle: 0, earnings_cents: null, fee_cents: null, credited_at: null, ended_at: null, ...row });
  return {
    accounts: [
      { user_id: 'alice', available_cents: 25_500, earned_cents: 28_000 },
      { user_id: 'bob', available_cents: 160_200, earned_cents: 7_700 },
    ],
    deposits: [
      { id: 'd1', user_id: 'alice', amount_cents: 100_000, status: 'confirmed' },
      { id: 'd2', user_id: 'bob', amount_cents: 300_000, status: 'confirmed' },
      { id: 'd3', user_id: 'bob', amount_cents: 50_000, status: 'rejected' },
      { id: 'd4', user_id: 'bob', amount_cents: 60_000, status: 'awaitingPayment' },
      { id: 'd6', user_id: 'bob', amount_cents: 50_000, status: 'confirmed' },
      { id: 'd7', user_id: 'bob', amount_cents: 60_000, status: 'confirmed' },
    ],
    investments: [
      investment({ id: 'i1', user_id: 'alice', deposit_id: 'd1', plan: 'baselayer', principal_cents: 100_000, status: 'reinvested', earnings_cents: 7_000, credited_at: 7 * DAY, ended_at: 8 * DAY }),
      investment({ id: 'i2', user_id: 'alice', previous_id: 'i1', plan: 'baselayer', principal_cents: 100_000, status: 'active', cycle: 1 }),
      investment({ id: 'i3', user_id: 'bob', deposit_id: 'd2', plan: 'ignite', principal_cents: 300_000, status: 'endedEarly', earnings_cents: 0, fee_cents: 7_500, ended_at: 3 * DAY }),
      investment({ id: 'i4', user_id: 'bob', deposit_id: 'd6', plan: 'baselayer', principal_cents: 50_000, status: 'upgraded', earnings_cents: 3_500, credited_at: 7 * DAY, ended_at: 8 * DAY }),
      investment({ id: 'i5', user_id: 'bob', previous_id: 'i4', plan: 'ignite', principal_cents: 250_000, status: 'active' }),
      investment({ id: 'i6', user_id: 'bob', deposit_id: 'd7', plan: 'baselayer', principal_cents: 60_000, status: 'ended', earnings_cents: 4_200, credited_at: 7 * DAY, ended_at: 9 * DAY }),
    ],
    withdrawals: [
      { id: 'w1', user_id: 'alice', amount_cents: 2_000, status: 'paid' },
      { id: 'w2', user_id: 'alice', amount_cents: 1_000, status: 'rejected' },
      { id: 'w3', user_id: 'alice', amount_cents: 500, status: 'pending' },
    ],
    ledger: [
      { user_id: 'alice', type: 'deposit', status: 'completed', amount_cents: 100_000, delta_cents: 0, reference_id: 'd1' },
      { user_id: 'alice', type: 'earning', status: 'completed', amount_cents: 7_000, delta_cents: 7_000, reference_id: 'i1' },
      { user_id: 'alice', type: 'principal', status: 'completed', amount_cents: 100_000, delta_cents: 100_000, reference_id: 'i1' },
      { user_id: 'alice', type: 'reinvestment', status: 'completed', amount_cents: 100_000, delta_cents: -100_000, reference_id: 'i2' },
      { user_id: 'alice', type: 'withdrawal', status: 'completed', amount_cents: 2_000, delta_cents: -2_000, reference_id: 'w1' },
      { user_id: 'alice', type: 'withdrawal', status: 'rejected', amount_cents: 1_000, delta_cents: -1_000, reference_id: 'w2' },
      { user_id: 'alice', type: 'withdrawal', status: 'pending', amount_cents: 500, delta_cents: -500, reference_id: 'w3' },
      { user_id: 'alice', type: 'referral_bonus', status: 'completed', amount_cents: 21_000, delta_cents: 21_000, reference_id: 'd2' },
      { user_id: 'bob', type: 'deposit', status: 'completed', amount_cents: 300_000, delta_cents: 0, reference_id: 'd2' },
      { user_id: 'bob', type: 'principal', status: 'completed', amount_cents: 292_500, delta_cents: 292_500, reference_id: 'i3' },
      { user_id: 'bob', type: 'deposit', status: 'rejected', amount_cents: 50_000, delta_cents: 0, reference_id: 'd3' },
      { user_id: 'bob', type: 'deposit', status: 'completed', amount_cents: 50_000, delta_cents: 0, reference_id: 'd6' },
      { user_id: 'bob', type: 'earning', status: 'completed', amount_cents: 3_500, delta_cents: 3_500, reference_id: 'i4' },
      { user_id: 'bob', type: 'principal', status: 'completed', amount_cents: 50_000, delta_cents: 50_000, reference_id: 'i4' },
      { user_id: 'bob', type: 'reinvestment', status: 'completed', amount_cents: 250_000, delta_cents: -250_000, reference_id: 'i5' },
      { user_id: 'bob', type: 'deposit', status: 'completed', amount_cents: 60_000, delta_cents: 0, reference_id: 'd7' },
      { user_id: 'bob', type: 'earning', status: 'completed', amount_cents: 4_200, delta_cents: 4_200, reference_id: 'i6' },
      { user_id: 'bob', type: 'principal', status: 'completed', amount_cents: 60_000, delta_cents: 60_000, reference_id: 'i6' },
    ],
  };
}

/** The clean books with one table's rows changed. */
function changed<K extends keyof Books>(table: K, change: (rows: Books[K]) => Books[K]): Books {
  const books = cleanBooks();
  return { ...books, [table]: change(books[table]) };
}

const patch = <T extends { id?: string; user_id: string }>(rows: readonly T[], match: (row: T) => boolean, values: Partial<T>) =>
  rows.map((row) => (match(row) ? { ...row, ...values } : row));

describe('the books invariants', () => {
  it('find nothing wrong with books that balance, and total both sides of the equation', () => {
    expect(reconcileBooks(cleanBooks(), INVESTMENT_LIFECYCLE)).toEqual({
      investors: 2,
      ledgerRows: 18,
      totals: {
        depositsConfirmed: 510_000, earningsCredited: 14_700, referralBonuses: 21_000,
        available: 185_700, investedPrincipal: 350_000, pendingWithdrawals: 500, paidWithdrawals: 2_000, feesKept: 7_500,
      },
      breaches: [],
    });
  });

  it('find a running balance one cent away from its ledger, and the money it conjures', () => {
    const books = changed('accounts', (rows) => patch(rows, (row) => row.user_id === 'alice', { available_cents: 25_501 }));
    const breaches = reconcileBooks(books, INVESTMENT_LIFECYCLE).breaches;
    expect(breaches).toEqual([
      { invariant: 'balance-equals-ledger', userId: 'alice', measure: 'available balance', unit: 'cents', expected: 25_500, actual: 25_501, difference: 1 },
      { invariant: 'money-conserved', userId: 'alice', measure: 'money held vs money received', unit: 'cents', expected: 128_000, actual: 128_001, difference: 1 },
      { invariant: 'money-conserved', measure: 'money held vs money received', unit: 'cents', expected: 545_700, actual: 545_701, difference: 1 },
    ]);
  });

  it('find a total earned that is not the sum of earnings and bonuses, and an investor with rows but no account', () => {
    const earned = changed('accounts', (rows) => patch(rows, (row) => row.user_id === 'alice', { earned_cents: 27_000 }));
    expect(balancesEqualLedger(earned)).toEqual([
      { invariant: 'balance-equals-ledger', userId: 'alice', measure: 'total earned', unit: 'cents', expected: 28_000, actual: 27_000, difference: -1_000 },
    ]);
    const noAccount = changed('accounts', (rows) => rows.filter((row) => row.user_id !== 'bob'));
    expect(balancesEqualLedger(noAccount)).toEqual([
      { invariant: 'balance-equals-ledger', userId: 'bob', measure: 'available balance', unit: 'cents', expected: 160_200, actual: 0, difference: -160_200 },
      { invariant: 'balance-equals-ledger', userId: 'bob', measure: 'total earned', unit: 'cents', expected: 7_700, actual: 0, difference: -7_700 },
    ]);
  });

  it('find an available balance below zero', () => {
    const books = changed('accounts', (rows) => patch(rows, (row) => row.user_id === 'bob', { available_cents: -250 }));
    expect(availableNotNegative(books)).toEqual([
      { invariant: 'available-not-negative', userId: 'bob', measure: 'available balance below zero', unit: 'cents', expected: 0, actual: -250, difference: -250 },
    ]);
    expect(availableNotNegative(cleanBooks())).toEqual([]);
  });

  it('find money that left without a record: a paid withdrawal gone from its table, per investor and in total', () => {
    const books = changed('withdrawals', (rows) => rows.filter((row) => row.id !== 'w1'));
    expect(moneyConserved(books)).toEqual([
      { invariant: 'money-conserved', userId: 'alice', measure: 'money held vs money received', unit: 'cents', expected: 128_000, actual: 126_000, difference: -2_000 },
      { invariant: 'money-conserved', measure: 'money held vs money received', unit: 'cents', expected: 545_700, actual: 543_700, difference: -2_000 },
    ]);
  });

  it('find earnings credited with a ledger row of another amount than the investment says', () => {
    const books = changed('investments', (rows) => patch(rows, (row) => row.id === 'i1', { earnings_cents: 7_001 }));
    expect(moneyConserved(books).map((breach) => [breach.userId, breach.difference])).toEqual([['alice', -1], [undefined, -1]]);
  });

  describe('the lifecycle', () => {
    const lifecycle = (books: Books) => investmentsFollowLifecycle(books, INVESTMENT_LIFECYCLE);
    const breachOf = (subject: string, measure: string, unit: string, expected: unknown, actual: unknown, difference: number | null) =>
      ({ invariant: 'investment-lifecycle', userId: 'alice', subject: `investment ${subject}`, measure, unit, expected, actual, difference });

    it('refuses a fourth BaseLayer reinvestment', () => {
      const books = changed('investments', (rows) => patch(rows, (row) => row.id === 'i1', { cycle: 3 }));
      expect(lifecycle(books)).toEqual([breachOf('i1', 'status history', 'status', 'a move the lifecycle allows', 'investment.reinvest from credited (cycle 3)', null)]);
    });

    it('refuses an upgrade to a lower plan, and a credit after an early end', () => {
      const lower = changed('investments', (rows) => patch(rows, (row) => row.id === 'i1', { plan: 'ignite' }));
      expect(lifecycle(lower)).toEqual([breachOf('i1', 'status history', 'status', 'a move the lifecycle allows', 'investment.upgrade from credited (cycle 0)', null)]);
      const both = changed('investments', (rows) => patch(rows, (row) => row.id === 'i3', { credited_at: 3 * DAY }));
      expect(lifecycle(both)).toEqual([{ ...breachOf('i3', 'status history', 'status', 'a move the lifecycle allows', 'investment.terminate from credited (cycle 0)', null), userId: 'bob' }]);
    });

    it('finds a status its fields do not lead to, and an end time on a running investment', () => {
      const credited = changed('investments', (rows) => patch(rows, (row) => row.id === 'i2', { status: 'credited' }));
      expect(lifecycle(credited)).toEqual([breachOf('i2', 'status', 'status', 'active', 'credited', null)]);
      const unknown = changed('investments', (rows) => patch(rows, (row) => row.id === 'i2', { status: 'paused' }));
      expect(lifecycle(unknown)).toEqual([breachOf('i2', 'status', 'status', 'active', 'paused', null)]);
      const ended = changed('investments', (rows) => patch(rows, (row) => row.id === 'i2', { ended_at: 9 * DAY }));
      expect(lifecycle(ended)).toEqual([breachOf('i2', 'status history', 'status', 'a move the lifecycle allows', 'investment.end from active (cycle 1)', null)]);
      const open = changed('investments', (rows) => patch(rows, (row) => row.id === 'i1', { ended_at: null }));
      expect(lifecycle(open)).toEqual([breachOf('i1', 'end time', 'status', 'set', 'none', null)]);
    });

    it('finds an investment continued twice, and a successor whose cycle skips the limit', () => {
      const twice = changed('investments', (rows) => [...rows, { ...rows[1]!, id: 'i2b' }]);
      expect(lifecycle(twice)).toEqual([breachOf('i1', 'investments that continue it', 'count', 1, 2, 1)]);
      const reset = changed('investments', (rows) => patch(rows, (row) => row.id === 'i2', { cycle: 0 }));
      expect(lifecycle(reset)).toEqual([breachOf('i2', 'cycle', 'count', 1, 0, -1)]);
    });
  });

  it('find a deposit confirmed twice, its bonus paid twice, and a confirmed deposit that started nothing', () => {
    const twice = cleanBooks();
    const books: Books = {
      ...twice,
      investments: [...twice.investments, { ...twice.investments[0]!, id: 'i9', status: 'active', earnings_cents: null, credited_at: null, ended_at: null }],
      ledger: [...twice.ledger, { ...twice.ledger[7]!, reference_id: 'd2' }],
      deposits: [...twice.deposits, { id: 'd5', user_id: 'bob', amount_cents: 70_000, status: 'confirmed' }],
    };
    const what = (userId: string, deposit: string, measure: string, expected: number, actual: number) =>
      ({ invariant: 'deposit-confirmed-once', userId, subject: `deposit ${deposit}`, measure, unit: 'count', expected, actual, difference: actual - expected });
    expect(depositsConfirmedOnce(books)).toEqual([
      what('alice', 'd1', 'investments made from it', 1, 2),
      what('bob', 'd2', 'referral bonuses paid for it', 1, 2),
      what('bob', 'd5', 'investments made from it', 1, 0),
      what('bob', 'd5', 'completed deposit rows', 1, 0),
    ]);
    const unconfirmed = changed('deposits', (rows) => patch(rows, (row) => row.id === 'd2', { status: 'pending' }));
    expect(depositsConfirmedOnce(unconfirmed).map((breach) => [breach.measure, breach.expected, breach.actual])).toEqual([
      ['investments made from it', 0, 1], ['completed deposit rows', 0, 1], ['referral bonuses paid for it', 0, 1],
    ]);
  });

  it('find a maturity credited twice and an early end that returned nothing', () => {
    const books = changed('ledger', (rows) => [...rows.filter((row) => !(row.type === 'principal' && row.reference_id === 'i3')), { ...rows[1]! }]);
    const what = (userId: string, investment: string, measure: string, expected: number, actual: number) =>
      ({ invariant: 'maturity-credited-once', userId, subject: `investment ${investment}`, measure, unit: 'count', expected, actual, difference: actual - expected });
    expect(maturitiesCreditedOnce(books)).toEqual([what('alice', 'i1', 'earnings credited', 1, 2), what('bob', 'i3', 'principal returned', 1, 0)]);
    expect(maturitiesCreditedOnce(cleanBooks())).toEqual([]);
  });
});
