/**
 * The build gives every styled component an id from its file and its rank in it
 * (scripts/vite-styled-ids.ts), so the prerendered pages and the browser bundle agree on
 * class names whatever order their modules run in.
 */
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { styledComponentIds } from '../../scripts/vite-styled-ids';

const SOURCE = `
import styled, { css } from 'styled-components';
import { Button } from './Button';
const Box = styled.div\`color: red;\`;
const Wide = styled(Button)\`width: 100%;\`;
const Grid = styled(Button).attrs({ $wide: 2 })\`gap: 1px;\`;
const mixin = css\`margin: 0;\`;
const label = String.raw\`not styled\`;
`;

function transform(code: string, id: string) {
  const plugin = styledComponentIds();
  (plugin.configResolved as (config: { root: string }) => void)({ root: '/project' });
  const hook = plugin.transform as (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  return hook.call({ parse: parseAst }, code, id);
}

function componentIds(code: string): string[] {
  return [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]!);
}

describe('build: styled-component ids', () => {
  it('names each styled component after its file and rank, through .attrs, and leaves css and other tags alone', () => {
    const result = transform(SOURCE, '/project/src/components/Box.tsx');
    const ids = componentIds(result!.code);
    expect(ids).toHaveLength(3);
    expect(ids.map((id) => id.replace(/^sc-[0-9a-f]{6}-/, ''))).toEqual(['0', '1', '2']);
    expect(new Set(ids.map((id) => id.slice(0, 9))).size).toBe(1); // one file, one prefix
    expect(result!.code).toContain('styled(Button).withConfig({ componentId: "' + ids[2] + '" }).attrs({ $wide: 2 })');
    expect(result!.code).toContain('css`margin: 0;`');
    expect(result!.code).toContain('String.raw`not styled`');
  });

  it('gives the same ids to the same file in every build, and other ids to another file', () => {
    const first = componentIds(transform(SOURCE, '/project/src/components/Box.tsx')!.code);
    const again = componentIds(transform(SOURCE, '/project/src/components/Box.tsx?v=2')!.code);
    const elsewhere = componentIds(transform(SOURCE, '/project/src/features/Box.tsx')!.code);
    expect(again).toEqual(first);
    expect(elsewhere).not.toEqual(first);
  });

  it('leaves files outside src/ and files without styled-components untouched', () => {
    expect(transform(SOURCE, '/project/node_modules/lib/index.js')).toBeNull();
    expect(transform('export const a = 1;', '/project/src/a.ts')).toBeNull();
  });
});
