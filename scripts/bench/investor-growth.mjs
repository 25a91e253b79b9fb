// Bench part 4, growth, the investor's side: the endpoints the dashboard calls, for an investor
// with a short history and one with a long one (100 and 10,000 transactions), each in a database
// of its own, on SQLite and PostgreSQL. A page of transactions, first or last, and the overview
// must cost the same whatever the history (indexes, pagination, no scans of the investor's rows);
// the CSV export holds every row, so it grows with them, but building it must not hold up the
// event loop: GET /healthz runs alongside it at 100/s (the server builds one export at a time and
// queues nine, so the bench's ten connections are all answered 200).
import { withApiServer } from './api-env.mjs';
import { authorisedGetLoad, login } from './load.mjs';

const INVESTOR_INDEX = 0; // seed.ts makes bench user 0 the investor

/** The scenarios: a name, and the path for an investor whose history has `pages` pages. */
const SCENARIOS = [
  ['overview/', () => '/api/investor/overview/'],
  ['transactions/ first page', () => '/api/investor/transactions/'],
  ['transactions/ last page', (pages) => `/api/investor/transactions/?page=${pages}`],
  ['investments/', () => '/api/investor/investments/'],
  ['transactions/export/', () => '/api/investor/transactions/export/'],
];

/**
 * Scenarios whose answer has the same size whatever the history: their latency must stay flat.
 * `investments/` is the running investments and one page of the finished ones.
 */
export const FLAT_SCENARIOS = ['overview/', 'transactions/ first page', 'transactions/ last page', 'investments/'];
export const EXPORT_SCENARIO = 'transactions/export/';

async function pageCount(url, accessToken) {
  const response = await fetch(`${url}/api/investor/transactions/`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`GET transactions/ answered ${response.status}: ${await response.text()}`);
  const { count, page_size: pageSize } = await response.json();
  return { count, pages: Math.max(1, Math.ceil(count / pageSize)) };
}

async function runInvestorScenarios({ url, durationS, connections, warmUpS }) {
  // A fresh access token per run: it lives 5 minutes, longer than any run here.
  const { access } = await login({ url, index: INVESTOR_INDEX });
  const { count, pages } = await pageCount(url, access);
  const results = { count, pages, scenarios: {} };
  for (const [name, pathFor] of SCENARIOS) {
    const path = pathFor(pages);
    if (warmUpS) await authorisedGetLoad({ url, path, accessToken: access, durationS: warmUpS, connections });
    results.scenarios[name] = { path, ...(await authorisedGetLoad({ url, path, accessToken: access, durationS, connections, healthz: name === EXPORT_SCENARIO })) };
  }
  return results;
}

/** Figures for each database and history size: `{ [database]: { [transactions]: { count, pages, scenarios } } }`. */
export async function measureInvestorGrowth({ sizes, durationS, connections, warmUpS, postgresUrl }) {
  const databases = {};
  for (const database of ['sqlite', 'postgres']) {
    databases[database] = {};
    for (const transactions of sizes) {
      databases[database][transactions] = await withApiServer(
        { database, users: 100, investorTransactions: transactions, postgresUrl, name: `growth-investor-${database}-${transactions}` },
        ({ url }) => runInvestorScenarios({ url, durationS, connections, warmUpS }),
      );
    }
  }
  return databases;
}
