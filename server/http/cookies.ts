/**
 * The few cookies the API sets (the sign-up's claim, the device cookie): read from the request,
 * written on the answer, signed with a key of their own so a made-up value is refused before any
 * lookup. Always HttpOnly (no script reads them) and SameSite=Strict (only our own pages send
 * them); Secure when the site is served over https.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../auth/secrets';

export interface CookieOptions { maxAgeSeconds: number; secure: boolean }

/** The value of cookie `name` on the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Adds a Set-Cookie line to the answer (others already there stay). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const line = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])].join('; ');
  const existing = reply.getHeader('set-cookie');
  const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...lines, line]);
}

/** `id.signature`: an id the server gave out, that no one can make up. */
export const signed = (key: string, id: string): string => `${id}.${hmac(key, id)}`;

/** The id inside a signed value, or null when the signature does not match. */
export function unsigned(key: string, value: string | undefined): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const id = value.slice(0, dot);
  return safeEqual(value.slice(dot + 1), hmac(key, id)) ? id : null;
}
