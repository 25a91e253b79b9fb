/** Whether the database answers a trivial query now (readiness). */
import { sql } from 'kysely';
import type { Db } from './db/connect';

export async function databaseAnswers(database: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
