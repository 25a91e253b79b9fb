/**
 * CAPTCHA verification. Development mode accepts only the development token; Google mode asks
 * siteverify, checks `success` and `hostname`, and refuses a token seen before. If Google cannot be
 * reached the answer is 'unavailable' and the request is refused, never waved through.
 */
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import type { Clock, Config } from '../config';
import type { CounterStore } from '../http/counter-store';
import { sha256 } from '../auth/secrets';
import { ApiError } from '../http/errors';

export type CaptchaResult = 'ok' | 'invalid' | 'unavailable';

export interface Captcha {
  verify(token: string, remoteIp: string): Promise<CaptchaResult>;
  /**
   * The token passed, but its request was refused before any work (503 server_busy): the page
   * retries with the same token, which Google would now call a replay. It passes once more,
   * from the same address, within HANDED_BACK_MS.
   */
  handBack(token: string, remoteIp: string): Promise<void>;
}

/** How long a handed-back token waits for its retry (the page retries after at most 30 s). */
const HANDED_BACK_MS = 60_000;

const TOKEN_LIFETIME_MS = 2 * 60_000; // Google tokens expire after two minutes
const VERIFY_TIMEOUT_MS = 5_000;

/**
 * `seen` keeps the tokens already checked (shared by every instance when it is Redis), for as long
 * as Google would accept them.
 */
export function createCaptcha(config: Config['captcha'], clock: Clock, seen: CounterStore): Captcha {
  if (config.mode === 'development') {
    return { verify: async (token) => (token === DEV_CAPTCHA_TOKEN ? 'ok' : 'invalid'), handBack: async () => {} };
  }
  return {
    async handBack(token, remoteIp) {
      await seen.update(`captcha-back:${sha256(token)}`, HANDED_BACK_MS, () => ({ next: { ip: remoteIp }, result: undefined }));
    },
    async verify(token, remoteIp) {
      if (!token) return 'invalid';
      // Handed back after a busy refusal: taken, once, by the address it was handed back to.
      const handedBack = await seen.update<{ ip: string }, boolean>(`captcha-back:${sha256(token)}`, HANDED_BACK_MS, (entry) =>
        entry?.ip === remoteIp ? { next: undefined, result: true } : { next: entry, result: false });
      if (handedBack) return 'ok';
      const now = clock();
      // Claimed before Google is asked: two instances given the same token at once cannot both pass it.
      const key = `captcha:${sha256(token)}`;
      const replayed = await seen.update<{ at: number }, boolean>(key, TOKEN_LIFETIME_MS, (earlier) =>
        earlier && earlier.at + TOKEN_LIFETIME_MS > now ? { next: earlier, result: true } : { next: { at: now }, result: false });
      if (replayed) return 'invalid';
      const body = await askGoogle(config, token, remoteIp);
      if (!body) {
        // Google never judged it: the user may send the same token again.
        await seen.update(key, 1, () => ({ next: undefined, result: undefined }));
        return 'unavailable';
      }
      const hostOk = typeof body.hostname === 'string' && config.hostnames.includes(body.hostname);
      return body.success === true && hostOk ? 'ok' : 'invalid';
    },
  };
}

/** Google's siteverify answer, or null when it could not be had. */
async function askGoogle(config: Extract<Config['captcha'], { mode: 'google' }>, token: string, remoteIp: string) {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as { success?: unknown; hostname?: unknown }) : null;
  } catch {
    return null;
  }
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
