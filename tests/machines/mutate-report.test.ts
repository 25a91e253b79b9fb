import { describe, expect, it } from 'vitest';
import { summarise, survivorLines, undetected, unjudgedCount, withoutMutants, withoutUnjudged, type ReportedMutant, type StrykerReport } from '../../scripts/mutate/report';
import { overallMutationScore } from '../../scripts/paths/mutation';

const FILE = 'src/screens/dashboard/CheckoutPage.tsx';
const SOURCE = 'const shown = view.awaiting && view.deposit;\n';

function mutant(id: string, status: ReportedMutant['status'], testsCompleted?: number): ReportedMutant {
  return { id, mutatorName: 'ConditionalExpression', replacement: 'false', status, testsCompleted, location: { start: { line: 1, column: 15 }, end: { line: 1, column: 44 } } };
}

const report = (...mutants: ReportedMutant[]): StrykerReport => ({ files: { [FILE]: { source: SOURCE, mutants } } });

// scripts/mutate/report.ts: Stryker reads a run that ran no test as "no test failed", a survivor.
describe('a survivor that no test ran against is no verdict', () => {
  const killed = mutant('1', 'Killed', 1);
  const survived = mutant('2', 'Survived', 10);
  const unrun = mutant('3', 'Survived', 0);

  it('is left out of the incremental state, so that the next run tests it again', () => {
    expect(withoutUnjudged(report(killed, survived, unrun)).files[FILE]!.mutants.map((m) => m.id)).toEqual(['1', '2']);
    expect(unjudgedCount(report(killed, survived, unrun), [FILE])).toBe(1);
    expect(unjudgedCount(report(killed, survived), [FILE])).toBe(0);
  });

  it('still counts as a survivor in the score, and its line says no test ran', () => {
    expect(summarise(report(killed, unrun), [FILE])).toMatchObject({ mutationScore: 50, killed: 1, survived: 1 });
    expect(survivorLines(report(survived, unrun), [FILE])).toEqual([
      `${FILE}:1:15 ConditionalExpression: view.awaiting && view.deposit → false`,
      `${FILE}:1:15 ConditionalExpression [no test ran]: view.awaiting && view.deposit → false`,
    ]);
  });

  it('a survivor from a report without test counts (an older one) is judged as Stryker said', () => {
    expect(unjudgedCount(report(mutant('4', 'Survived')), [FILE])).toBe(0);
  });
});

// `npm run mutate -- <id> --survivors`: a test Stryker's incremental diff cannot see (a static
// survivor lists no covering test; a helper a walk imports) still gets its survivors judged again.
describe('testing the survivors again', () => {
  it('leaves out of the incremental state every mutant the tests let through, and keeps every verdict of a kill', () => {
    const mutants = [mutant('1', 'Killed', 1), mutant('2', 'Survived', 10), mutant('3', 'NoCoverage', 0), mutant('4', 'Timeout', 1), mutant('5', 'Ignored')];
    expect(withoutMutants(report(...mutants), undetected).files[FILE]!.mutants.map((m) => m.id)).toEqual(['1', '4', '5']);
  });
});

// scripts/paths/mutation.ts: the goal of at least 85 % over all machines counts every measured mutant once.
describe('the score over all machines', () => {
  const counts = (killed: number, survived: number) => ({ mutationScore: null, killed, timeout: 0, survived, noCoverage: 0, ignored: 3, errors: 0, files: {} });

  it('counts the measured machines’ mutants together, not their scores averaged, and says how many were measured', () => {
    // Averaged, 100 % and 50 % would read 75 %; counted together, 91 of 100 mutants were killed.
    expect(overallMutationScore({ big: counts(90, 8), small: counts(1, 1), never: undefined })).toEqual({ mutationScore: 91, measured: 2 });
  });

  it('is no score when nothing was measured', () => {
    expect(overallMutationScore({})).toEqual({ mutationScore: null, measured: 0 });
  });
});
