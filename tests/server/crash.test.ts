/**
 * Faults with the real server process: kill -9 while it acknowledges writes loses nothing that was
 * acknowledged (the mail of every acknowledged registration included) and leaves no half state;
 * two servers on one SQLite file fail loudly.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { exited, spawnServer, tempDir, waitReady } from './processes';
import { DEV_CAPTCHA_TOKEN } from './harness';
import { createTestSchema, PG_URL } from './pg-schemas';
import { startFakeSmtp, type FakeSmtp } from './smtp-fake';

const JWT_SECRET = 'crash-test-secret-long-enough-0123456789';
const PASSWORD = 'crash test passphrase';

const post = (base: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The cookies an answer set, as the browser sends them back. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');


/** The one-time code in the newest mail the fake SMTP server received for `email`. */
async function codeFor(smtp: FakeSmtp, email: string): Promise<string> {
  for (let i = 0; i < 100 && smtp.to(email).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const subject = smtp.to(email).at(-1)?.subject ?? '';
  const code = /verification code: (\d{6})/.exec(subject)?.[1];
  if (!code) throw new Error(`no code mailed to ${email} (subject "${subject}")`);
  return code;
}

async function crashRun(baseEnv: Record<string, string>, configEnv: Record<string, string>, schema?: string): Promise<void> {
  // Mail goes to a real SMTP server (in this process), slow enough that mail is in flight at the kill.
  const smtp = await startFakeSmtp({ delayMs: 30 });
  try {
    await crashRunWithMail({ ...baseEnv, SMTP_URL: smtp.url }, configEnv, smtp, schema);
  } finally {
    await smtp.close();
  }
}

async function crashRunWithMail(env: Record<string, string>, configEnv: Record<string, string>, smtp: FakeSmtp, schema?: string): Promise<void> {
  const first = await spawnServer({ JWT_SECRET, ...env });
  await waitReady(first);

  // A verified user whose refresh chain we rotate while registrations pour in.
  const email = 'chain@example.com';
  const registered = await post(first.base, '/api/account/registration/', { first_name: 'C', last_name: 'T', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(registered.status).toBe(201);
  await post(first.base, '/api/account/verify_code/', { email, code: await codeFor(smtp, email) }, { cookie: cookiesOf(registered) });
  let refresh = ((await (await post(first.base, '/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json()) as { refresh: string }).refresh;

  const acknowledged: string[] = [];
  let refreshes = 0;
  let stop = false;
  const registrations = Array.from({ length: 4 }, async (_, worker) => {
    for (let i = 0; !stop; i++) {
      const address = `w${worker}-${i}@example.com`;
      try {
        const res = await post(first.base, '/api/account/registration/', { first_name: 'Ü', last_name: 'X', email: address, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
        if (res.status === 201) acknowledged.push(address);
      } catch { return; }
    }
  });
  const rotations = (async () => {
    while (!stop) {
      try {
        const res = await post(first.base, '/api/account/token/refresh/', { refresh });
        if (res.status !== 200) throw new Error(`refresh failed ${res.status}`);
        refresh = ((await res.json()) as { refresh: string }).refresh;
        refreshes++;
      } catch (error) {
        if ((error as Error).message.startsWith('refresh failed')) throw error;
        return;
      }
    }
  })();

  // Kill mid-stream, once a good number of writes were acknowledged (requests are still in flight).
  for (let waited = 0; waited < 20_000 && (acknowledged.length < 10 || refreshes < 10); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  first.child.kill('SIGKILL');
  await exited(first.child);
  stop = true;
  await Promise.all([...registrations, rotations]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  expect(refreshes).toBeGreaterThanOrEqual(10);

  // Inspect the database directly while no server runs.
  let lastWasSpent: boolean;
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...configEnv }, schema ? { databaseSchema: schema } : {});
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const stored = new Set((await db.selectFrom('users').select('email').execute()).map((row) => row.email));
    expect(acknowledged.filter((address) => !stored.has(address))).toEqual([]);
    // An unverified user always has its code and its registration (claim): they commit together.
    const withoutCode = await db.selectFrom('users').leftJoin('email_codes', 'email_codes.user_id', 'users.id')
      .select('users.email').where('users.verified_at', 'is', null).where('email_codes.user_id', 'is', null).execute();
    const withoutClaim = await db.selectFrom('users').leftJoin('signup_claims', 'signup_claims.user_id', 'users.id')
      .select('users.email').where('users.verified_at', 'is', null).where('signup_claims.user_id', 'is', null).execute();
    expect([...withoutCode, ...withoutClaim]).toEqual([]);
    const halfRotations = await db.selectFrom('refresh_tokens').select('jti')
      .where('consumed_at', 'is not', null).where('replaced_by', 'is', null).execute();
    expect(halfRotations).toEqual([]);
    // The last acknowledged refresh token is there. A refresh in flight at the kill may have spent it
    // (committed, never answered): then its successor is there too, whole.
    const acknowledgedJti = (JSON.parse(Buffer.from(refresh.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
    const last = await db.selectFrom('refresh_tokens').select(['consumed_at', 'replaced_by']).where('jti', '=', acknowledgedJti).executeTakeFirstOrThrow();
    if (last.replaced_by) await db.selectFrom('refresh_tokens').select('jti').where('jti', '=', last.replaced_by).executeTakeFirstOrThrow();
    lastWasSpent = last.consumed_at !== null;
    // Every acknowledged registration's mail was either accepted by the mail server or is queued.
    const queuedTo = new Set((await db.selectFrom('mail_queue').select('message').execute())
      .map((row) => (JSON.parse(row.message ?? '{}') as { to?: string }).to));
    expect(acknowledged.filter((address) => smtp.to(address).length === 0 && !queuedTo.has(address))).toEqual([]);
  } finally {
    await database.close();
  }

  // After a restart the last acknowledged refresh token still works, unless the refresh in flight
  // at the kill spent it: presenting it again then is a reuse once the 10-second grace is over (a
  // busy machine restarts slower than that), which ends the session by design.
  const second = await spawnServer({ JWT_SECRET, ...env });
  await waitReady(second);
  if (!lastWasSpent) expect((await post(second.base, '/api/account/token/refresh/', { refresh })).status).toBe(200);
  // The new server sends what the dead one left: on SQLite everything at once (the dead server's
  // leases are released at start, the file being this server's alone); on PostgreSQL a mail the dead
  // server was sending waits for its lease to run out (another live server might be sending it).
  const undelivered = async () => {
    const leased = new Set<string | undefined>();
    const state = await openDatabase(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...configEnv }, schema ? { databaseSchema: schema } : {}), { instanceLock: false });
    try {
      for (const row of await state.db.selectFrom('mail_queue').select(['message', 'lease_until']).execute()) {
        if (row.lease_until !== null && schema) leased.add((JSON.parse(row.message ?? '{}') as { to?: string }).to);
      }
    } finally {
      await state.close();
    }
    return acknowledged.filter((address) => smtp.to(address).length === 0 && !leased.has(address));
  };
  for (let i = 0; i < 100 && (await undelivered()).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await undelivered()).toEqual([]);
  second.child.kill('SIGTERM');
  expect(await exited(second.child)).toBe(0);
}

describe('kill -9 while acknowledging writes', () => {
  it('SQLite: every acknowledged registration and refresh survives, nothing half-written', async () => {
    const dir = tempDir('acme-crash-');
    const env = { DATA_DIR: dir, SQLITE_FILE: path.join(dir, 'crash.sqlite'), DIST_DIR: path.join(dir, 'none') };
    await crashRun(env, env);
  }, 60_000);

  it.skipIf(!PG_URL)(`PostgreSQL: the same${PG_URL ? '' : ' (skipped: set TEST_DATABASE_URL)'}`, async () => {
    const dir = tempDir('acme-crash-');
    const schema = await createTestSchema();
    const env = { DATA_DIR: dir, DATABASE_URL: PG_URL!, DATABASE_SCHEMA: schema, DIST_DIR: path.join(dir, 'none') };
    await crashRun(env, { DATABASE_URL: PG_URL! }, schema);
  }, 60_000);
});

describe('two servers on one SQLite file', () => {
  it('the second refuses to start, loudly', async () => {
    const dir = tempDir('acme-lock-');
    const env = { DATA_DIR: dir, DIST_DIR: path.join(dir, 'none') };
    const first = await spawnServer({ JWT_SECRET, ...env });
    await waitReady(first);
    const second = await spawnServer({ JWT_SECRET, ...env });
    expect(await exited(second.child)).toBe(75);
    expect(second.stderr()).toMatch(/already in use by another process/);
    expect((await fetch(`${first.base}/healthz`)).ok).toBe(true);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
  }, 60_000);
});
