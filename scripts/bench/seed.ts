/**
 * Seeds the bench database straight through the server's own db layer (config, connection,
 * migrations), not through HTTP: N verified users in one transaction, inserted in batches, all
 * sharing one argon2id hash of BENCH_PASSWORD computed once (hashing 100,000 passwords would take
 * an hour and measure nothing). Run with the server's environment:
 *
 *   node --import tsx scripts/bench/seed.ts <users>
 *
 * Prints one JSON line: { users, seconds }.
 */
import pg from 'pg';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { PasswordHasher } from '../../server/auth/passwords';
import { newId } from '../../server/auth/secrets';
import { BENCH_PASSWORD, benchEmail } from './accounts.mjs';

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
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed.ts <number of users>');
  const started = Date.now();
  const config = loadConfig();
  if (config.databaseUrl && config.databaseSchema) await ensureSchema(config.databaseUrl, config.databaseSchema);
  const database = await openDatabase(config);
  try {
    const passwordHash = await new PasswordHasher(config.argon2).hash(BENCH_PASSWORD);
    const now = Date.now();
    await database.db.transaction().execute(async (trx) => {
      for (let first = 0; first < count; first += BATCH) {
        const rows = [];
        for (let i = first; i < Math.min(count, first + BATCH); i += 1) {
          rows.push({
            id: newId(),
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
    });
  } finally {
    await database.close();
  }
  console.log(JSON.stringify({ users: count, seconds: (Date.now() - started) / 1000 }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
