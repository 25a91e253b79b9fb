#!/usr/bin/env node
// npm run cluster: PostgreSQL, Redis, three server instances and HAProxy on loopback, until Ctrl-C.
import { startCluster } from './cluster/cluster.mjs';

const size = Number(process.env.CLUSTER_SIZE || 3);
const cluster = await startCluster({ size });
console.log(`cluster: ${cluster.balancerUrl} (HAProxy) → ${cluster.instances.map((server) => server.url).join(', ')}`);
console.log(`cluster: PostgreSQL ${cluster.databaseUrl}, Redis ${cluster.redisUrl}, logs in ${cluster.workDir}`);
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
