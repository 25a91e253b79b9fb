/**
 * The operator CLI next to a running server on SQLite (the real processes): it does not take the
 * server's instance lock, its writes and the server's are serialised by SQLite (busy timeout on
 * both, the server's group commits take the write lock up front), nothing is lost on either side,
 * and the server's lock file goes away when the server stops.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lockPathOf } from '../../server/db/instance-lock';
import { compiled, spawnServer, tempDir, waitReady } from './processes';
import { DEV_CAPTCHA_TOKEN } from './harness';

const ROOT = path.resolve(__dirname, '../..');
const PASSWORD = 'operator test passphrase';

const baseEnv = (dir: string) => ({ ...process.env, NODE_ENV: 'test', DATA_DIR: dir, DIST_DIR: path.join(dir, 'none'), JWT_SECRET: 'operator-test-secret-long-enough-0123456789', DATABASE_URL: '' });

async function startServer(dir: string) {
  const server = await spawnServer(baseEnv(dir));
  await waitReady(server);
  return server;
}

const operator = (dir: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, [...compiled('operator'), ...args], { cwd: ROOT, env: baseEnv(dir), timeout: 60_000 });

describe('operator CLI next to a running SQLite server', () => {
  it('confirms a deposit while the server takes writes; nothing is lost, the server lock stays the server\'s', async () => {
    const dir = tempDir('acme-operator-');
    const { child, base } = await startServer(dir);
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    const email = 'investor@example.com';
    const registered = await post('/api/account/registration/', { first_name: 'I', last_name: 'N', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
    expect(registered.status).toBe(201);
    // Mail leaves after the answer (the queue): wait for it in the outbox, as the browser tests do.
    let code: string | undefined;
    for (let i = 0; i < 50 && !code; i++) {
      const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as Array<{ to: string; meta?: { code?: string } }>;
      code = outbox.filter((mail) => mail.to === email).at(-1)?.meta?.code;
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The code completes the registration of the browser that made it (its cookie).
    await post('/api/account/verify_code/', { email, code }, { cookie: registered.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') });
    const { access } = (await (await post('/api/account/login/', { email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN })).json()) as { access: string };
    const auth = { authorization: `Bearer ${access}` };
    const created = await post('/api/investor/deposits/', { sector: 'agriculture', plan: 'baselayer', amount_cents: 50_000, checkout: 'usdt_trc20', acknowledged: true }, auth);
    expect(created.status).toBe(201);
    const depositId = ((await created.json()) as { id: string }).id;
    expect((await post(`/api/investor/deposits/${depositId}/sent/`, { tx_hash: '' }, auth)).status).toBe(200);

    // Writes pour into the server while the operator confirms the deposit and reads the lists.
    let stop = false;
    // A registration the server was too busy to hash is answered "busy" (503 server_busy, nothing
    // written: docs/server.md, performance notes); any other answer but 201 would be a lost write.
    const statuses: (number | 'busy')[] = [];
    const writers = Array.from({ length: 3 }, async (_, worker) => {
      for (let i = 0; !stop; i++) {
        const res = await post('/api/account/registration/', { first_name: 'W', last_name: 'X', email: `w${worker}-${i}@example.com`, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN });
        const busy = res.status === 503 && ((await res.clone().json()) as { code?: string }).code === 'server_busy';
        statuses.push(busy ? 'busy' : res.status);
      }
    });
    try {
      const listed = await operator(dir, 'deposits');
      expect(listed.stdout).toContain(`${depositId}  pending`);
      const confirmed = await operator(dir, 'confirm-deposit', depositId);
      expect(confirmed.stdout).toMatch(new RegExp(`Deposit ${depositId} confirmed; investment .+ is active\\.`));
      expect((await operator(dir, 'deposits')).stdout).toContain('No deposits waiting.');
    } finally {
      stop = true;
      await Promise.all(writers);
    }
    expect(statuses).toContain(201);
    expect(statuses.filter((status) => status !== 201 && status !== 'busy')).toEqual([]);

    // The server sees the operator's write at once.
    const overview = (await (await fetch(`${base}/api/investor/overview/`, { headers: auth })).json()) as { active_investments: Array<{ principal_cents: number; status: string }> };
    expect(overview.active_investments.map((row) => [row.status, row.principal_cents])).toEqual([['active', 50_000]]);
    expect((await operator(dir, 'audit', '5')).stdout).toMatch(/deposit\.confirm {2}deposit/);

    const lock = lockPathOf(path.join(dir, 'acme-invest.sqlite'));
    expect(existsSync(lock)).toBe(true);
    child.kill('SIGTERM');
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(0);
    expect(existsSync(lock)).toBe(false);
  }, 120_000);
});
