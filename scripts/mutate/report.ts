/**
 * Reads the report a Stryker run leaves (its incremental file is the full report, in the
 * mutation-testing-report-schema format): counts per file and machine, and the mutants the tests
 * let through.
 */
import { mutationScoreOf, type MachineMutationScore, type MutantCounts } from '../paths/mutation';

interface Position {
  line: number;
  column: number;
}

export interface ReportedMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';
  statusReason?: string;
  static?: boolean;
  /** How many tests ran against the mutant (Stryker's `nrOfTests`). */
  testsCompleted?: number;
  location: { start: Position; end: Position };
}

export interface StrykerReport {
  files: Record<string, { source: string; mutants: ReportedMutant[] }>;
}

const emptyCounts = (): MutantCounts => ({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 });

function count(mutants: readonly ReportedMutant[]): MutantCounts {
  const counts = emptyCounts();
  for (const mutant of mutants) {
    if (mutant.status === 'Killed') counts.killed += 1;
    else if (mutant.status === 'Timeout') counts.timeout += 1;
    else if (mutant.status === 'Survived') counts.survived += 1;
    else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
    else if (mutant.status === 'Ignored') counts.ignored += 1;
    else if (mutant.status === 'CompileError' || mutant.status === 'RuntimeError') counts.errors += 1;
  }
  return counts;
}

/** The score of the mutated files `files` (the report may hold no others, but say which). */
export function summarise(report: StrykerReport, files: readonly string[]): MachineMutationScore {
  const perFile: MachineMutationScore['files'] = {};
  const total = emptyCounts();
  for (const file of files) {
    const counts = count(report.files[file]?.mutants ?? []);
    perFile[file] = { mutationScore: mutationScoreOf(counts), ...counts };
    for (const key of Object.keys(total) as (keyof MutantCounts)[]) total[key] += counts[key];
  }
  return { mutationScore: mutationScoreOf(total), ...total, files: perFile };
}

/** The source text a mutant replaced (lines and columns are 1-based, the end exclusive). */
function originalOf(source: string, { start, end }: ReportedMutant['location']): string {
  const lines = source.split('\n');
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  return [lines[start.line - 1]!.slice(start.column - 1), ...lines.slice(start.line, end.line - 1), lines[end.line - 1]!.slice(0, end.column - 1)].join('\n');
}

const oneLine = (text: string, max = 70) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** One line per mutant the tests let through (survived or not covered), by file and line. */
export function survivorLines(report: StrykerReport, files: readonly string[]): string[] {
  const lines: string[] = [];
  for (const file of files) {
    const entry = report.files[file];
    if (!entry) continue;
    const survivors = entry.mutants
      .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
      .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    for (const mutant of survivors) {
      const where = `${file}:${mutant.location.start.line}:${mutant.location.start.column}`;
      const change = `${oneLine(originalOf(entry.source, mutant.location))} → ${oneLine(mutant.replacement ?? '')}`;
      const note = mutant.status === 'NoCoverage' ? ' [no coverage]' : unjudged(mutant) ? ' [no test ran]' : '';
      lines.push(`${where} ${mutant.mutatorName}${mutant.static ? ' (static)' : ''}${note}: ${change}`);
    }
  }
  return lines;
}

/**
 * A survivor no test ran against: Stryker reads a run that ran nothing (its Vitest runner drops a
 * test without a result) as "no test failed", which is no verdict at all. Seen once, on a
 * CheckoutPage mutant whose walks fail when it is planted by hand.
 */
export const unjudged = (mutant: ReportedMutant): boolean => mutant.status === 'Survived' && mutant.testsCompleted === 0;

/**
 * The report without the mutants `drop` picks: the incremental state a next run starts from, which
 * tests again every mutant missing from it.
 */
export function withoutMutants(report: StrykerReport, drop: (mutant: ReportedMutant) => boolean): StrykerReport {
  const files: StrykerReport['files'] = {};
  for (const [file, entry] of Object.entries(report.files)) files[file] = { ...entry, mutants: entry.mutants.filter((mutant) => !drop(mutant)) };
  return { ...report, files };
}

/** The report without its unjudged survivors, so that the next run tests them again. */
export const withoutUnjudged = (report: StrykerReport): StrykerReport => withoutMutants(report, unjudged);

/** A mutant the tests let through: it survived, or no test reached it. */
export const undetected = (mutant: ReportedMutant): boolean => mutant.status === 'Survived' || mutant.status === 'NoCoverage';

/** How many survivors of the mutated files `files` no test ran against. */
export const unjudgedCount = (report: StrykerReport, files: readonly string[]): number =>
  files.reduce((sum, file) => sum + (report.files[file]?.mutants.filter(unjudged).length ?? 0), 0);
