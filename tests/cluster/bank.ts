/**
 * The bank workload, after Jepsen's: investors move money through the balancer at the same time,
 * as clients do (a deposit and its payment reported, the investment ended early, a withdrawal),
 * with the operator's decisions in between (the deposit confirmed, the withdrawal paid or
 * rejected), while the test breaks the cluster underneath. Each investor works in cycles, one
 * operation after another, and the record keeps what each answer says happened:
 *
 * - acknowledged: a 2xx answer (the operator: the command succeeded);
 * - settled: an earlier attempt got no answer or a 5xx, and a retry found it done (409 to a move
 *   the statechart allows only once), so it happened though it was never acknowledged;
 * - failed: no answer or a 5xx. A move that can be checked is retried until an answer says what
 *   happened; a failed creation (a deposit, a withdrawal) is left, as a client gives up, and may or
 *   may not exist: the books may hold it, once, and the final check adopts it then.
 *
 * From the record follow the ledger rows each investor must have (no more, no fewer) and the
 * balances the API must show.
 */
import { expect } from 'vitest';
import { PLANS } from '../../domain/constants';
import { applyBps } from '../../domain/investment/money';
import { waitHealthy } from '../../scripts/cluster/cluster.mjs';
import { InvestorError } from '../../server/investor/errors';
import { TRC20_ADDRESS } from '../server/investor-support';
import type { FakeSmtp } from '../server/smtp-fake';
import { call, newClientAddress, PASSWORD, signedInInvestor, type Answer } from './support';

const PLAN = PLANS.find((plan) => plan.id === 'baselayer')!;
/** Early ends keep a fee, so the books hold fees as well (the operator sets it first). */
export const EARLY_END_FEE_BPS = 250;
/** Tries of one operation before the test gives up on the cluster coming back. */
const MAX_TRIES = 20;

export interface BankInvestor { email: string; access: string; address: string; referrer: BankInvestor | null }
type LedgerStatus = 'pending' | 'completed' | 'rejected';
/** A ledger row as the test compares them: whose, what, of which record, how much, in which state. */
export interface LedgerRow { email: string; type: string; reference: string; amount: number; status: LedgerStatus }
type Outcome = 'acknowledged' | 'settled' | 'failed';
export interface Operation { email: string; kind: string; outcome: Outcome; status: number | string; at: number }
/** The operator's tool: resolves with the lines it printed; rejects with InvestorError for a refused move. */
export type OperatorRun = (args: string[]) => Promise<string[]>;

/**
 * `count` investors signed in through the balancer, each from an address of its own and stepped up
 * (a withdrawal to a new destination asks for it); all but the first were referred by the first,
 * so every deposit they confirm pays the first a bonus while the first moves money too.
 */
export async function bankInvestors(balancerUrl: string, smtp: FakeSmtp, count: number): Promise<BankInvestor[]> {
  const signUp = async (referrer: BankInvestor | null, ref: string): Promise<BankInvestor> => {
    const { email, access } = await signedInInvestor(balancerUrl, smtp, { ref });
    const address = newClientAddress();
    const steppedUp = await call('POST', balancerUrl, '/api/account/step_up/', { body: { password: PASSWORD }, address, bearer: access });
    expect(steppedUp.status, JSON.stringify(steppedUp.body)).toBe(200);
    return { email, access, address, referrer };
  };
  const first = await signUp(null, '');
  const profile = await call('GET', balancerUrl, '/api/investor/profile/', { address: first.address, bearer: first.access });
  expect(profile.status).toBe(200);
  const others = await Promise.all(Array.from({ length: count - 1 }, () => signUp(first, String(profile.body.referral_code))));
  return [first, ...others];
}

const succeeded = (status: number) => status >= 200 && status < 300;
/** An answer that says what happened: 2xx (done) or 4xx (refused, or done before). No answer and 5xx do not. */
const definite = (status: number) => status >= 200 && status < 500;

/** What the workload did: every operation's outcome, and the ledger rows they imply. */
export class BankRecord {
  readonly operations: Operation[] = [];
  private readonly rows = new Map<string, LedgerRow>();

  note(email: string, kind: string, outcome: Outcome, status: number | string) {
    this.operations.push({ email, kind, outcome, status, at: Date.now() });
  }

  /** A ledger row the operations imply, or its new status (a deposit confirmed, a withdrawal decided). */
  expect(row: LedgerRow) {
    this.rows.set(`${row.email} ${row.type} ${row.reference}`, row);
  }

  expectedRows(): LedgerRow[] {
    return [...this.rows.values()];
  }

  /** How many operations ended so, e.g. { acknowledged: 120, settled: 2, failed: 9 }, and the failed ones' answers. */
  tally() {
    const count = (outcome: Outcome) => this.operations.filter((operation) => operation.outcome === outcome).length;
    const failedAnswers: Record<string, number> = {};
    for (const { outcome, status } of this.operations) if (outcome === 'failed') failedAnswers[status] = (failedAnswers[status] ?? 0) + 1;
    return { acknowledged: count('acknowledged'), settled: count('settled'), failed: count('failed'), failedAnswers };
  }
}

/** Ledger rows in one order, for comparing lists. */
export const sortedRows = (rows: LedgerRow[]) => [...rows].sort((a, b) => `${a.email} ${a.type} ${a.reference}`.localeCompare(`${b.email} ${b.type} ${b.reference}`));

/**
 * What the rows do to an investor's balances, as docs/server.md "The books" says money moves: an
 * early end and a bonus add to the available balance, a withdrawal takes from it unless rejected;
 * a deposit is invested at once and never available. Total earned: the bonuses.
 */
export function balancesOf(rows: LedgerRow[], email: string) {
  let available = 0;
  let earned = 0;
  for (const row of rows.filter((candidate) => candidate.email === email)) {
    if (row.type === 'principal' || row.type === 'referral_bonus') available += row.amount;
    if (row.type === 'referral_bonus') earned += row.amount;
    if (row.type === 'withdrawal' && row.status !== 'rejected') available -= row.amount;
  }
  return { available_cents: available, invested_cents: 0, total_earned_cents: earned };
}

/**
 * Starts one worker per investor, each repeating its cycle until `stop()`; `stop()` lets each
 * finish the cycle it is in (so no investment stays active and no withdrawal undecided) and
 * resolves with the record, or rejects with the first worker's failure.
 */
export function startBank({ balancerUrl, investors, operator }: { balancerUrl: string; investors: BankInvestor[]; operator: OperatorRun }) {
  const record = new BankRecord();
  let stopping = false;
  let failure: unknown;

  /** Once an attempt went unanswered, the next waits until the balancer has an instance that can serve. */
  const serviceBack = () => waitHealthy(`${balancerUrl}/readyz`);

  /** Sends `attempt` until an answer says what happened; each unanswered or 5xx one is noted as failed. */
  async function untilDefinite(who: BankInvestor, kind: string, attempt: () => Promise<Answer>) {
    for (let tries = 1; ; tries += 1) {
      const answer = await attempt();
      if (definite(answer.status)) return { answer, retried: tries > 1 };
      record.note(who.email, kind, 'failed', answer.status);
      if (tries === MAX_TRIES) throw new Error(`${kind} for ${who.email}: no definite answer in ${MAX_TRIES} tries (last ${answer.status})`);
      await serviceBack();
    }
  }

  /** A move allowed once: 2xx is acknowledged; a 409 to a retry means an earlier attempt did it. */
  async function once(who: BankInvestor, kind: string, attempt: () => Promise<Answer>): Promise<Answer> {
    const { answer, retried } = await untilDefinite(who, kind, attempt);
    if (succeeded(answer.status)) record.note(who.email, kind, 'acknowledged', answer.status);
    else if (answer.status === 409 && retried) record.note(who.email, kind, 'settled', answer.status);
    else throw new Error(`${kind} for ${who.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** A read: the first definite answer, which must be 200. */
  async function read(who: BankInvestor, path: string): Promise<Record<string, unknown>> {
    const { answer } = await untilDefinite(who, `GET ${path}`, () => call('GET', balancerUrl, path, { address: who.address, bearer: who.access }));
    expect(answer.status, `GET ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  /** The operator's command, tried until it succeeds or refuses; a refusal (409) to a retry means it was done. */
  async function decide(who: BankInvestor, kind: string, args: string[]): Promise<string[] | null> {
    for (let tries = 1; ; tries += 1) {
      try {
        const lines = await operator(args);
        record.note(who.email, kind, 'acknowledged', 'ok');
        return lines;
      } catch (error) {
        if (error instanceof InvestorError && error.status === 409 && tries > 1) {
          record.note(who.email, kind, 'settled', 409);
          return null;
        }
        if (error instanceof InvestorError || tries === MAX_TRIES) throw error;
        record.note(who.email, kind, 'failed', (error as { code?: string }).code ?? 'error');
        await serviceBack();
      }
    }
  }

  /** A creation without a definite answer is left as it is; the next cycle waits, as the next attempt of a move does. */
  async function failedCreation(who: BankInvestor, kind: string, status: number) {
    record.note(who.email, kind, 'failed', status);
    await serviceBack();
  }

  const send = (who: BankInvestor, method: string, path: string, body?: unknown) => () => call(method, balancerUrl, path, { body, address: who.address, bearer: who.access });

  /** One cycle: deposit, report the payment, confirmed, ended early, withdraw part, paid or rejected. */
  async function cycle(who: BankInvestor, investor: number, round: number) {
    // Amounts differ between investors and rounds, so a row in the wrong place shows.
    const amount = PLAN.minDeposit * 100 + 100 * ((investor * 7 + round * 13) % 50);
    const created = await send(who, 'POST', '/api/investor/deposits/', { sector: 'real-estate', plan: PLAN.id, amount_cents: amount, checkout: 'usdt_trc20', acknowledged: true })();
    if (!definite(created.status)) {
      await failedCreation(who, 'deposit', created.status);
      return;
    }
    expect(created.status, `deposit: ${JSON.stringify(created.body)}`).toBe(201);
    record.note(who.email, 'deposit', 'acknowledged', created.status);
    const deposit = String(created.body.id);

    await once(who, 'payment reported', send(who, 'POST', `/api/investor/deposits/${deposit}/sent/`, { tx_hash: `${'ab'.repeat(28)}${String(round).padStart(8, '0')}` }));
    record.expect({ email: who.email, type: 'deposit', reference: deposit, amount, status: 'pending' });

    const confirmed = await decide(who, 'deposit confirmed', ['confirm-deposit', deposit]);
    record.expect({ email: who.email, type: 'deposit', reference: deposit, amount, status: 'completed' });
    if (who.referrer) record.expect({ email: who.referrer.email, type: 'referral_bonus', reference: deposit, amount: applyBps(amount, PLAN.refBonusBps), status: 'completed' });
    // The investment: as the operator printed it, or (settled) the one the investor now has running.
    let investment = confirmed && /investment (\S+) is active/.exec(confirmed.join('\n'))?.[1];
    if (!investment) {
      const running = (await read(who, '/api/investor/overview/')).active_investments as { id: string }[];
      expect(running).toHaveLength(1);
      investment = running[0]!.id;
    }

    const options = await read(who, `/api/investor/investments/${investment}/options/`);
    const payout = (options.early_termination as { payout_cents: number }).payout_cents;
    expect(payout).toBe(amount - applyBps(amount, EARLY_END_FEE_BPS));
    await once(who, 'ended early', send(who, 'POST', `/api/investor/investments/${investment}/terminate/`, { expected_payout_cents: payout }));
    record.expect({ email: who.email, type: 'principal', reference: investment, amount: payout, status: 'completed' });

    // Always to the same address: only the first withdrawal asks for the step-up taken at sign-in.
    const available = ((await read(who, '/api/investor/overview/')).balances as { available_cents: number }).available_cents;
    const withdrawal = Math.floor((available * 0.6) / 100) * 100;
    const requested = await send(who, 'POST', '/api/investor/withdrawals/', { amount_cents: withdrawal, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS })();
    if (!definite(requested.status)) {
      await failedCreation(who, 'withdrawal', requested.status);
      return;
    }
    expect(requested.status, `withdrawal: ${JSON.stringify(requested.body)}`).toBe(201);
    record.note(who.email, 'withdrawal', 'acknowledged', requested.status);
    const id = String(requested.body.id);
    record.expect({ email: who.email, type: 'withdrawal', reference: id, amount: withdrawal, status: 'pending' });

    // Every other withdrawal is rejected (half the investors start with one): its amount returns.
    const pay = (investor + round) % 2 === 0;
    await decide(who, pay ? 'withdrawal paid' : 'withdrawal rejected', pay ? ['pay-withdrawal', id, `tx-${id}`] : ['reject-withdrawal', id, 'destination not verified']);
    record.expect({ email: who.email, type: 'withdrawal', reference: id, amount: withdrawal, status: pay ? 'completed' : 'rejected' });
  }

  const workers = investors.map(async (who, investor) => {
    try {
      for (let round = 0; !stopping; round += 1) await cycle(who, investor, round);
    } catch (error) {
      failure ??= error;
      stopping = true;
    }
  });

  return {
    record,
    /**
     * Resolves once every investor has had `each` operations acknowledged since `after` (a time);
     * fails as soon as a worker has, or when that takes more than a minute.
     */
    async progressed(after: number, each: number) {
      const behind = () => investors.filter((who) => record.operations.filter((operation) => operation.email === who.email && operation.outcome === 'acknowledged' && operation.at >= after).length < each);
      const deadline = Date.now() + 60_000;
      while (behind().length) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`the bank workload stalled: ${behind().map((who) => who.email).join(', ')} had fewer than ${each} operations acknowledged in a minute`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(workers);
      if (failure) throw failure;
      return record;
    },
  };
}

/** A query on the cluster's database: its rows. */
export type Rows = <T>(query: string, values?: unknown[]) => Promise<T[]>;

/**
 * The books after the workload: each investor's ledger rows are exactly those the record implies
 * (every acknowledged or settled operation once, and nothing else), after adopting the failed
 * creations the database does hold (at most as many as failed, each still undecided); and the
 * balances the API shows through the balancer are the ones those rows imply.
 */
export async function expectBooksOfRecord(record: BankRecord, investors: BankInvestor[], rows: Rows, balancerUrl: string) {
  const emails = investors.map((who) => who.email);
  const failedCreations = (email: string, kind: string) => record.operations.filter((operation) => operation.email === email && operation.kind === kind && operation.outcome === 'failed').length;
  const known = new Set(record.expectedRows().map((row) => row.reference));

  const unknownDeposits = (await rows<{ email: string; id: string; status: string }>(
    'select u.email, d.id, d.status from deposits d join users u on u.id = d.user_id where u.email = any($1)', [emails])).filter((deposit) => !known.has(deposit.id));
  const unknownWithdrawals = (await rows<{ email: string; id: string; amount_cents: number; status: string }>(
    'select u.email, w.id, w.amount_cents::integer as amount_cents, w.status from withdrawals w join users u on u.id = w.user_id where u.email = any($1)', [emails])).filter((withdrawal) => !known.has(withdrawal.id));
  for (const email of emails) {
    const deposits = unknownDeposits.filter((deposit) => deposit.email === email);
    expect(deposits.length, `${email}: deposits no answer created`).toBeLessThanOrEqual(failedCreations(email, 'deposit'));
    expect(deposits.map((deposit) => deposit.status).filter((status) => status !== 'awaitingPayment')).toEqual([]);
    const withdrawals = unknownWithdrawals.filter((withdrawal) => withdrawal.email === email);
    expect(withdrawals.length, `${email}: withdrawals no answer created`).toBeLessThanOrEqual(failedCreations(email, 'withdrawal'));
    for (const withdrawal of withdrawals) {
      expect(withdrawal.status).toBe('pending');
      record.expect({ email, type: 'withdrawal', reference: withdrawal.id, amount: withdrawal.amount_cents, status: 'pending' });
    }
  }

  const ledger = await rows<LedgerRow>(
    'select u.email, l.type, l.reference_id as reference, l.amount_cents::integer as amount, l.status from ledger l join users u on u.id = l.user_id where u.email = any($1)', [emails]);
  expect(sortedRows(ledger)).toEqual(sortedRows(record.expectedRows()));

  for (const who of investors) {
    const overview = await call('GET', balancerUrl, '/api/investor/overview/', { address: who.address, bearer: who.access });
    expect(overview.status).toBe(200);
    const { available_cents, invested_cents, total_earned_cents } = overview.body.balances as Record<string, number>;
    expect({ available_cents, invested_cents, total_earned_cents }, who.email).toEqual(balancesOf(record.expectedRows(), who.email));
  }
  return { adopted: { deposits: unknownDeposits.length, withdrawals: unknownWithdrawals.length } };
}
