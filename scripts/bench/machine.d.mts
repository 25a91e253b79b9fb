export interface CpuTimes {
  total: number;
  steal: number;
}
export function fsyncsPerSecond(ms?: number): number;
export function machineState(): { loadAverage1m: number; cores: number; fsyncPerSecond: number };
export function parseCpuTimes(procStat: string): CpuTimes | null;
export function cpuTimes(): CpuTimes | null;
export function stolenPercent(before: CpuTimes | null, after: CpuTimes | null): number | null;
