/**
 * The development test clock (server/test-clock.ts, server/routes/dev-clock.ts): 404 unless
 * enabled, refused in production, moves everything that reads config.clock (sessions, the
 * investor area and its scheduler), and is shared with the operator CLI through DATA_DIR.
 */
import { mailNotify } from '../../server/investor/notify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../oracle';
import { ConfigError, loadConfig } from '../../server/config';
import type { InvestorDb } from '../../server/investor/schema';
import { confirmDeposit } from '../../server/investor/operator-commands';
import { createTestClock } from '../../server/test-clock';
import { createHarness, testClock, type Harness } from './harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-clock-test-'));
  dirs.push(dir);
  return dir;
}

/** A harness whose clock is a test clock over a fixed fake time (so amounts are exact). */
async function withTestClock() {
  const base = testClock();
  const clock = createTestClock(base, freshDir());
  const h = await createHarness('sqlite', { config: { testClock: clock, clock: clock.now } });
  return { h, base, clock };
}

const advance = (h: Harness, body: unknown) => h.post('/api/dev/clock/advance/', body);

describe('development test clock', () => {
  it('is not there unless enabled: both endpoints answer 404', async () => {
    const h = await createHarness('sqlite');
    expect(h.config.testClock).toBeUndefined();
    expect((await h.inject({ method: 'GET', url: '/api/dev/clock/' })).statusCode).toBe(404);
    expect((await advance(h, { days: 1 })).statusCode).toBe(404);
  });

  it('is enabled by TEST_CLOCK=1 outside production, and production refuses to start with it', () => {
    const dataDir = freshDir();
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir }).testClock).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CLOCK: '0' }).testClock).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CLOCK: '1' }).testClock).toBeDefined();
    expect(() => loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CLOCK: 'yes' })).toThrow(/TEST_CLOCK must be 1 or 0/);
    const production = {
      NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'p'.repeat(40), TWO_FACTOR_KEY: Buffer.alloc(32, 1).toString('base64'), RECAPTCHA_SECRET: 'secret', SMTP_URL: 'smtp://mail.example.com',
    };
    expect(loadConfig(production).testClock).toBeUndefined();
    expect(() => loadConfig({ ...production, TEST_CLOCK: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, TEST_CLOCK: '0' })).toThrow(/TEST_CLOCK is a development aid/);
  });

  it('shows the time and moves it forward by days or milliseconds, never backwards', async () => {
    const { h, base } = await withTestClock();
    expect((await h.inject({ method: 'GET', url: '/api/dev/clock/' })).json()).toEqual({ now: new Date(base()).toISOString(), now_ms: base(), offset_ms: 0 });
    const moved = await advance(h, { days: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ now: new Date(base() + 2 * DAY_MS).toISOString(), now_ms: base() + 2 * DAY_MS, offset_ms: 2 * DAY_MS });
    expect((await advance(h, { ms: 1_500 })).json().offset_ms).toBe(2 * DAY_MS + 1_500);
    expect(h.config.clock()).toBe(base() + 2 * DAY_MS + 1_500);
    for (const body of [{}, { days: 0 }, { days: -1 }, { ms: 1.5 }, { days: 1, ms: 1 }, { days: 4000 }, { weeks: 1 }]) {
      expect((await advance(h, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await h.inject({ method: 'GET', url: '/api/dev/clock/' })).json().offset_ms).toBe(2 * DAY_MS + 1_500);
  });

  it('keeps the offset in DATA_DIR, so the operator CLI and a restarted server see the same time', async () => {
    const dataDir = freshDir();
    const server = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CLOCK: '1' });
    await server.testClock!.advance(3 * DAY_MS);
    const cli = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, TEST_CLOCK: '1' });
    expect(cli.testClock!.offsetMs()).toBe(3 * DAY_MS);
    expect(Math.abs(cli.clock() - (Date.now() + 3 * DAY_MS))).toBeLessThan(5_000);
  });

  it('matures an investment when it passes the duration: the scheduler credits it before the answer, sessions age too', async () => {
    const { h } = await withTestClock();
    const email = await h.createUser();
    const { access } = await h.login(email);
    const auth = { authorization: `Bearer ${access}` };
    const created = await h.post('/api/investor/deposits/', { sector: 'agriculture', plan: 'baselayer', amount_cents: 50_000, checkout: 'usdt_trc20', acknowledged: true }, auth);
    expect(created.statusCode, created.body).toBe(201);
    const depositId = created.json().id as string;
    expect((await h.post(`/api/investor/deposits/${depositId}/sent/`, { tx_hash: '' }, auth)).statusCode).toBe(200);
    const db = h.ctx.database.db as unknown as InvestorDb;
    const investmentId = await confirmDeposit(db, depositId, h.config.clock(), 'operator:test', mailNotify(h.config.appUrl));
    const status = async () => (await db.selectFrom('investments').select('status').where('id', '=', investmentId).executeTakeFirstOrThrow()).status;

    expect((await advance(h, { days: 6 })).statusCode).toBe(200);
    expect(await status()).toBe('active');
    expect((await advance(h, { days: 1 })).statusCode).toBe(200);
    // No investor request in between: the scheduler woke on the jump and credited it.
    expect(await status()).toBe('credited');

    // The access token (5 minutes) and the session (12 hours) have aged a week as well.
    expect((await h.inject({ method: 'GET', url: '/api/investor/overview/', headers: auth })).statusCode).toBe(401);
    const again = await h.login(email);
    const overview = await h.inject({ method: 'GET', url: '/api/investor/overview/', headers: { authorization: `Bearer ${again.access}` } });
    // BASELAYER: 1% a day for 7 days on $500 = $35 earnings, credited with the principal.
    expect(overview.json().balances).toEqual({ available_cents: 53_500, invested_cents: 0, accrued_cents: 0, total_earned_cents: 3_500 });
  });
});
