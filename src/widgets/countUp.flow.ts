/** Figures that count up once they come into view (the final figures at once under reduced motion). */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { countUpMachine } from '../../machines/ui/countUp.machine';
import { useFlow } from '../flow/useFlow';

/** Fast at first, gentle at the end; exactly 1 at the end. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The share of each final number to show (0 to 1; 1 only once the count is done). */
export function selectCountProgress(snapshot: SnapshotFrom<typeof countUpMachine>): number {
  const { elapsedMs, durationMs } = snapshot.context;
  return easeOutCubic(Math.min(1, elapsedMs / durationMs));
}

/** The share of the figures to show, and `cameIntoView` for when the page shows them. */
export function useCountUp(input: InputFrom<typeof countUpMachine>) {
  const { view, send } = useFlow(countUpMachine, {}, selectCountProgress, input);
  return { view, cameIntoView: () => send({ type: 'visible' }) };
}
