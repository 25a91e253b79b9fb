/** An accordion with at most one panel open; toggling the open one closes it. */
import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import { accordionMachine } from '../../../machines/ui/accordion.machine';
import { useFlow } from '../../flow/useFlow';

export function selectAccordionView(snapshot: SnapshotFrom<typeof accordionMachine>) {
  return { openId: snapshot.context.openId };
}

/** The accordion's view and what the visitor did: pressed the header of panel `id`. */
export function useAccordion() {
  const { view, send } = useFlow(accordionMachine, {}, selectAccordionView);
  // The same function on every render, so rows that did not change can skip rendering.
  const toggle = useCallback((id: string) => send({ type: 'accordion.toggle', id }), [send]);
  return { view, toggle };
}
