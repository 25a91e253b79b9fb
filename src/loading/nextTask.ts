interface Scheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` where the browser has it (resumes in a task of its own, ahead of other queued work), else undefined. */
export function schedulerYield(): Promise<void> | undefined {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : undefined;
}

/**
 * Resolves in a task of its own. Awaited between two pieces of start-up work, it makes them two
 * short tasks instead of one long one, so the browser can paint and answer input between them
 * (a long task is what Total Blocking Time counts). Uses `scheduler.yield()` where the browser
 * has it (it resumes ahead of other queued work), else a message to itself, which, unlike a
 * timer, is never clamped to 4 ms.
 */
export function nextTask(): Promise<void> {
  return schedulerYield() ?? new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
