/**
 * A Vitest reporter for mutation runs: a test file that fails before any of its tests runs (an
 * import throws, or the walks' generation throws while the file is collected) becomes one failed
 * test, "<file> loads".
 *
 * Why: Stryker's Vitest runner reads only the tests it finds. A file that never loaded has none,
 * so a mutant that breaks loading (a machine whose `ready` state was emptied, where a transition
 * targets `ready.added`, throws in `createMachine`) was reported as surviving: no test failed.
 * The app would not even start with such a mutant; the file that failed to load is what caught it.
 */
import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { Reporter, TestModule } from 'vitest/node';

type FileTask = RunnerTestFile;
type Task = RunnerTask;

/** Whether the file failed without a single test of its own to show for it. */
export function failedToLoad(file: FileTask): boolean {
  const hasTest = (tasks: readonly Task[]): boolean => tasks.some((task) => task.type === 'test' || (task.type === 'suite' && hasTest(task.tasks)));
  return file.result?.state === 'fail' && !hasTest(file.tasks);
}

/** Adds the failed "loads" test to a file that failed to load; leaves any other file as it is. */
export function recordLoadFailure(file: FileTask): void {
  if (!failedToLoad(file)) return;
  const test = {
    type: 'test',
    id: `${file.id}_loads`,
    name: `${file.name} loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    annotations: [],
    artifacts: [],
    context: undefined,
    timeout: 0,
    result: { state: 'fail', errors: file.result?.errors ?? [{ message: `${file.name} failed to load` }], duration: 0 },
  } as unknown as Task;
  file.tasks.push(test);
}

export class LoadFailureAsTest implements Reporter {
  onTestModuleEnd(testModule: TestModule): void {
    // The runner's own record of the file, which is what Stryker reads; the reporter API's
    // TestModule wraps it without declaring it.
    recordLoadFailure((testModule as unknown as { task: RunnerTestFile }).task);
  }
}
