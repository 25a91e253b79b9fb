/**
 * The table of contents of a pg_dump custom-format archive (`pg_restore --list`): which schemas and
 * tables a restore would create, and the list file that tells pg_restore to skip some entries.
 */
export interface ArchiveTable { schema: string; name: string }

export interface ArchiveContents {
  /** The listing's lines, as pg_restore --use-list reads them back. */
  lines: string[];
  schemas: string[];
  tables: ArchiveTable[];
}

// "6; 2615 168922 SCHEMA - bkexp postgres" and "215; 1259 168923 TABLE bkexp users postgres"
// ("TABLE DATA" entries have one word more and do not match).
const SCHEMA_ENTRY = /^\d+; \d+ \d+ SCHEMA - (\S+) \S+$/;
const TABLE_ENTRY = /^\d+; \d+ \d+ TABLE (\S+) (\S+) \S+$/;

export function readListing(listing: string): ArchiveContents {
  const lines = listing.split('\n');
  const schemas = lines.flatMap((line) => SCHEMA_ENTRY.exec(line)?.[1] ?? []);
  const tables = lines.flatMap((line) => {
    const match = TABLE_ENTRY.exec(line);
    return match ? [{ schema: match[1]!, name: match[2]! }] : [];
  });
  return { lines, schemas, tables };
}

/** The listing with the entries creating these schemas turned into comments (they exist already). */
export function listingWithout(contents: ArchiveContents, existingSchemas: readonly string[]): string {
  return contents.lines.map((line) => {
    const schema = SCHEMA_ENTRY.exec(line)?.[1];
    return schema !== undefined && existingSchemas.includes(schema) ? `;${line}` : line;
  }).join('\n');
}
