// `npm run soak`: the books' property tests (tests/server/books.property.test.ts) at length:
// many more runs of longer sequences than `npm test` gives them (SOAK=1), on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL. Extra arguments go to Vitest.
import { spawn } from 'node:child_process';

const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'tests/server/books.property.test.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, SOAK: '1' },
});
child.on('exit', (code) => process.exit(code ?? 1));
