/**
 * A draining instance: on SIGTERM the server answers 503 "draining" on
 * /readyz, so a load balancer stops sending, yet it keeps serving for DRAIN_SECONDS and finishes
 * what is in flight, then exits cleanly.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from './harness';
import { exited, spawnServer, tempDir, waitReady } from './processes';

const json = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('SIGTERM', () => {
  it('drains: /readyz answers 503 while requests, in flight and new, are still served; then the process exits 0', async () => {
    const dir = tempDir('acme-drain-');
    const server = await spawnServer({
      DATA_DIR: dir, DIST_DIR: path.join(dir, 'none'), DATABASE_URL: '', DRAIN_SECONDS: '1',
      JWT_SECRET: 'drain-test-secret-long-enough-0123456789',
    });
    await waitReady(server);
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ status: 'ok', database: 'sqlite', store: 'memory' });

    // A registration (a password hash: some work) is under way when the signal arrives.
    const inFlight = json(server.base, '/api/account/registration/', {
      first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', password: 'drain test passphrase',
      password2: 'drain test passphrase', ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    const ended = exited(server.child);

    await expect.poll(async () => (await fetch(`${server.base}/readyz`)).status, { interval: 20 }).toBe(503);
    expect(await (await fetch(`${server.base}/readyz`)).json()).toEqual({ status: 'draining', database: 'sqlite', store: 'memory' });
    // Alive all the same: a supervisor must not restart a process that is finishing its work.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const duringDrain = await json(server.base, '/api/management/subscribe/', { email: 'grace@example.com' });
    expect(duringDrain.status).toBe(201);
    expect((await inFlight).status).toBe(201);

    expect(await ended).toBe(0);
  });
});
