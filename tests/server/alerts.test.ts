/** Alerts by e-mail: a sign-in from a new device, password and two-factor changes, money in and out. */
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../server/mail/index';
import { DAY_MS } from '../oracle';
import { decideWithdrawal } from '../../server/investor/operator-commands';
import { mailNotify } from '../../server/investor/notify';
import { alertMail } from '../../server/mail/alerts';
import { SHOWN_TEXT_MAX } from '../../server/mail/clean';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';
import { db, invest, investor, travel, TRC20_ADDRESS } from './investor-support';

const CHROME_131 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CHROME_132 = CHROME_131.replace('131.0.0.0', '132.0.0.0');
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** A sign-in from a browser saying `userAgent`, holding `cookie` (its device cookie) when given. */
async function signIn(h: Harness, email: string, userAgent: string, remoteAddress = '198.51.100.4', cookie = '') {
  const res = await h.inject({
    method: 'POST', url: '/api/account/login/', remoteAddress,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify({ email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN }),
  });
  expect(res.statusCode).toBe(200);
  return { ...(res.json() as { access: string; refresh: string }), cookie: cookiesFrom(res, cookie) };
}

const alertsTo = (h: Harness, email: string, kind: string) => h.outbox().filter((mail) => mail.to === email && mail.meta?.kind === `alert:${kind}`);

/** What every alert must say: what happened, when, what to do if it was not you; and no secret. */
function expectAlertShape(mail: OutboxEntry, when: number, firstName = 'Ada') {
  expect(mail.text).toMatch(new RegExp(`^Hello ${firstName},`));
  expect(mail.text).toContain(`When: ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(when))} UTC.`);
  expect(mail.text).toMatch(/If (this was not you|you did not)/);
  expect(mail.meta).toEqual({ kind: mail.meta?.kind });
  expect(mail.text).not.toMatch(/token=|eyJ|password: /i);
}

forEachDatabase((setup) => {
  describe('new-device sign-in alert', () => {
    it('is not sent for the first sign-in, nor for the same browser after an update; is sent for another browser', async () => {
      const h = await setup();
      const email = await h.createUser();
      const chrome = await signIn(h, email, CHROME_131);
      await signIn(h, email, CHROME_132, '198.51.100.4', chrome.cookie);
      expect(alertsTo(h, email, 'new-sign-in')).toHaveLength(0);
      const firefox = await signIn(h, email, FIREFOX_LINUX);
      const [mail] = alertsTo(h, email, 'new-sign-in');
      expect(mail?.subject).toBe('New sign-in to your Acme Invest account');
      expect(mail?.text).toContain('signed in to from Firefox 133 on Linux (address 198.51.100.4).');
      expectAlertShape(mail!, h.clock());
      // Known now: no second alert.
      await signIn(h, email, FIREFOX_LINUX, '198.51.100.4', firefox.cookie);
      expect(alertsTo(h, email, 'new-sign-in')).toHaveLength(1);
    });

    it('says which country the address is in, when it is a public one', async () => {
      const h = await setup();
      const email = await h.createUser();
      await signIn(h, email, CHROME_131);
      await signIn(h, email, FIREFOX_LINUX, '81.2.69.142');
      expect(alertsTo(h, email, 'new-sign-in')[0]?.text).toContain('signed in to from Firefox 133 on Linux in United Kingdom (address 81.2.69.142).');
    });
  });

  describe('password alerts', () => {
    it('a password change from the profile', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await signIn(h, email, CHROME_131);
      const next = 'a brand new passphrase 42';
      const res = await h.post('/api/investor/profile/password/', { current_password: PASSWORD, new_password: next, confirm_password: next }, bearer(access));
      expect(res.statusCode).toBe(200);
      const [mail] = alertsTo(h, email, 'password-changed');
      expect(mail?.subject).toBe('Your Acme Invest password was changed');
      expectAlertShape(mail!, h.clock());
      expect(mail?.text).not.toContain(next);
    });

    it('a refused change sends nothing', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await signIn(h, email, CHROME_131);
      const res = await h.post('/api/investor/profile/password/', { current_password: 'not the password', new_password: 'x'.repeat(12), confirm_password: 'x'.repeat(12) }, bearer(access));
      expect(res.statusCode).toBe(400);
      expect(alertsTo(h, email, 'password-changed')).toHaveLength(0);
    });

    it('a password reset by e-mailed link, without the link in the alert', async () => {
      const h = await setup();
      const email = await h.createUser();
      await h.post('/api/account/password_reset/', { email });
      const token = h.lastMailTo(email)?.meta?.token as string;
      const res = await h.post('/api/account/api/password_reset/confirm/', { password: 'another good passphrase', token });
      expect(res.statusCode).toBe(200);
      const [mail] = alertsTo(h, email, 'password-reset');
      expect(mail?.subject).toBe('Your Acme Invest password was reset');
      expectAlertShape(mail!, h.clock());
      expect(mail?.text).not.toContain(token);
      // A spent link changes nothing and announces nothing.
      await h.post('/api/account/api/password_reset/confirm/', { password: 'yet another passphrase', token });
      expect(alertsTo(h, email, 'password-reset')).toHaveLength(1);
    });
  });

  describe('money alerts', () => {
    it('a deposit confirmed, a withdrawal requested, a withdrawal paid; a rejected one is not "paid"', async () => {
      const h = await setup();
      const alice = await investor(h);
      await invest(h, alice);
      // Confirmed by the operator's command, outside any request: the server's drainer sends it.
      await h.mailSent();
      const [confirmed] = alertsTo(h, alice.email, 'deposit-confirmed');
      expect(confirmed?.subject).toBe('Your Acme Invest deposit of $1,000.00 is confirmed');
      expect(confirmed?.text).toContain('Your deposit of $1,000.00 was confirmed and your');
      expectAlertShape(confirmed!, h.clock(), 'Grace');
      await travel(h, 7 * DAY_MS, alice);
      const base = { amount_cents: 50_000, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS };
      await alice.stepUp();
      const paid = await alice.post('/api/investor/withdrawals/', base);
      const rejected = await alice.post('/api/investor/withdrawals/', { ...base, amount_cents: 10_000 });
      const requested = alertsTo(h, alice.email, 'withdrawal-requested');
      expect(requested.map((mail) => mail.subject)).toEqual([
        'Withdrawal of $500.00 requested from your Acme Invest account', 'Withdrawal of $100.00 requested from your Acme Invest account',
      ]);
      expect(requested[0]?.text).toContain('to USDT on TRC20 · TJRa…RTv8 was requested');
      // A refused request announces nothing.
      await alice.post('/api/investor/withdrawals/', { ...base, amount_cents: 999_999_00 });
      expect(alertsTo(h, alice.email, 'withdrawal-requested')).toHaveLength(2);
      await decideWithdrawal(db(h), paid.json().id, 'pay', h.clock(), 'op', 'tx 0xfeed', mailNotify(h.config.appUrl));
      await decideWithdrawal(db(h), rejected.json().id, 'reject', h.clock(), 'op', 'name mismatch', mailNotify(h.config.appUrl));
      await h.mailSent();
      expect(alertsTo(h, alice.email, 'withdrawal-paid').map((mail) => mail.subject)).toEqual(['Your Acme Invest withdrawal of $500.00 was paid']);
    });

    it("a bank account holder's name reaches the alerts, the ledger and the destination cleaned; an ordinary name unchanged", async () => {
      const h = await setup();
      const alice = await investor(h);
      await invest(h, alice);
      await travel(h, 7 * DAY_MS, alice);
      await alice.stepUp();
      const bank = { method: 'bank', sort_code: '12-34-56', account_number: '12345678' };
      const typed = 'Ann "Support" \u202Etxt.exe\u200B Call +1 555 0100 https://evil.example/x';
      const hostile = await alice.post('/api/investor/withdrawals/', { amount_cents: 20_000, ...bank, account_holder: typed });
      expect(hostile.statusCode, hostile.body).toBe(201);
      await decideWithdrawal(db(h), hostile.json().id, 'pay', h.clock(), 'op', 'tx 1', mailNotify(h.config.appUrl));
      await h.mailSent();
      const shown = {
        answer: hostile.json().destination as string,
        ledger: (await alice.get('/api/investor/transactions/?type=withdrawal')).json().results[0].description as string,
        requested: alertsTo(h, alice.email, 'withdrawal-requested')[0]!.text,
        paid: alertsTo(h, alice.email, 'withdrawal-paid')[0]!.text,
      };
      for (const [where, text] of Object.entries(shown)) {
        const holder = /Bank · (.+?) · 123456 /.exec(text)?.[1] ?? '';
        expect(holder, where).toBe("Ann 'Support' txt[.]exe Call +1 555 0100 hxxps[:]//evil[.]examp…");
        expect(Array.from(holder).length, where).toBeLessThanOrEqual(SHOWN_TEXT_MAX);
        expect(text, where).not.toMatch(/[\u202E\u200B"]|https:\/\/|evil\.example/);
      }

      const ordinary = await alice.post('/api/investor/withdrawals/', { amount_cents: 10_000, ...bank, account_holder: 'Ada Lovelace' });
      expect(ordinary.json().destination).toMatch(/^Bank · Ada Lovelace · 123456 /);
      expect(alertsTo(h, alice.email, 'withdrawal-requested')[1]?.text).toContain('to Bank · Ada Lovelace · 123456 ');
    });
  });
});

describe('a destination label stored before labels were cleaned', () => {
  it('is cleaned when the paid alert quotes it', () => {
    const stored = 'Bank · Ann \u202Ehttps://evil.example/x\u200B · 123456 …5678';
    const mail = alertMail({ email: 'ann@example.com', firstName: 'Ann' }, { kind: 'withdrawal-paid', amount: '$100.00', destination: stored }, 0, 'http://localhost:8000');
    expect(mail.text).toContain('Your withdrawal of $100.00 to Bank · Ann hxxps[:]//evil[.]example/x · 123456 …5678 was paid.');
  });
});
