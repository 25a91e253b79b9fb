// The server for the browser suite: `npm start`'s server on a fresh, throwaway embedded database,
// with the development captcha, the development outbox and the development test clock. The data
// folder is derived from the port (scripts/e2e-data-dir.mjs) and emptied here, so the specs can
// run the operator CLI against the same database (tests/e2e/support/fixtures.ts, runOperator).
import { mkdirSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { e2eDataDir } from './e2e-data-dir.mjs';

const dataDir = e2eDataDir(process.env.PORT);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The embedded database, even when the environment names a PostgreSQL one; rate limits scaled
// up because the whole suite comes from one address.
const { DATABASE_URL: _ignored, ...env } = process.env;
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // By name, not address: WebAuthn takes the relying party from it and refuses an IP address.
    APP_URL: `http://localhost:${process.env.PORT}`,
    RATE_LIMIT_SCALE: '100',
    TEST_CLOCK: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true }); // a throwaway database: nothing to keep
  process.exit(code ?? 0);
});
