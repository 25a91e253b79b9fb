// How busy this machine is while the bench runs: other work on 2 shared cores and one disk skews
// every figure, so results.json records the load average and the disk's fsync rate alongside.
import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

/** Synchronous 4 KiB write + fsync loops for `ms` on the project's disk (where SQLite writes). */
export function fsyncsPerSecond(ms = 1000) {
  mkdirSync(resolve('bench', 'tmp'), { recursive: true });
  const file = resolve('bench', 'tmp', `fsync-probe-${process.pid}`);
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(4096, 1);
  let count = 0;
  const started = Date.now();
  try {
    while (Date.now() - started < ms) {
      writeSync(fd, block);
      fsyncSync(fd);
      count += 1;
    }
  } finally {
    closeSync(fd);
    unlinkSync(file);
  }
  return Math.round((count * 1000) / (Date.now() - started));
}

export function machineState() {
  return { loadAverage1m: Number(loadavg()[0].toFixed(2)), cores: cpus().length, fsyncPerSecond: fsyncsPerSecond() };
}
