/**
 * The generated tours as test cases a person can run (the CSV export): each tour of a machine
 * (scripts/paths/model.ts) becomes numbered steps in words, each with what the person should see
 * then, and the requirements the outcomes it takes implement; an event a state ignores on purpose
 * is a step of its own (sent at once, nothing may change). Words come from the machine's table in
 * scripts/paths/wording.ts, a named delay reads as the wait it is ("Wait 60 seconds"); an event or
 * state the table leaves out is worded from its name and payload, which the exports test refuses.
 */
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { registered, type MachineId } from '../../machines/index';
import { leafPaths, shownState } from './describe';
import { delayOf, outcomeKey, toursOf, type IgnoredStep, type Walk } from './model';
import { outcomeRequirements } from './requirements';
import { WORDING } from './wording';
import { durationWords, messageOf } from './wordingKit';

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

/** What the person does for one event: the machine's table, else words made from the event's name (which the exports test refuses). */
function actionOf(id: MachineId, event: EventObject, context: unknown): string {
  const wording = WORDING[id];
  const worded = wording.events?.[event.type];
  if (worded) return worded(event);
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer) {
    const call = wording.calls?.[answer[2]!];
    const { name, done, error } = typeof call === 'object' ? call : { name: call ?? answer[2]!, done: undefined, error: undefined };
    const message = messageOf(event);
    if (answer[1] === 'done') return done?.(event) ?? `Wait for the server to accept ${name}${message ? ` (it answers "${message}")` : ''}`;
    return error?.(event) ?? `Let the server refuse ${name}${message ? `: "${message}"` : ''}`;
  }
  // A named delay: how long the person waits, as the machine computes it from where it is.
  if (event.type.startsWith('xstate.after.')) return `Wait ${durationWords(delayOf(registered(id).machine, event.type, context))}`;
  return `Do ${event.type}${payloadOf(event)}`;
}

/**
 * What the person sees after a step that led from `before` to `after`: the table's words for a
 * state it entered (or a state that one is in); when it entered none (what it typed or ticked
 * changed nothing on the page), what the step before showed; else the state's name.
 */
function expectedOf(id: MachineId, event: EventObject, before: StateValue | undefined, after: StateValue, shownBefore: string | undefined): string {
  const states = WORDING[id].states ?? {};
  const was = new Set(before === undefined ? [] : leafPaths(before));
  const entered = leafPaths(after).filter((path) => !was.has(path));
  if (!entered.length && shownBefore !== undefined) return shownBefore;
  for (const path of [...entered, ...leafPaths(after)]) {
    // The table may word a state or any state it is in ("code" for "code.verification.idle").
    const match = path.split('.').map((_, index, parts) => parts.slice(0, parts.length - index).join('.')).find((prefix) => prefix in states);
    if (match) {
      const seen = states[match]!;
      return typeof seen === 'string' ? `Shows "${seen}"` : seen(event);
    }
  }
  return `Now at ${shownState(after)}`;
}

/** An event the state ignores on purpose, sent again while the first is under way (nothing newly typed): nothing may change, and no request leave. */
function ignoredStep(id: MachineId, { event }: IgnoredStep, state: AnyMachineSnapshot, seen: string): TestStep {
  const { values: _typed, ...sent } = event as EventObject & { values?: unknown };
  return { action: `${actionOf(id, sent, state.context)} at once, before the first is answered`, expected: `Nothing changes (${seen}); no second request leaves` };
}

const inputWords = (input: unknown) => (input === undefined ? '' : ` Starts from the input ${JSON.stringify(input)}.`);

/** The tour as a test case. */
export function testCaseOf(walk: Walk, index: number): TestCase {
  const id = walk.machine;
  const entry = registered(id);
  const byOutcome = outcomeRequirements(id);
  const requirements = new Set(walk.steps.flatMap((step) => byOutcome.get(outcomeKey(step.outcome)) ?? []));
  const steps: TestStep[] = [];
  let shown: string | undefined;
  walk.steps.forEach((step, at) => {
    const before = at === 0 ? undefined : walk.steps[at - 1]!.state;
    const expected = expectedOf(id, step.event, before?.value, step.state.value, shown);
    shown = expected;
    steps.push({ action: before ? actionOf(id, step.event, before.context) : WORDING[id].open, expected });
    for (const ignored of step.ignored ?? []) steps.push(ignoredStep(id, ignored, step.state, expected));
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
