// `npm test`'s bundle budget: the gzip size of the JavaScript a route loads before it renders,
// read from the production build, against the budgets in scripts/bench/budgets.mjs. A size
// check of the build, not a timing, so it is deterministic.
//
//   node scripts/check-bundle-budget.mjs            reads dist/ (after `vite build`); when dist/
//                                                  has no manifest, builds a measuring copy itself
//   node scripts/check-bundle-budget.mjs --dist DIR reads another build that has .vite/manifest.json
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JS_BUDGETS } from './bench/budgets.mjs';
import { buildForMeasurement } from './bench/build.mjs';
import { measureRoute } from './bench/bundle.mjs';
import { kB } from './bench/sizes.mjs';

async function loadBuild() {
  const flag = process.argv.indexOf('--dist');
  const dist = flag >= 0 ? process.argv[flag + 1] : 'dist';
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) return { outDir: dist, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')), cleanup: () => {} };
  if (flag >= 0) throw new Error(`${manifestPath} not found: build with \`vite build --manifest\`.`);
  // dist/ was built without a manifest (build.manifest is off): the manifest says which chunk
  // belongs to which route, so build a measuring copy with the same config.
  const outDir = mkdtempSync(join(tmpdir(), 'acme-bundle-check-'));
  console.log(`dist/ has no .vite/manifest.json: building a measuring copy in ${outDir}`);
  const built = await buildForMeasurement(outDir);
  return { ...built, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

const build = await loadBuild();
const routeTree = readFileSync('src/routeTree.gen.ts', 'utf8');
let failures = 0;
try {
  for (const { route, maxGzipBytes } of JS_BUDGETS) {
    const measured = measureRoute({ ...build, routeTree, route });
    const ok = measured.js.total.gzip <= maxGzipBytes;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${route.padEnd(14)} JS before render ${kB(measured.js.total.gzip)} gzip (budget ${kB(maxGzipBytes)}) in ${measured.js.files.length} files`,
    );
    if (!ok) {
      console.log(`     over by ${kB(measured.js.total.gzip - maxGzipBytes)}; the files, largest first:`);
      for (const file of [...measured.js.files].sort((a, b) => b.gzip - a.gzip)) console.log(`       ${kB(file.gzip).padStart(9)}  ${file.file}`);
      console.log('     Run `npm run bench -- --only bundle` for the largest modules of each chunk.');
    }
  }
} finally {
  build.cleanup();
}
if (failures) {
  console.error(`\nBundle budget exceeded on ${failures} route(s): keep axios, reCAPTCHA, the auth machines and the dashboard out of the home route's initial JavaScript (load them with the routes that use them).`);
  process.exit(1);
}
