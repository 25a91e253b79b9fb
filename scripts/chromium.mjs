// Finds a Chromium for the browser tests and the bench: CHROME_PATH, Debian's /usr/bin/chromium,
// or a browser in Playwright's cache; when none is found, Debian's chromium package is installed
// (scripts/debian.mjs).
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
  console.log(ensureChromium());
}
