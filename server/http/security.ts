/**
 * Security headers on every answer, a Content-Security-Policy for the SPA, and a CORS allow-list.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PRERENDERED_HEAD_SCRIPTS } from '../../contract/prerender';
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../contract/tradingView';

const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives).map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

/** The prerendered pages' inline scripts, allowed by their hashes and nothing else inline. */
const HEAD_SCRIPT_HASHES = PRERENDERED_HEAD_SCRIPTS.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);

/**
 * The SPA's policy: scripts only from us and Google reCAPTCHA; frames from those and TradingView's
 * widget pages. TradingView runs in its frames, in its own origin, never as a script of ours: the
 * tokens live in localStorage.
 */
const SPA_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...HEAD_SCRIPT_HASHES, ...RECAPTCHA],
  'frame-src': ["'self'", ...RECAPTCHA, TRADINGVIEW_WIDGET_ORIGIN],
  // styled-components injects <style> tags at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
export const SPA_CSP = policy(SPA_DIRECTIVES);

/**
 * Pages whose address holds a live token from a mail (the reset link, an alert's undo link): no
 * third-party script, no frame, no referrer.
 */
const TOKEN_PAGES = ['/auth/new-password', '/auth/undo'];
const isTokenPage = (url: string) => TOKEN_PAGES.some((page) => url === page || url.startsWith(`${page}/`) || url.startsWith(`${page}?`));

/** The SPA's policy with only our own scripts, no frames and no outside images. */
export const RESET_PAGE_CSP = policy({
  ...SPA_DIRECTIVES,
  'script-src': ["'self'"],
  'frame-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
});

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export function installSecurityHeaders(app: FastifyInstance, corsOrigins: readonly string[]): void {
  const allowed = new Set(corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', 'Authorization, Content-Type, X-XSRF-TOKEN');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    const resetPage = isTokenPage(request.url);
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', resetPage ? RESET_PAGE_CSP : SPA_CSP);
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_CSP);
    }
    reply.header('referrer-policy', resetPage ? 'no-referrer' : 'strict-origin-when-cross-origin');
    // API answers carry tokens and an investor's own figures: no cache, shared or private, keeps them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
