/**
 * The durable mail queue (server/mail/queue.ts): mail commits with what it
 * announces, survives a crash before it is sent, is retried with a growing wait, is sent once by
 * two drainers, and its row (code, link) is deleted once sent.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookiesFrom, DEV_CAPTCHA_TOKEN, forEachDatabase, PASSWORD, type Harness } from './harness';
import { startFakeSmtp, type FakeSmtp } from './smtp-fake';
import { openDatabase } from '../../server/db/connect';
import type { MailMessage, Mailer } from '../../server/mail/index';
import { MAIL_QUEUE_DEFAULTS, MailQueue, retryDelayMs } from '../../server/mail/queue';

const registration = (email: string) => ({
  first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN,
});

const queued = (h: Harness) => h.ctx.database.db.selectFrom('mail_queue').selectAll().execute();

/** A verified user made straight in the database (no mail needed). */
async function verifiedUser(h: Harness): Promise<string> {
  const id = randomUUID();
  const email = `owner-${id.slice(0, 8)}@example.com`;
  await h.ctx.database.db.insertInto('users').values({
    id, email, first_name: 'Ada', last_name: 'Lovelace', password_hash: 'unused', referral_code: id.slice(0, 12).toUpperCase(),
    referred_by: null, verified_at: h.clock(), disabled_at: null, created_at: h.clock(),
  }).execute();
  return email;
}

const quietLog = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

forEachDatabase((setup, kind) => {
  describe('a crash between the commit and the sending', () => {
    it('loses no mail: the next server sends what the last one committed', async () => {
      // The first server answers and stops before it sends anything, as if killed right after the commit.
      const first = await setup({ build: { mailQueue: { enabled: false } } });
      const registered = await first.post('/api/account/registration/', registration('grace@example.com'));
      expect(registered.statusCode).toBe(201);
      expect((await first.post('/api/management/contact/', { name: 'Ada', email: 'ada@example.com', message: 'Call me.' })).statusCode).toBe(201);
      expect(first.outbox()).toEqual([]);
      expect((await queued(first)).map((row) => row.kind).sort()).toEqual(['contact', 'otp']);
      await first.closeApp();

      // The next server on the same database sends them on start, before any request.
      const second = await setup({ sameDatabaseAs: first });
      await vi.waitFor(() => expect(second.outbox()).toHaveLength(2), { timeout: 5_000 });
      expect(second.lastMailTo(second.config.contactTo)?.text).toContain('Call me.');
      const code = second.lastMailTo('grace@example.com')?.meta?.code;
      expect((await second.post('/api/account/verify_code/', { email: 'grace@example.com', code }, { cookie: cookiesFrom(registered) })).statusCode).toBe(200);
      await second.mailSent();
      expect(await queued(second)).toEqual([]);
    });

    it('a drainer that died while sending: its lease runs out and another drainer sends the mail', async () => {
      const h = await setup({ build: { mailQueue: { enabled: false } } });
      await h.ctx.mailQueue.enqueue(h.ctx.database.db, { to: 'a@example.com', subject: 'Hello', text: 'Hi', meta: { kind: 'contact' } });
      const dead = new MailQueue(h.ctx.database, { send: () => new Promise<void>(() => undefined) }, h.config, quietLog);
      expect(await dead.claim()).toHaveLength(1); // claimed, then the process is gone
      const sent: MailMessage[] = [];
      const live = new MailQueue(h.ctx.database, { send: async (mail) => { sent.push(mail); } }, h.config, quietLog);
      await live.drain();
      expect(sent).toEqual([]); // the lease still holds
      h.clock.advance(MAIL_QUEUE_DEFAULTS.leaseMs);
      await live.drain();
      expect(sent.map((mail) => mail.to)).toEqual(['a@example.com']);
      expect(await queued(h)).toEqual([]);
    });
  });

  describe('failures', () => {
    it('are retried after a growing wait; the last failure drops the mail and logs it without its address or link', async () => {
      const tries: number[] = [];
      let token = '';
      const mailer: Mailer = {
        send: async (mail) => {
          tries.push(h.clock());
          token = mail.meta?.token ?? token;
          throw new Error('ECONNREFUSED');
        },
      };
      const h = await setup({ build: { mailer, mailQueue: { maxAttempts: 3 } } });
      const warn = vi.spyOn(h.app.log, 'warn');
      const error = vi.spyOn(h.app.log, 'error');
      const email = await verifiedUser(h);
      const start = h.clock();
      expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
      expect(tries).toEqual([start]);
      // Not before its time.
      h.clock.advance(retryDelayMs(1) - 1);
      await h.mailSent();
      expect(tries).toHaveLength(1);
      h.clock.advance(1);
      await h.mailSent();
      h.clock.advance(retryDelayMs(2));
      await h.mailSent();
      expect(tries).toEqual([start, start + 5_000, start + 15_000]);
      expect(await queued(h)).toEqual([]); // dropped after the third
      expect(warn.mock.calls.map((call) => call[1])).toEqual(['mail queue: delivery failed; will retry', 'mail queue: delivery failed; will retry']);
      expect(error.mock.calls.map((call) => call[1])).toEqual(['mail queue: delivery failed; no attempt left, dropped']);
      const logged = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
      expect(token).toMatch(/^[\w-]{43}$/);
      for (const secret of [token, email]) expect(logged).not.toContain(secret);
    });

    it('a one-time code is not sent once it has expired: its mail is dropped after the tries that fit in 10 minutes', async () => {
      const tries: number[] = [];
      const h: Harness = await setup({ build: { mailer: { send: async () => { tries.push(h.clock()); throw new Error('down'); } } } });
      expect((await h.post('/api/account/registration/', registration('grace@example.com'))).statusCode).toBe(201);
      for (let minute = 0; minute < 15; minute++) {
        h.clock.advance(60_000);
        await h.mailSent();
      }
      expect(tries.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...tries) - Math.min(...tries)).toBeLessThan(h.config.ttl.otpMs);
      expect(await queued(h)).toEqual([]);
    });

    describe('with a real (fake) SMTP server', () => {
      let smtp: FakeSmtp;
      beforeEach(async () => { smtp = await startFakeSmtp(); });
      afterEach(async () => { await smtp.close(); });

      it('the server is down, then up: the reset link arrives with the retry', async () => {
        const h = await setup({ env: { SMTP_URL: smtp.url } });
        const email = await verifiedUser(h);
        await smtp.stop();
        expect((await h.post('/api/account/password_reset/', { email })).statusCode).toBe(200);
        expect((await queued(h)).map((row) => row.attempts)).toEqual([1]);
        await smtp.start();
        h.clock.advance(retryDelayMs(1));
        await h.mailSent();
        expect(smtp.to(email)).toHaveLength(1);
        expect(smtp.to(email)[0]!.data).toContain('/auth/new-password/');
        expect(await queued(h)).toEqual([]);
      });

      it('a temporary refusal (451) is retried', async () => {
        const h = await setup({ env: { SMTP_URL: smtp.url } });
        smtp.failNext(1);
        expect((await h.post('/api/management/contact/', { name: 'Ada', email: 'ada@example.com', message: 'Hello there' })).statusCode).toBe(201);
        expect(smtp.received).toEqual([]);
        h.clock.advance(retryDelayMs(1));
        await h.mailSent();
        expect(smtp.to(h.config.contactTo)).toHaveLength(1);
        expect(smtp.received[0]!.subject).toBe('Contact form: message from Ada');
      });
    });
  });

  describe('after an answer', () => {
    // A refusal (429, 503) did nothing, so it queued nothing: under a flood of them, a look into
    // the queue per answer would make refusing cost a database read.
    it('the queue is drained after a sign-in, and not looked into after a refused one', async () => {
      const h = await setup({ config: { loginThrottle: { maxFailures: 100, maxFailuresPerEmail: 1_000, windowMs: 3_600_000, freeFailures: 1, baseDelayMs: 60_000, maxDelayMs: 60_000 } } });
      const email = await h.createUser();
      const kick = vi.spyOn(h.ctx.mailQueue, 'kick'); // the hook's way into the queue (the harness drains by itself)
      const login = async (password: string) => {
        const response = await h.post('/api/account/login/', { email, password, recaptcha_token: DEV_CAPTCHA_TOKEN });
        await sleep(20); // onResponse runs once the answer has gone out
        return response.statusCode;
      };
      expect(await login(PASSWORD)).toBe(200);
      expect(kick).toHaveBeenCalled();
      expect(await login('a wrong password')).toBe(401);
      kick.mockClear();
      expect(await login(PASSWORD)).toBe(429);
      expect(kick).not.toHaveBeenCalled();
    });
  });

  describe('two drainers on one database', () => {
    it('send every mail exactly once', { timeout: 30_000 }, async () => {
      const h = await setup({ build: { mailQueue: { enabled: false } } });
      const recipients = Array.from({ length: 60 }, (_, i) => `r${String(i).padStart(2, '0')}@example.com`);
      await h.ctx.database.db.transaction().execute(async (trx) => {
        for (const to of recipients) await h.ctx.mailQueue.enqueue(trx, { to, subject: 'Hello', text: 'Hi', meta: { kind: 'contact' } });
      });
      // PostgreSQL: a second pool, as a second server process would have. SQLite allows one server
      // per file (the instance lock), so there the second drainer shares the connection.
      const other = kind === 'postgres' ? await openDatabase(h.config, { instanceLock: false }) : h.ctx.database;
      try {
        const deliveries: string[] = [];
        const mailer: Mailer = { send: async (mail) => { await sleep(Math.random() * 4); deliveries.push(mail.to); } };
        const drainers = [h.ctx.database, other, h.ctx.database, other].map((database) => new MailQueue(database, mailer, h.config, quietLog, { batchSize: 3 }));
        await Promise.all(drainers.map((drainer) => drainer.drain()));
        expect(deliveries.sort()).toEqual(recipients);
        expect(await queued(h)).toEqual([]);
      } finally {
        if (other !== h.ctx.database) await other.close();
      }
    });
  });
});
