/**
 * The registry of every statechart of the product, with a short description. The path
 * catalogue (`npm run paths`), the diagrams (`npm run diagrams`) and the reachability test read it.
 * Add each new machine here, one entry per line group.
 */
import type { AnyStateMachine } from 'xstate';

export interface RegisteredMachine {
  /** Stable id, used on the command line: `npm run paths signup`. */
  id: string;
  description: string;
  machine: AnyStateMachine;
}

export const machineRegistry: RegisteredMachine[] = [];
