/**
 * The production build leaves axios's fetch adapter out (scripts/vite-axios-xhr-only.ts): the
 * plugin must still find the import in the installed axios, answer it with a stand-in axios
 * treats as "not supported here", and touch nothing else. The browser suite runs on that build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetchAdapter } from '../../scripts/vite-axios-xhr-only';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: Plugin['resolveId'] | Plugin['load'], ...args: unknown[]) => (hook as Hook).call({}, ...args);

const adaptersFile = path.join(path.dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib/adapters/adapters.js');

describe('axiosWithoutFetchAdapter', () => {
  const plugin = axiosWithoutFetchAdapter();

  it('applies to the production build only', () => {
    expect(plugin.apply).toBe('build');
  });

  it("finds the installed axios's import of its fetch adapter and answers it with the stand-in", async () => {
    expect(readFileSync(adaptersFile, 'utf8')).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js'/);
    const stub = call(plugin.resolveId, './fetch.js', adaptersFile);
    expect(stub).toEqual(expect.any(String));
    const code = String(call(plugin.load, stub));
    const standIn = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    // What axios calls to ask whether fetch is there: false, "not supported by the environment".
    expect(standIn.getFetch({})).toBe(false);
  });

  it('leaves every other import alone', () => {
    expect(call(plugin.resolveId, './fetch.js', '/work/src/api/client.ts')).toBeNull();
    expect(call(plugin.resolveId, './xhr.js', adaptersFile)).toBeNull();
    expect(call(plugin.load, '/work/src/api/client.ts')).toBeNull();
  });
});
