// @vitest-environment jsdom
/**
 * Every diagram in docs/machines is read by Mermaid's own parser (the stateDiagram-v2 grammar the
 * renderer uses; it sanitises labels with DOMPurify, hence jsdom), and the document it parses
 * holds none of the constructs Mermaid lays out badly or refuses:
 * - a `--` (concurrent regions) outside a composite state, which the grammar rejects;
 * - a transition out of a concurrent region other than the first (mermaid-js/mermaid#5096);
 * - a transition from a composite state into one of its own states, which the layout draws as
 *   a line crossing the composite's own border.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mermaid from 'mermaid';
import { beforeAll, describe, expect, it } from 'vitest';

/** A statement of Mermaid's parsed state diagram (the part of its StateDB document read here). */
interface Statement {
  stmt: string;
  id?: string;
  type?: string;
  doc?: Statement[];
  state1?: { id: string };
  state2?: { id: string };
}

/** Where a state is declared: its enclosing composites (outermost first) and, for each, which concurrent region (0: the first or only one). */
type Place = { composite: string; region: number }[];

/** Every state id of the parsed document with its place, and every transition. */
function structureOf(root: readonly Statement[]) {
  const places = new Map<string, Place>();
  const transitions: { from: string; to: string }[] = [];
  const visit = (doc: readonly Statement[], place: Place) => {
    for (const statement of doc) {
      if (statement.stmt === 'relation') transitions.push({ from: statement.state1!.id, to: statement.state2!.id });
      if (statement.stmt !== 'state' || !statement.id) continue;
      if (!places.has(statement.id)) places.set(statement.id, place);
      const inner = statement.doc ?? [];
      // Mermaid wraps each concurrent region of a composite in a state of type "divider".
      const regions = inner.filter((child) => child.type === 'divider');
      if (regions.length) regions.forEach((region, index) => visit(region.doc ?? [], [...place, { composite: statement.id!, region: index }]));
      else visit(inner, [...place, { composite: statement.id, region: 0 }]);
    }
  };
  visit(root, []);
  return { places, transitions };
}

// (Not scripts/diagrams.ts's DIAGRAM_DIR: under jsdom, `new URL` is the page's, which makes no file paths.)
const DIAGRAM_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../docs/machines');

const diagrams = readdirSync(DIAGRAM_DIR)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) => [...readFileSync(join(DIAGRAM_DIR, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => [file, match[1]!] as const));

describe('docs/machines diagrams, read by Mermaid', () => {
  beforeAll(() => mermaid.initialize({ startOnLoad: false }));

  it('finds a diagram in every machine document', () => {
    expect(diagrams.length).toBe(readdirSync(DIAGRAM_DIR).filter((file) => file.endsWith('.md') && file !== 'README.md').length);
  });

  it.each(diagrams)('%s parses, with no transition out of a later concurrent region nor from a composite into its own state', async (_file, text) => {
    await expect(mermaid.parse(text)).resolves.toMatchObject({ diagramType: 'stateDiagram' });
    const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
    const { places, transitions } = structureOf((diagram.db as unknown as { rootDoc: Statement[] }).rootDoc);
    const problems: string[] = [];
    for (const { from, to } of transitions) {
      const source = places.get(from) ?? [];
      const target = places.get(to) ?? [];
      if (target.some((level) => level.composite === from)) problems.push(`${from} --> ${to}: from a composite state into its own state`);
      const left = source.find((level, depth) => level.region > 0 && !(target[depth]?.composite === level.composite && target[depth]?.region === level.region));
      if (left) problems.push(`${from} --> ${to}: out of concurrent region ${left.region + 1} of ${left.composite} (mermaid-js/mermaid#5096)`);
    }
    expect(problems).toEqual([]);
  });
});
