// Installs missing Debian packages for a tool that needs them (Chromium for the browser tests;
// PostgreSQL, Redis and HAProxy for the cluster), when running as root on Debian; otherwise says
// exactly what to install.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let updated = false;

/**
 * `wanted`: { package, present } pairs, `present()` telling whether the package's program is
 * there. Installs the absent ones with apt-get, then checks again; throws with the command a
 * person should run when it cannot.
 */
export function ensureDebianPackages(wanted, purpose) {
  const missing = wanted.filter((entry) => !entry.present());
  if (!missing.length) return;
  const names = missing.map((entry) => entry.package);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${purpose}: installing Debian's ${names.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
    if (missing.every((entry) => entry.present())) return;
  }
  throw new Error(`${purpose} needs ${names.join(', ')} (Debian/Ubuntu: \`sudo apt-get install ${names.join(' ')}\`).`);
}
