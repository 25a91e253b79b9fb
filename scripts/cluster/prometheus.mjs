/**
 * A throwaway Prometheus (Debian's `prometheus`) on loopback, scraping each instance's metrics
 * port (METRICS_PORT, server/metrics/listener.ts) every second, as docs/operations.md describes:
 * `npm run cluster` shows the whole cluster's metrics in one place, and the cluster test checks
 * that it sees every instance and counts a login.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../free-port.mjs';

/** The scrape configuration: one job, `acme`, one target per instance, named after it. */
export function prometheusConfig({ targets }) {
  return `global:
  scrape_interval: 1s
  evaluation_interval: 1s

scrape_configs:
  - job_name: acme
    static_configs:
${targets.map((target) => `      - targets: ['127.0.0.1:${target.metricsPort}']
        labels:
          instance_name: ${target.name}`).join('\n')}
`;
}

/** Starts Prometheus in `workDir`; resolves once it is ready, with its address and `stop()`. */
export async function startPrometheus({ workDir, targets }) {
  const dir = path.join(workDir, 'prometheus');
  mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig({ targets }));
  const port = await freePort();
  const child = spawn('prometheus', [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await ended;
  };
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`Prometheus exited: ${errors}`);
    try {
      if ((await fetch(`${url}/-/ready`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch { /* not yet */ }
    if (tries > 300) {
      await stop();
      throw new Error(`Prometheus did not become ready in 30 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
