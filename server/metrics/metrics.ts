/**
 * The server's metrics in the Prometheus format (prom-client), one registry per app so that tests
 * can build many apps in one process. What is counted as it happens (requests, login outcomes,
 * refresh rotations and replays, Redis errors) is recorded through the functions below; what is a
 * level (the hashing queue, the mail queue, the database pool) is read when Prometheus scrapes.
 * They are served on their own port, bound to loopback by default (server/metrics/listener.ts):
 * never on the public one. docs/operations.md lists each with the alerts worth having.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Semaphore } from '../auth/passwords';
import type { VitalName } from '../../contract/vitals';

/** Seconds: from a health check's few milliseconds to the app's 30 s timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];

/** Web Vitals' buckets around Google's "good" and "poor" thresholds (LCP 2.5/4 s, INP 200/500 ms, CLS 0.1/0.25). */
const VITALS = {
  LCP: { name: 'web_vitals_lcp_seconds', help: 'Largest Contentful Paint reported by visitors\' browsers, by route.', scale: 1 / 1000, buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10] },
  INP: { name: 'web_vitals_inp_seconds', help: 'Interaction to Next Paint reported by visitors\' browsers, by route.', scale: 1 / 1000, buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2] },
  CLS: { name: 'web_vitals_cls', help: 'Cumulative Layout Shift reported by visitors\' browsers, by route.', scale: 1, buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1] },
} as const;

/** Distinct routes the vitals keep apart; any further one is counted as `other` (a label per address would grow without end). */
export const MAX_VITALS_ROUTES = 100;

/** prom-client's default gauges with a counter's `_total` suffix (the same counts stay under `nodejs_active_resources`). */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** How one login request ended, by its answer (the same four routes every way of signing in takes). */
export type LoginOutcome = 'accepted' | 'refused' | 'throttled' | 'busy' | 'error';

export function loginOutcomeOf(status: number): LoginOutcome {
  if (status >= 200 && status < 300) return 'accepted';
  if (status === 429) return 'throttled';
  if (status === 503) return 'busy';
  return status >= 400 && status < 500 ? 'refused' : 'error';
}

/** What a scrape reads from the mail queue (the rows still to send). */
export interface MailQueueLevel { depth: number; oldestAgeSeconds: number }

/** What a scrape reads from PostgreSQL's pool; the embedded database has no pool. */
export interface PoolLevel { total: number; idle: number; waiting: number; max: number }

export interface Sources {
  hashing: Pick<Semaphore, 'active' | 'queued' | 'refused' | 'limit'>;
  mailQueue: () => Promise<MailQueueLevel>;
  pool?: () => PoolLevel;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // Gauges that prom-client names like counters: promtool (rightly) refuses a `_total` gauge.
  for (const misnamed of MISNAMED_DEFAULTS) registry.removeSingleMetric(misnamed);
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route template.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const logins = new Counter({
    name: 'login_outcomes_total',
    help: 'Sign-in requests (password, second step, passkey) by outcome: accepted, refused, throttled, busy, error.',
    labelNames: ['step', 'outcome'] as const,
    registers,
  });
  const refreshRotations = new Counter({ name: 'refresh_rotations_total', help: 'Refresh tokens rotated (a refresh that succeeded).', registers });
  const refreshReplays = new Counter({
    name: 'refresh_replays_total',
    help: 'Spent refresh tokens presented again outside the grace period: the session family was ended (a stolen copy).',
    registers,
  });
  const redisErrors = new Counter({ name: 'redis_errors_total', help: 'Errors from Redis (connection lost, command failed or timed out).', registers });
  const vitals = Object.fromEntries(Object.entries(VITALS).map(([vital, { name, help, buckets }]) =>
    [vital, new Histogram({ name, help, labelNames: ['route'] as const, buckets: [...buckets], registers })])) as Record<VitalName, Histogram<'route'>>;
  const vitalsRoutes = new Set<string>();
  const booksBreaches = new Gauge({
    name: 'acme_books_breaches',
    help: 'Breaches of the books\' invariants found by this instance\'s last reconciliation (0 until its first).',
    registers,
  });
  const booksReconciledAt = new Gauge({
    name: 'acme_books_last_reconciled_timestamp_seconds',
    help: 'When this instance last reconciled the books (0 until its first reconciliation).',
    registers,
  });

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    loginOutcome(step: string, status: number) {
      logins.inc({ step, outcome: loginOutcomeOf(status) });
    },
    refreshRotated: () => refreshRotations.inc(),
    refreshReplayed: () => refreshReplays.inc(),
    redisError: () => redisErrors.inc(),
    /** One visitor's value (web-vitals' units: ms, or unitless for CLS) for the route they landed on. */
    vital(route: string, vital: VitalName, value: number) {
      if (!vitalsRoutes.has(route) && vitalsRoutes.size < MAX_VITALS_ROUTES) vitalsRoutes.add(route);
      vitals[vital].observe({ route: vitalsRoutes.has(route) ? route : 'other' }, value * VITALS[vital].scale);
    },
    /** A reconciliation of the books finished at `atMs` and found `breaches` (server/investor/reconcile-schedule.ts). */
    booksReconciled(breaches: number, atMs: number) {
      booksBreaches.set(breaches);
      booksReconciledAt.set(atMs / 1000);
    },
    /** The levels read at each scrape. */
    watch(sources: Sources) {
      watchLevels(registers, sources);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function watchLevels(registers: Registry[], { hashing, mailQueue, pool }: Sources) {
  new Gauge({ name: 'password_hashing_slots', help: 'Password hashes allowed at once (the limiter\'s size).', registers, collect() { this.set(hashing.limit); } });
  new Gauge({ name: 'password_hashing_active', help: 'Password hashes running now.', registers, collect() { this.set(hashing.active); } });
  new Gauge({ name: 'password_hashing_queue_depth', help: 'Password hashes waiting for a slot.', registers, collect() { this.set(hashing.queued); } });
  // A counter read from the limiter's own count, so nothing on the hashing path knows of metrics.
  let shedSeen = 0;
  new Counter({
    name: 'password_hashing_shed_total',
    help: 'Password hashes refused at once (503 server_busy): the queue would have waited past its deadline.',
    registers,
    collect() {
      if (hashing.refused > shedSeen) this.inc(hashing.refused - shedSeen);
      shedSeen = hashing.refused;
    },
  });
  let mail: Promise<MailQueueLevel> | undefined;
  // One query per scrape for both mail gauges.
  const readMail = () => (mail ??= mailQueue().finally(() => setTimeout(() => { mail = undefined; }, 0)));
  new Gauge({
    name: 'mail_queue_depth',
    help: 'Mails committed and not yet sent (retries included).',
    registers,
    async collect() { this.set((await readMail()).depth); },
  });
  new Gauge({
    name: 'mail_queue_oldest_age_seconds',
    help: 'Age of the oldest mail not yet sent; 0 when the queue is empty.',
    registers,
    async collect() { this.set((await readMail()).oldestAgeSeconds); },
  });
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state: open, idle, and the pool\'s maximum.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const level = pool();
        this.set({ state: 'open' }, level.total);
        this.set({ state: 'idle' }, level.idle);
        this.set({ state: 'max' }, level.max);
      },
    });
    new Gauge({ name: 'db_pool_waiting', help: 'Queries waiting for a PostgreSQL connection.', registers, collect() { this.set(pool().waiting); } });
  }
}
