/**
 * What `npm run paths` was asked for: its arguments read into one request, or a usage error that
 * names what exists. Kept apart from the reports so that a wrong flag, format or machine ends in
 * one readable line and exit code 2, never a stack trace.
 */
import { machineRegistry } from '../../machines/index';

export const FORMATS = ['md', 'json', 'csv', 'junit'] as const;
export type Format = (typeof FORMATS)[number];

const FLAGS = ['--help', '--gate', '--requirements', '--html', '--fresh', '--format'] as const;

export type PathsRequest =
  | { kind: 'help' }
  | { kind: 'gate' }
  | { kind: 'requirements'; format: Extract<Format, 'md' | 'json'>; fresh: boolean }
  | { kind: 'html'; fresh: boolean }
  | { kind: 'catalogue'; machines: string[]; format: Format; fresh: boolean };

/** A request `npm run paths` cannot serve; its message is the one line the user reads. */
export class UsageError extends Error {}

export const USAGE = `Usage: npm run paths -- [machine …] [options]

The path catalogue of the statecharts in machines/index.ts: for each machine its screen, flow and
tests, states, transitions, reachable outcomes, the generated walks, and which outcomes the tests
walked (read from docs/machines/walks.json, the ledger of the last full test run).

  machine …          only these machines (default: every one; names below)
  --format md|json|csv|junit
                     Markdown (default) or JSON; csv: the generated tours as test cases a
                     test-management tool imports (ID, Title, Preconditions, numbered Steps and
                     Expected Result, Requirement IDs); junit: JUnit XML, one case per reachable
                     outcome, passed when walked, skipped when excluded, failed when missing
  --html             write reports/paths/index.html, a page that works offline: each machine's
                     diagram, outcomes walked / excluded / missing with their tests and
                     requirements, mutation scores, and requirements → tests
  --fresh            read the walks of the last \`npx vitest run\` (.walks/) instead of the ledger
  --requirements     every requirement with the walks that cover it, and those no walk covers
  --gate             the coverage gate \`npm test\` runs after the unit suite
  --help             this text

Machines: ${machineRegistry.map((entry) => entry.id).join(', ')}`;

/** Reads `args` (what follows `npm run paths --`) into a request, or throws a UsageError. */
export function parsePathsArgs(args: readonly string[]): PathsRequest {
  if (args.includes('--help') || args.includes('-h')) return { kind: 'help' };
  let format: Format = 'md';
  const machines: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--format') {
      const value = args[index + 1];
      if (!FORMATS.includes(value as Format)) throw new UsageError(`--format takes ${FORMATS.slice(0, -1).join(', ')} or ${FORMATS.at(-1)}${value === undefined ? '' : ` (got "${value}")`}`);
      format = value as Format;
      index += 1;
    } else if (arg.startsWith('-')) {
      if (!(FLAGS as readonly string[]).includes(arg)) throw new UsageError(`unknown option "${arg}" (options: ${FLAGS.join(', ')})`);
    } else {
      machines.push(arg);
    }
  }
  const unknown = machines.filter((id) => !machineRegistry.some((entry) => entry.id === id));
  if (unknown.length) {
    throw new UsageError(`no machine named ${unknown.map((id) => `"${id}"`).join(', ')} (machines: ${machineRegistry.map((entry) => entry.id).join(', ')})`);
  }
  const fresh = args.includes('--fresh');
  if (args.includes('--gate')) {
    if (args.length > 1) throw new UsageError('--gate takes no other argument');
    return { kind: 'gate' };
  }
  if (args.includes('--requirements')) {
    if (machines.length) throw new UsageError('--requirements covers every machine: name none');
    if (format !== 'md' && format !== 'json') throw new UsageError(`--requirements prints md or json (got "${format}")`);
    if (args.includes('--html')) throw new UsageError('--requirements and --html go apart (the page holds the requirements)');
    return { kind: 'requirements', format, fresh };
  }
  if (args.includes('--html')) {
    if (machines.length) throw new UsageError('--html covers every machine: name none');
    if (args.includes('--format')) throw new UsageError('--html writes a page: it takes no --format');
    return { kind: 'html', fresh };
  }
  return { kind: 'catalogue', machines, format, fresh };
}
