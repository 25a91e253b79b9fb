/**
 * Browser walks: for a machine with a screen, the shortest path to each of its top-level states
 * (scripts/paths/model.ts, `browserWalksOf`), generated from the same graph as the screen walks
 * and driven in Chromium at one width: each event a gesture or an answer of a held API request,
 * each named delay a move of Playwright's clock (stopped once the screen is open), and after
 * every step `see` asserts what the user sees. A delay is walked at its boundary as in the screen
 * walks: the clock stops BOUNDARY_MS before it ends and `see` looks at the unchanged state first.
 * A `see` that asserts nothing (with this module's `expect`) fails the step. The screen walks
 * (jsdom) prove each outcome against the running actor; these prove the same screens in a real
 * browser, built for production.
 *
 * The browser cannot show the test its actors, so a browser walk notes the graph's outcome of each
 * step once the step's `see` passed, and a passing test writes its notes (its file, its full
 * name, level "browser") for the ledger as the screen walks do (scripts/paths/ledger.ts).
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { registered, type MachineId } from '../../../machines/index';
import { browserWalksOf, delayOf, describeWalk, stateKey, type OutcomeRef } from '../../../scripts/paths/model';
import { appendRecord } from '../../../scripts/paths/ledger';
import { eventLabel } from '../../../scripts/paths/describe';
import type { Drivers, Overloads } from '../../support/walk/drivers';
import { BOUNDARY_MS, type Moment } from '../../support/walk/moment';
import { expectedDelay, type DelayFacts } from '../../oracle/delays';
import { test, expect as playwrightExpect } from './fixtures';
import { escapeRegExp } from '../../support/escapeRegExp';
import { stopTheClock } from './clock';

export interface BrowserWalkSpec<TId extends MachineId, TWalk> {
  /**
   * Opens the screen and returns what `drive` and `see` need. Playwright's clock is installed and
   * flows with real time while the screen opens; the runner stops it once `open` returns.
   */
  open(page: Page, input: unknown): Promise<TWalk>;
  drive: Drivers<TId, TWalk>;
  /** Asserts (with this module's `expect`) what the user sees in `expected`; see Moment for a delay's boundary. */
  see(expected: AnyMachineSnapshot, walk: TWalk, moment: Moment): Promise<unknown>;
}

/** Matchers called through `expect` below, so a walk knows whether its `see` asserted anything. */
let assertions = 0;

/** Wraps an expectation (or `expect.poll`'s) so that each matcher it runs is counted. */
function counted<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (property === 'not' || property === 'resolves' || property === 'rejects') return counted(value as object);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        assertions += 1;
        return (value as (...args: unknown[]) => unknown).apply(object, args);
      };
    },
  });
}

/** Playwright's `expect`, counting the matchers it runs (`expect.soft` and `expect.poll` too). */
export const expect = new Proxy(playwrightExpect, {
  apply: (target, thisArg, args: Parameters<typeof playwrightExpect>) => counted(Reflect.apply(target, thisArg, args) as object),
  get(target, property, receiver) {
    const value = Reflect.get(target, property, receiver) as unknown;
    if (property === 'soft' || property === 'poll') return (...args: unknown[]) => counted((value as (...args: unknown[]) => object)(...args));
    return value;
  },
}) as typeof playwrightExpect;

/** Runs `see` and fails when it asserted nothing. */
async function look(see: () => Promise<unknown>, where: string, state: AnyMachineSnapshot): Promise<void> {
  const before = assertions;
  await see();
  if (assertions === before) throw new Error(`${where}: see() made no assertion in ${JSON.stringify(state.value)}; assert what the user sees there`);
}

/**
 * The length of a delay as the specification requires it (tests/oracle/delays.ts), after checking
 * that the machine's own (`delayOf`, read on the graph's snapshot) is the same, so the clock the
 * walk runs for the page's timer is the required length. A length that
 * depends on the clock (a checkout's window) is asked of the oracle just before and just after
 * the machine, and the machine's must lie between the two.
 */
function requiredDelay(id: MachineId, eventType: string, facts: Omit<DelayFacts, 'startedAt'>, machineDelay: () => number, where: string): number {
  const first = expectedDelay(id, eventType, { ...facts, startedAt: Date.now() });
  const actual = machineDelay();
  const last = expectedDelay(id, eventType, { ...facts, startedAt: Date.now() });
  if (actual < Math.min(first, last) || actual > Math.max(first, last)) {
    throw new Error(`${where}: ${id}'s delay ${eventLabel(eventType)} lasts ${actual} ms; the specification requires ${first} ms (tests/oracle/delays.ts)`);
  }
  return actual;
}

/** One width is enough: the layouts are checked at both by the route tests (playwright.config.ts). */
const ONE_WIDTH = { tag: '@wide-only' };

type BrowserWalks = Overloads<{ [TId in MachineId]: <TWalk>(id: TId, spec: BrowserWalkSpec<TId, TWalk>) => void }[MachineId]>;

export const walkInBrowser: BrowserWalks = <TId extends MachineId, TWalk>(id: TId, spec: BrowserWalkSpec<TId, TWalk>): void => {
  const { machine } = registered(id);
  test.describe(`${id}: shortest paths to its top-level states`, ONE_WIDTH, () => {
    for (const walk of browserWalksOf(id)) {
      test(`${walk.name}: ${describeWalk(walk)}`, async ({ page }, testInfo) => {
        await page.clock.install();
        const opened = await spec.open(page, walk.input);
        // From here only the walk moves time: a named delay never ends before the walk has seen its
        // state, however slow the machine running the test is.
        await stopTheClock(page);
        const states = new Map<string, StateValue>();
        const taken: OutcomeRef[] = [];
        for (const [index, step] of walk.steps.entries()) {
          const where = `${id} ${walk.name}, step ${index} (${eventLabel(step.event.type)})`;
          if (index > 0) {
            const before = walk.steps[index - 1]!.state;
            if (step.event.type.startsWith('xstate.after.')) {
              // Its timer started with the previous step: a shortest path never waits twice in one state.
              const delay = requiredDelay(id, step.event.type, { context: before.context, input: walk.input, events: walk.steps.slice(1, index).map((taken) => taken.event) }, () =>
                delayOf(machine, step.event.type, before.context), where);
              if (delay >= BOUNDARY_MS) {
                await page.clock.runFor(delay - BOUNDARY_MS);
                const beforeDelay = { event: step.event.type, delayMs: delay, elapsedMs: delay - BOUNDARY_MS, leftMs: BOUNDARY_MS };
                await test.step(`still sees ${JSON.stringify(before.value)} ${BOUNDARY_MS} ms before ${eventLabel(step.event.type)}`, () =>
                  look(() => spec.see(before, opened, { step: index, event: step.event, beforeDelay }), `${where}, ${BOUNDARY_MS} ms before it`, before),
                );
                await page.clock.runFor(BOUNDARY_MS);
              } else {
                await page.clock.runFor(delay);
              }
            } else {
              await (spec.drive as Record<string, (event: EventObject, walk: TWalk) => Promise<unknown>>)[step.event.type]!(step.event, opened);
            }
          }
          await test.step(`sees ${JSON.stringify(step.state.value)}`, () => look(() => spec.see(step.state, opened, { step: index, event: step.event }), where, step.state));
          states.set(stateKey(step.state.value), step.state.value);
          taken.push(step.outcome);
        }
        // Every step passed: the walk's notes go to the ledger's records, under the file that calls
        // walkInBrowser (its registry entry's `browser`; the test itself is declared here), with the
        // test's title path after its file.
        appendRecord({ machine: id, file: registered(id).browser ?? testInfo.file, test: testInfo.titlePath.slice(1).join(' > '), level: 'browser', states: [...states.values()], outcomes: taken });
      });
    }
  });
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * API requests held in the browser until the walk answers them, like the screen walks' msw
 * handlers: the newest request to an endpoint is the one the page awaits. An endpoint is a
 * method and a path; a request to that path holds whatever its query string (a list's filters
 * and page), which `urlsTo` gives the walk to check.
 */
export async function holdApi(page: Page, endpoints: readonly `${Method} ${string}`[]) {
  const waiting: { endpoint: string; route: Route }[] = [];
  const asked: { endpoint: string; url: URL; body: unknown }[] = [];
  for (const endpoint of endpoints) {
    const [method, path] = endpoint.split(' ') as [Method, string];
    // A pattern, not a function: the page's other requests are not held up by the test's process.
    await page.route(new RegExp(`^https?://[^/]+/api${escapeRegExp(path)}(?:\\?.*)?$`), (route) => {
      if (route.request().method() !== method) return route.fallback();
      const body = route.request().postData();
      asked.push({ endpoint, url: new URL(route.request().url()), body: body ? JSON.parse(body) : undefined });
      waiting.push({ endpoint, route });
      return undefined;
    });
  }
  /** The newest request to `endpoint`, once there is one. */
  async function newest(endpoint: string): Promise<Route> {
    await expect.poll(() => waiting.some((entry) => entry.endpoint === endpoint), { message: `no ${endpoint} is waiting` }).toBe(true);
    const index = waiting.map((entry) => entry.endpoint).lastIndexOf(endpoint);
    return waiting.splice(index, 1)[0]!.route;
  }
  return {
    bodiesTo: (endpoint: string) => asked.filter((entry) => entry.endpoint === endpoint).map((entry) => entry.body),
    /** The addresses asked of `endpoint`, query string included. */
    urlsTo: (endpoint: string) => asked.filter((entry) => entry.endpoint === endpoint).map((entry) => entry.url),
    async answer(endpoint: string, status: number, body: unknown, headers?: Record<string, string>) {
      await (await newest(endpoint)).fulfill({ status, contentType: 'application/json', body: JSON.stringify(body), ...(headers ? { headers } : {}) });
    },
    /** Answers with a file rather than JSON (a CSV export, say). */
    async answerFile(endpoint: string, contentType: string, text: string) {
      await (await newest(endpoint)).fulfill({ status: 200, contentType, body: text });
    },
  };
}


