/**
 * Seeds the bench database straight through the server's own db layer (config, connection,
 * migrations), not through HTTP: N verified users in one transaction, inserted in batches, all
 * sharing one argon2id hash of BENCH_PASSWORD computed once (hashing 100,000 passwords would take
 * an hour and measure nothing). With a second number, the first user (benchEmail(0)) is also an
 * investor with that many transactions (./seed-investor.ts). Run with the server's environment:
 *
 *   node --import tsx scripts/bench/seed.ts <users> [<investor transactions>]
 *
 * Prints one JSON line: { users, transactions, seconds }.
 */
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { sql } from 'kysely';
import { PasswordHasher } from '../../server/auth/passwords';
import { newId } from '../../server/auth/secrets';
import { BENCH_PASSWORD, benchEmail } from './accounts.mjs';
import { seedInvestorHistory } from './seed-investor';

const BATCH = 1000; // 10 columns x 1000 rows stays under SQLite's and PostgreSQL's parameter limits

async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const count = Number(process.argv[2]);
  const transactions = Number(process.argv[3] ?? 0);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(transactions) || transactions < 0) {
    throw new Error('usage: seed.ts <number of users> [<investor transactions>]');
  }
  const started = Date.now();
  const config = loadConfig();
  if (config.databaseUrl && config.databaseSchema) await ensureSchema(config.databaseUrl, config.databaseSchema);
  const database = await openDatabase(config);
  try {
    const passwordHash = await new PasswordHasher(config.argon2).hash(BENCH_PASSWORD);
    const now = Date.now();
    let firstUserId = '';
    await database.db.transaction().execute(async (trx) => {
      for (let first = 0; first < count; first += BATCH) {
        const rows = [];
        for (let i = first; i < Math.min(count, first + BATCH); i += 1) {
          const id = newId();
          if (i === 0) firstUserId = id;
          rows.push({
            id,
            email: benchEmail(i),
            first_name: 'Bench',
            last_name: `User ${i}`,
            password_hash: passwordHash,
            referral_code: `BENCH${i.toString(36).toUpperCase()}`,
            referred_by: null,
            verified_at: now,
            disabled_at: null,
            created_at: now,
          });
        }
        await trx.insertInto('users').values(rows).execute();
      }
      if (transactions) await seedInvestorHistory(trx, firstUserId, transactions, now);
    });
    // A live database has statistics and a visibility map for its tables (autovacuum makes them
    // within a minute of a bulk load); a just-loaded one has neither and plans accordingly.
    await sql`${sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(database.db);
  } finally {
    await database.close();
  }
  console.log(JSON.stringify({ users: count, transactions, seconds: (Date.now() - started) / 1000 }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
