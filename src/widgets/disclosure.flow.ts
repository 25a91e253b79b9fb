/** A disclosure (the about page's read more, the markets ticker shown or hidden): expanded or collapsed, toggled. */
import type { SnapshotFrom } from 'xstate';
import { disclosureMachine } from '../../machines/ui/disclosure.machine';
import { useFlow } from '../flow/useFlow';

export function selectDisclosureView(snapshot: SnapshotFrom<typeof disclosureMachine>) {
  return { expanded: snapshot.hasTag('expanded') };
}

/** A disclosure, collapsed at first unless `startExpanded`. */
export function useDisclosure({ startExpanded = false }: { startExpanded?: boolean } = {}) {
  const { view, send } = useFlow(disclosureMachine, {}, selectDisclosureView, undefined, {
    snapshot: startExpanded ? disclosureMachine.resolveState({ value: 'expanded' }) : undefined,
  });
  return { view, toggle: () => send({ type: 'disclosure.toggle' }) };
}
