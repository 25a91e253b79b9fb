/**
 * Browser walks: for a machine with a screen, the shortest path to each of its top-level states
 * (scripts/paths/model.ts, `browserWalksOf`), generated from the same graph as the screen walks
 * and driven in Chromium at one width: each event a gesture or an answer of a held API request,
 * each named delay a move of Playwright's clock, and after every step `see` asserts what the user
 * sees. The screen walks (jsdom) prove each transition against the running actor; these prove
 * the same screens in a real browser, built for production.
 */
import type { Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { registered, type MachineId } from '../../../machines/index';
import { browserWalksOf, delayOf, describeWalk } from '../../../scripts/paths/model';
import type { Drivers, Overloads } from '../../support/walk/drivers';
import { test, expect } from './fixtures';

export interface BrowserWalkSpec<TId extends MachineId, TWalk> {
  /** Opens the screen (Playwright's clock is installed) and returns what `drive` and `see` need. */
  open(page: Page, input: unknown): Promise<TWalk>;
  drive: Drivers<TId, TWalk>;
  see(expected: AnyMachineSnapshot, walk: TWalk): Promise<unknown>;
}

/** One width is enough: the layouts are checked at both by the route tests (playwright.config.ts). */
const ONE_WIDTH = { tag: '@wide-only' };

type BrowserWalks = Overloads<{ [TId in MachineId]: <TWalk>(id: TId, spec: BrowserWalkSpec<TId, TWalk>) => void }[MachineId]>;

export const walkInBrowser: BrowserWalks = <TId extends MachineId, TWalk>(id: TId, spec: BrowserWalkSpec<TId, TWalk>): void => {
  const { machine } = registered(id);
  test.describe(`${id}: shortest paths to its top-level states`, ONE_WIDTH, () => {
    for (const walk of browserWalksOf(id)) {
      test(`${walk.name}: ${describeWalk(walk)}`, async ({ page }) => {
        await page.clock.install();
        const opened = await spec.open(page, walk.input);
        for (const [index, step] of walk.steps.entries()) {
          if (index > 0) {
            const before = walk.steps[index - 1]!.state;
            if (step.event.type.startsWith('xstate.after.')) await page.clock.runFor(delayOf(machine, step.event.type, before.context));
            else await (spec.drive as Record<string, (event: EventObject, walk: TWalk) => Promise<unknown>>)[step.event.type]!(step.event, opened);
          }
          await test.step(`sees ${JSON.stringify(step.state.value)}`, () => spec.see(step.state, opened).then(() => undefined));
        }
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
    await page.route((url) => url.pathname === `/api${path}`, (route) => {
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

export { expect };
