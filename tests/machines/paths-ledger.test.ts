/**
 * What QA reads from the coverage tools: an event a state ignores on purpose (a second "Send reset
 * link" while the first is on its way) is an outcome to walk, counted apart; the ledger credits
 * each outcome to the tests (file, full name, level) that took it, and keeps the browser's credits
 * when a run walked no browser; the gate names a requirement no walk takes in one line.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../scripts/paths/catalogue';
import { ledgerFrom, outcomeTests, serialiseLedger, type WalkRecord } from '../../scripts/paths/ledger';
import { describeOutcome, modelOf, startOf, toursOf, type OutcomeRef } from '../../scripts/paths/model';
import { requirementsReport } from '../../scripts/paths/requirements';
import { gateProblems, headline } from '../../scripts/paths';

const FILE = 'tests/screens/auth/resetRequest.walk.test.tsx';
const BROWSER_FILE = 'tests/e2e/walks/auth.spec.ts';

const secondSubmit = (): OutcomeRef => {
  const ignored = [...modelOf('resetRequest').ignored.values()].find((outcome) => JSON.stringify(outcome.from) === '{"form":"submitting"}');
  if (!ignored) throw new Error('resetRequest ignores no second submit');
  return ignored;
};
const start = (): OutcomeRef => startOf(modelOf('resetRequest').graphs[0]!.snapshots.get(modelOf('resetRequest').graphs[0]!.initial)!);

const record = (test: string, level: WalkRecord['level'], file: string, outcomes: OutcomeRef[]): WalkRecord => ({ machine: 'resetRequest', file, test, level, states: [], outcomes });

describe('ignored events', () => {
  it('a second submit while the reset link is on its way is an ignored event, named by the single-submit rule', () => {
    const outcome = secondSubmit();
    expect(describeOutcome(outcome)).toBe('`{"form":"submitting"}` —form.submit→ (ignored)');
    const report = catalogue('resetRequest', {});
    expect(report.ignoredEvents.map((event) => [describeOutcome(event), event.requirements])).toContainEqual([describeOutcome(outcome), ['design.forms.single-submit']]);
    // An event a state does not handle at all is none (no requirement names its ignoring).
    expect(report.coverage.reachableIgnored).toBe(2);
  });

  it('the tours send each ignored event once, in a state that ignores it', () => {
    const sent = toursOf('resetRequest').flatMap((tour) => tour.steps.flatMap((step) => (step.ignored ?? []).map((ignored) => [JSON.stringify(step.state.value), describeOutcome(ignored.outcome)] as const)));
    expect(sent.map(([, outcome]) => outcome).sort()).toEqual([...modelOf('resetRequest').ignored.values()].map(describeOutcome).sort());
    for (const [state, outcome] of sent) expect(outcome.startsWith(`\`${state}\``)).toBe(true);
  });
});

describe('the ledger credits tests, not files', () => {
  const records = [
    record("resetRequest walks its graph through the screen ('StrictMode') > tour 1 of 2: form.submit", 'jsdom', FILE, [start(), secondSubmit()]),
    record("resetRequest walks its graph through the screen ('normal mode') > tour 1 of 2: form.submit", 'jsdom', FILE, [start()]),
  ];

  it('lists per outcome the tests that took it, with their file, full name and level', () => {
    const ledger = ledgerFrom(records);
    expect(outcomeTests(ledger, 'resetRequest', secondSubmit())).toEqual([
      { file: FILE, test: "resetRequest walks its graph through the screen ('StrictMode') > tour 1 of 2: form.submit", level: 'jsdom' },
    ]);
    expect(outcomeTests(ledger, 'resetRequest', start()).map((test) => test.test)).toEqual([
      "resetRequest walks its graph through the screen ('StrictMode') > tour 1 of 2: form.submit",
      "resetRequest walks its graph through the screen ('normal mode') > tour 1 of 2: form.submit",
    ].sort());
    // The ignored event is listed, flagged, beside the outcomes; `by` still names the files.
    expect(ledger.resetRequest!.outcomes.find((outcome) => outcome.ignored)).toMatchObject({ event: 'form.submit', by: [FILE] });
    // Each test's name is written once; an outcome holds positions on one line.
    expect(serialiseLedger(ledger)).toMatch(/"tests": \[0,1\]/);
  });

  it("keeps the committed browser credits when the run walked no browser, and replaces them when it did", () => {
    const browser = record('resetRequest: shortest paths to its top-level states > to form, sent: form.submit', 'browser', BROWSER_FILE, [start()]);
    const committed = ledgerFrom([...records, browser]);
    const unitRun = ledgerFrom(records, committed);
    expect(outcomeTests(unitRun, 'resetRequest', start()).filter((test) => test.level === 'browser')).toEqual([{ file: BROWSER_FILE, test: browser.test, level: 'browser' }]);
    // The files the registry lists are the machine and jsdom walks'.
    expect(unitRun.resetRequest!.walkedBy).toEqual([FILE]);
    const browserRun = ledgerFrom([...records, { ...browser, test: 'another name' }], committed);
    expect(outcomeTests(browserRun, 'resetRequest', start()).filter((test) => test.level === 'browser').map((test) => test.test)).toEqual(['another name']);
  });
});

describe('the gate and the headline', () => {
  // The requirements report reads every machine's graph.
  it('a requirement no walk takes fails the gate in one line naming it', { timeout: 60_000 }, () => {
    const ledger = ledgerFrom([record('a test', 'jsdom', FILE, [start()])]);
    const problems = gateProblems([catalogue('resetRequest', ledger)], requirementsReport(ledger));
    const line = problems.find((problem) => problem.startsWith('requirement design.forms.single-submit '));
    expect(line).toMatch(/^requirement design\.forms\.single-submit is walked by nothing \(named by .*resetRequest: form\.submitting —form\.submit→ \(no target\)/);
    // The ignored event not walked is named too.
    expect(problems).toContain(`resetRequest: ${describeOutcome(secondSubmit())} is neither walked nor excluded`);
  });

  it('the headline counts outcomes, ignored events and requirements apart', { timeout: 60_000 }, () => {
    const ledger = ledgerFrom([record('a test', 'jsdom', FILE, [start(), secondSubmit()])]);
    const report = catalogue('resetRequest', ledger);
    expect(headline([report], requirementsReport(ledger))).toMatch(
      new RegExp(`^outcomes 1/${report.coverage.reachableOutcomes}, ignored events 1/2 \\(0 through the actor alone\\), requirements \\d+/\\d+ \\(0 excluded, 1 machines\\)$`),
    );
  });

  it('an ignored event walked through a screen alone fails the gate: the machine\'s own guard is walked through the actor too', () => {
    const MACHINE_FILE = 'tests/machines/walks/ignored.walk.test.ts';
    const screenOnly = ledgerFrom([record('a test', 'jsdom', FILE, [start(), secondSubmit()])]);
    const line = `resetRequest: ${describeOutcome(secondSubmit())} is not walked through the actor alone (walkIgnoredEvents, ${MACHINE_FILE})`;
    expect(gateProblems([catalogue('resetRequest', screenOnly)])).toContain(line);
    const both = ledgerFrom([record('a test', 'jsdom', FILE, [start(), secondSubmit()]), record('ignores form.submit in form › submitting', 'machine', MACHINE_FILE, [start(), secondSubmit()])]);
    const report = catalogue('resetRequest', both);
    expect(gateProblems([report])).not.toContain(line);
    expect(report.coverage.machineIgnored).toBe(1);
  });
});
