/**
 * The refresh path does no more writes than it needs: the spent token names its successor in the
 * same statement, and the session's last_seen_at is rewritten at most once a minute (as for bearer
 * requests), which the 30-minute idle rule does not notice.
 */
import { describe, expect, it } from 'vitest';
import { forEachDatabase, type Harness } from './harness';

const REFRESH = '/api/account/token/refresh/';

async function refresh(h: Harness, token: string): Promise<string> {
  const res = await h.post(REFRESH, { refresh: token });
  expect(res.statusCode).toBe(200);
  return res.json().refresh;
}

const lastSeen = async (h: Harness) =>
  (await h.ctx.database.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow()).last_seen_at;

forEachDatabase((setup) => {
  describe('refresh path', () => {
    it('rewrites last_seen_at at most once a minute, and chains each token to its successor', async () => {
      const h = await setup();
      const loggedIn = await h.login(await h.createUser());
      const start = await lastSeen(h);

      h.clock.advance(20_000);
      const second = await refresh(h, loggedIn.refresh);
      h.clock.advance(20_000);
      const third = await refresh(h, second);
      expect(await lastSeen(h)).toBe(start); // 40 s: not rewritten

      h.clock.advance(30_000);
      const fourth = await refresh(h, third);
      expect(await lastSeen(h)).toBe(start + 70_000);

      const rows = await h.ctx.database.db.selectFrom('refresh_tokens')
        .select(['jti', 'replaced_by', 'consumed_at']).orderBy('issued_at').execute();
      expect(rows).toHaveLength(4);
      for (let i = 0; i < 3; i += 1) {
        expect(rows[i]!.replaced_by).toBe(rows[i + 1]!.jti);
        expect(rows[i]!.consumed_at).not.toBeNull();
      }
      expect(rows[3]).toMatchObject({ replaced_by: null, consumed_at: null });
      expect(fourth).toBeTruthy();
    });

    it('a session refreshed within the idle limit stays alive past it', async () => {
      const h = await setup();
      const loggedIn = await h.login(await h.createUser());
      let token = loggedIn.refresh;
      // Every 29 minutes for 3 hours: never 30 minutes idle.
      for (let i = 0; i < 6; i += 1) {
        h.clock.advance(29 * 60_000);
        token = await refresh(h, token);
      }
      h.clock.advance(31 * 60_000);
      expect((await h.post(REFRESH, { refresh: token })).statusCode).toBe(401);
    });
  });
});
