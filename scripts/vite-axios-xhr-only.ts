import type { Plugin } from 'vite';

const STUB_ID = '\0acme-axios-no-fetch-adapter';

/**
 * Axios picks its adapter from the list ['xhr', 'http', 'fetch'], the first the environment
 * supports: in every browser that is XMLHttpRequest, so its fetch adapter (about 4 kB gzip of the
 * JavaScript every page loads before it renders) is never used. The production build replaces it
 * with a stand-in that says "not supported here", as axios's own adapter list expects of an
 * adapter an environment lacks. Development and the tests keep axios whole.
 */
export function axiosWithoutFetchAdapter(): Plugin {
  return {
    name: 'acme-axios-without-fetch-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
