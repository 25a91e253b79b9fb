/**
 * The generated tours as test cases a person can run (the CSV export): each tour of a machine
 * (scripts/paths/model.ts) becomes numbered steps in words, each with what the person should see
 * then, and the requirements the outcomes it takes implement. Words come from the machine's
 * table in scripts/paths/wording.ts; an event or state the table leaves out is worded from its
 * name and payload.
 */
import type { EventObject, StateValue } from 'xstate';
import { registered, type MachineId } from '../../machines/index';
import { eventLabel, leafPaths, shownState } from './describe';
import { delayOf, outcomeKey, toursOf, type Walk } from './model';
import { outcomeRequirements } from './requirements';
import { messageOf, WORDING } from './wording';

export interface TestStep {
  action: string;
  expected: string;
}

export interface TestCase {
  /** "login-T03": the machine and the tour's number. */
  id: string;
  title: string;
  preconditions: string;
  steps: TestStep[];
  /** The requirement ids the outcomes of the tour implement, sorted. */
  requirements: string[];
}

/** Payload fields in words: `email "", password "analytical-engine"`. */
function payloadOf(event: EventObject): string {
  const fields = Object.entries(event).filter(([key]) => key !== 'type');
  if (!fields.length) return '';
  const shown = fields.map(([key, value]) => `${key} ${typeof value === 'string' ? `"${value}"` : JSON.stringify(value)}`).join(', ');
  return ` (${shown.length > 120 ? `${shown.slice(0, 117)}…` : shown})`;
}

/** What the person does for one event. */
function actionOf(id: MachineId, event: EventObject, context: unknown): string {
  const worded = WORDING[id]?.events?.[event.type];
  if (worded) return worded(event);
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const message = messageOf(event);
    if (answer[1] === 'done') return `The server answers ${answer[2]}${message ? `: "${message}"` : ''}`;
    return `The server refuses ${answer[2]}${message ? `: "${message}"` : ''}`;
  }
  if (event.type.startsWith('xstate.after.')) {
    const ms = delayOf(registered(id).machine, event.type, context);
    return `Wait ${eventLabel(event.type).replace(/^after /, '')} (${ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`})`;
  }
  return `Do ${event.type}${payloadOf(event)}`;
}

/** What the person sees after a step that led from `before` to `after`: the oracle's text for a state it entered, else the state. */
function expectedOf(id: MachineId, event: EventObject, before: StateValue | undefined, after: StateValue): string {
  const states = WORDING[id]?.states ?? {};
  const was = new Set(before === undefined ? [] : leafPaths(before));
  const entered = leafPaths(after).filter((path) => !was.has(path));
  for (const path of [...entered, ...leafPaths(after)]) {
    // The table may word a state or any state it is in ("code" for "code.verification.idle").
    const match = path.split('.').map((_, index, parts) => parts.slice(0, parts.length - index).join('.')).find((prefix) => prefix in states);
    if (match) {
      const seen = states[match]!;
      return `Shows ${typeof seen === 'string' ? `"${seen}"` : seen(event)} (${shownState(after)})`;
    }
  }
  return `Now at ${shownState(after)}`;
}

const inputWords = (input: unknown) => (input === undefined ? '' : ` Starts from the input ${JSON.stringify(input)}.`);

/** The tour as a test case. */
export function testCaseOf(walk: Walk, index: number): TestCase {
  const id = walk.machine;
  const entry = registered(id);
  const byOutcome = outcomeRequirements(id);
  const requirements = new Set(walk.steps.flatMap((step) => byOutcome.get(outcomeKey(step.outcome)) ?? []));
  const [start, ...rest] = walk.steps;
  const steps: TestStep[] = [{ action: WORDING[id]?.open ?? `Start ${id}${entry.screen ? ` (its screen: ${entry.screen})` : ''}`, expected: expectedOf(id, start!.event, undefined, start!.state.value) }];
  rest.forEach((step, at) => {
    const before = walk.steps[at]!.state;
    steps.push({ action: actionOf(id, step.event, before.context), expected: expectedOf(id, step.event, before.value, step.state.value) });
  });
  const last = walk.steps.at(-1)!.state.value;
  return {
    id: `${id}-T${String(index + 1).padStart(2, '0')}`,
    title: `${id}, ${walk.name}: ${steps.length} steps to ${shownState(last)}`,
    preconditions: `${entry.description}${inputWords(walk.input)}`,
    steps,
    requirements: [...requirements].sort(),
  };
}

/** Every tour of the machine as a test case. */
export function testCasesOf(id: MachineId): TestCase[] {
  return toursOf(id).map((walk, index) => testCaseOf(walk, index));
}
