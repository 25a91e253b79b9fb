#!/usr/bin/env node
// npm run cluster: PostgreSQL, Redis, three server instances, HAProxy and Prometheus on loopback, until Ctrl-C.
import { startCluster } from './cluster/cluster.mjs';

const size = Number(process.env.CLUSTER_SIZE || 3);
const cluster = await startCluster({ size });
console.log(cluster.servesSite
  ? `cluster: the site is at ${cluster.balancerUrl}/ (API under ${cluster.balancerUrl}/api/), through HAProxy`
  : `cluster: the API is at ${cluster.balancerUrl}/api/ through HAProxy (no index.html, so no site is served)`);
console.log(`cluster: HAProxy → ${cluster.instances.map((server) => server.url).join(', ')}`);
console.log(`cluster: Prometheus at ${cluster.prometheusUrl}/ scrapes ${cluster.instances.map((server) => `127.0.0.1:${server.metricsPort}/metrics`).join(', ')} (docs/operations.md)`);
console.log(`cluster: PostgreSQL ${cluster.databaseUrl}, Redis ${cluster.redisUrl}, logs in ${cluster.workDir}`);
// Development routes are refused behind a proxy (TRUST_PROXY): the outbox cannot be opened here.
console.log(`cluster: e-mails (one-time codes, reset links) are printed to the instances' logs, ${cluster.workDir}/instance-*.log`);
console.log('cluster: Ctrl-C stops everything');
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
}
