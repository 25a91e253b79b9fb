/** Figures that count up once they come into view (the final figures at once under reduced motion). */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { countUpMachine } from '../../machines/ui/countUp.machine';
import { useFlow, type FlowSend } from '../flow/useFlow';

/** Fast at first, gentle at the end; exactly 1 at the end. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/** The share of each final number to show (0 to 1; 1 only once the count is done). */
export function selectCountProgress(snapshot: SnapshotFrom<typeof countUpMachine>): number {
  const { elapsedMs, durationMs } = snapshot.context;
  return easeOutCubic(Math.min(1, elapsedMs / durationMs));
}

/** Figures counting up: the share of each to show (0 to 1), and when they came into view. */
export interface CountUpApi {
  view: number;
  /** The figures are on screen: the count starts. */
  cameIntoView(): void;
}

export function connectCountUp(snapshot: SnapshotFrom<typeof countUpMachine>, send: FlowSend<typeof countUpMachine>): CountUpApi {
  return { view: selectCountProgress(snapshot), cameIntoView: () => send({ type: 'visible' }) };
}

export function useCountUp(input: InputFrom<typeof countUpMachine>): CountUpApi {
  return useFlow(countUpMachine, {}, connectCountUp, input);
}
