// One API environment for a load run: a fresh database (SQLite file or a PostgreSQL schema of its
// own), seeded with N users (and optionally an investor's history) through the server's db layer,
// and the server started on it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from './server.mjs';

const WORK_ROOT = resolve('bench', 'tmp'); // on the project's disk: fsync speed is part of the figure

/** Seeds `users` bench accounts (and an investor's history) into the database `env` names. */
export function seed(env, users, investorTransactions) {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/seed.ts', String(users), String(investorTransactions)], {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.toString().trim().split('\n').pop());
}

/**
 * @param {{ database: 'sqlite' | 'postgres', users: number, investorTransactions?: number, postgresUrl?: string, name: string, serverEnv?: Record<string, string> }} options
 *   investorTransactions: the first bench user is an investor with that many transactions;
 *   serverEnv: added to the server's environment (not the seeding's).
 * @param {(server: { url: string }) => Promise<T>} body
 * @template T
 */
export async function withApiServer({ database, users, investorTransactions = 0, postgresUrl, name, serverEnv = {} }, body) {
  mkdirSync(WORK_ROOT, { recursive: true });
  const workDir = mkdtempSync(join(WORK_ROOT, `${name}-`));
  const env =
    database === 'postgres'
      ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: `bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}` }
      : { SQLITE_FILE: join(workDir, 'bench.sqlite') };
  let server;
  try {
    const seeded = seed({ ...env, DATA_DIR: workDir }, users, investorTransactions);
    const history = seeded.transactions ? ` and an investor with ${seeded.transactions.toLocaleString('en-GB')} transactions` : '';
    console.log(`  ${name}: seeded ${seeded.users} users${history} in ${seeded.seconds.toFixed(1)} s`);
    server = await startServer({ workDir, env: { ...env, ...serverEnv }, name });
    return await body(server);
  } finally {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
