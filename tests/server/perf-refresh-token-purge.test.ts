/**
 * Spent refresh tokens do not pile up forever: rows of finished families (revoked, idle, past the
 * absolute limit) and expired rows are purged; rows of live families stay, so reuse of a spent
 * token is still caught. The schedule runs periodically and stops cleanly.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRefreshTokenPurge } from '../../server/auth/refresh-token-purge';
import { forEachDatabase, type Harness } from './harness';

const REFRESH = '/api/account/token/refresh/';
const MINUTE = 60_000;

async function rotate(h: Harness, refresh: string, times: number): Promise<string> {
  let current = refresh;
  for (let i = 0; i < times; i += 1) {
    h.clock.advance(1_000);
    const res = await h.post(REFRESH, { refresh: current });
    expect(res.statusCode).toBe(200);
    current = res.json().refresh;
  }
  return current;
}

async function rowsOf(h: Harness, userId: string): Promise<number> {
  const row = await h.ctx.database.db.selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sessions.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

forEachDatabase((setup) => {
  describe('Sessions.purgeRefreshTokens', () => {
    it('keeps every row of a live family, so a spent token presented again still ends it', async () => {
      const h = await setup();
      const first = await h.login(await h.createUser());
      await rotate(h, first.refresh, 3);
      expect(await rowsOf(h, first.user_id)).toBe(4);
      h.clock.advance(20_000); // past the grace window of the previous token
      expect(await h.ctx.sessions.purgeRefreshTokens()).toBe(0);
      expect(await rowsOf(h, first.user_id)).toBe(4);
      const reuse = await h.post(REFRESH, { refresh: first.refresh });
      expect(reuse.statusCode).toBe(401);
      const session = await h.ctx.database.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', first.user_id).executeTakeFirstOrThrow();
      expect(session.revoked_at).not.toBeNull();
    });

    it('deletes the rows of revoked, idle and over-age families, in batches, and nothing else', async () => {
      const h = await setup();
      const loggedOut = await h.login(await h.createUser());
      await rotate(h, loggedOut.refresh, 2);
      const out = await h.inject({ method: 'POST', url: '/api/account/logout/', headers: { authorization: `Bearer ${loggedOut.access}` } });
      expect(out.statusCode).toBe(200);

      const idle = await h.login(await h.createUser());
      const idleLast = await rotate(h, idle.refresh, 2);

      const live = await h.login(await h.createUser());
      const liveLast = await rotate(h, live.refresh, 2);

      // Revoked family: gone; the others are untouched. Two rows per call.
      expect(await h.ctx.sessions.purgeRefreshTokens(2)).toBe(2);
      expect(await h.ctx.sessions.purgeRefreshTokens(2)).toBe(1);
      expect(await h.ctx.sessions.purgeRefreshTokens(2)).toBe(0);
      expect(await rowsOf(h, loggedOut.user_id)).toBe(0);
      expect(await rowsOf(h, idle.user_id)).toBe(3);

      // 31 minutes later the idle family is over; the live one refreshed meanwhile.
      h.clock.advance(20 * MINUTE);
      const liveNow = await rotate(h, liveLast, 1);
      h.clock.advance(11 * MINUTE);
      expect(await h.ctx.sessions.purgeRefreshTokens()).toBe(3);
      expect(await rowsOf(h, idle.user_id)).toBe(0);
      expect(await rowsOf(h, live.user_id)).toBe(4);
      // The idle family's last token is refused just as before the purge.
      expect((await h.post(REFRESH, { refresh: idleLast })).statusCode).toBe(401);

      // Past the absolute limit (12 h) every row of the family goes, however recently it was used.
      await sql`update sessions set created_at = ${h.clock() - 12 * 60 * MINUTE - 1}`.execute(h.ctx.database.db);
      expect(await h.ctx.sessions.purgeRefreshTokens()).toBe(4);
      expect(await rowsOf(h, live.user_id)).toBe(0);
      expect((await h.post(REFRESH, { refresh: liveNow })).statusCode).toBe(401);
    });

    it('deletes expired rows even when their session row still looks alive', async () => {
      const h = await setup();
      const user = await h.login(await h.createUser());
      // A session whose clock fields were kept fresh by hand (as a long-lived session would be):
      // only the token's own expiry says it is over.
      await sql`update refresh_tokens set expires_at = ${h.clock() - 1}`.execute(h.ctx.database.db);
      expect(await h.ctx.sessions.purgeRefreshTokens()).toBe(1);
      expect(await rowsOf(h, user.user_id)).toBe(0);
    });
  });
});

describe('startRefreshTokenPurge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const quietLog = { info: vi.fn(), warn: vi.fn() };
  // Timers are faked; setImmediate (the pause between batches) stays real.
  const betweenBatches = async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };
  const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

  it('runs after start-up and then periodically, batch after batch, until stopped', async () => {
    fakeTimers();
    const deletedPerCall = [500, 500, 12, 0, 3];
    const purge = vi.fn(async () => deletedPerCall.shift() ?? 0);
    const schedule = startRefreshTokenPurge({ purgeRefreshTokens: purge }, quietLog, { everyMs: 10 * MINUTE, firstAfterMs: MINUTE, batch: 500 });

    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(purge).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await betweenBatches();
    expect(purge).toHaveBeenCalledTimes(3); // 500, 500, then 12 < 500: done
    expect(quietLog.info).toHaveBeenCalledWith({ deleted: 1012 }, 'purged spent refresh tokens');

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(purge).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(purge).toHaveBeenCalledTimes(5);

    await schedule.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(purge).toHaveBeenCalledTimes(5);
  });

  it('stop() waits for a run in progress and no further batch starts', async () => {
    let release!: () => void;
    const purge = vi.fn(() => new Promise<number>((resolve) => { release = () => resolve(500); }));
    const schedule = startRefreshTokenPurge({ purgeRefreshTokens: purge }, quietLog, { firstAfterMs: 60 * MINUTE });
    const run = schedule.runOnce();
    expect(schedule.runOnce()).toBe(run); // one run at a time
    let stopped = false;
    const stopping = schedule.stop().then(() => { stopped = true; });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await run).toBe(500);
    expect(purge).toHaveBeenCalledTimes(1); // a full batch, but stopped: no second one
  });

  it('a failed run is logged and retried at the next interval', async () => {
    fakeTimers();
    const log = { info: vi.fn(), warn: vi.fn() };
    const purge = vi.fn().mockRejectedValueOnce(new Error('disk I/O error')).mockResolvedValue(0);
    const schedule = startRefreshTokenPurge({ purgeRefreshTokens: purge }, log, { everyMs: MINUTE, firstAfterMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.warn).toHaveBeenCalledWith({ err: { message: 'disk I/O error' } }, 'refresh-token purge failed; will retry');
    await vi.advanceTimersByTimeAsync(MINUTE - 1_000);
    expect(purge).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });
});
