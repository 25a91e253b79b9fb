/** An accordion with at most one panel open; toggling the open one closes it. */
import type { SnapshotFrom } from 'xstate';
import { accordionMachine } from '../../../machines/ui/accordion.machine';
import { useFlow } from '../../app/useFlow';

export function selectAccordionView(snapshot: SnapshotFrom<typeof accordionMachine>) {
  return { openId: snapshot.context.openId };
}

export function useAccordion() {
  return useFlow(accordionMachine, {}, selectAccordionView);
}
