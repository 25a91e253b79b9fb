/** The investor area's view of the one database (its tables are in ./tables.ts, listed in db/schema.ts). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

export type * from './tables';

/** The database, with the investor tables (the same type the app's context holds). */
export type InvestorDatabase = Database;
export type InvestorDb = Kysely<Database>;
export type Executor = InvestorDb | Transaction<Database>;
