// `npm test`'s bundle budget: every script a first visit fetches in its first 5 seconds with no
// input (scripts/bench/first-visit.mjs: a real Chromium load of the built site on the phone of
// Lighthouse's mobile preset, each body re-compressed with gzip -9), against the budgets in
// scripts/bench/budgets.mjs. A size, read from what the browser asked for, so it counts what
// hydration and idle work fetch as well as the entry; code that waits for the visitor (a section
// near the window, a press, a field's focus) is not counted until the visitor acts.
//
//   node scripts/check-bundle-budget.mjs            serves dist/ (after `vite build`)
//   node scripts/check-bundle-budget.mjs --dist DIR serves another build
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JS_BUDGET_SCREEN, JS_BUDGETS } from './bench/budgets.mjs';
import { scriptsOfFirstVisits } from './bench/first-visit.mjs';
import { startServer } from './bench/server.mjs';
import { kB } from './bench/sizes.mjs';

const flag = process.argv.indexOf('--dist');
const distDir = resolve(flag >= 0 ? process.argv[flag + 1] : 'dist');
const workDir = mkdtempSync(join(tmpdir(), 'acme-bundle-check-'));
const server = await startServer({ workDir, distDir, name: 'bundle-check', env: { LOG_LEVEL: 'warn', SQLITE_FILE: join(workDir, 'site.sqlite') } });
let visits;
try {
  visits = await scriptsOfFirstVisits({ url: server.url, routes: JS_BUDGETS.map((budget) => budget.route), screens: [JS_BUDGET_SCREEN] });
} finally {
  await server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

let failures = 0;
for (const { route, maxGzipBytes } of JS_BUDGETS) {
  for (const measured of visits.filter((v) => v.route === route)) {
    const ok = measured.gzip <= maxGzipBytes;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${route.padEnd(14)} ${measured.screen.padEnd(8)} first visit: ${kB(measured.gzip)} of scripts (gzip -9, budget ${kB(maxGzipBytes)}) in ${measured.files.length} files`,
    );
    if (!ok) {
      console.log(`     over by ${kB(measured.gzip - maxGzipBytes)}; the files, largest first:`);
      for (const file of [...measured.files].sort((a, b) => b.gzip - a.gzip)) console.log(`       ${kB(file.gzip).padStart(9)}  ${file.file}`);
      console.log('     Run `npm run bench -- --only bundle` for the largest modules of each chunk.');
    }
  }
}
if (failures) {
  console.error(
    `\nBundle budget exceeded on ${failures} visit(s): code a page needs only later (sections below the fold, menus, the two-factor step, the captcha, the HTTP client) must load when it is needed, not with the page.`,
  );
  process.exit(1);
}
