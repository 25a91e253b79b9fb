/**
 * Who walked an outcome, as the reports and exports show it. The ledger names a walker by its test
 * file today; a walker may also be one test of a file at one level (screen, machine, browser).
 * Every report reads walkers through `walkerOf`, so a ledger that notes tests drops in here alone.
 */

export interface Walker {
  /** The test file, relative to the repository root. */
  file: string;
  /** The test's full name, when the ledger notes it. */
  test?: string;
  /** The level it walks at (screen, machine, browser), when the ledger notes it. */
  level?: string;
}

/** A ledger's note of a walker (a file path today, or a walker already) as a walker. */
export function walkerOf(noted: string | Walker): Walker {
  return typeof noted === 'string' ? { file: noted } : noted;
}

/** "tests/screens/auth/login.walk.test.tsx" or "tests/…/login.walk.test.tsx › tour 2 of 6 (screen)". */
export function walkerLabel(walker: Walker): string {
  return `${walker.file}${walker.test ? ` › ${walker.test}` : ''}${walker.level ? ` (${walker.level})` : ''}`;
}

/** The labels of the walkers noted for one outcome or requirement, sorted and without repeats. */
export const walkerLabels = (noted: readonly (string | Walker)[]): string[] => [...new Set(noted.map((entry) => walkerLabel(walkerOf(entry))))].sort();
