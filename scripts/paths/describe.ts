/**
 * Plain descriptions of a registered machine for the QA tools: its state nodes, its transitions
 * (as declared), and a Mermaid stateDiagram-v2. Shared by `npm run paths`, `npm run diagrams`
 * and the test that keeps docs/machines/ fresh.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
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

function mermaidId(node: AnyStateNode): string {
  return node.path.join('_') || 'root';
}

/** A Mermaid stateDiagram-v2 of the machine: nested and parallel states, guards and named delays. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial && node.type !== 'parallel') lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    children.forEach((child, index) => {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        emit(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      }
      if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    });
  };
  emit(machine.root, '  ');
  for (const transition of transitionsOf(machine)) {
    const source = transition.from === '(root)' ? undefined : transition.from.split('.').join('_');
    if (!source) continue;
    const label = `${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}${transition.reenter ? ' (reenter)' : ''}`;
    for (const target of transition.to) lines.push(`  ${source} --> ${target.split('.').join('_')}: ${label.replace(/:/g, ' ')}`);
  }
  return lines.join('\n');
}
