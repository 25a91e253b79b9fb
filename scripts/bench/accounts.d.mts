export const BENCH_PASSWORD: string;
export function benchEmail(index: number): string;
