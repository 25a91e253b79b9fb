import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_DIR, diagramDocuments } from '../../scripts/diagrams';

describe('docs/machines diagrams', () => {
  const documents = diagramDocuments();

  it.each([...documents.keys()])('%s matches the registered machine (run `npm run diagrams` if not)', (file) => {
    const path = join(DIAGRAM_DIR, file);
    expect(existsSync(path), `${file} is missing`).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(documents.get(file));
  });

  it('holds no diagram of a machine that is no longer registered', () => {
    const stale = readdirSync(DIAGRAM_DIR).filter((file) => file.endsWith('.md') && !documents.has(file));
    expect(stale).toEqual([]);
  });
});
