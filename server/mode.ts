/**
 * Development or production, said plainly: which development aids run (the development captcha,
 * the outbox with every code and reset link, the test clock), and the rule that keeps them on the
 * developer's machine.
 */
import { isIP } from 'node:net';
import type { Config } from './config';

/** Loopback as a listen host or a peer address: 127.0.0.0/8, ::1 and ::ffff:127.x, or "localhost". */
export function isLoopback(hostOrAddress: string): boolean {
  const value = hostOrAddress.replace(/^\[|\]$/g, '').toLowerCase();
  if (value === 'localhost' || value === '::1') return true;
  const ipv4 = value.startsWith('::ffff:') ? value.slice(7) : value;
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

/** The development aids a configuration turns on, by the variable that turns each on. */
export function developmentAids(config: Pick<Config, 'captcha' | 'mail' | 'testClock'>): string[] {
  return [
    ...(config.captcha.mode === 'development' ? ['the development captcha (unset RECAPTCHA_SECRET)'] : []),
    ...(config.mail.mode === 'outbox' ? ['the outbox of every code and reset link (unset SMTP_URL)'] : []),
    ...(config.testClock ? ['the test clock (TEST_CLOCK)'] : []),
  ];
}

/** The one start-up line that says which mode runs. */
export function describeMode(config: Config): string {
  const parts = [
    config.captcha.mode === 'development' ? 'development captcha' : 'Google reCAPTCHA',
    config.mail.mode === 'outbox' ? 'outbox at /api/dev/outbox (this machine only)' : 'mail over SMTP',
    ...(config.testClock ? ['test clock'] : []),
  ];
  const mode = config.env === 'production' ? 'PRODUCTION' : config.env === 'test' ? 'TEST' : 'DEVELOPMENT';
  const warning = developmentAids(config).length ? '; not for real users' : '';
  return `MODE: ${mode} on ${config.host} — ${parts.join(', ')}${warning}`;
}
