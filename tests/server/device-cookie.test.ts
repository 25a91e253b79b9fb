/**
 * Device cookies (OWASP's device cookies): failures from elsewhere never lock the
 * owner out of a browser they signed in from before; the per-account ceiling holds for unknown
 * devices only; and the same cookie decides the new-device alert. On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A login from `address`, as a browser holding `cookie` (or none). */
function login(h: Harness, email: string, password: string, { address = '198.51.100.7', cookie = '', userAgent = CHROME_WINDOWS } = {}) {
  return h.inject({
    method: 'POST', url: '/api/account/login/', remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ email, password, recaptcha_token: DEV_CAPTCHA_TOKEN }),
  });
}

const newSignInAlerts = (h: Harness, email: string) => h.outbox().filter((mail) => mail.to === email && mail.meta?.kind === 'alert:new-sign-in');

forEachDatabase((setup) => {
  describe('the login limits', () => {
    it('100 failed passwords from 20 addresses do not stop the owner on a browser they used before; a new browser waits', async () => {
      // The configured limits: 5 free failures per address, at most 100 per e-mail an hour from unknown devices.
      const h = await setup();
      const email = await h.createUser();
      const laptop = await login(h, email, PASSWORD, { address: '192.0.2.10' });
      expect(laptop.statusCode).toBe(200);
      const laptopCookie = cookiesFrom(laptop);
      expect(laptopCookie).toMatch(/^acme_device=/);
      for (let a = 1; a <= 20; a += 1) {
        for (let i = 0; i < 5; i += 1) expect((await login(h, email, `guess ${a}-${i}`, { address: `203.0.113.${a}` })).statusCode).toBe(401);
      }
      // The ceiling is reached for unknown devices: even the right password waits there.
      const stranger = await login(h, email, PASSWORD, { address: '198.51.100.99' });
      expect(stranger.statusCode).toBe(429);
      // The owner's laptop signs in, from its usual address or another one.
      expect((await login(h, email, PASSWORD, { address: '192.0.2.10', cookie: laptopCookie })).statusCode).toBe(200);
      expect((await login(h, email, PASSWORD, { address: '198.51.100.42', cookie: laptopCookie })).statusCode).toBe(200);
    });

    it('a known device has limits of its own, and a made-up or other account\'s cookie counts as unknown', async () => {
      const h = await setup({ config: { loginThrottle: { maxFailures: 20, maxFailuresPerEmail: 100, windowMs: 3_600_000, freeFailures: 5, baseDelayMs: 60_000, maxDelayMs: 300_000 } } });
      const email = await h.createUser();
      const other = await h.createUser();
      const cookie = cookiesFrom(await login(h, email, PASSWORD));
      for (let i = 0; i < 5; i += 1) expect((await login(h, email, 'wrong', { cookie })).statusCode).toBe(401);
      // After five failures that device waits for its back-off, whatever its address (a stolen cookie is no way round it).
      expect((await login(h, email, PASSWORD, { cookie, address: '198.51.100.9' })).statusCode).toBe(429);
      // Another account's device cookie, and a forged one, are unknown devices here.
      const otherCookie = cookiesFrom(await login(h, other, PASSWORD, { address: '198.51.100.50' }));
      expect((await login(h, email, PASSWORD, { cookie: otherCookie, address: '198.51.100.51' })).statusCode).toBe(200);
      const forged = `acme_device=${encodeURIComponent('made-up.abcdef')}`;
      expect((await login(h, email, PASSWORD, { cookie: forged, address: '198.51.100.52' })).statusCode).toBe(200);
    });
  });

  describe('a password reset', () => {
    it('forgets every trusted browser: they meet the ceiling for unknown browsers, and their next sign-in is news', async () => {
      // At most three failures an hour per e-mail from unknown browsers; no back-off per browser.
      const h = await setup({ config: { loginThrottle: { maxFailures: 100, maxFailuresPerEmail: 3, windowMs: 3_600_000, freeFailures: 100, baseDelayMs: 1, maxDelayMs: 1 } } });
      const email = await h.createUser();
      // Two browsers an attacker signed in from while they knew the password.
      const attackerLaptop = cookiesFrom(await login(h, email, PASSWORD, { address: '203.0.113.5' }));
      const attackerPhone = cookiesFrom(await login(h, email, PASSWORD, { address: '203.0.113.6' }));
      // The owner takes the account back.
      expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
      const token = h.lastMailTo(email)!.meta!.token!;
      expect((await h.post('/api/account/api/password_reset/confirm/', { password: 'the owner\'s new passphrase', token })).statusCode).toBe(200);
      const alertsBefore = newSignInAlerts(h, email).length;
      // The attacker's phone signs in with the new password (learnt somehow): that is news to the owner.
      expect((await login(h, email, 'the owner\'s new passphrase', { cookie: attackerPhone, address: '203.0.113.6' })).statusCode).toBe(200);
      expect(newSignInAlerts(h, email)).toHaveLength(alertsBefore + 1);
      // The attacker's laptop no longer has limits of its own: three failures reach the ceiling.
      for (let i = 0; i < 3; i += 1) expect((await login(h, email, `guess ${i}`, { cookie: attackerLaptop, address: '203.0.113.5' })).statusCode).toBe(401);
      expect((await login(h, email, 'guess 4', { cookie: attackerLaptop, address: '203.0.113.5' })).statusCode).toBe(429);
    });
  });

  describe('the new-device alert', () => {
    it('follows the device cookie, not what the browser says it is', async () => {
      const h = await setup();
      const email = await h.createUser();
      const first = await login(h, email, PASSWORD);
      expect(newSignInAlerts(h, email)).toHaveLength(0);
      // The same browser again, even after an update: known.
      const updated = CHROME_WINDOWS.replace('131.0.0.0', '132.0.0.0');
      await login(h, email, PASSWORD, { cookie: cookiesFrom(first), userAgent: updated, address: '198.51.100.61' });
      expect(newSignInAlerts(h, email)).toHaveLength(0);
      // Another computer with the same Chrome on Windows, from a new address: that is news.
      await login(h, email, PASSWORD, { address: '81.2.69.142' });
      const [alert] = newSignInAlerts(h, email);
      expect(alert?.text).toContain('signed in to from Chrome 131 on Windows in United Kingdom (address 81.2.69.142).');
    });
  });
});
