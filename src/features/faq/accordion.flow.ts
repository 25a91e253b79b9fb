/** An accordion with at most one panel open; toggling the open one closes it. */
import type { SnapshotFrom } from 'xstate';
import { accordionMachine } from '../../../machines/ui/accordion.machine';
import { useFlow } from '../../app/useFlow';

export function selectAccordionView(snapshot: SnapshotFrom<typeof accordionMachine>) {
  return { openId: snapshot.context.openId };
}

/** The accordion's view and what the visitor did: pressed the header of panel `id`. */
export function useAccordion() {
  const { view, send } = useFlow(accordionMachine, {}, selectAccordionView);
  return { view, toggle: (id: string) => send({ type: 'accordion.toggle', id }) };
}
