/**
 * The mutation scores `npm run mutate` measured (docs/mutation/scores.json, one entry per machine),
 * as the path catalogue shows them. A machine never measured has no entry: "not measured".
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MUTATION_SCORES_FILE = fileURLToPath(new URL('../../docs/mutation/scores.json', import.meta.url));

/** Mutant counts by Stryker's status; the score leaves out ignored mutants and errors, as Stryker does. */
export interface MutantCounts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** Compile and runtime errors: mutants that could not run at all. */
  errors: number;
}

export interface MachineMutationScore extends MutantCounts {
  /** (killed + timeout) / (killed + timeout + survived + noCoverage), in percent, one decimal; null with no valid mutant. */
  mutationScore: number | null;
  /** The score of each mutated file (machine, flow, screen). */
  files: Record<string, { mutationScore: number | null } & MutantCounts>;
}

export type MutationScores = Partial<Record<string, MachineMutationScore>>;

export function mutationScoreOf(counts: MutantCounts): number | null {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid ? Math.round((1000 * detected) / valid) / 10 : null;
}

export function readMutationScores(): MutationScores {
  return existsSync(MUTATION_SCORES_FILE) ? (JSON.parse(readFileSync(MUTATION_SCORES_FILE, 'utf8')) as MutationScores) : {};
}

/**
 * The score over all measured machines: their mutants counted together, as one run of them all
 * would (a screen two machines drive, such as BreakdownPage.tsx, counts in each machine's run).
 */
export function overallMutationScore(scores: MutationScores): { mutationScore: number | null; measured: number } {
  const measured = Object.values(scores).filter((score): score is MachineMutationScore => Boolean(score));
  const total: MutantCounts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };
  for (const score of measured) for (const key of Object.keys(total) as (keyof MutantCounts)[]) total[key] += score[key];
  return { mutationScore: mutationScoreOf(total), measured: measured.length };
}

let cached: MutationScores | undefined;

/** The machine's last measured mutation score in percent, or null when never measured. */
export function measuredMutationScore(id: string): number | null {
  return measuredMutationScores()[id]?.mutationScore ?? null;
}

/** The scores file as this process first read it. */
export function measuredMutationScores(): MutationScores {
  cached ??= readMutationScores();
  return cached;
}

/** How the catalogue prints a score. */
export const describeMutationScore = (score: number | null) => (score === null ? 'not measured' : `${score} %`);
