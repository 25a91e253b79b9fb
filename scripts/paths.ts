/**
 * `npm run paths [machine] [--format md|json]`: for every registered machine (or one), its states,
 * its declared transitions, the test paths `pathsFor()` generates (shortest + selected simple),
 * and whether a model-based screen test walks them, with the coverage of reachable states and
 * transitions those walks give. The screen tests iterate exactly `pathsFor(id)`, so a machine
 * whose id appears in a `pathsFor('<id>')` call under tests/screens is walked path for path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineRegistry } from '../machines/index';
import { edgeKey, pathsFor, registered, testModelFor, type ModelPath } from '../tests/support/modelPaths';
import { eventLabel, stateNodesOf, statePath, transitionsOf } from '../tests/support/machineGraph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Model-based screen test files that walk `pathsFor('<id>')`. */
function modelTestsFor(id: string): string[] {
  const call = new RegExp(`pathsFor\\(\\s*['"]${id}['"]`);
  return filesUnder(join(ROOT, 'tests/screens'))
    .filter((file) => call.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));
}

const describePath = (path: ModelPath) =>
  path.steps
    .slice(1)
    .map((step) => eventLabel(step.event.type))
    .join(' → ') || '(initial state)';

export function catalogue(id: string) {
  const entry = registered(id);
  const model = testModelFor(entry);
  const adjacency = model.getAdjacencyMap();
  const reachable = new Set(Object.keys(adjacency));
  // Transitions that change something (self-loops of ignored events are not transitions).
  const snapshotKey = (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context]);
  const edges = new Set<string>();
  for (const value of Object.values(adjacency)) {
    for (const next of Object.values(value.transitions) as { event: { type: string }; state: { value: unknown; context: unknown } }[]) {
      if (snapshotKey(next.state) !== snapshotKey(value.state)) edges.add(edgeKey(value.state, next.event));
    }
  }
  const paths = pathsFor(id);
  const tests = modelTestsFor(id);
  const walkedStates = new Set<string>();
  const walkedEdges = new Set<string>();
  if (tests.length) {
    for (const path of paths) {
      for (const step of path.steps) walkedStates.add(JSON.stringify({ value: step.state.value, context: step.state.context }));
      path.steps.slice(1).forEach((step, index) => walkedEdges.add(edgeKey(path.steps[index]!.state, step.event)));
    }
  }
  const serial = (key: string) => {
    const parsed = JSON.parse(key) as { value: unknown; context?: unknown };
    return JSON.stringify({ value: parsed.value, context: parsed.context ?? {} });
  };
  const coveredStates = [...reachable].filter((key) => walkedStates.has(serial(key))).length;
  return {
    id,
    description: entry.description,
    states: stateNodesOf(entry.machine).map(statePath),
    transitions: transitionsOf(entry.machine),
    paths: paths.map((path) => ({ kind: path.kind, target: path.state.value, events: describePath(path) })),
    walkedBy: tests,
    coverage: {
      reachableStates: reachable.size,
      walkedStates: coveredStates,
      reachableTransitions: edges.size,
      walkedTransitions: [...edges].filter((edge) => walkedEdges.has(edge)).length,
    },
  };
}

function markdown(report: ReturnType<typeof catalogue>): string {
  const lines = [`## ${report.id}`, '', report.description, '', `### States (${report.states.length})`, ''];
  lines.push(...report.states.map((state) => `- ${state}`), '', `### Transitions (${report.transitions.length})`, '');
  for (const t of report.transitions) {
    lines.push(`- ${t.from} —${t.event}${t.guard ? ` [${t.guard}]` : ''}${t.reenter ? ' (reenter)' : ''}→ ${t.to.join(', ') || '(no target)'}`);
  }
  lines.push('', `### Paths (${report.paths.length})`, '');
  report.paths.forEach((path, index) => lines.push(`${index + 1}. ${path.kind} → \`${JSON.stringify(path.target)}\`: ${path.events}`));
  const c = report.coverage;
  lines.push(
    '',
    '### Model-based tests',
    '',
    report.walkedBy.length ? `Walked path for path by ${report.walkedBy.map((file) => `\`${file}\``).join(', ')}.` : 'No model-based screen test walks these paths.',
    '',
    `- States (state value + context, as the graph distinguishes them): ${c.walkedStates}/${c.reachableStates} walked`,
    `- Transitions (state value + event): ${c.walkedTransitions}/${c.reachableTransitions} walked`,
    '',
  );
  return lines.join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const formatIndex = args.indexOf('--format');
  const format = formatIndex >= 0 ? args[formatIndex + 1] : 'md';
  const ids = args.filter((arg, index) => !arg.startsWith('--') && (formatIndex < 0 || index !== formatIndex + 1));
  const selected = ids.length ? ids : machineRegistry.map((entry) => entry.id);
  // A machine whose graph cannot be walked (an event with data but no example in the registry)
  // is reported, not fatal, so the catalogue of the others still prints.
  const reports = selected.map((id) => {
    try {
      return catalogue(id);
    } catch (error) {
      return { id, error: `cannot walk the graph: ${error instanceof Error ? error.message.split('\n')[0] : String(error)} (add example events to its registry entry)` };
    }
  });
  if (format === 'json') console.log(JSON.stringify(reports, null, 2));
  else console.log(`# Machine paths\n\n${reports.map((report) => ('error' in report ? `## ${report.id}\n\n${report.error}\n` : markdown(report))).join('\n')}`);
  if (reports.some((report) => 'error' in report)) process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
