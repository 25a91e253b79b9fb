/**
 * The site as it runs with Google reCAPTCHA configured, for the specs of the real widget path:
 * each worker builds the SPA once with a site key into a folder of its own, and runs the API
 * server on it with a reCAPTCHA secret whose siteverify endpoint is a fake on loopback (this
 * machine has no internet, and the server must not try it). Google's script is answered in the
 * browser by FAKE_RECAPTCHA_SCRIPT (fixtures.ts), whose tokens the fake siteverify accepts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, FAKE_RECAPTCHA_TOKEN, ROOT, freePort, startServerProcess } from './fixtures';

/** The site key the build carries (the fake widget shows it as data-sitekey). */
export const TEST_SITE_KEY = 'e2e-test-site-key';
const TEST_SECRET = 'e2e-test-recaptcha-secret';
/** The page's host, as Google reports it in siteverify's `hostname` and the server checks it. */
const PAGE_HOSTNAME = '127.0.0.1';

/** One question the API server asked the fake siteverify, and the answer it got. */
export interface SiteverifyCheck { token: string; secret: string; success: boolean }

export interface FakeSiteverify {
  url: string;
  /** Every check so far, oldest first. */
  checks: SiteverifyCheck[];
  /** The next check fails, as Google's does for a token it no longer accepts. */
  refuseNext(): void;
}

/** A siteverify stand-in: success for a token of the fake widget sent with the right secret. */
async function startFakeSiteverify(): Promise<FakeSiteverify & { server: Server }> {
  const checks: SiteverifyCheck[] = [];
  let refuseNext = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const token = form.get('response') ?? '';
      const secret = form.get('secret') ?? '';
      const success = !refuseNext && secret === TEST_SECRET && token.startsWith(`${FAKE_RECAPTCHA_TOKEN}-`);
      refuseNext = false;
      checks.push({ token, secret, success });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(success
        ? { success: true, challenge_ts: new Date().toISOString(), hostname: PAGE_HOSTNAME }
        : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, checks, refuseNext: () => (refuseNext = true) };
}

/** The SPA's production build (`vite build`, with all its plugins) with the site key, into outDir. */
async function buildWithSiteKey(outDir: string): Promise<void> {
  try {
    await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', VITE_RECAPTCHA_SITE_KEY: TEST_SITE_KEY },
      timeout: 170_000,
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`vite build with a site key failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

export interface SiteKeyServer { baseURL: string; siteverify: FakeSiteverify }

/** `page` and `request` talk to the worker's site with the reCAPTCHA path configured. */
export const testWithSiteKey = test.extend<object, { siteKeyServer: SiteKeyServer }>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  siteKeyServer: [async ({}, use) => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'acme-e2e-sitekey-dist-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'acme-e2e-sitekey-data-'));
    let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>> | undefined;
    let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
    try {
      await buildWithSiteKey(distDir);
      siteverify = await startFakeSiteverify();
      const port = await freePort();
      // As scripts/e2e-server.mjs, on the embedded database, but serving this build (not dist/,
      // which scripts/start.mjs would rebuild without the key) and checking captchas with "Google".
      const { DATABASE_URL: _ignored, ...env } = process.env;
      // The server compiled by scripts/start.mjs when the suite's server started.
      server = await startServerProcess(['--enable-source-maps', 'build/server/main.mjs'], {
        ...env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        RATE_LIMIT_SCALE: '100',
        RECAPTCHA_SECRET: TEST_SECRET,
        RECAPTCHA_VERIFY_URL: siteverify.url,
        RECAPTCHA_HOSTNAMES: PAGE_HOSTNAME,
      }, port);
      await use({ baseURL: server.baseURL, siteverify });
    } finally {
      await server?.stop();
      await new Promise((resolve) => (siteverify ? siteverify.server.close(resolve) : resolve(undefined)));
      rmSync(distDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, { scope: 'worker', timeout: 240_000 }],
  baseURL: async ({ siteKeyServer }, use) => use(siteKeyServer.baseURL),
});

/** A token as the fake widget would hand out, for accounts made through the API. */
export const freshFakeRecaptchaToken = () => `${FAKE_RECAPTCHA_TOKEN}-api-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
