// Finds a Chromium for the browser tests and the bench: CHROME_PATH, Debian's /usr/bin/chromium,
// or a browser in Playwright's cache; when none is found, Debian's chromium package is installed
// (scripts/debian.mjs). The browser tests prefer Debian's headless shell of the same Chromium.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackages } from './debian.mjs';

function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache).filter((name) => name.startsWith('chromium')).sort().reverse()) {
    for (const candidate of ['chrome-linux/chrome', 'chrome-linux64/chrome']) {
      const path = join(cache, dir, candidate);
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

export function locateChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return fromPlaywrightCache();
}

export function ensureChromium() {
  ensureDebianPackages([{ package: 'chromium', present: () => Boolean(locateChromium()) }], 'The browser tests (no Chromium found through CHROME_PATH, /usr/bin/chromium or Playwright\'s cache)');
  return locateChromium();
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the Playwright suite: CHROME_PATH when set, else Chromium's headless shell
 * (Debian's chromium-headless-shell, the same engine without the full browser's shell: the
 * build Playwright itself runs headless tests on), installed when missing, else the Chromium
 * above. The shell runs the suite about a fifth faster on this 2-core machine. Lighthouse and
 * the bench keep the full browser (`ensureChromium`), as a visitor's is.
 */
export function ensureTestBrowser() {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  try {
    ensureDebianPackages([{ package: 'chromium-headless-shell', present: () => existsSync(HEADLESS_SHELL) }], 'The browser tests');
    return HEADLESS_SHELL;
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error} Using the full Chromium instead.`);
    return ensureChromium();
  }
}

/** Flags for a headless Chromium on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(process.argv.includes('--tests') ? ensureTestBrowser() : ensureChromium());
}
