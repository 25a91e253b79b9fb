// Run by ./load.mjs as a process of its own: `node scripts/bench/healthz-process.mjs URL SECONDS`
// offers GET /healthz at a steady 100 requests/s and prints autocannon's result as JSON.
import { steadyHealthz } from './load.mjs';

const [url, durationS] = process.argv.slice(2);
process.stdout.write(JSON.stringify(await steadyHealthz({ url, durationS: Number(durationS) })));
