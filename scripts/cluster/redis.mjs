/** A throwaway Redis on loopback (Debian's redis-server): no persistence, gone when stopped. */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../free-port.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';


/** Starts redis-server on a free port; `stop()` ends it, `pause()`/`resume()` make it unreachable and back (SIGSTOP/SIGCONT). */
export async function startRedis() {
  const dir = mkdtempSync(path.join(tmpdir(), 'acme-redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  for (let tries = 0; ; tries += 1) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG') break;
    if (tries > 100 || child.exitCode !== null) throw new Error('Redis did not start (is redis-server installed?)');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
