/** Signed-in devices: the live sessions listed, one ended, every other one ended. */
import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

async function signIn(h: Harness, email: string, userAgent: string, remoteAddress = '127.0.0.1') {
  const res = await h.inject({
    method: 'POST', url: '/api/account/login/', remoteAddress,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { access: string; refresh: string };
}

const listOf = (h: Harness, access: string) => h.inject({ method: 'GET', url: '/api/account/sessions/', headers: bearer(access) });
const refreshWith = (h: Harness, refresh: string) => h.post('/api/account/token/refresh/', { refresh });

forEachDatabase((setup) => {
  describe('GET /api/account/sessions/', () => {
    it('lists the live sessions with browser, device, address and times, the one in use first and marked', async () => {
      const h = await setup();
      const email = await h.createUser();
      const phone = await signIn(h, email, SAFARI_IPHONE, '203.0.113.7');
      h.clock.advance(2 * 60_000);
      const desk = await signIn(h, email, CHROME_WINDOWS);
      const res = await listOf(h, phone.access);
      expect(res.statusCode).toBe(200);
      const { sessions } = res.json();
      expect(sessions).toEqual([
        expect.objectContaining({ browser: 'Safari 17', device: 'iOS (iPhone)', ip: '203.0.113.7', current: true, signed_in_at: new Date(h.clock() - 2 * 60_000).toISOString() }),
        expect.objectContaining({ browser: 'Chrome 131', device: 'Windows', ip: '127.0.0.1', current: false, last_seen_at: new Date(h.clock()).toISOString() }),
      ]);
      expect(sessions[1].id).not.toBe(sessions[0].id);
      // The other device sees itself first.
      expect((await listOf(h, desk.access)).json().sessions.map((s: { current: boolean; browser: string }) => [s.browser, s.current])).toEqual([['Chrome 131', true], ['Safari 17', false]]);
    });

    it('names the country of a public address (DB-IP\'s database, IPv4 and IPv6), and none for a private or loopback one', async () => {
      const h = await setup();
      const email = await h.createUser();
      const london = await signIn(h, email, CHROME_WINDOWS, '81.2.69.142');
      await signIn(h, email, SAFARI_IPHONE, '2a00:1450:4001:80b::200e');
      await signIn(h, email, SAFARI_IPHONE, '10.1.2.3');
      await signIn(h, email, CHROME_WINDOWS);
      const places = Object.fromEntries((await listOf(h, london.access)).json().sessions.map((s: { ip: string; place: string | null }) => [s.ip, s.place]));
      expect(places).toEqual({ '81.2.69.142': 'United Kingdom', '2a00:1450:4001:80b::200e': 'Germany', '10.1.2.3': null, '127.0.0.1': null });
    });

    it('leaves out sessions that ended: logged out, or idle past the limit', async () => {
      const h = await setup();
      const email = await h.createUser();
      const gone = await signIn(h, email, SAFARI_IPHONE);
      expect((await h.post('/api/account/logout/', undefined, bearer(gone.access))).statusCode).toBe(200);
      await signIn(h, email, SAFARI_IPHONE);
      h.clock.advance(h.config.ttl.sessionIdleMs + 1);
      const current = await signIn(h, email, CHROME_WINDOWS);
      expect((await listOf(h, current.access)).json().sessions.map((s: { browser: string }) => s.browser)).toEqual(['Chrome 131']);
    });

    it('answers 401 without a token, and shows nobody else\'s sessions', async () => {
      const h = await setup();
      expect((await h.inject({ method: 'GET', url: '/api/account/sessions/' })).statusCode).toBe(401);
      const mine = await signIn(h, await h.createUser(), CHROME_WINDOWS);
      await signIn(h, await h.createUser(), SAFARI_IPHONE);
      expect((await listOf(h, mine.access)).json().sessions).toHaveLength(1);
    });
  });

  describe('DELETE /api/account/sessions/:id/', () => {
    it('ends another device: its refresh token and its access token stop working at once', async () => {
      const h = await setup();
      const email = await h.createUser();
      const phone = await signIn(h, email, SAFARI_IPHONE);
      const desk = await signIn(h, email, CHROME_WINDOWS);
      const phoneId = (await listOf(h, desk.access)).json().sessions.find((s: { current: boolean }) => !s.current).id;
      await h.stepUp(desk.access);
      const res = await h.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneId}/`, headers: bearer(desk.access) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'That device has been signed out.' });
      expect((await refreshWith(h, phone.refresh)).statusCode).toBe(401);
      expect((await listOf(h, phone.access)).statusCode).toBe(401);
      // The device that asked goes on.
      expect((await refreshWith(h, desk.refresh)).statusCode).toBe(200);
      expect((await listOf(h, desk.access)).json().sessions).toHaveLength(1);
    });

    it('refuses to end the session in use (log out does that) and keeps it alive', async () => {
      const h = await setup();
      const desk = await signIn(h, await h.createUser(), CHROME_WINDOWS);
      const id = (await listOf(h, desk.access)).json().sessions[0].id;
      await h.stepUp(desk.access);
      const res = await h.inject({ method: 'DELETE', url: `/api/account/sessions/${id}/`, headers: bearer(desk.access) });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This is the session you are using. Log out to end it.');
      expect((await refreshWith(h, desk.refresh)).statusCode).toBe(200);
    });

    it('answers another investor\'s session exactly like an ended one, and leaves it alive', async () => {
      const h = await setup();
      const mine = await signIn(h, await h.createUser(), CHROME_WINDOWS);
      const theirs = await signIn(h, await h.createUser(), SAFARI_IPHONE);
      const theirId = (await listOf(h, theirs.access)).json().sessions[0].id;
      await h.stepUp(mine.access);
      const attempt = await h.inject({ method: 'DELETE', url: `/api/account/sessions/${theirId}/`, headers: bearer(mine.access) });
      const unknown = await h.inject({ method: 'DELETE', url: '/api/account/sessions/no-such-session/', headers: bearer(mine.access) });
      expect(attempt.statusCode).toBe(404);
      expect(attempt.body).toBe(unknown.body);
      expect((await refreshWith(h, theirs.refresh)).statusCode).toBe(200);
    });
  });

  describe('ending sessions with a token alone', () => {
    it('is refused for another device and for every other one, and nothing ends; the own logout needs no proof', async () => {
      const h = await setup();
      const email = await h.createUser();
      const phone = await signIn(h, email, SAFARI_IPHONE);
      const stolen = await signIn(h, email, CHROME_WINDOWS);
      const phoneId = (await listOf(h, stolen.access)).json().sessions.find((s: { current: boolean }) => !s.current).id;
      const one = await h.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneId}/`, headers: bearer(stolen.access) });
      const all = await h.post('/api/account/sessions/end_others/', undefined, bearer(stolen.access));
      for (const refused of [one, all]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: 'Please confirm it\'s you to make this change.', code: 'step_up_required' });
      }
      expect((await refreshWith(h, phone.refresh)).statusCode).toBe(200);
      expect((await h.post('/api/account/logout/', undefined, bearer(stolen.access))).statusCode).toBe(200);
      expect((await refreshWith(h, stolen.refresh)).statusCode).toBe(401);
    });
  });

  describe('POST /api/account/sessions/end_others/', () => {
    it('ends every other session of the investor, and only those', async () => {
      const h = await setup();
      const email = await h.createUser();
      const others = [await signIn(h, email, SAFARI_IPHONE), await signIn(h, email, SAFARI_IPHONE)];
      const desk = await signIn(h, email, CHROME_WINDOWS);
      const stranger = await signIn(h, await h.createUser(), SAFARI_IPHONE);
      await h.stepUp(desk.access);
      const res = await h.post('/api/account/sessions/end_others/', undefined, bearer(desk.access));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Every other device has been signed out.', ended: 2 });
      for (const other of others) expect((await refreshWith(h, other.refresh)).statusCode).toBe(401);
      expect((await refreshWith(h, desk.refresh)).statusCode).toBe(200);
      expect((await refreshWith(h, stranger.refresh)).statusCode).toBe(200);
      // Nothing left to end.
      expect((await h.post('/api/account/sessions/end_others/', undefined, bearer(desk.access))).json().ended).toBe(0);
    });
  });
});
