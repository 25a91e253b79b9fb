// A Stryker ignore-plugin (`ignorers: ['types']` in scripts/mutate.ts): no mutants inside the
// `types: { … }` of a machine's `setup({ … })` or `createMachine({ … })`. Those objects exist for
// TypeScript (`context: {} as …`): XState reads nothing of them at run time, so emptying them
// changes no behaviour, and no test could tell. tests/machines/mutate-ignorers.test.ts checks
// both halves. The mutants still appear in the report, as Ignored with this reason.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const TYPES_REASON = "A machine's `types` (for TypeScript): XState reads none of it at run time";

const MACHINE_FACTORIES = new Set(['setup', 'createMachine']);

/** `object` is the first argument of `setup(…)` or `createMachine(…)`. */
const isMachineConfig = (object, call) =>
  object?.type === 'ObjectExpression' && call?.type === 'CallExpression' && call.arguments[0] === object && call.callee.type === 'Identifier' && MACHINE_FACTORIES.has(call.callee.name);

const isTypesProperty = (node) =>
  node.type === 'ObjectProperty' && !node.computed &&
  ((node.key.type === 'Identifier' && node.key.name === 'types') || (node.key.type === 'StringLiteral' && node.key.value === 'types'));

/**
 * `types: …` as a property of the object passed first to `setup(…)` or `createMachine(…)`, or
 * that object itself when `types` is all it holds (`setup({ types: … })`, emptied to `setup({})`).
 */
export function isMachineTypes(path) {
  const { node } = path;
  if (node.type === 'ObjectExpression') return node.properties.length > 0 && node.properties.every(isTypesProperty) && isMachineConfig(node, path.parentPath?.node);
  return isTypesProperty(node) && isMachineConfig(path.parentPath?.node, path.parentPath?.parentPath?.node);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'types', {
    shouldIgnore: (path) => (isMachineTypes(path) ? TYPES_REASON : undefined),
  }),
];
