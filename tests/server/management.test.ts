/** Newsletter, contact form, health check and the development outbox. */
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from './harness';
import { startFakeSmtp } from './smtp-fake';

forEachDatabase((setup) => {
  describe('POST /api/management/subscribe/', () => {
    it('stores an address once and answers success both times', async () => {
      const h = await setup();
      const first = await h.post('/api/management/subscribe/', { email: 'Reader@Example.com' });
      const second = await h.post('/api/management/subscribe/', { email: 'reader@example.com' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ message: 'Successfully subscribed!' });
      expect(second.body).toBe(first.body);
      const rows = await h.ctx.database.db.selectFrom('subscribers').selectAll().execute();
      expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
    });

    it('refuses a bad address with a detail the SPA reads', async () => {
      const h = await setup();
      const res = await h.post('/api/management/subscribe/', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/valid email/);
      expect(res.json().email).toEqual(['Enter a valid email address.']);
    });
  });

  describe('POST /api/management/contact/', () => {
    it('stores the message and e-mails the operator', async () => {
      const h = await setup();
      const res = await h.post('/api/management/contact/', { name: '  Ada  ', email: 'ada@example.com', message: 'Hello,\nI would like to invest. 🚀 Ünïcode ok.' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Message submitted successfully!' });
      const row = await h.ctx.database.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
      expect(row.name).toBe('Ada');
      expect(row.message).toContain('🚀');
      expect(h.lastMailTo(h.config.contactTo)?.text).toContain('I would like to invest');
      // Sent, so its row is gone from the mail queue.
      expect(await h.ctx.database.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    });

    it("shows support the sender's name, address and message cleaned: no link, no invisible characters; the message keeps its lines", async () => {
      const h = await setup();
      const res = await h.post('/api/management/contact/', {
        name: 'Acme Security\u202E https://evil.example/login',
        email: 'ann@evil.example',
        message: 'Hello\u200B,\r\nplease look at https://evil.example/x\u202E today.\r\n\r\n\r\nThanks, "Ann"',
      });
      expect(res.statusCode).toBe(201);
      const mail = h.lastMailTo(h.config.contactTo)!;
      expect(mail.subject).toBe('Contact form: message from Acme Security hxxps[:]//evil[.]example/login');
      expect(mail.text).toBe([
        'Name: Acme Security hxxps[:]//evil[.]example/login',
        'E-mail: ann@evil[.]example',
        '',
        'Hello,',
        'please look at hxxps[:]//evil[.]example/x today.',
        '',
        "Thanks, 'Ann'",
      ].join('\n'));
      expect(mail.html).not.toMatch(/[\u202E\u200B]|https?:\/\/|evil\.example/);
    });

    it("answers the sender when support presses Reply: the address they gave is the mail's Reply-To", async () => {
      const smtp = await startFakeSmtp();
      try {
        const h = await setup({ env: { SMTP_URL: smtp.url } });
        expect((await h.post('/api/management/contact/', { name: 'Ann', email: 'ann@example.com', message: 'hi' })).statusCode).toBe(201);
        await smtp.waitFor(1);
        expect(smtp.to(h.config.contactTo)[0]?.data).toMatch(/^Reply-To: ann@example\.com\r$/m);
      } finally {
        await smtp.close();
      }
    });

    it('refuses blank fields after trimming, overlong messages and control characters', async () => {
      const h = await setup();
      for (const body of [
        { name: '   ', email: 'a@example.com', message: 'hi' },
        { name: 'A', email: 'a@example.com', message: ' \n ' },
        { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
        { name: 'A\u0000B', email: 'a@example.com', message: 'hi' },
        { name: 'A', email: 'a@example.com' },
      ]) {
        const res = await h.post('/api/management/contact/', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(typeof res.json().detail).toBe('string');
      }
      expect(await h.ctx.database.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
    });

    it('still succeeds when the operator notification cannot be sent: the message is stored and its mail waits for a retry', async () => {
      const h = await setup({ build: { mailer: { send: async () => { throw new Error('smtp down'); } } } });
      const res = await h.post('/api/management/contact/', { name: 'A', email: 'a@example.com', message: 'hi' });
      expect(res.statusCode).toBe(201);
      expect(await h.ctx.database.db.selectFrom('contact_messages').select('message').execute()).toEqual([{ message: 'hi' }]);
      expect(await h.ctx.database.db.selectFrom('mail_queue').select(['kind', 'attempts']).execute()).toEqual([{ kind: 'contact', attempts: 1 }]);
    });
  });

  describe('GET /healthz and /readyz', () => {
    it('answers liveness at /healthz and readiness, with what it checked, at /readyz (and under /api)', async () => {
      const h = await setup();
      for (const url of ['/healthz', '/api/healthz']) {
        const res = await h.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
      }
      for (const url of ['/readyz', '/api/readyz']) {
        const res = await h.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok', database: h.kind, store: 'memory' });
      }
    });
  });

  describe('GET /api/dev/outbox', () => {
    it('lists mails as JSON, newest last, and has an HTML view', async () => {
      const h = await setup();
      await h.createUser({ email: 'first@example.com', verify: false });
      await h.createUser({ email: 'second@example.com', verify: false });
      const res = await h.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(200);
      const mails = res.json();
      expect(mails.map((m: { to: string }) => m.to)).toEqual(['first@example.com', 'second@example.com']);
      expect(mails[1].meta.code).toMatch(/^\d{6}$/);
      const html = await h.inject({ method: 'GET', url: '/api/dev/outbox.html' });
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain('second@example.com');
    });

    it('does not exist when mail goes over SMTP', async () => {
      const h = await setup({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
      expect((await h.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    });
  });
});
