/**
 * The books reconciled: real money operations through the API and the operator's commands
 * (deposits confirmed and rejected, maturity, early end with a fee, reinvestment, upgrade,
 * withdrawals paid, rejected and pending, referral bonuses), then `npm run operator -- reconcile`
 * finds them balanced; one investor's available balance moved by one cent in the database makes it
 * name that investor and that cent and fail, as a function and as a process (exit code 65); the
 * server's schedule exports the breach count as a gauge, one instance at a time on PostgreSQL.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailNotify } from '../../server/investor/notify';
import { decideWithdrawal, rejectDeposit } from '../../server/investor/operator-commands';
import { settleMatured } from '../../server/investor/maturity';
import { terminateEarly, terminationOutcome } from '../../server/investor/commands';
import { reconcile, RECONCILE_LOCK } from '../../server/investor/reconcile';
import { BooksOutOfBalance } from '../../server/investor/reconcile-report';
import { FIRST_RECONCILE_AFTER_MS, RECONCILE_EVERY_MS, startBooksReconciliation } from '../../server/investor/reconcile-schedule';
import { DAY_MS } from '../oracle';
import { createHarness, forEachDatabase, type Harness } from './harness';
import { compiled, tempDir } from './processes';
import { db, deposit, invest, investor, operator, travel, withdraw, type Investor } from './investor-support';

const ROOT = path.resolve(__dirname, '../..');
const quietLog = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() };

/** The value of one series in the Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Moves one investor's running available balance by `cents`, by hand, as a faulty change would. */
async function nudgeAvailable(h: Harness, who: Investor, cents: number) {
  await db(h).updateTable('investor_accounts').set((eb) => ({ available_cents: eb('available_cents', '+', cents) })).where('user_id', '=', who.userId).execute();
}

/**
 * Alice and Bob (whom Alice referred) through every kind of money movement. Afterwards:
 * Alice: $1,000 deposited, $70 earned, $50 + $210 bonuses; $1,000 reinvested; withdrew $100
 * (paid), $50 (rejected), $20 (pending): $210 available. Bob: $1,000 and $3,000 deposited (a
 * third rejected), the $3,000 ended early after 3 days with a 2.5 % fee ($75), the $1,000
 * matured ($70) and upgraded to IGNITE with $2,500: $1,495 available.
 */
async function everyMoneyMovement(h: Harness) {
  const alice = await investor(h);
  const bob = await investor(h, (await alice.get('/api/investor/profile/')).json().referral_code);
  expect((await operator(h, 'set-fee', '250')).error).toBeUndefined();
  const aliceFirst = await invest(h, alice);
  const bobFirst = await invest(h, bob);
  const bobSecond = await invest(h, bob, { plan: 'ignite', amount_cents: 300_000 });
  const refused = await deposit(bob, { checkout: 'eth_erc20' });
  expect((await bob.post(`/api/investor/deposits/${refused.id}/sent/`, { tx_hash: '' })).statusCode).toBe(200);
  await rejectDeposit(db(h), refused.id, h.clock(), 'op', 'no funds arrived');

  await travel(h, 3 * DAY_MS, bob);
  const preview = (await bob.get(`/api/investor/investments/${bobSecond.investmentId}/options/`)).json().early_termination;
  expect(preview.payout_cents).toBe(292_500);
  expect((await bob.post(`/api/investor/investments/${bobSecond.investmentId}/terminate/`, { expected_payout_cents: 292_500 })).statusCode).toBe(200);

  await travel(h, 4 * DAY_MS, alice, bob);
  expect(await settleMatured(db(h), h.clock())).toBe(2);
  expect((await alice.post(`/api/investor/investments/${aliceFirst.investmentId}/reinvest/`)).statusCode).toBe(201);
  const upgraded = await bob.post(`/api/investor/investments/${bobFirst.investmentId}/upgrade/`, { plan: 'ignite', amount_cents: 250_000 });
  expect(upgraded.statusCode, upgraded.body).toBe(201);

  const notify = mailNotify(h.config.appUrl);
  await decideWithdrawal(db(h), await withdraw(alice, 10_000), 'pay', h.clock(), 'op', 'tx 0xfeed', notify);
  await decideWithdrawal(db(h), await withdraw(alice, 5_000), 'reject', h.clock(), 'op', 'name mismatch', notify);
  await withdraw(alice, 2_000);
  expect((await alice.get('/api/investor/overview/')).json().balances.available_cents).toBe(21_000);
  expect((await bob.get('/api/investor/overview/')).json().balances.available_cents).toBe(149_500);
  return { alice, bob };
}

forEachDatabase((setup, kind) => {
  describe('reconcile', () => {
    it('finds the books of every money movement balanced, then names the investor and the cent a hand-made change adds', async () => {
      const h = await setup();
      const { bob } = await everyMoneyMovement(h);

      const clean = await operator(h, 'reconcile');
      expect(clean.error).toBeUndefined();
      expect(clean.lines).toEqual([
        'Books balance: 2 investors, 16 ledger rows, totals: deposits confirmed $5,000.00 + earnings credited $140.00 + referral bonuses $260.00'
        + ' = available $1,705.00 + invested principal $3,500.00 + pending withdrawals $20.00 + paid withdrawals $100.00 + fees kept $75.00.',
      ]);

      await nudgeAvailable(h, bob, 1);
      const broken = await operator(h, 'reconcile');
      expect(broken.lines).toEqual([
        `${bob.email}  balance-equals-ledger  available balance: expected $1,495.00, actual $1,495.01, difference +$0.01`,
        `${bob.email}  money-conserved  money held vs money received: expected $4,070.00, actual $4,070.01, difference +$0.01`,
        'all investors  money-conserved  money held vs money received: expected $5,400.00, actual $5,400.01, difference +$0.01',
      ]);
      expect(broken.error).toBeInstanceOf(BooksOutOfBalance);
      expect((broken.error as Error).message).toBe('Books do not balance: 3 breaches (1 investor named; 2 investors, 16 ledger rows checked).');
    });

    it('exports the breach count of each scheduled run and when it ran', async () => {
      const h = await setup();
      const alice = await investor(h);
      await invest(h, alice);
      const schedule = startBooksReconciliation(h.ctx.database, h.ctx.metrics, quietLog, h.clock, { firstAfterMs: DAY_MS });
      try {
        expect((await schedule.runOnce())?.breaches).toEqual([]);
        let text = await h.ctx.metrics.registry.metrics();
        expect(sample(text, 'acme_books_breaches')).toBe(0);
        expect(sample(text, 'acme_books_last_reconciled_timestamp_seconds')).toBe(h.clock() / 1000);

        h.clock.advance(60_000);
        await nudgeAvailable(h, alice, -1);
        await schedule.runOnce();
        text = await h.ctx.metrics.registry.metrics();
        // Her balance against its ledger, below zero, her money a cent short, and everyone's.
        expect(sample(text, 'acme_books_breaches')).toBe(4);
        expect(sample(text, 'acme_books_last_reconciled_timestamp_seconds')).toBe(h.clock() / 1000);
        expect(quietLog.error).toHaveBeenLastCalledWith(expect.objectContaining({ breaches: 4 }), 'the books do not balance: run `npm run operator -- reconcile`');
      } finally {
        await schedule.stop();
      }
    });

    // Row locks are PostgreSQL's (SQLite has one writer at a time, so the two never interleave).
    if (kind === 'postgres') it("an early end and the maturity scheduler at the same moment do not deadlock: whoever locks the investor's account first wins", async () => {
      const h = await setup();
      const alice = await investor(h);
      const { investmentId } = await invest(h, alice);
      const books = db(h);
      const investment = await books.selectFrom('investments').selectAll().where('id', '=', investmentId).executeTakeFirstOrThrow();
      // The investor ends it a millisecond before it matures; the scheduler credits it at maturity.
      const endsAt = investment.matures_at - 1;
      const { payoutCents } = await terminationOutcome(books, investment, endsAt);
      /** The connections waiting for a lock that `pid` holds. */
      const waitingFor = async (pid: number) =>
        (await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE ${pid} = ANY(pg_blocking_pids(pid))`.execute(books)).rows.map((row) => row.pid);
      const until = async (found: () => Promise<number[]>) => {
        for (;;) {
          const pids = await found();
          if (pids.length) return pids;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      let outcome: PromiseSettledResult<unknown>[] = [];
      // The early end is held after it locked the account (its fee is read from the settings, locked
      // here), the scheduler starts while it is held, then the early end goes on to the investment.
      await books.connection().execute(async (settingsLock) => {
        await sql`BEGIN`.execute(settingsLock);
        await sql`LOCK TABLE investor_settings IN ACCESS EXCLUSIVE MODE`.execute(settingsLock);
        const holder = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(settingsLock)).rows[0]!.pid;
        const earlyEnd = terminateEarly(books, alice.userId, investmentId, payoutCents, endsAt);
        const [ending] = await until(() => waitingFor(holder));
        const scheduler = settleMatured(books, investment.matures_at);
        await until(() => waitingFor(ending!));
        await sql`COMMIT`.execute(settingsLock);
        outcome = await Promise.allSettled([earlyEnd, scheduler]);
      });
      // Neither failed (a deadlock aborts one of them): the early end won, and nothing was credited twice.
      expect(outcome).toEqual([{ status: 'fulfilled', value: undefined }, { status: 'fulfilled', value: 0 }]);
      expect(await books.selectFrom('investments').select(['status', 'payout_cents']).where('id', '=', investmentId).executeTakeFirstOrThrow())
        .toEqual({ status: 'endedEarly', payout_cents: payoutCents });
      expect((await reconcile(books)).breaches).toEqual([]);
    });

    // Several instances share only PostgreSQL (one server per SQLite file).
    if (kind === 'postgres') it('skips a run while another instance is reconciling (the advisory lock), and runs again once it is free', async () => {
      const h = await setup();
      const schedule = startBooksReconciliation(h.ctx.database, h.ctx.metrics, quietLog, h.clock, { firstAfterMs: DAY_MS });
      try {
        await db(h).connection().execute(async (otherInstance) => {
          await sql`SELECT pg_advisory_lock(${RECONCILE_LOCK})`.execute(otherInstance);
          try {
            expect(await schedule.runOnce()).toBeNull();
          } finally {
            await sql`SELECT pg_advisory_unlock(${RECONCILE_LOCK})`.execute(otherInstance);
          }
        });
        expect(sample(await h.ctx.metrics.registry.metrics(), 'acme_books_last_reconciled_timestamp_seconds')).toBe(0);
        expect((await schedule.runOnce())?.breaches).toEqual([]);
        expect(sample(await h.ctx.metrics.registry.metrics(), 'acme_books_last_reconciled_timestamp_seconds')).toBe(h.clock() / 1000);
      } finally {
        await schedule.stop();
      }
    });
  });
});

describe('reconcile as a process', () => {
  it('prints the breach and exits with 65 when a balance was changed by a cent', async () => {
    const h = await createHarness('sqlite');
    const alice = await investor(h);
    await invest(h, alice);
    await nudgeAvailable(h, alice, 1);
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: h.dir, SQLITE_FILE: h.config.sqliteFile, DATABASE_URL: '', JWT_SECRET: 'operator-test-secret-long-enough-0123456789' };
    const failure = await promisify(execFile)(process.execPath, [...compiled('operator'), 'reconcile'], { cwd: ROOT, env, timeout: 60_000 })
      .then(() => undefined, (error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure?.code).toBe(65);
    expect(failure?.stdout.split('\n')).toEqual([
      `${alice.email}  balance-equals-ledger  available balance: expected $0.00, actual $0.01, difference +$0.01`,
      `${alice.email}  money-conserved  money held vs money received: expected $1,000.00, actual $1,000.01, difference +$0.01`,
      'all investors  money-conserved  money held vs money received: expected $1,000.00, actual $1,000.01, difference +$0.01',
      '',
    ]);
    expect(failure?.stderr).toBe('Books do not balance: 3 breaches (1 investor named; 1 investor, 1 ledger row checked).\n');
  }, 60_000);
});

describe('the books schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reconciles half a minute after start, then every 10 minutes, until stopped', async () => {
    const h = await createHarness('sqlite');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const metrics = { booksReconciled: vi.fn() };
    const schedule = startBooksReconciliation(h.ctx.database, metrics, quietLog, h.clock);
    await vi.advanceTimersByTimeAsync(FIRST_RECONCILE_AFTER_MS - 1);
    expect(metrics.booksReconciled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(metrics.booksReconciled).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS - FIRST_RECONCILE_AFTER_MS);
    await vi.waitFor(() => expect(metrics.booksReconciled).toHaveBeenCalledTimes(2));
    expect(metrics.booksReconciled).toHaveBeenLastCalledWith(0, h.clock());
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(RECONCILE_EVERY_MS);
    expect(metrics.booksReconciled).toHaveBeenCalledTimes(2);
  });
});

describe('the books alerts in docs/operations.md', () => {
  const DOCS = path.join(ROOT, 'docs/operations.md');
  /** The rule file: the yaml block of the section "The books". */
  const rules = () => /## The books[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readFileSync(DOCS, 'utf8'))?.[1] ?? '';
  const alert = (severity: string, summary: string, description: string) => ({ exp_labels: { severity }, exp_annotations: { summary, description } });
  const BREACHES_SAID = 'Run `npm run operator -- reconcile` to see each breach (investor, invariant, expected, actual, difference). Hold withdrawals until it is explained.';
  const STALE_SAID = "Every instance reconciles every 10 minutes. Read the log for 'books reconciliation failed' lines, and run `npm run operator -- reconcile` by hand.";
  const staleAlert = alert('warning', 'The books have not been reconciled for 30 minutes', STALE_SAID);

  it('are a rule file promtool accepts, and fire on the first run with a breach and after 30 minutes without a run', () => {
    const dir = tempDir('acme-books-rules-');
    writeFileSync(path.join(dir, 'rules.yml'), rules());
    expect(execFileSync('promtool', ['check', 'rules', path.join(dir, 'rules.yml')], { encoding: 'utf8' })).toContain('SUCCESS: 2 rules found');
    // promtool reads YAML, and JSON is YAML. Series are sampled every minute from 0 s.
    const cases = {
      rule_files: ['rules.yml'],
      evaluation_interval: '1m',
      tests: [
        {
          // Instance a's third run finds three breaches; instance b's runs find none.
          interval: '1m',
          input_series: [
            { series: 'acme_books_breaches{job="acme",instance="a"}', values: '0 0 3' },
            { series: 'acme_books_breaches{job="acme",instance="b"}', values: '0 0 0' },
          ],
          alert_rule_test: [
            { eval_time: '1m', alertname: 'BooksDoNotBalance', exp_alerts: [] },
            { eval_time: '2m', alertname: 'BooksDoNotBalance', exp_alerts: [alert('critical', 'The books do not balance: 3 breaches', BREACHES_SAID)] },
          ],
        },
        {
          // Started at 0 s, reconciled at 60 s, then never again.
          interval: '1m',
          input_series: [
            { series: 'process_start_time_seconds{job="acme",instance="a"}', values: '0+0x40' },
            { series: 'acme_books_last_reconciled_timestamp_seconds{job="acme",instance="a"}', values: '0 60+0x40' },
          ],
          alert_rule_test: [
            { eval_time: '31m', alertname: 'BooksNotReconciled', exp_alerts: [] },
            { eval_time: '32m', alertname: 'BooksNotReconciled', exp_alerts: [staleAlert] },
          ],
        },
        {
          // Started at 0 s and never reconciled: quiet while it may not have had the chance.
          interval: '1m',
          input_series: [
            { series: 'process_start_time_seconds{job="acme",instance="a"}', values: '0+0x40' },
            { series: 'acme_books_last_reconciled_timestamp_seconds{job="acme",instance="a"}', values: '0+0x40' },
          ],
          alert_rule_test: [
            { eval_time: '29m', alertname: 'BooksNotReconciled', exp_alerts: [] },
            { eval_time: '31m', alertname: 'BooksNotReconciled', exp_alerts: [staleAlert] },
          ],
        },
      ],
    };
    writeFileSync(path.join(dir, 'cases.yml'), JSON.stringify(cases));
    expect(execFileSync('promtool', ['test', 'rules', path.join(dir, 'cases.yml')], { encoding: 'utf8' })).toContain('SUCCESS');
  });
});
