/** An accordion with at most one panel open; toggling the open one closes it. */
import type { SnapshotFrom } from 'xstate';
import { accordionMachine } from '../../../machines/ui/accordion.machine';
import { useFlow, type FlowSend } from '../../flow/useFlow';

export function selectAccordionView(snapshot: SnapshotFrom<typeof accordionMachine>) {
  return { openId: snapshot.context.openId };
}

export type AccordionView = ReturnType<typeof selectAccordionView>;

/** An accordion: which panel is open, and what the visitor did. */
export interface AccordionApi {
  view: AccordionView;
  /** Pressed the header of panel `id`: it opens (closing the open one), or closes if open. */
  toggle(id: string): void;
}

export function connectAccordion(snapshot: SnapshotFrom<typeof accordionMachine>, send: FlowSend<typeof accordionMachine>): AccordionApi {
  return { view: selectAccordionView(snapshot), toggle: (id) => send({ type: 'accordion.toggle', id }) };
}

/** The accordion; `toggle` keeps one identity, so rows that did not change can skip rendering. */
export function useAccordion(): AccordionApi {
  return useFlow(accordionMachine, {}, connectAccordion);
}
