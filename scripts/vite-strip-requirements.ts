import type { Plugin } from 'vite';

/** `meta: requirements('a', 'b')` with the comma that joins it to its neighbours. */
const REQUIREMENTS_META = /,\s*meta: requirements\([^)]*\)|meta: requirements\([^)]*\),?\s*/g;

/**
 * The requirement ids each transition names (machines/requirements.ts) are for QA's tooling
 * (`npm run paths -- --requirements`), which reads the machines' sources; no screen reads them.
 * The production build leaves them out of the machines so that visitors do not download them.
 */
export function stripRequirementMeta(): Plugin {
  return {
    name: 'acme-strip-requirement-meta',
    apply: 'build',
    transform(code, id) {
      if (!/\/machines\/.+\.machine\.ts$/.test(id) || !code.includes('meta: requirements(')) return null;
      return { code: code.replace(REQUIREMENTS_META, ''), map: null };
    },
  };
}
