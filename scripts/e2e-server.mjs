// The server for the browser suite: `npm start`'s server on a fresh, throwaway embedded database,
// with the development captcha and the development outbox.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'acme-e2e-'));
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
    APP_URL: `http://127.0.0.1:${process.env.PORT}`,
    RATE_LIMIT_SCALE: '100',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
