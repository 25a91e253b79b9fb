// `npm run bench`: the performance bench: every budget of scripts/bench/budgets.mjs measured. Runs each part, prints its figures and a
// table of every budget (PASS/FAIL), and writes everything to bench/results.json.
//
//   npm run bench                      every part, full length (about 15 minutes on 2 cores)
//   npm run bench -- --quick           every part, briefly, to prove it works (CI)
//   npm run bench -- --only bundle,api run some parts: bundle, pages, cls, inp, api, growth, cluster, overload
//
// Exit code 1 when a budget fails (or a part breaks), 0 otherwise. In --quick mode budgets are
// reported but do not fail the run: short runs measure too little to judge.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { cpuTimes, machineState, stolenPercent } from './bench/machine.mjs';
import { printChecks } from './bench/table.mjs';

const PARTS = {
  bundle: () => import('./bench/bundle.mjs').then((m) => m.runBundle()),
  pages: (options) => import('./bench/lighthouse.mjs').then((m) => m.runLighthouse(options)),
  cls: (options) => import('./bench/cls-throttled.mjs').then((m) => m.runThrottledCls(options)),
  inp: (options) => import('./bench/inp.mjs').then((m) => m.runInp(options)),
  api: (options) => import('./bench/api-load.mjs').then((m) => m.runApiLoad(options)),
  growth: (options) => import('./bench/growth.mjs').then((m) => m.runGrowth(options)),
  cluster: (options) => import('./bench/cluster.mjs').then((m) => m.runCluster(options)),
  overload: (options) => import('./bench/overload.mjs').then((m) => m.runOverload(options)),
};

function parseArgs(argv) {
  const quick = argv.includes('--quick');
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? argv[onlyAt + 1]?.split(',') ?? [] : Object.keys(PARTS);
  const unknown = only.filter((name) => !(name in PARTS));
  if (unknown.length) throw new Error(`Unknown part(s) ${unknown.join(', ')}; known: ${Object.keys(PARTS).join(', ')}.`);
  return { quick, only };
}

const options = parseArgs(process.argv.slice(2));
const report = {
  startedAt: new Date().toISOString(),
  quick: options.quick,
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  parts: {},
  checks: [],
  errors: [],
};

for (const name of options.only) {
  console.log(`\n▶ ${name}${options.quick ? ' (quick)' : ''}`);
  const started = Date.now();
  try {
    // Other work on this 2-core machine skews every figure: record how busy it was.
    const before = machineState();
    console.log(`  machine: load average ${before.loadAverage1m} on ${before.cores} cores, disk ${before.fsyncPerSecond} fsync/s`);
    const ticksBefore = cpuTimes();
    const { results, checks } = await PARTS[name](options);
    // A host that takes the CPU away stalls everything at once (event loops included).
    const cpuStolenPercent = stolenPercent(ticksBefore, cpuTimes());
    if (cpuStolenPercent !== null) console.log(`  machine: ${cpuStolenPercent}% of CPU time taken by the host during ${name}`);
    report.parts[name] = { seconds: (Date.now() - started) / 1000, machineBefore: before, cpuStolenPercent, ...results };
    report.checks.push(...checks);
  } catch (error) {
    console.error(`✘ ${name} failed:`, error instanceof Error ? error.stack : error);
    report.errors.push({ part: name, message: error instanceof Error ? error.message : String(error) });
  }
}

report.finishedAt = new Date().toISOString();
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
printChecks(report.checks);
const failed = report.checks.filter((c) => !c.pass);
console.log(`\nbench: ${report.checks.length - failed.length} budgets passed, ${failed.length} failed, ${report.errors.length} parts broken → bench/results.json`);
process.exit(report.errors.length || (failed.length && !options.quick) ? 1 : 0);
