// How busy this machine is while the bench runs: other work on 2 shared cores and one disk skews
// every figure, so results.json records the load average and the disk's fsync rate alongside, and
// the share of CPU time the virtual machine's host took away while the part ran.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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

/**
 * The machine's CPU time counters from the first line of /proc/stat (clock ticks): all of them,
 * and `steal`, the time a virtual CPU was ready but its host ran something else.
 */
export function parseCpuTimes(procStat) {
  const fields = procStat.split('\n')[0].trim().split(/\s+/);
  if (fields[0] !== 'cpu') return null;
  // user nice system idle iowait irq softirq steal (guest time is already counted in user).
  const ticks = fields.slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((t) => !Number.isFinite(t))) return null;
  return { total: ticks.reduce((sum, t) => sum + t, 0), steal: ticks[7] };
}

/** Null where /proc/stat does not exist (not Linux). */
export function cpuTimes() {
  return existsSync('/proc/stat') ? parseCpuTimes(readFileSync('/proc/stat', 'utf8')) : null;
}

/** Percentage of CPU time stolen between two readings; null when either is missing. */
export function stolenPercent(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return Number((((after.steal - before.steal) * 100) / (after.total - before.total)).toFixed(1));
}
