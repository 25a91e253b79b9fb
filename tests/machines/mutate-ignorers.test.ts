import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
// @ts-expect-error: a plain-JavaScript Stryker plugin without type declarations.
import { EMPTY_INITIAL_REASON, strykerPlugins } from '../../scripts/mutate/ignore-initial.mjs';

interface BabelNode { type: string; [field: string]: unknown }
interface NodePath { node: BabelNode; parentPath?: NodePath }
const [{ value: initialIgnorer }] = strykerPlugins as [{ value: { shouldIgnore(path: NodePath): string | undefined } }];

/** The path of the string value of `key: 'value'` (a Babel ObjectProperty), as Stryker hands it to an ignorer. */
function propertyValue(key: BabelNode, value: string, computed = false): NodePath {
  const literal = { type: 'StringLiteral', value };
  return { node: literal, parentPath: { node: { type: 'ObjectProperty', key, value: literal, computed } } };
}
const identifier = (name: string) => ({ type: 'Identifier', name });
const stringKey = (value: string) => ({ type: 'StringLiteral', value });

// scripts/mutate/ignore-initial.mjs: why an emptied `initial` is not counted, and what it covers.
describe('the mutation run leaves state names in `initial` alone', () => {
  it('because XState refuses an empty initial when the machine is created, at any depth', () => {
    expect(() => createMachine({ id: 'flow', initial: '', states: { idle: {} } })).toThrow(/No initial state specified/);
    expect(() => createMachine({ id: 'flow', initial: 'form', states: { form: { initial: '', states: { idle: {} } } } })).toThrow(/No initial state specified/);
  });

  it('the value of an initial property, written either way', () => {
    expect(initialIgnorer.shouldIgnore(propertyValue(identifier('initial'), 'form'))).toBe(EMPTY_INITIAL_REASON);
    expect(initialIgnorer.shouldIgnore(propertyValue(stringKey('initial'), 'idle'))).toBe(EMPTY_INITIAL_REASON);
  });

  it('and no other string', () => {
    expect(initialIgnorer.shouldIgnore(propertyValue(identifier('tags'), 'initial'))).toBeUndefined();
    expect(initialIgnorer.shouldIgnore(propertyValue(identifier('initial'), 'form', true))).toBeUndefined();
    const key = stringKey('initial');
    expect(initialIgnorer.shouldIgnore({ node: key, parentPath: { node: { type: 'ObjectProperty', key, value: stringKey('form'), computed: false } } })).toBeUndefined();
    expect(initialIgnorer.shouldIgnore({ node: stringKey('initial') })).toBeUndefined();
  });
});
