/**
 * A Mermaid stateDiagram-v2 of a registered machine: nested and parallel states, guards and
 * named delays (`npm run diagrams` writes them to docs/machines/, the paths report renders them).
 * Written so that Mermaid's own parser reads it and its layout draws it legibly
 * (tests/machines/diagrams-parse.test.ts parses every diagram and holds it to these rules):
 * - parallel regions are divided by `--` inside a composite state only, since the grammar refuses
 *   one at the top: a machine that is parallel at its root is drawn inside a composite of its name;
 * - a region a transition leaves is drawn first, since Mermaid mishandles a transition out of a
 *   later region (mermaid-js/mermaid#5096);
 * - a transition declared on a composite state (or on the machine) that leads into one of its own
 *   states starts from an "any state" node inside it: it is taken from whichever of its states is
 *   active, and an arrow from the composite's border into its own inside is drawn across it.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionsOf } from './describe';

/** The label of the node a composite's own transitions start from. */
export const ANY_STATE = 'any state';

const mermaidId = (node: AnyStateNode): string => node.path.join('_') || 'root';
const anyId = (node: AnyStateNode): string => `${mermaidId(node)}__any`;
const childrenOf = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states) as AnyStateNode[];
/** Whether `node` is `ancestor` or one of its states. */
const within = (node: AnyStateNode, ancestor: AnyStateNode): boolean => ancestor.path.every((key, index) => node.path[index] === key);

/** The state node at a path as `transitionsOf` names it ("form.editing", "(root)"). */
function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode {
  if (path === '(root)') return machine.root;
  return path.split('.').reduce((node: AnyStateNode, key) => node.states[key] as AnyStateNode, machine.root);
}

/** One arrow: from a state node, or from the "any state" node of `from` when `fromAny`. */
interface Arrow {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
  fromAny: boolean;
}

/** The composite whose "any state" node draws a transition of `source` into its own `target`: the region holding the target, for a parallel source. */
function anyHostOf(source: AnyStateNode, target: AnyStateNode): AnyStateNode {
  let host = source;
  while (host.type === 'parallel') {
    const region = childrenOf(host).find((child) => child !== target && within(target, child));
    if (!region) break;
    host = region;
  }
  return host;
}

function arrowsOf(machine: AnyStateMachine): Arrow[] {
  return transitionsOf(machine).flatMap((transition) => {
    const source = nodeAt(machine, transition.from);
    const label = `${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}${transition.reenter ? ' (reenter)' : ''}`.replace(/:/g, ' ');
    return transition.to.map((path) => {
      const target = nodeAt(machine, path);
      const intoItself = target !== source && within(target, source);
      return { from: intoItself ? anyHostOf(source, target) : source, to: target, label, fromAny: intoItself };
    });
  });
}

export function mermaidOf(machine: AnyStateMachine): string {
  const arrows = arrowsOf(machine);
  const anyHosts = new Set(arrows.filter((arrow) => arrow.fromAny).map((arrow) => arrow.from));
  const leaves = (region: AnyStateNode) => arrows.some((arrow) => within(arrow.from, region) && !within(arrow.to, region));
  const lines = ['stateDiagram-v2'];
  const emit = (node: AnyStateNode, indent: string) => {
    const declared = childrenOf(node);
    const children = node.type === 'parallel' ? [...declared.filter(leaves), ...declared.filter((child) => !leaves(child))] : declared;
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial && node.type !== 'parallel') lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    if (anyHosts.has(node)) lines.push(`${indent}state "${ANY_STATE}" as ${anyId(node)}`);
    children.forEach((child, index) => {
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)} {`);
        emit(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      }
      if (node.type === 'parallel' && index < children.length - 1) lines.push(`${indent}--`);
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    });
  };
  if (machine.root.type === 'parallel') {
    lines.push(`  [*] --> ${machine.root.key}`, `  state ${machine.root.key} {`);
    emit(machine.root, '    ');
    lines.push('  }');
  } else {
    emit(machine.root, '  ');
  }
  for (const arrow of arrows) lines.push(`  ${arrow.fromAny ? anyId(arrow.from) : mermaidId(arrow.from)} --> ${mermaidId(arrow.to)}: ${arrow.label}`);
  if (anyHosts.size) {
    lines.push('  classDef anyState fill:none,stroke-dasharray:4 4,font-style:italic');
    lines.push(`  class ${[...anyHosts].map(anyId).join(',')} anyState`);
  }
  return lines.join('\n');
}
