// A Stryker ignore-plugin (`ignorers: ['initial']` in scripts/mutate.ts): no mutant that empties a
// state's `initial: 'name'`. XState refuses a compound state without an initial child when the
// machine is created, and every machine is created when its module loads: every test file that
// imports it fails to load. A real suite would fail on it; Stryker's vitest runner instead counts
// a run in which no test ran as one in which no test failed, and reports the mutant survived.
// tests/machines/mutate-ignorers.test.ts checks both halves. The mutants still appear in the
// report, as Ignored with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const EMPTY_INITIAL_REASON = "A state's initial, emptied, makes XState throw when the machine's module loads: no test file can load it";

/** The string value of an `initial: '…'` property. */
export function isInitialStateName(path) {
  const parent = path.parentPath?.node;
  if (path.node.type !== 'StringLiteral' || parent?.type !== 'ObjectProperty' || parent.computed || parent.value !== path.node) return false;
  return (parent.key.type === 'Identifier' && parent.key.name === 'initial') || (parent.key.type === 'StringLiteral' && parent.key.value === 'initial');
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'initial', {
    shouldIgnore: (path) => (isInitialStateName(path) ? EMPTY_INITIAL_REASON : undefined),
  }),
];
