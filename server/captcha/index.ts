/**
 * CAPTCHA verification. Development mode accepts only the development token; Google mode asks
 * siteverify, checks `success` and `hostname`, and refuses a token seen before. If Google cannot be
 * reached the answer is 'unavailable' and the request is refused, never waved through.
 */
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import type { Clock, Config } from '../config';
import { sha256 } from '../auth/secrets';
import { ApiError } from '../http/errors';

export type CaptchaResult = 'ok' | 'invalid' | 'unavailable';

export interface Captcha {
  verify(token: string, remoteIp: string): Promise<CaptchaResult>;
}

const TOKEN_LIFETIME_MS = 2 * 60_000; // Google tokens expire after two minutes
const VERIFY_TIMEOUT_MS = 5_000;

export function createCaptcha(config: Config['captcha'], clock: Clock): Captcha {
  if (config.mode === 'development') {
    return { verify: async (token) => (token === DEV_CAPTCHA_TOKEN ? 'ok' : 'invalid') };
  }
  const seen = new Map<string, number>();
  return {
    async verify(token, remoteIp) {
      const now = clock();
      for (const [key, expiry] of seen) if (expiry <= now) seen.delete(key);
      const key = sha256(token);
      if (!token || seen.has(key)) return 'invalid';
      let body: { success?: unknown; hostname?: unknown };
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return 'unavailable';
        body = (await response.json()) as typeof body;
      } catch {
        return 'unavailable';
      }
      seen.set(key, now + TOKEN_LIFETIME_MS);
      const hostOk = typeof body.hostname === 'string' && config.hostnames.includes(body.hostname);
      return body.success === true && hostOk ? 'ok' : 'invalid';
    },
  };
}

export const CAPTCHA_FAILED = 'CAPTCHA verification failed. Please complete the CAPTCHA again.';
export const CAPTCHA_UNAVAILABLE = 'We could not verify the CAPTCHA right now. Please try again in a moment.';

/**
 * Throws the answer for a failed check. Login's SPA reads the `recaptcha` field; the other calls
 * read `detail`.
 */
export async function requireCaptcha(captcha: Captcha, token: string, remoteIp: string, field: 'recaptcha' | 'detail'): Promise<void> {
  const result = await captcha.verify(token, remoteIp);
  if (result === 'unavailable') throw new ApiError(503, { detail: CAPTCHA_UNAVAILABLE });
  if (result === 'invalid') {
    throw new ApiError(400, field === 'recaptcha' ? { recaptcha: [CAPTCHA_FAILED] } : { detail: CAPTCHA_FAILED, recaptcha: [CAPTCHA_FAILED] });
  }
}
