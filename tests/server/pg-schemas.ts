/**
 * PostgreSQL schemas for the API suite: each harness (and the crash test) gets a schema of its
 * own, named with this run's prefix; all of them are dropped once every file has finished, and so
 * are the few whole databases the backup tests restore into.
 *
 * Not sooner: files run in parallel, and Kysely's migrator, starting another file's server,
 * introspects every schema by name (`has_schema_privilege`). A schema dropped in that instant
 * fails the other file's migration with "schema … does not exist".
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export const PG_URL = process.env.TEST_DATABASE_URL || undefined;

declare module 'vitest' {
  interface ProvidedContext {
    pgSchemaPrefix: string;
  }
}

/** Creates an empty schema for one server under test and returns its name. */
export async function createTestSchema(): Promise<string> {
  const schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

/** Creates an empty database (a restore's target) and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `${inject('pgSchemaPrefix')}db_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Empties a migrated schema for the next test: every table but the migrator's own, identities
 * restarted. A migration run takes about half a second and holds the database-wide migration
 * lock (so the two workers' PostgreSQL tests wait on each other), and each leaves one more schema
 * for the migrator to read through; emptying one takes a few milliseconds.
 */
export async function emptySchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%'",
      [schema],
    );
    if (rows.length) await client.query(`truncate ${rows.map(({ tablename }) => `${schema}."${tablename}"`).join(', ')} restart identity cascade`);
  } finally {
    await client.end();
  }
}

/** Drops every schema and database whose name starts with `prefix`. */
export async function dropTestSchemas(prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [prefix]);
    for (const { nspname } of rows) await client.query(`drop schema ${nspname} cascade`);
    const databases = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of databases.rows) await client.query(`drop database ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
