/**
 * Several instances on PostgreSQL behind HAProxy, through the balancer as clients see it:
 * migrations raced by three instances at start, a refresh token replayed on every instance at
 * once, maturity credited once by three schedulers, a crash (kill -9) during writes, a rolling
 * restart under load, and a bank workload (tests/cluster/bank.ts): investors moving money at once
 * while an instance is killed with SIGKILL and restarted and PostgreSQL crashes and restarts,
 * after which `reconcile` finds the books balanced, every acknowledged operation is in the ledger
 * once and nothing else is, and the balances the API shows are the ones the operations imply.
 * `npm test -- cluster`; `npm run cluster` starts the same cluster by hand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startCluster, waitHealthy, type Cluster } from '../../scripts/cluster/cluster.mjs';
import { startFakeSmtp, type FakeSmtp } from '../server/smtp-fake';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { TEST_CLOCK_FILE } from '../../server/test-clock';
import { DAY_MS } from '../../domain/constants';
import { newClientAddress, operator, operatorInProcess, post, registration, send, signedInInvestor, succeeded, underLoad, type Outcome } from './support';
import { bankInvestors, EARLY_END_FEE_BPS, expectBooksOfRecord, startBank } from './bank';
import { PER_ADDRESS_REQUESTS_PER_10S } from '../../scripts/cluster/haproxy.mjs';

/** CI runs shorter loads (CLUSTER_QUICK=1); the properties are the same. */
const LOAD_MS = process.env.CLUSTER_QUICK ? 5_000 : 10_000;
/** The kill comes a second into the load; the balancer must have routed around it 3 s later. */
const KILL_AFTER_MS = 1_000;
const ROUTED_AROUND_MS = 3_000;
/** Investors in the bank workload, each working through its own cycles at the same time. */
const BANK_INVESTORS = process.env.CLUSTER_QUICK ? 4 : 6;

let cluster: Cluster;
let smtp: FakeSmtp;
let db: pg.Pool;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  // TEST_CLOCK: the maturity test moves every instance's clock past a plan's term.
  cluster = await startCluster({ size: 3, env: { SMTP_URL: smtp.url, TEST_CLOCK: '1' } });
  // A pool, not one connection: the bank workload restarts PostgreSQL, which ends every
  // connection; the pool drops the dead ones and opens new ones for the next queries.
  db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  db.on('error', () => { /* an idle connection ended by the restart: already dropped */ });
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await smtp?.close();
});

/**
 * Moves every instance's development test clock forward by `ms`. Development routes are refused
 * behind a proxy (TRUST_PROXY), so the clock moves as an operator would move it: all instances
 * stop, the offset in the shared data folder (server/test-clock.ts) moves on, and all start again
 * together; each scheduler settles what is due as it starts.
 */
async function restartAllWithClockMovedBy(ms: number) {
  await Promise.all(cluster.instances.map((instance) => instance.signal('SIGTERM')));
  const file = path.join(cluster.workDir, TEST_CLOCK_FILE);
  const offset = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { offset_ms: number }).offset_ms : 0;
  writeFileSync(file, JSON.stringify({ offset_ms: offset + ms }));
  await Promise.all(cluster.instances.map((instance) => instance.start()));
  await Promise.all(cluster.instances.map((instance) => instance.waitHealthy()));
  // The balancer takes them back once its health checks pass again.
  await waitHealthy(`${cluster.balancerUrl}/readyz`);
}

const rows = async <T>(query: string, values: unknown[] = []) => (await db.query(query, values)).rows as T[];

/** Outcomes per kind, e.g. { registration: '120/120 ok' }: what the test prints beside its property. */
function tally(outcomes: Outcome[]) {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))];
  return Object.fromEntries(kinds.map((kind) => {
    const ofKind = outcomes.filter((outcome) => outcome.kind === kind);
    return [kind, `${ofKind.filter(succeeded).length}/${ofKind.length} ok`];
  }));
}


const hasExited = (instance: Cluster['instances'][number]) => instance.child !== undefined && (instance.child.exitCode !== null || instance.child.signalCode !== null);

/** The last lines an instance wrote (scripts/cluster/cluster.mjs logs each to <workDir>/<name>.log). */
function logTail(name: string, lines = 40): string {
  const file = path.join(cluster.workDir, `${name}.log`);
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : `(no ${file})`;
}
describe('a cluster of three instances on one PostgreSQL, behind HAProxy', () => {
  it('serves the site at the balancer\'s address: / is the home page, and a client route gets the app', async () => {
    expect(cluster.servesSite).toBe(true);
    const home = await fetch(`${cluster.balancerUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toMatch(/<h1[^>]*>Put your capital to work in real-world sectors<\/h1>/);
    const route = await fetch(`${cluster.balancerUrl}/dashboard`, { headers: { accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
  });

  it('refuses the development routes behind the balancer and on the instances themselves (TRUST_PROXY is set)', async () => {
    for (const base of [cluster.balancerUrl, cluster.instances[0]!.url]) {
      for (const route of ['/api/dev/outbox', '/api/dev/clock/']) expect((await fetch(`${base}${route}`)).status, `${base}${route}`).toBe(404);
    }
  });

  it('ran each migration once, though all three instances started together on the empty database', async () => {
    const tables = await rows<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_name like '%migration%' and table_name not like '%lock%'",
    );
    expect(tables.length).toBeGreaterThan(0);
    for (const { table_name: table } of tables) {
      const applied = await rows<{ name: string; times: string }>(`select name, count(*) as times from "${table}" group by name`);
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.filter((migration) => Number(migration.times) !== 1), table).toEqual([]);
    }
    for (const instance of cluster.instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });

  it('Prometheus scrapes all three instances and counts a login made through the balancer', async () => {
    const prometheus = async <T>(query: string): Promise<T> => {
      const answer = await fetch(`${cluster.prometheusUrl}${query}`);
      expect(answer.status, query).toBe(200);
      return ((await answer.json()) as { data: T }).data;
    };
    type Targets = { activeTargets: { health: string; labels: { instance_name: string } }[] };
    await expect.poll(async () => {
      const { activeTargets } = await prometheus<Targets>('/api/v1/targets?state=active');
      return activeTargets.filter((target) => target.health === 'up').map((target) => target.labels.instance_name).sort();
    }, { timeout: 20_000, interval: 250 }).toEqual(cluster.instances.map((instance) => instance.name).sort());

    await signedInInvestor(cluster.balancerUrl, smtp);
    type Vector = { result: { value: [number, string] }[] };
    const accepted = encodeURIComponent('sum(login_outcomes_total{job="acme",step="password",outcome="accepted"})');
    await expect.poll(async () => {
      const { result } = await prometheus<Vector>(`/api/v1/query?query=${accepted}`);
      return Number(result[0]?.value[1] ?? 0);
    }, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(1);
  });

  it('a flood from one address is answered by HAProxy, not the instances, while other clients sign in and the health checks pass', async () => {
    /** Login requests the three instances have answered so far (their own metrics). */
    const loginsReachingNode = async () => {
      let total = 0;
      for (const instance of cluster.instances) {
        const text = await (await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`)).text();
        for (const line of text.split('\n')) {
          if (line.startsWith('http_requests_total{method="POST",route="/api/account/login/"')) total += Number(line.split(' ').at(-1));
        }
      }
      return total;
    };
    const before = await loginsReachingNode();
    const flooding = { status: 'on' };
    const flood = underLoad(LOAD_MS, 16, async () => {
      const answer = await send(cluster.balancerUrl, '/api/account/login/', {
        method: 'POST', source: '127.66.0.1', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password', recaptcha_token: DEV_CAPTCHA_TOKEN }),
      });
      return { kind: 'flood', status: answer.status, body: { byBalancer: answer.text.includes('from this address') } };
    });
    // Meanwhile: the balancer's readiness from another address, and a whole sign-up and sign-in.
    const readiness: number[] = [];
    const watch = (async () => {
      while (flooding.status === 'on') {
        readiness.push((await send(cluster.balancerUrl, '/readyz', { source: '127.67.0.1' })).status);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const investor = await signedInInvestor(cluster.balancerUrl, smtp);
    const floodAnswers = await flood;
    flooding.status = 'off';
    await watch;
    const reachedNode = (await loginsReachingNode()) - before;
    const byBalancer = floodAnswers.filter((answer) => answer.status === 429 && answer.body.byBalancer).length;
    console.log(`flood from one address (${LOAD_MS} ms, 16 connections): ${floodAnswers.length} requests, ${byBalancer} answered 429 by HAProxy, ${reachedNode} reached the instances; readiness meanwhile: ${readiness.length} checks, ${readiness.filter((status) => status === 200).length} passed`);
    expect(investor.access).toBeTruthy();
    expect(byBalancer).toBeGreaterThan(0);
    // The table lets through the limit (and what was in flight as it filled); nothing after.
    expect(reachedNode).toBeLessThanOrEqual(PER_ADDRESS_REQUESTS_PER_10S + 16 + 1);
    expect(floodAnswers.filter((answer) => answer.status === 0)).toEqual([]);
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.every((status) => status === 200)).toBe(true);
  });

  it('the per-address login limit holds for the whole cluster, not three times over', async () => {
    // server/config.ts: 30 login attempts per address per minute. Each attempt a new e-mail, so
    // the per-e-mail back-off stays out of it; the balancer spreads them over the three instances.
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await post(cluster.balancerUrl, '/api/account/login/', { email: registration().email, password: 'wrong', recaptcha_token: DEV_CAPTCHA_TOKEN }, { address })).status);
    }
    console.log(`login attempts from one address through the balancer: ${statuses.filter((status) => status === 401).length} refused as wrong, then ${statuses.slice(30).join(', ')}`);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('a refresh token replayed on all three instances at once yields at most one new session', async () => {
    const investor = await signedInInvestor(cluster.balancerUrl, smtp);
    const answers = await Promise.all(cluster.instances.map((instance) =>
      post(instance.url, '/api/account/token/refresh/', { refresh: investor.refresh })));
    const renewed = answers.filter((answer) => answer.status === 200);
    const chains = new Set(renewed.map((answer) => answer.body.refresh));
    console.log(`refresh replayed on 3 instances: ${answers.map((answer) => answer.status).join(', ')}; ${chains.size} new refresh token(s)`);
    expect(chains.size).toBeLessThanOrEqual(1);
    const [session] = await rows<{ id: string }>('select s.id from sessions s join users u on u.id = s.user_id where u.email = $1', [investor.email]);
    const tokens = await rows<{ jti: string }>('select jti from refresh_tokens where session_id = $1', [session!.id]);
    expect(tokens.length).toBeLessThanOrEqual(2);
  });

  it('a spent refresh token presented on another instance after the grace window ends the whole session there', async () => {
    const investor = await signedInInvestor(cluster.balancerUrl, smtp);
    const [first, second, third] = cluster.instances;
    const renewed = await post(first!.url, '/api/account/token/refresh/', { refresh: investor.refresh });
    expect(renewed.status).toBe(200);
    // Past the 10 s in which a parallel refresh may still get the same successor.
    await restartAllWithClockMovedBy(11_000);
    const reused = await post(second!.url, '/api/account/token/refresh/', { refresh: investor.refresh });
    const afterReuse = await post(third!.url, '/api/account/token/refresh/', { refresh: String(renewed.body.refresh) });
    console.log(`spent token on instance 2: ${reused.status}; its successor on instance 3 afterwards: ${afterReuse.status}`);
    expect([reused.status, afterReuse.status]).toEqual([401, 401]);
  });

  it('with the clock moved past maturity and all three instances starting together, their three schedulers credit every matured investment exactly once', async () => {
    const investments: string[] = [];
    for (let investor = 0; investor < 4; investor += 1) {
      const { access } = await signedInInvestor(cluster.balancerUrl, smtp);
      const deposit = await post(cluster.balancerUrl, '/api/investor/deposits/', {
        sector: 'real-estate', plan: 'baselayer', amount_cents: 50_000, checkout: 'usdt_trc20', acknowledged: true,
      }, { bearer: access });
      expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
      const id = String(deposit.body.id);
      expect((await post(cluster.balancerUrl, `/api/investor/deposits/${id}/sent/`, { tx_hash: 'ab'.repeat(32) }, { bearer: access })).status).toBe(200);
      const confirmed = await operator(cluster, ['confirm-deposit', id]);
      expect(confirmed.code, confirmed.stderr).toBe(0);
      investments.push(/investment (\S+) is active/.exec(confirmed.stdout)![1]!);
    }
    // Every instance's scheduler settles as it starts, at a clock past maturity: three settle at once.
    await restartAllWithClockMovedBy(8 * DAY_MS);
    await expect.poll(async () => (await rows<{ status: string }>('select status from investments where id = any($1)', [investments]))
      .filter((investment) => investment.status !== 'active').length, { timeout: 15_000 }).toBe(investments.length);
    const earnings = await rows<{ reference_id: string; times: string }>(
      "select reference_id, count(*) as times from ledger where type = 'earning' and reference_id = any($1) group by reference_id", [investments]);
    console.log(`maturity with three schedulers: ${investments.length} investments, earnings credited ${earnings.map((row) => row.times).join(', ')} time(s)`);
    expect(earnings.map((row) => Number(row.times))).toEqual(investments.map(() => 1));
  });

  it('a bank workload through the balancer survives an instance killed (SIGKILL) and restarted and a PostgreSQL crash and restart: the books reconcile and hold every acknowledged operation once', async () => {
    const investors = await bankInvestors(cluster.balancerUrl, smtp, BANK_INVESTORS);
    const decisions = await operatorInProcess(cluster);
    onTestFinished(() => decisions.close());
    await decisions.run(['set-fee', String(EARLY_END_FEE_BPS)]);
    const bank = startBank({ balancerUrl: cluster.balancerUrl, investors, operator: decisions.run });
    // Whatever this test finds, the next ones get a quiet cluster with every instance up.
    onTestFinished(async () => {
      await bank.stop().catch(() => undefined);
      for (const instance of cluster.instances.filter(hasExited)) await instance.start();
      await Promise.all(cluster.instances.map((instance) => instance.waitHealthy()));
    });

    // Each fault waits until every investor has got on since the last one.
    const startedAt = Date.now();
    await bank.progressed(startedAt, 2);
    const victim = cluster.instances[2]!;
    const killedAt = Date.now();
    await victim.signal('SIGKILL');
    await bank.progressed(killedAt, 2);
    await victim.start();
    await victim.waitHealthy();
    // A crash of the database (immediate: no shutdown checkpoint, recovery from the write-ahead
    // log): every instance's connections die under its requests, and each must reconnect.
    const crashedAt = Date.now();
    await cluster.restartPostgres('immediate');
    await Promise.all(cluster.instances.map(async (instance) => {
      await instance.waitHealthy().catch((error: Error) => {
        throw new Error(`${instance.name} is not serving after the database restart (${hasExited(instance) ? `it exited: ${instance.child?.exitCode ?? instance.child?.signalCode}` : error.message}); the end of its log:\n${logTail(instance.name)}`);
      });
    }));
    const backAt = Date.now();
    await bank.progressed(backAt, 3);
    const record = await bank.stop();

    const reconcile = await operator(cluster, ['reconcile']);
    console.log(`bank workload (${investors.length} investors, ${((Date.now() - startedAt) / 1000).toFixed(1)} s; SIGKILL at ${killedAt - startedAt} ms, the database crashed at ${crashedAt - startedAt} ms and every instance served again ${backAt - crashedAt} ms later):`,
      record.tally(), reconcile.stdout.trim());
    expect(reconcile.code, `${reconcile.stdout}${reconcile.stderr}`).toBe(0);
    const { adopted } = await expectBooksOfRecord(record, investors, rows, cluster.balancerUrl);
    console.log(`creations without an answer that the books hold (adopted): ${JSON.stringify(adopted)}`);
    // The faults were felt: some answers never came.
    expect(record.tally().failed).toBeGreaterThan(0);
  });

  it('kill -9 of an instance during sign-ups, deposits and refreshes loses no acknowledged write, and the balancer routes around it', async () => {
    const investor = await signedInInvestor(cluster.balancerUrl, smtp);
    let refresh = investor.refresh;
    const victim = cluster.instances[1]!;
    let killedAt = 0;
    const kill = setTimeout(() => {
      killedAt = Date.now();
      void victim.signal('SIGKILL');
    }, KILL_AFTER_MS);
    const outcomes = await underLoad(LOAD_MS, 6, async (worker) => {
      if (worker === 0) {
        // One session refreshed again and again: each acknowledged token must be the live one.
        const answer = await post(cluster.balancerUrl, '/api/account/token/refresh/', { refresh });
        if (answer.status === 200) refresh = String(answer.body.refresh);
        return { kind: 'refresh', ...answer };
      }
      if (worker === 1) {
        const answer = await post(cluster.balancerUrl, '/api/investor/deposits/', {
          sector: 'real-estate', plan: 'baselayer', amount_cents: 50_000, checkout: 'usdt_trc20', acknowledged: true,
        }, { bearer: investor.access });
        return { kind: 'deposit', ...answer };
      }
      const body = registration();
      return { kind: 'registration', ...(await post(cluster.balancerUrl, '/api/account/registration/', body)), body: { email: body.email } };
    });
    clearTimeout(kill);
    // Back in service for the next test, whatever this one finds.
    onTestFinished(async () => {
      await victim.start();
      await victim.waitHealthy();
    });
    console.log(`kill -9 under load (${LOAD_MS} ms, 6 clients):`, tally(outcomes));

    // Every acknowledged write is in the database.
    const registered = outcomes.filter((outcome) => outcome.kind === 'registration' && outcome.status === 201).map((outcome) => outcome.body.email);
    const stored = await rows<{ email: string }>('select email from users where email = any($1)', [registered]);
    expect(stored.length).toBe(registered.length);
    const deposits = outcomes.filter((outcome) => outcome.kind === 'deposit' && outcome.status === 201).map((outcome) => outcome.body.id);
    expect((await rows('select id from deposits where id = any($1)', [deposits])).length).toBe(deposits.length);
    expect(deposits.length).toBeGreaterThan(0);
    // The last acknowledged refresh token is the session's live one.
    expect((await post(cluster.balancerUrl, '/api/account/token/refresh/', { refresh })).status).toBe(200);

    // Failures only around the kill (requests the dead instance held); within a few seconds none.
    const failures = outcomes.filter((outcome) => !succeeded(outcome));
    const lastFailure = Math.max(killedAt, ...failures.map((outcome) => outcome.at));
    console.log(`failed requests: ${failures.length}, the last ${lastFailure - killedAt} ms after the kill`);
    expect(killedAt).toBeGreaterThan(0);
    expect(failures.every((outcome) => outcome.at >= killedAt)).toBe(true);
    expect(lastFailure - killedAt).toBeLessThan(ROUTED_AROUND_MS);
    expect(outcomes.filter((outcome) => outcome.at > killedAt + ROUTED_AROUND_MS && succeeded(outcome)).length).toBeGreaterThan(0);
  });

  it('a rolling restart of all three (SIGTERM one at a time) under load fails no request', async () => {
    const investor = await signedInInvestor(cluster.balancerUrl, smtp);
    let refresh = investor.refresh;
    let restarting = true;
    const exitCodes: (number | null)[] = [];
    const restarts = (async () => {
      try {
        for (const instance of cluster.instances) {
          exitCodes.push(await instance.signal('SIGTERM'));
          await instance.start();
          await instance.waitHealthy();
          // Back in the balancer's rotation once two checks (500 ms apart) passed.
          await new Promise((resolve) => setTimeout(resolve, 1_500));
        }
      } finally {
        restarting = false;
      }
    })();
    const outcomes: Outcome[] = [];
    while (restarting) {
      outcomes.push(...await underLoad(500, 4, async (worker) => {
        if (worker === 0) {
          const answer = await post(cluster.balancerUrl, '/api/account/token/refresh/', { refresh });
          if (answer.status === 200) refresh = String(answer.body.refresh);
          return { kind: 'refresh', ...answer };
        }
        if (worker === 1) return { kind: 'registration', ...(await post(cluster.balancerUrl, '/api/account/registration/', registration())) };
        return { kind: 'subscribe', ...(await post(cluster.balancerUrl, '/api/management/subscribe/', { email: registration().email })) };
      }));
    }
    await restarts;
    console.log('rolling restart under load:', tally(outcomes));
    // An instance that did not end cleanly says why in its log (the cluster's work directory goes at the end).
    exitCodes.forEach((code, index) => {
      if (code !== 0) console.log(`instance-${index + 1} exited with ${code}; the end of its log:\n${logTail(`instance-${index + 1}`)}`);
    });
    expect(exitCodes).toEqual([0, 0, 0]);
    expect(outcomes.filter((outcome) => !succeeded(outcome)).map((outcome) => `${outcome.kind} ${outcome.status}`)).toEqual([]);
  });
});
