import type { ChildProcess } from 'node:child_process';

/** One server instance of the cluster (scripts/cluster/cluster.mjs). */
export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  /** Where its /metrics are served (loopback). */
  metricsPort: number;
  readonly child: ChildProcess | undefined;
  start(): Promise<ChildProcess>;
  signal(signal: NodeJS.Signals): Promise<number | null>;
  waitHealthy(timeoutMs?: number): Promise<void>;
}

export interface Cluster {
  balancerUrl: string;
  /** Prometheus, scraping every instance every second. */
  prometheusUrl: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** Restarts PostgreSQL (pg_ctl's mode: `fast` by default, `immediate` for a crash); resolves once it accepts connections. */
  restartPostgres(mode?: 'fast' | 'immediate'): Promise<void>;
  redisUrl: string;
  workDir: string;
  /** Whether the instances serve the built app (dist/), so the balancer's address is the site. */
  servesSite: boolean;
  stop(): Promise<void>;
}

export declare function startCluster(options?: { size?: number; env?: Record<string, string>; perAddressRequestsPer10s?: number }): Promise<Cluster>;
export declare function ensureClusterPackages(): void;
export declare function waitHealthy(url: string, timeoutMs?: number): Promise<void>;
