/**
 * A long transaction history: pages stay ten rows in one stable order however
 * deep, rows that share a timestamp are neither repeated nor lost across pages, and the CSV export
 * (read in batches) holds every row once, in the list's order. The history is written straight
 * into the ledger: building 1,100 rows through deposits would test the deposits, not the list.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS, INVESTMENT_HISTORY_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '../oracle';
import type { Kysely } from 'kysely';
import { backfillFinishedInvestmentsCount, backfillTransactionsCount } from '../../server/investor/migrations';
import type { InvestmentsTable, InvestorDb, LedgerTable } from '../../server/investor/schema';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

// Several export batches (250 rows each, not a multiple of TIED), so the
// export crosses batch boundaries in the middle of tied rows.
const ROWS = 1_105;
// Three rows per timestamp: ties are broken by id, also where a page or a batch ends.
const TIED = 3;

async function signedInInvestor(h: Harness) {
  const email = `history-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await h.post('/api/account/registration/', { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(res.statusCode).toBe(201);
  expect((await h.post('/api/account/verify_code/', { email, code: h.lastMailTo(email)?.meta?.code }, { cookie: cookiesFrom(res) })).statusCode).toBe(200);
  const tokens = await h.login(email);
  const get = (url: string) => h.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.access}` } });
  return { userId: tokens.user_id as string, get };
}

async function writeHistory(h: Harness, userId: string): Promise<LedgerTable[]> {
  const start = h.clock() - ROWS * 60_000;
  const rows: LedgerTable[] = Array.from({ length: ROWS }, (_, i) => ({
    id: `tx-${String((i * 7919) % ROWS).padStart(5, '0')}`, // ids not in time order, so the tie-break is visible
    user_id: userId, type: i % 2 ? 'earning' : 'deposit', status: 'completed', amount_cents: 100 + i, delta_cents: i % 2 ? 100 + i : 0,
    description: `Row ${i}`, reference_id: `ref-${i}`, created_at: start + Math.floor(i / TIED) * 60_000,
  }));
  const db = h.ctx.database.db as unknown as InvestorDb;
  for (let first = 0; first < rows.length; first += 200) await db.insertInto('ledger').values(rows.slice(first, first + 200)).execute();
  // Written past the service: the account's count is set as the migration sets it.
  await backfillTransactionsCount(db as unknown as Kysely<unknown>);
  // The list's order: newest first, then id descending.
  return [...rows].sort((a, b) => b.created_at - a.created_at || (a.id < b.id ? 1 : -1));
}

/** `finished` ended investments a day apart (two per day: ties broken by id), and two running ones. */
async function writeInvestments(h: Harness, userId: string, finished: number) {
  const start = h.clock() - finished * DAY_MS;
  const row = (id: string, status: string, startedAt: number): InvestmentsTable => ({
    id, user_id: userId, deposit_id: null, previous_id: null, plan: 'baselayer', sector: 'agriculture', principal_cents: 100_000, daily_return_bps: 100,
    duration_days: 7, started_at: startedAt, matures_at: startedAt + 7 * DAY_MS, status, cycle: 0, earnings_cents: status === 'active' ? null : 7_000,
    payout_cents: status === 'active' ? null : 107_000, fee_cents: null, credited_at: null, ended_at: status === 'ended' ? startedAt + 8 * DAY_MS : null, created_at: startedAt,
  });
  const rows = Array.from({ length: finished }, (_, i) => row(`inv-${String((i * 7919) % finished).padStart(4, '0')}`, 'ended', start + Math.floor(i / 2) * DAY_MS));
  rows.push(row('running-active', 'active', h.clock() - DAY_MS), row('running-credited', 'credited', h.clock() - 8 * DAY_MS));
  await (h.ctx.database.db as unknown as InvestorDb).insertInto('investments').values(rows).execute();
  // Written past the service: the account's count of finished ones is set as the migration sets it.
  await backfillFinishedInvestmentsCount(h.ctx.database.db as unknown as Kysely<unknown>);
  return rows.filter((r) => r.status === 'ended').sort((a, b) => b.started_at - a.started_at || (a.id < b.id ? 1 : -1));
}

forEachDatabase((setup) => {
  describe('a long investment history', () => {
    it('lists every running investment and pages through the finished ones, newest first', async () => {
      const h = await setup();
      const investor = await signedInInvestor(h);
      const expected = await writeInvestments(h, investor.userId, 23);
      const first = (await investor.get('/api/investor/investments/')).json();
      expect(first.running.map((row: { id: string }) => row.id)).toEqual(['running-active', 'running-credited']);
      expect(first.totals_by_plan).toEqual([expect.objectContaining({ plan: 'baselayer', count: 1, principal_cents: 100_000 })]);
      const pages = Math.ceil(23 / INVESTMENT_HISTORY_PAGE_SIZE);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const body = (await investor.get(`/api/investor/investments/?page=${page}`)).json();
        expect(body.history).toMatchObject({ count: 23, page, page_size: INVESTMENT_HISTORY_PAGE_SIZE });
        expect(body.running).toHaveLength(2); // on every page
        seen.push(...body.history.results.map((row: { id: string; status: string }) => row.id));
      }
      expect(seen).toEqual(expected.map((row) => row.id));
      expect((await investor.get(`/api/investor/investments/?page=${pages + 1}`)).json().history).toMatchObject({ count: 23, results: [] });
      expect((await investor.get('/api/investor/investments/?page=two')).statusCode).toBe(400);
    });
  });


  describe('a long transaction history', () => {
    it('pages by ten in one stable order, to the last partial page, with every row once', async () => {
      const h = await setup();
      const investor = await signedInInvestor(h);
      const expected = await writeHistory(h, investor.userId);
      const pages = Math.ceil(ROWS / TRANSACTIONS_PAGE_SIZE);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const body = (await investor.get(`/api/investor/transactions/?page=${page}`)).json();
        expect(body).toMatchObject({ count: ROWS, page, page_size: TRANSACTIONS_PAGE_SIZE });
        expect(body.results).toHaveLength(page < pages ? TRANSACTIONS_PAGE_SIZE : ROWS % TRANSACTIONS_PAGE_SIZE);
        seen.push(...body.results.map((row: { id: string }) => row.id));
      }
      expect(seen).toEqual(expected.map((row) => row.id));
      expect((await investor.get(`/api/investor/transactions/?page=${pages + 1}`)).json()).toMatchObject({ count: ROWS, results: [] });
      // A filtered deep page keeps the same order within its type.
      const earnings = expected.filter((row) => row.type === 'earning');
      const lastEarnings = (await investor.get(`/api/investor/transactions/?type=earning&page=${Math.ceil(earnings.length / TRANSACTIONS_PAGE_SIZE)}`)).json();
      expect(lastEarnings.count).toBe(earnings.length);
      expect(lastEarnings.results.map((row: { id: string }) => row.id)).toEqual(earnings.slice(-(earnings.length % TRANSACTIONS_PAGE_SIZE || TRANSACTIONS_PAGE_SIZE)).map((row) => row.id));
    });

    it('exports every row once, in the list order, across the batches it is read in', async () => {
      const h = await setup();
      const investor = await signedInInvestor(h);
      const expected = await writeHistory(h, investor.userId);
      const csv = await investor.get('/api/investor/transactions/export/');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.split('\r\n');
      expect(lines[0]).toBe('"Date","Type","Description","Status","Amount (USD)"');
      expect(lines.at(-1)).toBe(''); // every line ends with CRLF
      const descriptions = lines.slice(1, -1).map((line) => line.split(',')[2]);
      expect(descriptions).toEqual(expected.map((row) => `"${row.description}"`));
    });
  });
});
