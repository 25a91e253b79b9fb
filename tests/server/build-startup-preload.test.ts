/**
 * index.html preloads exactly the chunks the browser entry starts the app with
 * (scripts/vite-startup-preload.ts): its static imports and its dynamic imports with theirs,
 * never a lazy chunk that a later part of the app imports.
 */
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { startupChunks } from '../../scripts/vite-startup-preload';

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = []): Rolldown.OutputChunk {
  return { type: 'chunk', fileName, imports, dynamicImports } as unknown as Rolldown.OutputChunk;
}

describe('the chunks the entry starts the app with', () => {
  const entry = chunk('assets/index.js', ['assets/runtime.js', 'assets/app.js'], ['assets/react-dom.js']);
  const bundle = {
    'assets/index.js': entry,
    'assets/runtime.js': chunk('assets/runtime.js'),
    'assets/app.js': chunk('assets/app.js', ['assets/runtime.js'], ['assets/route-home.js']),
    'assets/react-dom.js': chunk('assets/react-dom.js', ['assets/runtime.js', 'assets/scheduler.js']),
    'assets/scheduler.js': chunk('assets/scheduler.js'),
    'assets/route-home.js': chunk('assets/route-home.js', ['assets/app.js']),
  } as unknown as Rolldown.OutputBundle;

  it('are its static imports, then its dynamic imports with their static imports, each once', () => {
    expect(startupChunks(entry, bundle)).toEqual(['assets/runtime.js', 'assets/app.js', 'assets/react-dom.js', 'assets/scheduler.js']);
  });

  it('leave out the lazy chunks of the rest of the app', () => {
    expect(startupChunks(entry, bundle)).not.toContain('assets/route-home.js');
  });
});
