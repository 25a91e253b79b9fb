import { describe, expect, it } from 'vitest';
import type { RunnerTestFile } from 'vitest';
import { createMachine } from 'xstate';
import { failedToLoad, recordLoadFailure } from '../../scripts/mutate/load-failure-as-test';

type FileTask = RunnerTestFile;

/** A collected test file as Vitest reports it: its state and the tests it found. */
function file(state: 'pass' | 'fail', tasks: unknown[] = []): FileTask {
  const errors = state === 'fail' ? [{ message: 'Child state \'added\' does not exist' }] : undefined;
  return { id: 'f1', name: 'tests/screens/account/passkeys.walk.test.tsx', type: 'suite', tasks, result: { state, errors } } as unknown as FileTask;
}
const test = (state: 'pass' | 'fail') => ({ type: 'test', name: 'a step', result: { state } });

// scripts/mutate/load-failure-as-test.ts: Stryker counts only tests, so a file that never loaded must show one.
describe('a mutation run counts a test file that failed to load as a failed test', () => {
  it('such as one that imports a machine whose mutant XState refuses when the module loads', () => {
    expect(() => createMachine({ initial: '', states: { idle: {} } })).toThrow(/No initial state specified/);
    expect(() => createMachine({ initial: 'adding', states: { adding: { on: { done: 'ready.added' } }, ready: {} } })).toThrow(/Child state 'added' does not exist/);
  });

  it('adds one failed test, with the load error, to a failed file that has no test', () => {
    const failed = file('fail');
    expect(failedToLoad(failed)).toBe(true);
    recordLoadFailure(failed);
    expect(failed.tasks).toHaveLength(1);
    expect(failed.tasks[0]).toMatchObject({ type: 'test', name: 'tests/screens/account/passkeys.walk.test.tsx loads', result: { state: 'fail', errors: [{ message: "Child state 'added' does not exist" }] } });
  });

  it('leaves a file alone that passed, or that failed in a test of its own, at any depth', () => {
    const passed = file('pass');
    recordLoadFailure(passed);
    expect(passed.tasks).toHaveLength(0);
    const failedInATest = file('fail', [{ type: 'suite', name: 'walks', tasks: [test('fail')] }]);
    expect(failedToLoad(failedInATest)).toBe(false);
    recordLoadFailure(failedInATest);
    expect(failedInATest.tasks).toHaveLength(1);
  });
});
