import { machineRegistry } from '../../../machines/index';
import { walkIgnoredEvents } from '../../support/walk/walk';

// Every event a state of a registered machine ignores on purpose (a second submit while the first
// is under way), sent to the machine's actor alone: its own guard, whatever the screen does first.
for (const { id } of machineRegistry) walkIgnoredEvents(id);
