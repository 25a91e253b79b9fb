import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { SCREEN_TEST_ENV } from './tests/support/screen-env';
import { LoadFailureAsTest } from './scripts/mutate/load-failure-as-test';

/**
 * The Vitest config of a mutation run (`npm run mutate`, scripts/mutate.ts): only the test files
 * that drive the machine under test, named in MUTATE_TESTS (comma-separated, relative to the
 * project root). The projects mirror vitest.config.ts's machines and screens, with two
 * differences. The walks run in normal mode only (WALK_MODES). And every test file gets a fresh
 * module graph (no `isolate: false`): Stryker switches a static mutant (the machine's definition,
 * a module-level constant) on before the modules load, so each run must load them again; a page
 * shared with an earlier file would keep the definition it loaded first.
 */
const files = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);
if (!files.length) throw new Error('vitest.mutate.config.ts: MUTATE_TESTS names no test file (run it through `npm run mutate`)');

const machineTests = files.filter((file) => file.startsWith('tests/machines/'));
const screenTests = files.filter((file) => file.startsWith('tests/screens/'));
const other = files.filter((file) => !machineTests.includes(file) && !screenTests.includes(file));
if (other.length) throw new Error(`vitest.mutate.config.ts: only tests/machines and tests/screens files run here (got ${other.join(', ')})`);

/**
 * The machine tests first: they take milliseconds where a walk takes seconds, and Stryker stops a
 * mutant's run at the first failing test, so a mutant they kill never waits for the walks.
 */
class MachineTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isMachineTest = (spec: TestSpecification) => spec.project.name === 'machines';
    return [...sorted.filter(isMachineTest), ...sorted.filter((spec) => !isMachineTest(spec))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: MachineTestsFirst },
    // A file that fails to load counts as a failed test (scripts/mutate/load-failure-as-test.ts).
    reporters: ['default', new LoadFailureAsTest()],
    projects: [
      ...(machineTests.length ? [{ test: { name: 'machines', include: machineTests, environment: 'node' as const } }] : []),
      ...(screenTests.length
        ? [
            {
              plugins: [react()],
              test: {
                name: 'screens',
                include: screenTests,
                environment: 'jsdom' as const,
                setupFiles: ['tests/support/screen-setup.ts'],
                testTimeout: 30_000,
                // The walks in normal mode only (tests/support/walk/walk.ts, modesOfThisRun).
                env: { ...SCREEN_TEST_ENV, WALK_MODES: process.env.WALK_MODES ?? 'normal mode' },
              },
            },
          ]
        : []),
    ],
  },
});
