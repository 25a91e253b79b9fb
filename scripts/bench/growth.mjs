// Bench part 4, growth: the API figures with a small and a large user table (100 and 100,000
// users; --quick uses 1,000), and the investor dashboard's endpoints for an investor with 100 and
// with 10,000 transactions (./investor-growth.mjs; --quick too, the seed takes a second), on SQLite
// and PostgreSQL. Latency must stay flat as the tables grow (indexed lookups, no full scans): the
// large p50 may be at most GROWTH_BUDGET.maxP50Ratio times the small one, plus a small absolute
// slack for timer noise.
import { API_BUDGETS, GROWTH_BUDGET } from './budgets.mjs';
import { withApiServer } from './api-env.mjs';
import { loadTiming, runScenarios, scenarioRows, SCENARIO_HEADERS } from './api-load.mjs';
import { EXPORT_SCENARIO, FLAT_SCENARIOS, measureInvestorGrowth } from './investor-growth.mjs';
import { startPostgres } from './postgres.mjs';
import { check, printTable } from './table.mjs';

const INVESTOR_SIZES = [100, 10_000];
const ms = (v) => `${Number(v.toFixed(1))} ms`;
const count = (n) => Number(n).toLocaleString('en-GB');

/** The large run's p50 against the small run's, as the users case and the investor case both judge it. */
function flatCheck(subject, metric, small, large) {
  const limit = Math.max(small * GROWTH_BUDGET.maxP50Ratio, small + GROWTH_BUDGET.slackMs);
  return check({ part: 'growth', subject, metric, value: large, limit, kind: 'atMost', format: ms });
}

function investorChecks(databases) {
  const checks = [];
  const [small, large] = INVESTOR_SIZES;
  for (const [database, bySize] of Object.entries(databases)) {
    for (const name of FLAT_SCENARIOS) {
      checks.push(flatCheck(`${database} investor ${name}`, `p50 at ${count(large)} transactions`, bySize[small].scenarios[name].p50Ms, bySize[large].scenarios[name].p50Ms));
    }
    for (const size of INVESTOR_SIZES) {
      const exports = bySize[size].scenarios[EXPORT_SCENARIO];
      // The export grows with the history by nature; what must hold is that it never stalls the server.
      checks.push(check({ part: 'growth', subject: `${database} investor ${count(size)} tx healthz during exports`, metric: 'p99', value: exports.healthz.p99Ms, limit: API_BUDGETS['healthz during logins'].maxP99Ms, kind: 'atMost', format: ms }));
      for (const [name, s] of Object.entries(bySize[size].scenarios)) {
        const subject = `${database} investor ${count(size)} tx ${name}`;
        checks.push(check({ part: 'growth', subject, metric: 'unexpected answers', value: s.unexpected + s.errors, limit: 0, kind: 'atMost' }));
        // A run in which no answer arrived has no latency to judge: say so rather than show 0 ms.
        checks.push(check({ part: 'growth', subject, metric: 'answers in the run', value: s.requests, limit: 1, kind: 'atLeast' }));
      }
    }
  }
  return checks;
}

function printInvestorTables(databases, durationS) {
  const [small, large] = INVESTOR_SIZES;
  const rows = [];
  for (const [database, bySize] of Object.entries(databases)) {
    for (const [size, { scenarios }] of Object.entries(bySize)) {
      for (const [name, s] of Object.entries(scenarios)) {
        rows.push([`${database} ${count(size)} tx ${name}`, s.requests, s.rps, `${s.p50Ms} ms`, `${s.p99Ms} ms`, count(s.bytesPerAnswer), s.unexpected, s.errors]);
        if (s.healthz) rows.push([`${database} ${count(size)} tx  healthz alongside`, s.healthz.requests, s.healthz.rps, `${s.healthz.p50Ms} ms`, `${s.healthz.p99Ms} ms`, '', s.healthz.unexpected, s.healthz.errors]);
      }
    }
  }
  printTable(`Growth: an investor with ${count(small)} vs ${count(large)} transactions (${durationS} s per endpoint)`, ['scenario', 'requests', 'req/s', 'p50', 'p99', 'bytes/answer', 'non-expected', 'errors'], rows);
  const verdicts = Object.entries(databases).flatMap(([database, bySize]) =>
    Object.keys(bySize[small].scenarios).map((name) => {
      const [a, b] = [bySize[small].scenarios[name], bySize[large].scenarios[name]];
      const flat = b.p50Ms <= Math.max(a.p50Ms * GROWTH_BUDGET.maxP50Ratio, a.p50Ms + GROWTH_BUDGET.slackMs);
      const verdict = !a.requests || !b.requests ? `no answer within ${durationS} s` : flat ? 'flat' : FLAT_SCENARIOS.includes(name) ? 'NOT FLAT' : 'grows with the rows it returns';
      return [`${database} ${name}`, `${a.p50Ms} / ${a.p99Ms} ms`, `${b.p50Ms} / ${b.p99Ms} ms`, `${a.rps} → ${b.rps}`, verdict];
    }),
  );
  printTable('Growth verdict (investor)', ['endpoint', `p50 / p99 at ${count(small)}`, `p50 / p99 at ${count(large)}`, 'req/s', 'verdict'], verdicts);
}

export async function runGrowth({ quick }) {
  const sizes = quick ? [100, 1_000] : [100, 100_000];
  const { durationS, warmUpS, connections } = loadTiming({ quick });
  const results = {};
  const checks = [];
  let investor;
  const postgres = await startPostgres();
  try {
    for (const database of ['sqlite', 'postgres']) {
      results[database] = {};
      for (const users of sizes) {
        results[database][users] = await withApiServer({ database, users, postgresUrl: postgres.url, name: `growth-${database}-${users}` }, ({ url }) =>
          runScenarios({ url, userCount: users, durationS, connections, warmUpS }),
        );
      }
      const [small, large] = sizes.map((users) => results[database][users]);
      for (const scenario of Object.keys(small)) {
        checks.push(flatCheck(`${database} ${scenario}`, `p50 at ${count(sizes[1])} users`, small[scenario].p50Ms, large[scenario].p50Ms));
      }
    }
    investor = await measureInvestorGrowth({ sizes: INVESTOR_SIZES, durationS, connections, warmUpS, postgresUrl: postgres.url });
    checks.push(...investorChecks(investor));
  } finally {
    postgres.stop();
  }
  printTable(
    `Growth: ${sizes.map((n) => n.toLocaleString('en-GB')).join(' vs ')} users (${durationS} s per scenario)`,
    SCENARIO_HEADERS,
    Object.entries(results).flatMap(([database, bySize]) => Object.entries(bySize).flatMap(([users, scenarios]) => scenarioRows(`${database} ${Number(users).toLocaleString('en-GB')}u`, scenarios))),
  );
  printInvestorTables(investor, durationS);
  return { results: { sizes, durationS, connections, databases: results, investor: { transactions: INVESTOR_SIZES, databases: investor } }, checks };
}
