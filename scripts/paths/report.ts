/**
 * The paths report (`npm run paths -- --html`): one static page, reports/paths/index.html, that
 * works offline (Mermaid is copied next to it from node_modules; no address outside the folder).
 * Per machine: its state diagram, each reachable outcome walked, excluded (with the reason) or
 * missing, where it was walked (the actor alone, a screen in jsdom, the browser), the tests that
 * walked it and the requirements it implements with their sections of
 * the specification, and its mutation score with a link to its Stryker report; then every
 * requirement with the tests that walk it.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registered } from '../../machines/index';
import type { Catalogue } from './catalogue';
import { eventLabel } from './describe';
import { mermaidOf } from './mermaid';
import { describeMutationScore } from './mutation';
import type { RequirementsReport } from './requirements';
import { outcomeRows, stateWords, type OutcomeRow } from './status';
import { walkerLabels } from './walkers';
import type { WalkLevel } from './ledger';
import { escapeHtml as html } from '../../server/escape-html';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPORT_DIR = path.join(ROOT, 'reports/paths');
/** Where `npm run mutate` writes each machine's Stryker report (docs/mutation.md). */
const MUTATION_REPORT_DIR = path.join(ROOT, 'reports/mutation');
const MERMAID_FILE = 'mermaid.min.js';

const anchor = (kind: string, id: string) => `${kind}-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The section of the specification (or of DESIGN.md) a requirement cites: "§4", "§4/§9", "DESIGN §2", "design decision". */
export function sectionOf(text: string): string {
  const cited = /^((?:DESIGN )?§[\d./§]*\d)/.exec(text)?.[1];
  if (cited) return cited;
  return /^design decision/i.test(text) ? 'design decision' : '';
}

const STATUS_WORDS: Record<OutcomeRow['status'], string> = { walked: '✓ walked', excluded: '– excluded', missing: '✗ missing' };
/** Where it was walked, as the status cell says it. */
const LEVEL_WORDS: Record<WalkLevel, string> = { machine: 'actor alone', jsdom: 'screen (jsdom)', browser: 'browser' };

function outcomeTable(report: Catalogue, rows: readonly OutcomeRow[], requirementTexts: ReadonlyMap<string, string>): string {
  const body = rows.map((row, index) => {
    const { from, event, to, branch, fromMode, toMode } = row.outcome;
    const levels = row.levels.length ? `<br><span class="levels">${row.levels.map((level) => LEVEL_WORDS[level]).join(', ')}</span>` : '';
    const status = `<span class="status ${row.status}">${STATUS_WORDS[row.status]}</span>${row.reason ? `: ${html(row.reason)}` : ''}${levels}`;
    const walkers = row.walkers.length ? `<ul>${row.walkers.map((walker) => `<li><code>${html(walker)}</code></li>`).join('')}</ul>` : 'none';
    const requirements = row.requirements.length
      ? `<ul>${row.requirements.map((id) => `<li><a href="#${anchor('req', id)}">${html(id)}</a> <span class="section">${html(sectionOf(requirementTexts.get(id) ?? ''))}</span></li>`).join('')}</ul>`
      : 'none named';
    return `<tr class="${row.status}"><th scope="row">${index + 1}</th><td>${html(stateWords(from, fromMode))}</td><td><code>${html(eventLabel(event))}</code>${branch ? ` [${html(branch)}]` : ''}</td><td>${row.outcome.ignored ? '<em>ignored: nothing changes</em>' : html(stateWords(to, toMode))}</td><td>${status}</td><td>${walkers}</td><td>${requirements}</td></tr>`;
  });
  return `<table>
<caption>Reachable outcomes of ${html(report.id)}</caption>
<colgroup><col style="width: 3%"><col style="width: 14%"><col style="width: 17%"><col style="width: 14%"><col style="width: 10%"><col style="width: 22%"><col style="width: 20%"></colgroup>
<thead><tr><th scope="col">#</th><th scope="col">From</th><th scope="col">Event [branch]</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Walked by</th><th scope="col">Requirements (section)</th></tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>`;
}

const counts = (rows: readonly OutcomeRow[]) => ({
  walked: rows.filter((row) => row.status === 'walked').length,
  excluded: rows.filter((row) => row.status === 'excluded').length,
  missing: rows.filter((row) => row.status === 'missing').length,
});

function mutationLine(report: Catalogue, hasStrykerReport: (id: string) => boolean): string {
  const score = describeMutationScore(report.mutationScore);
  const link = hasStrykerReport(report.id)
    ? `<a href="../mutation/${html(report.id)}.html">Stryker report of ${html(report.id)}</a>`
    : `no Stryker report in reports/mutation/ yet (<code>npm run mutate ${html(report.id)}</code> writes it)`;
  return `<p>Mutation score: <strong>${html(score)}</strong>; ${link}.</p>`;
}

function machineSection(report: Catalogue, requirementTexts: ReadonlyMap<string, string>, hasStrykerReport: (id: string) => boolean): string {
  const rows = outcomeRows(report);
  const c = counts(rows);
  const files = [
    ['Screen', report.screen],
    ['Flow', report.flow],
    ['Browser walk', report.browser ?? null],
  ]
    .filter(([, file]) => file)
    .map(([label, file]) => `<li>${label}: <code>${html(file!)}</code></li>`)
    .join('');
  return `<section id="${anchor('machine', report.id)}" aria-labelledby="${anchor('machine', report.id)}-title">
<h2 id="${anchor('machine', report.id)}-title">${html(report.id)}</h2>
<p>${html(report.description)}</p>
<ul>${files}</ul>
<p>Outcomes: <strong>${c.walked} walked</strong>, ${c.excluded} excluded, <strong${c.missing ? ' class="status missing"' : ''}>${c.missing} missing</strong> of ${rows.length} reachable (${report.ignoredEvents.length} of them events a state ignores${report.ignoredEvents.length ? `, ${report.coverage.machineIgnored} of those walked through the actor alone` : ''}); states ${report.coverage.walkedStates} of ${report.coverage.reachableStates} walked.</p>
${mutationLine(report, hasStrykerReport)}
<figure class="diagram" role="group" aria-labelledby="${anchor('diagram', report.id)}"><div class="scroll" tabindex="0" role="region" aria-label="State diagram of ${html(report.id)}, scrollable"><pre class="mermaid">${html(mermaidOf(registered(report.id).machine))}</pre></div><figcaption id="${anchor('diagram', report.id)}">State diagram of ${html(report.id)} (docs/machines/${html(report.id)}.md)</figcaption></figure>
<div class="scroll" tabindex="0" role="region" aria-label="Outcomes of ${html(report.id)}, scrollable">
${outcomeTable(report, rows, requirementTexts)}
</div>
<p><a href="#contents">Back to the machines</a></p>
</section>`;
}

function requirementMatrix(requirements: RequirementsReport): string {
  const rows = requirements.requirements.map((requirement) => {
    const machines = [...new Set(requirement.transitions.map((transition) => transition.split(':')[0]!))].sort();
    const walkers = walkerLabels(requirement.walkedBy);
    return `<tr id="${anchor('req', requirement.id)}" class="${walkers.length ? 'walked' : 'missing'}"><th scope="row"><code>${html(requirement.id)}</code></th><td>${html(sectionOf(requirement.text))}</td><td>${html(requirement.text)}</td><td>${machines.map((id) => `<a href="#${anchor('machine', id)}">${html(id)}</a>`).join(', ') || 'none'}</td><td>${walkers.length ? `<ul>${walkers.map((walker) => `<li><code>${html(walker)}</code></li>`).join('')}</ul>` : '<span class="status missing">✗ no walk</span>'}</td></tr>`;
  });
  return `<section id="requirements" aria-labelledby="requirements-title">
<h2 id="requirements-title">Requirements → tests</h2>
<p>${requirements.requirements.length - requirements.uncovered.length} of ${requirements.requirements.length} requirements (machines/requirements.ts) are walked: a test took an outcome whose transition names them.</p>
<div class="scroll" tabindex="0" role="region" aria-label="Requirements and their tests, scrollable">
<table>
<caption>Every requirement with the machines that implement it and the tests that walk it</caption>
<colgroup><col style="width: 17%"><col style="width: 7%"><col style="width: 38%"><col style="width: 10%"><col style="width: 28%"></colgroup>
<thead><tr><th scope="col">Requirement</th><th scope="col">Section</th><th scope="col">Text</th><th scope="col">Machines</th><th scope="col">Walked by</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>
</section>`;
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1rem 2rem; max-width: 1400px; color: #1b1f24; background: #fff; }
h1 { margin-top: 0; }
h2 { border-top: 2px solid #d0d7de; padding-top: 1rem; margin-top: 2.5rem; }
table { border-collapse: collapse; width: 100%; min-width: 44rem; font-size: 0.875rem; table-layout: fixed; }
@media (max-width: 40rem) { body { padding: 0.5rem 1rem; } }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { border: 1px solid #d0d7de; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f6f8fa; position: sticky; top: 0; }
td ul { margin: 0; padding-left: 1rem; }
code { font-size: 0.8125rem; overflow-wrap: anywhere; }
.status { font-weight: 600; white-space: nowrap; }
.status.walked { color: #116329; }
.status.excluded { color: #6e5500; }
.status.missing { color: #b3261e; }
tr.excluded { background: #fff8e1; }
tr.missing { background: #ffebe9; }
.section { color: #57606a; white-space: nowrap; }
.levels { color: #57606a; font-size: 0.8125rem; }
.scroll { overflow-x: auto; }
.diagram { margin: 1rem 0; border: 1px solid #d0d7de; border-radius: 6px; padding: 0.5rem; }
.diagram pre.mermaid { margin: 0; }
figcaption { color: #57606a; font-size: 0.875rem; }
a:focus-visible, .scroll:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
`;

export interface ReportOptions {
  /** Whether `npm run mutate` left a Stryker report for the machine in reports/mutation/. */
  hasStrykerReport?: (id: string) => boolean;
  /** Where the ledger came from, said under the title. */
  source?: string;
}

/** The report page. */
export function htmlReport(reports: readonly Catalogue[], requirements: RequirementsReport, options: ReportOptions = {}): string {
  const hasStrykerReport = options.hasStrykerReport ?? ((id: string) => existsSync(path.join(MUTATION_REPORT_DIR, `${id}.html`)));
  const requirementTexts = new Map(requirements.requirements.map((requirement) => [requirement.id, requirement.text]));
  const summary = reports.map((report) => {
    const rows = outcomeRows(report);
    const c = counts(rows);
    // Reachable counts what the other three share out: the outcomes and the events a state ignores.
    return `<tr><th scope="row"><a href="#${anchor('machine', report.id)}">${html(report.id)}</a></th><td>${c.walked}</td><td>${c.excluded}</td><td${c.missing ? ' class="status missing"' : ''}>${c.missing}</td><td>${rows.length}</td><td>${report.ignoredEvents.length}</td><td>${html(describeMutationScore(report.mutationScore))}</td></tr>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Every path walked: the machines' outcomes, tests and requirements</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Every path walked</h1>
<p>Every reachable outcome of the ${reports.length} statecharts (what one event does from one state), whether a generated walk took it, the tests that did and the requirements it implements. ${html(options.source ?? 'From the ledger docs/machines/walks.json.')} Written by <code>npm run paths -- --html</code>.</p>
</header>
<main>
<nav aria-labelledby="contents-title" id="contents">
<h2 id="contents-title">Machines</h2>
<div class="scroll" tabindex="0" role="region" aria-label="Outcomes per machine, scrollable">
<table>
<caption>Outcomes per machine, the events a state ignores included (walked, excluded with a reason, missing, of those reachable), and mutation score</caption>
<colgroup><col style="width: 25%"><col span="5" style="width: 12%"><col style="width: 15%"></colgroup>
<thead><tr><th scope="col">Machine</th><th scope="col">Walked</th><th scope="col">Excluded</th><th scope="col">Missing</th><th scope="col">Reachable</th><th scope="col">Of them ignored events</th><th scope="col">Mutation score</th></tr></thead>
<tbody>
${summary.join('\n')}
</tbody>
</table>
</div>
<p><a href="#requirements">Requirements → tests</a></p>
</nav>
${reports.map((report) => machineSection(report, requirementTexts, hasStrykerReport)).join('\n')}
${requirementMatrix(requirements)}
</main>
<script src="${MERMAID_FILE}"></script>
<script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict', state: { useMaxWidth: false } });</script>
</body>
</html>
`;
}

/** Writes the report and its copy of Mermaid to `dir`; returns the page's path. */
export function writeHtmlReport(reports: readonly Catalogue[], requirements: RequirementsReport, dir = REPORT_DIR, options: ReportOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  const page = path.join(dir, 'index.html');
  writeFileSync(page, htmlReport(reports, requirements, options));
  copyFileSync(createRequire(import.meta.url).resolve(`mermaid/dist/${MERMAID_FILE}`), path.join(dir, MERMAID_FILE));
  return page;
}
