import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
// @ts-expect-error: a plain-JavaScript Stryker plugin without type declarations.
import { TYPES_REASON, strykerPlugins } from '../../scripts/mutate/ignore-types.mjs';
// @ts-expect-error: likewise.
import { STYLES_REASON, strykerPlugins as stylePlugins } from '../../scripts/mutate/ignore-styles.mjs';

interface BabelNode { type: string; [field: string]: unknown }
interface NodePath { node: BabelNode; parentPath?: NodePath }
type Ignorer = { value: { shouldIgnore(path: NodePath): string | undefined } };
const [{ value: typesIgnorer }] = strykerPlugins as [Ignorer];
const [{ value: stylesIgnorer }] = stylePlugins as [Ignorer];

const identifier = (name: string) => ({ type: 'Identifier', name });

/** The path of `key: {}` inside the first argument of `callee(…)`, as Stryker hands it to an ignorer. */
function propertyOfCall(callee: string, key: BabelNode, { computed = false, argument = 0 } = {}): NodePath {
  const property = { type: 'ObjectProperty', key, value: { type: 'ObjectExpression', properties: [] }, computed };
  const object = { type: 'ObjectExpression', properties: [property] };
  const call = { type: 'CallExpression', callee: identifier(callee), arguments: argument === 0 ? [object] : [{ type: 'ObjectExpression' }, object] };
  return { node: property, parentPath: { node: object, parentPath: { node: call } } };
}

// scripts/mutate/ignore-types.mjs: why a machine's emptied `types` is not counted, and what it covers.
describe('the mutation run leaves a machine\'s `types` alone', () => {
  it('because XState reads nothing of it: the same machine with and without behaves alike', () => {
    const build = (types: object) =>
      setup({ types: types as { context: { count: number }; events: { type: 'add' } } }).createMachine({
        context: { count: 0 },
        initial: 'counting',
        states: { counting: { on: { add: { actions: ({ context }) => (context.count += 1) } } } },
      });
    for (const machine of [build({ context: {}, events: {} }), build({})]) {
      const actor = createActor(machine).start();
      actor.send({ type: 'add' });
      expect(actor.getSnapshot().context.count).toBe(1);
    }
  });

  it('the types of setup(…) or createMachine(…), written either way', () => {
    expect(typesIgnorer.shouldIgnore(propertyOfCall('setup', identifier('types')))).toBe(TYPES_REASON);
    expect(typesIgnorer.shouldIgnore(propertyOfCall('createMachine', { type: 'StringLiteral', value: 'types' }))).toBe(TYPES_REASON);
  });

  it('and the whole first argument of setup(…) when types is all it holds', () => {
    const { parentPath: objectPath } = propertyOfCall('setup', identifier('types'));
    expect(typesIgnorer.shouldIgnore(objectPath!)).toBe(TYPES_REASON);
    // With anything beside its types (actions, guards), emptying it is a change like any other.
    const config = { type: 'ObjectExpression', properties: [...(objectPath!.node.properties as BabelNode[]), { type: 'ObjectProperty', key: identifier('actions'), computed: false }] };
    const call = { type: 'CallExpression', callee: identifier('setup'), arguments: [config] };
    expect(typesIgnorer.shouldIgnore({ node: config, parentPath: { node: call } })).toBeUndefined();
  });

  it('and no other property named types', () => {
    expect(typesIgnorer.shouldIgnore(propertyOfCall('assign', identifier('types')))).toBeUndefined();
    expect(typesIgnorer.shouldIgnore(propertyOfCall('setup', identifier('types'), { argument: 1 }))).toBeUndefined();
    expect(typesIgnorer.shouldIgnore(propertyOfCall('setup', identifier('types'), { computed: true }))).toBeUndefined();
    expect(typesIgnorer.shouldIgnore(propertyOfCall('setup', identifier('actors')))).toBeUndefined();
    expect(typesIgnorer.shouldIgnore({ node: { type: 'ObjectProperty', key: identifier('types'), computed: false } })).toBeUndefined();
  });
});

// scripts/mutate/ignore-styles.mjs: styling that jsdom cannot see, and nothing else.
describe('the mutation run leaves styling alone', () => {
  const attribute = (name: string): NodePath => ({ node: { type: 'JSXAttribute', name: { type: 'JSXIdentifier', name }, value: null } });
  const tagged = (tag: BabelNode): NodePath => ({ node: { type: 'TaggedTemplateExpression', tag } });

  it('a styled-components template, a style attribute and a $-prop', () => {
    expect(stylesIgnorer.shouldIgnore(tagged({ type: 'MemberExpression', object: identifier('styled'), property: identifier('div') }))).toBe(STYLES_REASON);
    expect(stylesIgnorer.shouldIgnore(tagged(identifier('css')))).toBe(STYLES_REASON);
    expect(stylesIgnorer.shouldIgnore(attribute('style'))).toBe(STYLES_REASON);
    expect(stylesIgnorer.shouldIgnore(attribute('$urgent'))).toBe(STYLES_REASON);
  });

  it('but not what the user reads or uses: other attributes, other templates', () => {
    for (const name of ['disabled', 'hidden', 'tabIndex', 'aria-expanded', 'className']) expect(stylesIgnorer.shouldIgnore(attribute(name))).toBeUndefined();
    expect(stylesIgnorer.shouldIgnore({ node: { type: 'JSXAttribute', name: { type: 'JSXNamespacedName' }, value: null } })).toBeUndefined();
    expect(stylesIgnorer.shouldIgnore(tagged(identifier('html')))).toBeUndefined();
  });
});
