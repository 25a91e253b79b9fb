// Finds a Chromium for the browser tests and the bench: CHROME_PATH, Debian's /usr/bin/chromium,
// or a browser in Playwright's cache. When none is found and we run as root on Debian, installs
// Debian's chromium package; otherwise says exactly what to install.
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

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
  const found = locateChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = locateChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chromium or Chrome binary.',
  );
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
