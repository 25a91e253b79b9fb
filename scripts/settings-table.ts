/**
 * `npm run docs:settings`: writes docs/server.md's table of environment variables from the
 * settings' schema (server/settings.ts), between its two markers. tests/server/config.test.ts
 * fails when the committed table differs from the schema.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { settingsTable } from '../server/settings';

export const SERVER_DOCS = fileURLToPath(new URL('../docs/server.md', import.meta.url));
export const TABLE_START = '<!-- settings table: written by `npm run docs:settings` from server/settings.ts -->';
export const TABLE_END = '<!-- end of settings table -->';

/** The docs with their settings table replaced by the schema's. */
export function withSettingsTable(docs: string): string {
  const start = docs.indexOf(TABLE_START);
  const end = docs.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/server.md has no settings table markers (${TABLE_START})`);
  return `${docs.slice(0, start + TABLE_START.length)}\n${settingsTable()}\n${docs.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const docs = readFileSync(SERVER_DOCS, 'utf8');
  const updated = withSettingsTable(docs);
  if (updated !== docs) writeFileSync(SERVER_DOCS, updated);
  console.log(updated === docs ? 'docs/server.md: the settings table is up to date' : 'docs/server.md: settings table rewritten');
}
