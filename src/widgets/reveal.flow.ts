/** A block that fades in when half of it first comes into view (shown at once under reduced motion). */
import type { InputFrom, SnapshotFrom } from 'xstate';
import { revealMachine } from '../../machines/ui/reveal.machine';
import { useFlow } from '../flow/useFlow';

export type RevealPhase = 'waiting' | 'revealed' | 'shown';

export function selectRevealView(snapshot: SnapshotFrom<typeof revealMachine>) {
  return { phase: snapshot.value as RevealPhase };
}

/** The block's phase, and `cameIntoView` for when half of it is on screen. */
export function useReveal(input: InputFrom<typeof revealMachine>) {
  const { view, send } = useFlow(revealMachine, {}, selectRevealView, input);
  return { view, cameIntoView: () => send({ type: 'visible' }) };
}
