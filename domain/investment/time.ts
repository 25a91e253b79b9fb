/** Whole seconds from now until `at` (epoch ms on this device), never negative. */
export function secondsUntil(at: number): number {
  return Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
