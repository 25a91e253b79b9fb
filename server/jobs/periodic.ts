/**
 * A job the server runs by itself now and then (main.ts starts it, shutdown stops it): once after
 * `firstAfterMs` (start-up and its migrations are not slowed down), then every `everyMs`. One run
 * at a time: a run asked for while one is under way joins it. A failed run is logged and the next
 * tick tries again. The timers never keep the process alive.
 */
export interface PeriodicJob<T> {
  /** One run now (or the one under way). */
  runOnce(): Promise<T>;
  /** No further runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  run: () => Promise<T>;
  firstAfterMs: number;
  everyMs: number;
  /** Told of a failed run (it is tried again at the next tick). */
  failed: (message: string) => void;
  /** Told when the job stops, before the run under way is awaited. */
  stopping?: () => void;
}

export function startPeriodicJob<T>({ run, firstAfterMs, everyMs, failed, stopping }: PeriodicJobOptions<T>): PeriodicJob<T> {
  let running: Promise<T> | undefined;

  const runOnce = (): Promise<T> => {
    running ??= run().finally(() => { running = undefined; });
    return running;
  };
  const tick = () => {
    runOnce().catch((error: unknown) => failed(error instanceof Error ? error.message : String(error)));
  };
  const first = setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, everyMs);
  first.unref();
  every.unref();

  return {
    runOnce,
    async stop() {
      stopping?.();
      clearTimeout(first);
      clearInterval(every);
      await running?.catch(() => undefined);
    },
  };
}
