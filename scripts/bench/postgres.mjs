// A throwaway PostgreSQL cluster for the bench: Debian's postgresql (any version under
// /usr/lib/postgresql), in a temp folder, on a loopback port, run as the postgres user when we
// are root (PostgreSQL refuses to run as root). BENCH_DATABASE_URL skips all this and uses that
// server instead (each run gets its own schema).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('No PostgreSQL found under /usr/lib/postgresql: `apt-get install postgresql`, or set BENCH_DATABASE_URL.');
  return join(root, versions[0], 'bin');
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, external: true, stop: () => {} };
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'acme-bench-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Durable defaults (fsync and synchronous_commit on), as a real deployment runs.
  run('pg_ctl', ['start', '-w', '-D', data, '-l', join(dir, 'postgres.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`]);
  const stop = () => {
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
