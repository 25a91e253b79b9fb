/** A disclosure (the about page's read more, the markets ticker shown or hidden): expanded or collapsed, toggled. */
import type { SnapshotFrom } from 'xstate';
import { disclosureMachine } from '../../machines/ui/disclosure.machine';
import { useFlow, type FlowSend } from '../flow/useFlow';

export function selectDisclosureView(snapshot: SnapshotFrom<typeof disclosureMachine>) {
  return { expanded: snapshot.hasTag('expanded') };
}

export type DisclosureView = ReturnType<typeof selectDisclosureView>;

/** A disclosure: expanded or not, and its toggle. */
export interface DisclosureApi {
  view: DisclosureView;
  /** Pressed the button: it expands, or collapses if expanded. */
  toggle(): void;
}

export function connectDisclosure(snapshot: SnapshotFrom<typeof disclosureMachine>, send: FlowSend<typeof disclosureMachine>): DisclosureApi {
  return { view: selectDisclosureView(snapshot), toggle: () => send({ type: 'disclosure.toggle' }) };
}

/** A disclosure, collapsed at first unless `startExpanded`. */
export function useDisclosure({ startExpanded = false }: { startExpanded?: boolean } = {}): DisclosureApi {
  return useFlow(disclosureMachine, {}, connectDisclosure, undefined, {
    snapshot: startExpanded ? disclosureMachine.resolveState({ value: 'expanded' }) : undefined,
  });
}
