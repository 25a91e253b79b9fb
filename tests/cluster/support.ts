/**
 * What the cluster tests share: requests through the balancer as many clients (each its own
 * address, as HAProxy forwards it), accounts whose codes arrive at a fake SMTP server, load
 * that records every answer with its time, and the operator's tool on the cluster's database.
 */
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import type { Cluster } from '../../scripts/cluster/cluster.mjs';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { mailNotify } from '../../server/investor/notify';
import { runOperator } from '../../server/operator';
import type { FakeSmtp } from '../server/smtp-fake';

let clients = 0;
/** A new client address (TEST-NET-2): per-address limits count each client on its own. */
export const newClientAddress = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** `cookies`: what the answer set, as a `Cookie` header sends it back. */
export interface Answer { status: number; body: Record<string, unknown>; cookies: string }

/**
 * The loopback address a client connects from: each client its own (Linux routes all of
 * 127.0.0.0/8 to lo), so HAProxy's per-address stick table counts each on its own, as it would
 * real clients. 198.51.A.B connects from 127.51.A.B; any other address from 127.0.0.1.
 */
export function sourceOf(address: string): string {
  const match = /^198\.51\.(\d+)\.(\d+)$/.exec(address);
  return match ? `127.51.${match[1]}.${match[2]}` : '127.0.0.1';
}

/**
 * Sends `method` to `base + path` from `source` (a loopback address) with `headers`; resolves with
 * the status, the text and the cookies set, or status 0 on a network failure or after 15 s.
 */
export function send(base: string, path: string, { method = 'GET', source = '127.0.0.1', headers = {}, body }: { method?: string; source?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; text: string; cookies: string }>((resolve) => {
    const failed = () => resolve({ status: 0, text: '', cookies: '' });
    const outgoing = request(`${base}${path}`, { method, headers, localAddress: source, timeout: 15_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({
        status: response.statusCode ?? 0,
        text,
        cookies: (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; '),
      }));
      response.on('error', failed);
    });
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', failed);
    outgoing.end(body);
  });
}

/**
 * Sends `method` with a JSON `body` (when given) to `base + path` as the client at `address`,
 * with its bearer token or cookies; a network failure is status 0.
 */
export async function call(method: string, base: string, path: string, { body, address = newClientAddress(), bearer, cookie }: { body?: unknown; address?: string; bearer?: string; cookie?: string } = {}): Promise<Answer> {
  const answer = await send(base, path, {
    method,
    source: sourceOf(address),
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed: Record<string, unknown> = {};
  try {
    parsed = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {};
  } catch { /* not JSON (a proxy's page): the status says enough */ }
  return { status: answer.status, body: parsed, cookies: answer.cookies };
}

/** POSTs JSON to `base + path` as the client at `address`; a network failure is status 0. */
export const post = (base: string, path: string, body: unknown, options: { address?: string; bearer?: string; cookie?: string } = {}) =>
  call('POST', base, path, { ...options, body });

let accounts = 0;
export const PASSWORD = 'cluster test passphrase';

/** A registration body for a new address. */
export function registration(email = `cluster.${process.pid}.${Date.now()}.${(accounts += 1)}@example.com`) {
  return { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, password2: PASSWORD, ref: '', recaptcha_token: DEV_CAPTCHA_TOKEN };
}

/** The code of the newest mail to `email`. */
async function codeFor(smtp: FakeSmtp, email: string): Promise<string> {
  let code: string | undefined;
  await expect.poll(() => (code = /verification code: (\d{6})/.exec(smtp.to(email).at(-1)?.subject ?? '')?.[1]), { timeout: 15_000 }).toBeTruthy();
  return code!;
}

/** A verified investor (referred by the owner of `ref`, if given), signed in through the balancer: their e-mail and tokens. */
export async function signedInInvestor(base: string, smtp: FakeSmtp, { ref = '' }: { ref?: string } = {}) {
  const body = { ...registration(), ref };
  const registered = await post(base, '/api/account/registration/', body);
  expect(registered.status).toBe(201);
  // The code completes the registration of the browser that made it (its cookie).
  const verified = await post(base, '/api/account/verify_code/', { email: body.email, code: await codeFor(smtp, body.email) }, { cookie: registered.cookies });
  expect(verified.status).toBe(200);
  const login = await post(base, '/api/account/login/', { email: body.email, password: PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { email: body.email, access: String(login.body.access), refresh: String(login.body.refresh) };
}

export interface Outcome { kind: string; at: number; status: number; body: Record<string, unknown> }

/**
 * Runs `workers` loops, each calling `step` again and again until `durationMs` have passed, and
 * returns every outcome with the time it ended.
 */
export async function underLoad(durationMs: number, workers: number, step: (worker: number) => Promise<Omit<Outcome, 'at'>>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const until = Date.now() + durationMs;
  await Promise.all(Array.from({ length: workers }, async (_, worker) => {
    while (Date.now() < until) outcomes.push({ ...(await step(worker)), at: Date.now() });
  }));
  return outcomes;
}

export const succeeded = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;

/** The environment the operator's tool runs with next to the cluster: the instances' database and data folder. */
const operatorEnv = (cluster: Cluster) => ({
  ...process.env, NODE_ENV: 'development', DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.workDir, TEST_CLOCK: '1',
});

/** `npm run operator -- …` against the cluster, as an operator runs it: its exit code and output. */
export async function operator(cluster: Cluster, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['build/server/operator.mjs', ...args], { env: operatorEnv(cluster) })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: typeof error.code === 'number' ? error.code : 1, stdout: error.stdout ?? '', stderr: error.stderr ?? String(error),
    }));
}

/**
 * The operator's commands in this process: the dispatcher `npm run operator` runs
 * (server/operator.ts), configured from the same environment, on one pool kept open for many
 * decisions (a process each costs a second or more of start-up on a busy machine). `run` resolves
 * with the lines printed, or rejects as the tool would fail (InvestorError for a refused move).
 */
export async function operatorInProcess(cluster: Cluster) {
  const config = loadConfig(operatorEnv(cluster));
  const database = await openDatabase(config, { instanceLock: false });
  return {
    async run(args: string[]): Promise<string[]> {
      const lines: string[] = [];
      await runOperator(args, database.db, config.clock(), 'operator:cluster-test', (line) => lines.push(line), mailNotify(config.appUrl));
      return lines;
    },
    close: () => database.close(),
  };
}
