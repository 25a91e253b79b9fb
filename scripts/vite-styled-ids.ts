/**
 * Vite plugin: gives every styled component of src/ an id that depends only on its file and its
 * place in that file (`styled.div.withConfig({ componentId })`).
 *
 * Without it styled-components numbers its components in the order their modules run. The
 * prerendered pages (scripts/vite-prerender.ts) are rendered by one bundle and hydrated by
 * another whose chunks arrive in any order, so counted ids would differ and every class name
 * with them. A file's path and the component's rank in it are the same in both builds.
 *
 * It runs after TypeScript and JSX are stripped (a normal plugin comes after Vite's own
 * transform), so it reads plain JavaScript with the bundler's parser.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

interface Node { type: string; start: number; end: number; [key: string]: unknown }

/** `styled.div` or `styled(Component)`: the expression that starts a styled component. */
function isStyledFactory(node: Node, local: string): boolean {
  if (node.type === 'MemberExpression') return isIdentifier(node.object as Node, local) && !node.computed;
  if (node.type === 'CallExpression') return isIdentifier(node.callee as Node, local);
  return false;
}

function isIdentifier(node: Node | undefined, name: string): boolean {
  return node?.type === 'Identifier' && node.name === name;
}

/**
 * The factory under a tagged template's tag, looking through `.attrs(...)`:
 * styled.div`…`, styled(Button)`…`, styled(Grid).attrs({…})`…`.
 */
function factoryOfTag(tag: Node, local: string): Node | undefined {
  if (isStyledFactory(tag, local)) return tag;
  const callee = tag.type === 'CallExpression' ? (tag.callee as Node) : undefined;
  if (callee?.type === 'MemberExpression' && isIdentifier(callee.property as Node, 'attrs')) {
    return factoryOfTag(callee.object as Node, local);
  }
  return undefined;
}

/** Every node of the tree, depth first, in source order. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  yield node as Node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
  }
}

/** The name the module gives styled-components' default export, if it imports it. */
function styledImportName(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'styled-components') continue;
    const specifier = (statement.specifiers as Node[]).find((candidate) => candidate.type === 'ImportDefaultSpecifier');
    if (specifier) return (specifier.local as { name: string }).name;
  }
  return undefined;
}

export function styledComponentIds(options: { include?: RegExp } = {}): Plugin {
  const include = options.include ?? /\/src\/.+\.tsx?$/;
  let root = process.cwd();
  return {
    name: 'acme-styled-component-ids',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!include.test(file) || !code.includes('styled-components')) return null;
      const program = this.parse(code) as unknown as Node;
      const local = styledImportName(program);
      if (!local) return null;
      const fileHash = createHash('sha256').update(path.relative(root, file).split(path.sep).join('/')).digest('hex').slice(0, 6);
      const output = new MagicString(code);
      let rank = 0;
      for (const node of walk(program)) {
        if (node.type !== 'TaggedTemplateExpression') continue;
        const factory = factoryOfTag(node.tag as Node, local);
        if (!factory) continue;
        output.appendLeft(factory.end, `.withConfig({ componentId: "sc-${fileHash}-${rank++}" })`);
      }
      if (rank === 0) return null;
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
    },
  };
}
