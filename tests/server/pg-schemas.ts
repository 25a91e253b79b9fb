/**
 * PostgreSQL schemas for the API suite: each harness (and the crash test) gets a schema of its
 * own, named with this run's prefix; all of them are dropped once every file has finished.
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

/** Drops every schema whose name starts with `prefix`. */
export async function dropTestSchemas(prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1)', [prefix]);
    for (const { nspname } of rows) await client.query(`drop schema ${nspname} cascade`);
  } finally {
    await client.end();
  }
}
