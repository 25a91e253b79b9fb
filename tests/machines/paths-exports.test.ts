/**
 * What `npm run paths` hands to QA besides the catalogue: the CSV of test cases a
 * test-management tool imports (one per generated tour, numbered steps in words with the
 * oracle's texts), the JUnit XML (one case per reachable outcome, passed when walked) and the
 * report page (every machine, nothing loaded from outside its folder). Each is parsed back.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { machineRegistry, type MachineId } from '../../machines/index';
import { REQUIREMENTS } from '../../machines/requirements';
import { catalogue, type Catalogue } from '../../scripts/paths/catalogue';
import { CSV_COLUMNS, outcomesJunit, testCasesCsv } from '../../scripts/paths/exports';
import { readLedger } from '../../scripts/paths/ledger';
import { outcomeKey, toursOf } from '../../scripts/paths/model';
import { outcomeTitle } from '../../scripts/paths/status';
import { writeHtmlReport } from '../../scripts/paths/report';
import { requirementsReport } from '../../scripts/paths/requirements';
import { leafPaths } from '../../scripts/paths/describe';
import { modelOf } from '../../scripts/paths/model';
import { testCasesOf } from '../../scripts/paths/steps';
import { WORDING } from '../../scripts/paths/wording';
import { durationWords } from '../../scripts/paths/wordingKit';
import { SPEC_TIMERS, SUCCESS, VALIDATION } from '../oracle';

/** jsdom (a development dependency) ships no types: the one constructor used here, typed by hand. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (text: string, options?: { contentType?: string }) => { window: { document: Document } } };

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      records.push([...record, field]);
      record = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return records;
}

const numberedLines = (field: string) => field.split('\n').map((line) => /^(\d+)\. (.+)$/.exec(line));

describe('npm run paths -- --format csv: the tours as test cases', () => {
  const machines: MachineId[] = ['login', 'logout', 'withdraw'];
  const csv = testCasesCsv(machines.flatMap((id) => testCasesOf(id)));
  const [header, ...rows] = parseCsv(csv);

  it('has the columns a test-management tool maps, and one case per tour', () => {
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(machines.reduce((sum, id) => sum + toursOf(id).length, 0));
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
  });

  it('writes each tour as numbered steps, each with what to see, naming only known requirements', () => {
    for (const [id, , , steps, expected, requirements] of rows) {
      const tour = toursOf(id!.replace(/-T\d+$/, '') as MachineId)[Number(/-T(\d+)$/.exec(id!)![1]) - 1]!;
      // A step per event of the tour, and one per event a state ignores (sent again at once).
      const numbers = Array.from({ length: tour.steps.reduce((count, step) => count + 1 + (step.ignored?.length ?? 0), 0) }, (_, index) => index + 1);
      expect(numberedLines(steps!).map((match) => match && Number(match[1]))).toEqual(numbers);
      expect(numberedLines(expected!).map((match) => match && Number(match[1]))).toEqual(numbers);
      for (const requirement of requirements!.split(', ').filter(Boolean)) expect(Object.keys(REQUIREMENTS)).toContain(requirement);
    }
  });

  it.each(Object.keys(WORDING))('words only events, states and calls %s has', (id) => {
    const model = modelOf(id as MachineId);
    const events = new Set([...model.outcomes.values()].map((outcome) => outcome.event));
    const paths = new Set([...model.states.values()].flatMap((value) => leafPaths(value).flatMap((leaf) => leaf.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.')))));
    const wording = WORDING[id as MachineId]!;
    expect(Object.keys(wording.events ?? {}).filter((type) => !events.has(type))).toEqual([]);
    expect(Object.keys(wording.states ?? {}).filter((state) => !paths.has(state))).toEqual([]);
    const calls = new Set([...events].flatMap((type) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? []));
    expect(Object.keys(wording.calls ?? {}).filter((call) => !calls.has(call))).toEqual([]);
  });

  it('words the steps for a person, with the texts the oracle expects', () => {
    const login = rows.filter((row) => row[0]!.startsWith('login-')).map((row) => `${row[3]}\n${row[4]}`).join('\n');
    expect(login).toContain('1. Open /auth/login');
    expect(login).toMatch(/\d+\. Fill in email "ada@example.com", password "analytical-engine" and press "Log in"/);
    expect(login).toContain(`Shows "${VALIDATION.captchaMissing}"`);
    expect(login).toMatch(/\d+\. Wait 2 seconds\n/);
    // A second "Log in" while the first is on its way: a step of its own, nothing typed, and nothing may change.
    expect(login).toMatch(/\d+\. Press "Log in" at once, before the first is answered/);
    expect(login).toMatch(/\d+\. Nothing changes \(.+\); no second request leaves/);
    const logout = rows.filter((row) => row[0]!.startsWith('logout-')).map((row) => row[4]).join('\n');
    expect(logout).toContain(`Shows "${SUCCESS.loggedOut}"`);
  });
});

describe('npm run paths -- --format csv: every step of every machine in words a person can follow', () => {
  const ids = machineRegistry.map((entry) => entry.id);
  const cases = ids.flatMap((id) => testCasesOf(id));
  const [, ...rows] = parseCsv(testCasesCsv(cases));

  /**
   * What a step worded from a machine's names looks like (scripts/paths/steps.ts's fallbacks):
   * "Now at form › submitting", "Do stepUp.request", a call or delay by its name, a wait with a
   * fraction of a second, and any event type or state path of the machine itself.
   */
  function generic(id: MachineId, line: string): string | undefined {
    const model = modelOf(id);
    const types = [...new Set([...model.outcomes.values(), ...model.ignored.values()].map((outcome) => outcome.event))];
    const calls = types.flatMap((type) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type)?.[1] ?? []);
    const patterns: [string, RegExp][] = [
      ['a state by its name', /\bNow at\b| › /],
      ['an event by its name', /^\d+\. Do \S/],
      ['a machine by its id', new RegExp(`^\\d+\\. Start ${id}\\b`)],
      ['an XState event', /xstate\./],
      ['a fraction of a second', /\d+\.\d+ ?s\b|\d ms\b|\(\d+(\.\d+)? m?s\)/],
      ['a named delay', /\bWait [a-z]+[A-Z]\w*/],
      ['a call by its id', new RegExp(`\\b(accept|refuse) (${calls.join('|') || '(?!)'})\\b`)],
    ];
    const hit = patterns.find(([, pattern]) => pattern.test(line));
    if (hit) return hit[0];
    const typed = types.filter((type) => type.includes('.')).find((type) => line.includes(type));
    return typed && `the event type ${typed}`;
  }

  it('has no step worded from an event, a state or a call of the machine', () => {
    const found: string[] = [];
    for (const [id, , , steps, expected] of rows) {
      const machine = id!.replace(/-T\d+$/, '') as MachineId;
      for (const line of [...steps!.split('\n'), ...expected!.split('\n')]) {
        const why = generic(machine, line);
        if (why) found.push(`${id} ${line} (${why})`);
      }
    }
    expect(found.slice(0, 20), `${found.length} steps read as the machine's names: give the machine's table in scripts/paths/wording.ts the words`).toEqual([]);
  });

  it('finds a step worded from names (the check fails when a table leaves something out)', () => {
    expect(generic('login', '3. Now at form › submitting')).toBe('a state by its name');
    expect(generic('stepUp', '2. Do stepUp.request')).toBe('an event by its name');
    expect(generic('checkout', '6. Wait paymentWindow (1799.968 s)')).toBe('a fraction of a second');
    expect(generic('login', '4. Let the server refuse login: "Invalid"')).toBe('a call by its id');
    expect(generic('login', '4. Press form.submit')).toBe('the event type form.submit');
    expect(generic('checkout', '1. Start checkout (its screen: src/screens/dashboard/CheckoutPage.tsx)')).toBe('a machine by its id');
    expect(generic('checkout', '6. Wait 30 minutes')).toBeUndefined();
  });

  it('reads each wait as a person times it', () => {
    const waits = rows.flatMap((row) => row[3]!.split('\n')).filter((line) => /^\d+\. Wait \d/.test(line));
    expect(waits.length).toBeGreaterThan(0);
    for (const wait of waits) expect(wait).toMatch(/^\d+\. Wait \d+ (millisecond|second|minute|hour|day)s?$/);
    // The sign-up's resend wait among them, in the words the line below checks.
    expect(waits.some((line) => line.endsWith(`Wait ${durationWords(SPEC_TIMERS.otpResendWait)}`))).toBe(true);
    // The checkout's payment window runs what is left of the quote's 30 minutes.
    expect([durationWords(1_799_968), durationWords(60_000), durationWords(1_000), durationWords(119_400), durationWords(50)]).toEqual(['30 minutes', '60 seconds', '1 second', '119 seconds', '50 milliseconds']);
  });
});

describe('npm run paths -- --format junit: one case per outcome', () => {
  const ledger = readLedger();
  const parse = (reports: Catalogue[]) => new JSDOM(outcomesJunit(reports), { contentType: 'text/xml' }).window.document;

  it('passes every walked outcome and names its requirements', () => {
    const report = catalogue('logout', ledger);
    const document = parse([report]);
    const cases = [...document.querySelectorAll('testsuite[name="logout"] > testcase')];
    expect(cases.map((node) => node.getAttribute('name'))).toEqual(report.reachableOutcomes.map((outcome) => outcomeTitle(outcome)));
    for (const node of cases) expect(node.querySelector('failure, skipped')).toBeNull();
    const requirements = cases.flatMap((node) => [...node.querySelectorAll('property[name="requirements"]')].map((property) => property.getAttribute('value')));
    expect(requirements.join(',')).toContain('logout.confirm');
  });

  it('has a case for each event a state ignores, passed with the tests that sent it', () => {
    const report = catalogue('login', ledger);
    expect(report.ignoredEvents.length).toBeGreaterThan(0);
    const cases = [...parse([report]).querySelectorAll('testsuite[name="login"] > testcase')];
    const ignored = cases.filter((node) => node.getAttribute('name')!.endsWith('(ignored: nothing changes)'));
    expect(ignored).toHaveLength(report.ignoredEvents.length);
    for (const node of ignored) {
      expect(node.querySelector('failure, skipped')).toBeNull();
      // A test, named in full beside its file and level, not only the file.
      expect(node.querySelector('property[name="walked by"]')?.getAttribute('value')).toMatch(/\.test\.tsx? › .+ \((machine|jsdom|browser)\)$/);
      // Through the actor alone (its own guard) and through the screen.
      expect(node.querySelector('property[name="levels"]')?.getAttribute('value')).toMatch(/^machine,jsdom/);
    }
  });

  it('fails an outcome no walk took and skips an excluded one, with its reason', () => {
    const report = catalogue('logout', ledger);
    const [missing, excluded] = report.reachableOutcomes.slice(-2) as [Catalogue['reachableOutcomes'][number], Catalogue['reachableOutcomes'][number]];
    const unwalked = new Set([outcomeKey(missing), outcomeKey(excluded)]);
    const edited: Catalogue = {
      ...report,
      reachableOutcomes: report.reachableOutcomes.map((outcome) => (unwalked.has(outcomeKey(outcome)) ? { ...outcome, walkedBy: [], tests: [] } : outcome)),
      excludedOutcomes: [{ from: excluded.from, event: excluded.event, to: excluded.to, reason: 'the browser never sends it' }],
    };
    const document = parse([edited]);
    const suite = document.querySelector('testsuite[name="logout"]')!;
    expect([suite.getAttribute('tests'), suite.getAttribute('failures'), suite.getAttribute('skipped')]).toEqual([String(report.reachableOutcomes.length), '1', '1']);
    const byName = (outcome: typeof missing) => [...suite.querySelectorAll('testcase')].find((node) => node.getAttribute('name') === outcomeTitle(outcome))!;
    expect(byName(missing).querySelector('failure')?.getAttribute('message')).toBe('no walk took this outcome');
    expect(byName(excluded).querySelector('skipped')?.getAttribute('message')).toBe('excluded: the browser never sends it');
  });
});

describe('npm run paths -- --html: the report page', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'paths-report-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds every machine, its diagram and the requirements, and loads nothing from outside its folder', () => {
    const ledger = readLedger();
    const reports = machineRegistry.map((entry) => catalogue(entry.id, ledger));
    const page = writeHtmlReport(reports, requirementsReport(ledger), dir, { hasStrykerReport: (id) => id === 'login' });
    const text = readFileSync(page, 'utf8');
    const { document } = new JSDOM(text).window;
    for (const { id } of machineRegistry) {
      const section = document.getElementById(`machine-${id}`);
      expect(section?.querySelector('h2')?.textContent, id).toBe(id);
      expect(section?.querySelector('pre.mermaid')?.textContent).toMatch(/^stateDiagram-v2\n/);
      const report = reports.find((entry) => entry.id === id)!;
      expect(section?.querySelectorAll('tbody tr')).toHaveLength(report.reachableOutcomes.length + report.ignoredEvents.length);
      // The contents' row: walked, excluded and missing add up to the reachable, ignored events included.
      const [walked, excluded, missing, reachable, ignored] = [...document.querySelector(`#contents a[href="#machine-${id}"]`)!.closest('tr')!.querySelectorAll('td')].map((cell) => Number(cell.textContent));
      expect(walked! + excluded! + missing!, id).toBe(reachable);
      expect([reachable, ignored], id).toEqual([report.reachableOutcomes.length + report.ignoredEvents.length, report.ignoredEvents.length]);
    }
    expect(document.querySelectorAll('#requirements tbody tr')).toHaveLength(Object.keys(REQUIREMENTS).length);
    // Each ignored event says where it was walked: through the actor alone and through the screen.
    const ignoredRows = [...document.querySelectorAll('#machine-login tbody tr')].filter((row) => row.textContent!.includes('ignored: nothing changes'));
    expect(ignoredRows).toHaveLength(reports.find((report) => report.id === 'login')!.ignoredEvents.length);
    for (const row of ignoredRows) expect(row.querySelector('.levels')?.textContent).toMatch(/^actor alone, screen \(jsdom\)/);
    expect(document.querySelector('#machine-login a[href="../mutation/login.html"]')).not.toBeNull();
    // Every address the page names is inside its folder (or the Stryker reports beside it).
    const addresses = [...document.querySelectorAll('[src], [href]')].map((node) => node.getAttribute('src') ?? node.getAttribute('href')!);
    for (const address of addresses) expect(address).toMatch(/^(#|\.\.\/mutation\/[\w-]+\.html$|mermaid\.min\.js$)/);
    expect(text).not.toMatch(/https?:\/\//);
    expect(existsSync(path.join(dir, 'mermaid.min.js'))).toBe(true);
  }, 60_000);
});
