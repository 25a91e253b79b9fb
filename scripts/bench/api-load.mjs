// Bench part 3, API load: subscribe/, token/refresh/ (with rotation), login/ saturating the
// password-hashing pool with GET /healthz alongside, on SQLite (synchronous=FULL) and PostgreSQL.
import { API_BUDGETS } from './budgets.mjs';
import { withApiServer } from './api-env.mjs';
import { loginMany, loginWithHealthLoad, refreshLoad, subscribeLoad } from './load.mjs';
import { startPostgres } from './postgres.mjs';
import { check, printTable } from './table.mjs';

const ms = (value) => `${value} ms`;
const perSecond = (value) => `${value}/s`;

/** The three scenarios against one running server. */
export async function runScenarios({ url, userCount, durationS, connections, warmUpS }) {
  // Let the JIT and the database caches warm up before anything is recorded.
  if (warmUpS) {
    await subscribeLoad({ url, durationS: warmUpS, connections });
    await refreshLoad({ url, durationS: warmUpS, connections, refreshTokens: await loginMany({ url, count: connections, userCount }) });
  }
  const subscribe = await subscribeLoad({ url, durationS, connections });
  const refreshTokens = await loginMany({ url, count: connections * 2, userCount });
  const refresh = await refreshLoad({ url, durationS, connections, refreshTokens });
  const { login, healthz } = await loginWithHealthLoad({ url, durationS, userCount });
  return { 'subscribe/': subscribe, 'token/refresh/': refresh, 'login/': login, 'healthz during logins': healthz };
}

export function scenarioRows(label, scenarios) {
  return Object.entries(scenarios).map(([name, s]) => [
    `${label} ${name}`,
    s.requests,
    s.rps,
    ms(s.p50Ms),
    ms(s.p99Ms),
    s.unexpected,
    s.errors,
  ]);
}

/**
 * How long each load runs: 10 s after a 3 s warm-up, or in --quick mode 1 s and no warm-up, enough
 * to prove every scenario answers (CI), too little to judge a budget.
 */
export function loadTiming({ quick }) {
  return { durationS: quick ? 1 : 10, warmUpS: quick ? 0 : 3, connections: 10 };
}

export const SCENARIO_HEADERS = ['scenario', 'requests', 'req/s', 'p50', 'p99', 'non-expected', 'errors'];

export function scenarioChecks(part, label, scenarios) {
  const checks = [];
  for (const [name, budget] of Object.entries(API_BUDGETS)) {
    const s = scenarios[name];
    if (budget.minRps && (!budget.minRpsOnlyOn || budget.minRpsOnlyOn === label)) checks.push(check({ part, subject: `${label} ${name}`, metric: 'req/s', value: s.rps, limit: budget.minRps, kind: 'atLeast', format: perSecond }));
    if (budget.maxP99Ms) checks.push(check({ part, subject: `${label} ${name}`, metric: 'p99', value: s.p99Ms, limit: budget.maxP99Ms, kind: 'atMost', format: ms }));
  }
  // Every scenario must answer only what it expects: no 4xx/5xx, no socket errors.
  for (const [name, s] of Object.entries(scenarios)) {
    checks.push(check({ part, subject: `${label} ${name}`, metric: 'unexpected answers', value: s.unexpected + s.errors, limit: 0, kind: 'atMost' }));
  }
  return checks;
}

export async function runApiLoad({ quick }) {
  const { durationS, warmUpS, connections } = loadTiming({ quick });
  const userCount = 100;
  const results = {};
  const checks = [];
  const postgres = await startPostgres();
  try {
    for (const database of ['sqlite', 'postgres']) {
      results[database] = await withApiServer({ database, users: userCount, postgresUrl: postgres.url, name: `api-${database}` }, ({ url }) =>
        runScenarios({ url, userCount, durationS, connections, warmUpS }),
      );
      checks.push(...scenarioChecks('api', database, results[database]));
    }
  } finally {
    postgres.stop();
  }
  printTable(
    `API load (${durationS} s per scenario, ${connections} connections; login 8 + healthz at 100/s)`,
    SCENARIO_HEADERS,
    Object.entries(results).flatMap(([database, scenarios]) => scenarioRows(database, scenarios)),
  );
  return { results: { durationS, connections, userCount, databases: results }, checks };
}
