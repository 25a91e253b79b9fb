// Bench part 4, growth: the API figures with a small and a large user table (100 and 100,000
// users; --quick uses 1,000), on SQLite and PostgreSQL. Latency must stay flat as the tables grow
// (indexed lookups, no full scans): the large p50 may be at most GROWTH_BUDGET.maxP50Ratio times
// the small one, plus a small absolute slack for timer noise.
import { GROWTH_BUDGET } from './budgets.mjs';
import { withApiServer } from './api-env.mjs';
import { runScenarios, scenarioRows, SCENARIO_HEADERS } from './api-load.mjs';
import { startPostgres } from './postgres.mjs';
import { check, printTable } from './table.mjs';

const INVESTOR_TRANSACTIONS = 10_000;

export async function runGrowth({ quick }) {
  const sizes = quick ? [100, 1_000] : [100, 100_000];
  const durationS = quick ? 2 : 10;
  const warmUpS = quick ? 0 : 3;
  const connections = 10;
  const results = {};
  const checks = [];
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
        const base = small[scenario].p50Ms;
        checks.push(
          check({
            part: 'growth',
            subject: `${database} ${scenario}`,
            metric: `p50 at ${sizes[1].toLocaleString('en-GB')} users`,
            value: large[scenario].p50Ms,
            limit: Math.max(base * GROWTH_BUDGET.maxP50Ratio, base + GROWTH_BUDGET.slackMs),
            kind: 'atMost',
            format: (v) => `${Number(v.toFixed(1))} ms`,
          }),
        );
      }
    }
  } finally {
    postgres.stop();
  }
  printTable(
    `Growth: ${sizes.map((n) => n.toLocaleString('en-GB')).join(' vs ')} users (${durationS} s per scenario)`,
    SCENARIO_HEADERS,
    Object.entries(results).flatMap(([database, bySize]) => Object.entries(bySize).flatMap(([users, scenarios]) => scenarioRows(`${database} ${Number(users).toLocaleString('en-GB')}u`, scenarios))),
  );
  // The investor history needs the dashboard's transactions table and endpoint; until the server
  // has them there is nothing honest to measure, so the bench says so instead of inventing one.
  const investor = { transactions: INVESTOR_TRANSACTIONS, measured: false, reason: 'the server has no transactions table or endpoint yet' };
  console.log(`  investor with ${INVESTOR_TRANSACTIONS.toLocaleString('en-GB')} transactions: not measured (${investor.reason})`);
  return { results: { sizes, durationS, connections, databases: results, investor }, checks };
}
