// The bench reports how much CPU time the virtual machine's host took during each part: a stall
// of the whole machine reads as a slow server otherwise.
import { describe, expect, it } from 'vitest';
import { parseCpuTimes, stolenPercent } from '../../scripts/bench/machine.mjs';

const BEFORE = 'cpu  1115234 56114 240139 1975917 12243 0 15100 2958 0 0\ncpu0 557000 28000 120000 987000 6000 0 7500 1479 0 0\n';
const AFTER = 'cpu  1117180 56114 240664 1977133 12298 0 15193 3131 0 0\n';

describe('CPU time taken by the host', () => {
  it('reads the machine-wide counters, steal included', () => {
    expect(parseCpuTimes(BEFORE)).toEqual({ total: 1115234 + 56114 + 240139 + 1975917 + 12243 + 0 + 15100 + 2958, steal: 2958 });
  });

  it('gives the stolen share of the time between two readings', () => {
    // 173 stolen ticks of 1,946 + 525 + 1,216 + 55 + 93 + 173 = 4,008.
    expect(stolenPercent(parseCpuTimes(BEFORE), parseCpuTimes(AFTER))).toBe(4.3);
  });

  it('has no figure without two readings or for a text that is not /proc/stat', () => {
    expect(parseCpuTimes('intr 1 2 3')).toBeNull();
    expect(stolenPercent(null, parseCpuTimes(AFTER))).toBeNull();
    expect(stolenPercent(parseCpuTimes(AFTER), parseCpuTimes(BEFORE))).toBeNull();
  });
});
