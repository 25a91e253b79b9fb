/**
 * Starts the server: validated config, database, Fastify on PORT; graceful shutdown on SIGTERM/SIGINT.
 */
import { loadConfig, ConfigError } from './config';
import { DatabaseLockedError } from './db/connect';
import { buildApp } from './app';
import { describeMode } from './mode';
import { startRefreshTokenPurge } from './auth/refresh-token-purge';
import { startMetricsServer } from './metrics/listener';
import { startBooksReconciliation } from './investor/reconcile-schedule';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }
  const { app, ctx, servesSpa } = built;

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${shownHost}:${port}`;
  app.log.info({ database: ctx.database.description }, `database: ${ctx.database.description}`);
  app.log.info(servesSpa ? `site: ${base}/ (API under ${base}/api/)` : `API: ${base}/api/ (no dist/ found, so no SPA is served)`);
  if (ctx.mailer.outbox) {
    app.log.info(config.trustProxy === false
      ? `development outbox: ${base}/api/dev/outbox.html (JSON at ${base}/api/dev/outbox)`
      : 'development outbox: off behind a proxy (TRUST_PROXY is set); every e-mail is printed to this log');
  }
  // One loud line: a development server must never be mistaken for a production one.
  app.log.warn(describeMode(config));

  // The metrics on their own port, never the public one (METRICS_PORT; loopback unless METRICS_HOST).
  const metrics = config.metrics ? await startMetricsServer(ctx.metrics.registry, config.metrics.host, config.metrics.port) : undefined;
  if (config.metrics && metrics) app.log.info(`metrics: http://${config.metrics.host}:${metrics.port}/metrics`);

  // Spent refresh tokens of finished sessions are deleted hourly (docs/server.md, "Database").
  const purge = startRefreshTokenPurge(ctx.sessions, app.log);
  // The books reconciled on a schedule, one instance at a time (docs/operations.md, "The books").
  const books = startBooksReconciliation(ctx.database, ctx.metrics, app.log, config.clock);

  // Draining first: /readyz answers 503 while requests are still served for DRAIN_SECONDS, so a
  // load balancer takes the instance out before it stops accepting; then in-flight work finishes.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.lifecycle.draining = true;
    app.log.info(`${signal} received: draining for ${config.drainMs / 1000} s, then finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error(`shutdown: still not closed ${config.drainMs / 1000 + 10} s after ${signal}; exiting`);
      process.exit(1);
    }, config.drainMs + 10_000);
    force.unref();
    new Promise((resolve) => setTimeout(resolve, config.drainMs))
      .then(() => purge.stop())
      .then(() => books.stop())
      .then(() => metrics?.close())
      .then(() => app.close())
      .then(() => process.exit(0), (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
