/** A disclosure menu (the Sectors dropdown, the narrow-screen menu): open or closed. */
import type { SnapshotFrom } from 'xstate';
import { menuMachine } from '../../../machines/ui/menu.machine';
import { useFlow } from '../../app/useFlow';
import type { MenuName } from './menuButtons';

export function selectMenuView(snapshot: SnapshotFrom<typeof menuMachine>) {
  return { isOpen: snapshot.matches('open') };
}

/** The menu `name`; `focusTrigger` gives its button the focus (Escape returns it there). */
export function useMenu({ name, focusTrigger }: { name: MenuName; focusTrigger: () => void }) {
  return useFlow(menuMachine, { actions: { focusTrigger } }, selectMenuView, { name });
}
