// The API load scenarios (autocannon on loopback, each bounded by its duration). Each returns
// requests/s, p50/p99 latency, and the responses that were not the expected status.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BENCH_PASSWORD, benchEmail } from './accounts.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The development captcha's token, read from the wire types the SPA and server share. */
const DEV_CAPTCHA_TOKEN = readFileSync('contract/account.ts', 'utf8').match(/DEV_CAPTCHA_TOKEN\s*=\s*'([^']+)'/)?.[1];

function summarise(result, expectedStatus) {
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
  const expected = byStatus[expectedStatus] ?? 0;
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    byStatus,
    unexpected: result.requests.total - expected,
    errors: result.errors + result.timeouts,
    durationS: result.duration,
  };
}

function run(options) {
  return autocannon({ timeout: 10, ...options, renderProgressBar: false, renderResultsTable: false });
}

/** POSTs to `path` for `durationS`, each request with the JSON body `nextBody()` makes; `onResponse` sees each answer. */
function postEach({ url, path, durationS, connections, nextBody, onResponse }) {
  return run({
    url,
    connections,
    duration: durationS,
    requests: [{ method: 'POST', path, headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: JSON.stringify(nextBody()) }), onResponse }],
  });
}

/** GET /healthz at a steady 100 requests/s: the probe of the server's event loop beside a heavier load. */
export function steadyHealthz({ url, durationS }) {
  return run({ url: `${url}/healthz`, connections: 2, overallRate: 100, duration: durationS });
}

/**
 * `steadyHealthz` in a process of its own (./healthz-process.mjs). In the bench's process its
 * timings would also hold this process's own delays: parsing ten 1 MB exports at once, or its GC.
 */
export function steadyHealthzApart({ url, durationS }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/bench/healthz-process.mjs', url, String(durationS)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`The /healthz load exited with ${code}.`))));
  });
}

/** POST subscribe/ with a fresh address each time (an insert, the expensive case). */
export async function subscribeLoad({ url, durationS, connections = 10 }) {
  let next = 0;
  const runId = Date.now().toString(36);
  const result = await postEach({ url, path: '/api/management/subscribe/', durationS, connections, nextBody: () => ({ email: `load-${runId}-${next++}@bench.example` }) });
  return summarise(result, 201);
}

/** Logs bench user `index` in over HTTP: its `{ access, refresh }` tokens. */
export async function login({ url, index }) {
  const response = await fetch(`${url}/api/account/login/`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: benchEmail(index), password: BENCH_PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN }),
  });
  if (!response.ok) throw new Error(`Login of ${benchEmail(index)} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Logs `count` users in over HTTP and returns their refresh tokens. */
export async function loginMany({ url, count, userCount }) {
  const tokens = [];
  for (let i = 0; i < count; i += 1) tokens.push((await login({ url, index: i % userCount })).refresh);
  return tokens;
}

/**
 * GET one path as a signed-in user (a read: every answer must be 200). With `healthz`, GET /healthz
 * runs alongside at a steady 100/s: its latency shows whether building the answers blocks the
 * event loop.
 */
export async function authorisedGetLoad({ url, path, accessToken, durationS, connections = 10, healthz = false }) {
  const reads = run({ url: `${url}${path}`, connections, duration: durationS, headers: { authorization: `Bearer ${accessToken}` } });
  const health = healthz ? steadyHealthzApart({ url, durationS }) : undefined;
  const [readResult, healthResult] = await Promise.all([reads, health]);
  return { ...summarise(readResult, 200), bytesPerAnswer: Math.round(readResult.throughput.total / Math.max(1, readResult.requests.total)), ...(healthResult ? { healthz: summarise(healthResult, 200) } : {}) };
}

/**
 * POST token/refresh/ with real rotation: a queue of live refresh tokens; each request spends
 * one and puts its successor back, so no token is ever presented twice.
 */
export async function refreshLoad({ url, durationS, connections = 10, refreshTokens }) {
  const live = [...refreshTokens];
  if (live.length < connections) throw new Error('The refresh pool needs at least one token per connection.');
  const result = await postEach({
    url,
    path: '/api/account/token/refresh/',
    durationS,
    connections,
    nextBody: () => ({ refresh: live.shift() }),
    onResponse: (status, body) => {
      if (status === 200) live.push(JSON.parse(body).refresh);
    },
  });
  return summarise(result, 200);
}

/**
 * POST login/ with enough connections to keep the password-hashing pool busy, and at the same
 * time GET /healthz at a steady rate: its latency shows whether hashing blocks the event loop.
 */
export async function loginWithHealthLoad({ url, durationS, userCount, connections = 8 }) {
  let next = 0;
  const logins = postEach({
    url,
    path: '/api/account/login/',
    durationS,
    connections,
    // Spread over the whole user table, so the e-mail lookup is not always the same row.
    nextBody: () => ({ email: benchEmail((next++ * 7919) % userCount), password: BENCH_PASSWORD, recaptcha_token: DEV_CAPTCHA_TOKEN }),
  });
  const health = steadyHealthzApart({ url, durationS });
  const [loginResult, healthResult] = await Promise.all([logins, health]);
  return { login: summarise(loginResult, 200), healthz: summarise(healthResult, 200) };
}
