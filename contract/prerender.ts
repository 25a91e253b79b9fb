import { CONSENT_PEEK_SCRIPT } from './consentPeek.ts';
import { EARLY_PRESS_SCRIPT } from './earlyPress.ts';
import { START_APP_SCRIPT } from './startApp.ts';

/**
 * The pages rendered to HTML at build time (scripts/vite-prerender.ts) and where they are
 * written in the build; the server reads the same mapping (server/http/static.ts).
 *
 * Only pages that look the same for every signed-out visitor: the marketing pages and the
 * account forms. Guarded pages, the checkouts and links with a token stay client-rendered.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/certificates',
  '/contact',
  '/faq',
  '/privacy',
  '/risk',
  '/terms',
  '/sectors/agriculture',
  '/sectors/crypto-forex',
  '/sectors/oil-gas',
  '/sectors/real-estate',
  '/auth/login',
  '/auth/signup',
  '/auth/reset-password',
] as const;

const PRERENDERED = new Set<string>(PRERENDERED_PATHS);

/** The build file of a prerendered page, relative to the build folder. */
export function prerenderedFile(pagePath: string): string {
  return `pages${pagePath === '/' ? '/index' : pagePath}.html`;
}

/** The prerendered file for an address's path (a trailing slash ignored), or undefined. */
export function prerenderedFileFor(pathname: string): string | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PRERENDERED.has(normalized) ? prerenderedFile(normalized) : undefined;
}

/**
 * The inline scripts in a prerendered page's <head>, in order (the consent peek, the early
 * presses, the app's start): the build writes them
 * (scripts/vite-prerender.ts), the server allows exactly these by their hashes
 * (server/http/security.ts).
 */
export const PRERENDERED_HEAD_SCRIPTS: readonly string[] = [CONSENT_PEEK_SCRIPT, EARLY_PRESS_SCRIPT, START_APP_SCRIPT];
