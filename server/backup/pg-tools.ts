/**
 * PostgreSQL's client tools, pg_dump and pg_restore, in the version that fits the server: pg_dump
 * refuses a server newer than itself, and a newer tool writes archives an older pg_restore cannot
 * read. So the server's own major version is taken, else the oldest newer one. Debian installs
 * each version's tools in /usr/lib/postgresql/<version>/bin (/usr/bin holds a wrapper that picks
 * one); elsewhere they are found on PATH.
 */
import { execFile, execFileSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';

export type PgTool = 'pg_dump' | 'pg_restore';

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function candidates(tool: PgTool): string[] {
  let debian: string[] = [];
  try {
    debian = readdirSync(DEBIAN_VERSIONS).map((version) => path.join(DEBIAN_VERSIONS, version, 'bin', tool));
  } catch { /* not Debian's layout */ }
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((folder) => path.join(folder, tool));
  return [...new Set([...debian, ...onPath])].filter(isExecutable);
}

function majorVersionOf(binary: string): number | undefined {
  try {
    const version = execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(version)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/** The path of `tool` for a server of major version `serverMajor`, or a BackupError saying what to install. */
export function findPgTool(tool: PgTool, serverMajor: number): string {
  const found = candidates(tool).flatMap((binary) => {
    const major = majorVersionOf(binary);
    return major === undefined ? [] : [{ binary, major }];
  });
  const fitting = found.find((candidate) => candidate.major === serverMajor) ??
    found.filter((candidate) => candidate.major > serverMajor).sort((a, b) => a.major - b.major)[0];
  if (fitting) return fitting.binary;
  const seen = found.length ? ` Found only ${found.map((candidate) => `${candidate.binary} (${candidate.major})`).join(', ')}, older than the server.` : '';
  throw new BackupError(`${tool} for PostgreSQL ${serverMajor} was not found.${seen} Install PostgreSQL ${serverMajor}'s client tools (Debian: apt-get install postgresql-client-${serverMajor}).`);
}

/** How a tool reaches the database: the URL without its password, which goes in PGPASSWORD (never on a command line). */
export interface PgConnection {
  url: string;
  password: string | undefined;
}

export function pgConnection(databaseUrl: string): PgConnection {
  const url = new URL(databaseUrl);
  const password = (url.password ? decodeURIComponent(url.password) : url.searchParams.get('password')) || undefined;
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), password };
}

/** Runs a tool; resolves with its standard output, or rejects with its error output as a BackupError. */
export function runPgTool(binary: string, args: string[], connection?: PgConnection): Promise<string> {
  const env = { ...process.env, ...(connection?.password ? { PGPASSWORD: connection.password } : {}) };
  const dbname = connection ? [`--dbname=${connection.url}`] : [];
  return new Promise((resolve, reject) => {
    execFile(binary, [...dbname, ...args], { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new BackupError(`${path.basename(binary)} failed: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}
