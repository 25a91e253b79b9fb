/**
 * The exports a test-management tool imports (TestRail's and Xray's CSV and JUnit imports):
 * - CSV: one test case per generated tour, with its numbered steps in words and what to see
 *   after each (scripts/paths/steps.ts) and the requirement ids its outcomes implement;
 * - JUnit XML: one test case per reachable outcome, passed when a walk took it, skipped when it
 *   is excluded (with the reason), failed when neither, with its requirements, the levels it was
 *   walked at (machine, jsdom, browser) and the tests that took it as properties.
 */
import type { Catalogue } from './catalogue';
import { outcomeRows } from './status';
import type { TestCase } from './steps';
// HTML's escapes are XML's: text and quoted attributes of the JUnit file.
import { escapeHtml as xml } from '../../server/escape-html';

export const CSV_COLUMNS = ['ID', 'Title', 'Preconditions', 'Steps', 'Expected Result', 'Requirement IDs'] as const;

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const numbered = (lines: readonly string[]) => lines.map((line, index) => `${index + 1}. ${line}`).join('\n');

export function testCasesCsv(cases: readonly TestCase[]): string {
  const rows = cases.map((testCase) => [
    testCase.id,
    testCase.title,
    testCase.preconditions,
    numbered(testCase.steps.map((step) => step.action)),
    numbered(testCase.steps.map((step) => step.expected)),
    testCase.requirements.join(', '),
  ]);
  return [CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}


export function outcomesJunit(reports: readonly Catalogue[]): string {
  let tests = 0;
  let failures = 0;
  let skipped = 0;
  const suites = reports.map((report) => {
    const rows = outcomeRows(report);
    const failed = rows.filter((row) => row.status === 'missing').length;
    const excluded = rows.filter((row) => row.status === 'excluded').length;
    tests += rows.length;
    failures += failed;
    skipped += excluded;
    const cases = rows.map((row) => {
      const properties = [
        ...(row.requirements.length ? [`<property name="requirements" value="${xml(row.requirements.join(','))}"/>`] : []),
        ...(row.levels.length ? [`<property name="levels" value="${xml(row.levels.join(','))}"/>`] : []),
        ...row.walkers.map((walker) => `<property name="walked by" value="${xml(walker)}"/>`),
      ];
      const verdict =
        row.status === 'excluded' ? `<skipped message="${xml(`excluded: ${row.reason ?? ''}`)}"/>` : row.status === 'missing' ? '<failure message="no walk took this outcome" type="not walked"/>' : '';
      const body = [properties.length ? `<properties>${properties.join('')}</properties>` : '', verdict].join('');
      return `    <testcase classname="${xml(report.id)}" name="${xml(row.name)}"${body ? `>${body}</testcase>` : '/>'}`;
    });
    return [`  <testsuite name="${xml(report.id)}" tests="${rows.length}" failures="${failed}" errors="0" skipped="${excluded}">`, ...cases, '  </testsuite>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="reachable outcomes" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
