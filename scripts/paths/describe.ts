/**
 * Plain descriptions of a registered machine for the QA tools: its state nodes and its
 * transitions (as declared). Shared by `npm run paths`, its report and exports, and the diagrams
 * (scripts/paths/mermaid.ts).
 */
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';

export interface Transition {
  from: string;
  event: string;
  to: string[];
  guard?: string;
  reenter: boolean;
}

/** "signup.code.resend.waiting" → "code.resend.waiting" (the root id dropped). */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

/** A readable event name: "xstate.after.otpResendWait.signup…" → "after otpResendWait", "xstate.done.actor.login" → "done login", "xstate.init" → "start". */
export function eventLabel(eventType: string): string {
  if (eventType === 'xstate.init') return 'start';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (answer) return `${answer[1]} ${answer[2]}`;
  return eventType;
}

/** The requirement ids a transition's `meta` names (machines/requirements.ts; empty when it names none). */
export function requirementsOf(transition: { meta?: { requirements?: unknown } }): string[] {
  const ids = transition.meta?.requirements;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  return getStateNodes(machine.root);
}

export function transitionsOf(machine: AnyStateMachine): Transition[] {
  const list: Transition[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const [eventType, candidates] of node.transitions) {
      for (const transition of candidates) {
        const guard = transition.guard;
        const guardName = typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : undefined;
        list.push({
          from: statePath(node),
          event: eventLabel(eventType),
          to: (transition.target ?? []).map((target: AnyStateNode) => statePath(target)),
          ...(guardName ? { guard: guardName } : {}),
          reenter: Boolean(transition.reenter),
        });
      }
    }
    for (const transition of node.always ?? []) {
      const guard = transition.guard;
      list.push({
        from: statePath(node),
        event: 'always',
        to: (transition.target ?? []).map((target: AnyStateNode) => statePath(target)),
        ...(typeof guard === 'string' ? { guard } : guard && 'type' in guard ? { guard: String(guard.type) } : {}),
        reenter: false,
      });
    }
  }
  return list;
}

/** The leaf paths of a state value: {form: 'incomplete'} → ['form.incomplete']; a parallel value gives one per region. */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, inner]) => (inner && Object.keys(inner).length ? leafPaths(inner as StateValue, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** A state value in words: "form › incomplete", "viewport › wide and list › collapsed". */
export const shownState = (value: StateValue): string => leafPaths(value).map((path) => path.split('.').join(' › ')).join(' and ');
