/** A block that fades in when half of it first comes into view (shown at once under reduced motion). */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { revealMachine } from '../../machines/ui/reveal.machine';
import { useFlow, type FlowSend } from '../flow/useFlow';

export type RevealPhase = 'waiting' | 'revealed' | 'shown';

export function selectRevealView(snapshot: SnapshotFrom<typeof revealMachine>) {
  return { phase: snapshot.value as RevealPhase };
}

export type RevealView = ReturnType<typeof selectRevealView>;

/** A block that fades in: its phase, and when half of it came into view. */
export interface RevealApi {
  view: RevealView;
  /** Half of the block is on screen. */
  cameIntoView(): void;
}

export function connectReveal(snapshot: SnapshotFrom<typeof revealMachine>, send: FlowSend<typeof revealMachine>): RevealApi {
  return { view: selectRevealView(snapshot), cameIntoView: () => send({ type: 'visible' }) };
}

export function useReveal(input: InputFrom<typeof revealMachine>): RevealApi {
  return useFlow(revealMachine, {}, connectReveal, input);
}
