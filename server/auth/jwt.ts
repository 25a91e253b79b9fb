/**
 * Access and refresh JWTs (HS256 only). The `typ` claim keeps the two apart: a refresh token is
 * never accepted as a bearer token, nor an access token as a refresh token.
 *
 * HS256 is computed with node:crypto's HMAC, synchronously. jose (WebCrypto) does the same work
 * on libuv's thread pool: three round trips per token refresh, each costing more than the HMAC,
 * and the asynchronous verify splits requests that arrive together into separate SQLite commits.
 * The tokens are the same bytes jose makes (tests/server/perf-jwt.test.ts checks both ways).
 *
 * Verification is strict: exactly three parts, the header must say HS256 (no "none", no other
 * algorithm, no `crit`), the signature must be the canonical base64url of the HMAC (compared in
 * constant time), and `exp`, `iat`, `nbf` are checked against the injected clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: TokenType;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export class Jwt {
  private readonly secret: Buffer;

  constructor(secret: string, private readonly clock: () => number) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  private mac(signingInput: string): string {
    return createHmac('sha256', this.secret).update(signingInput).digest('base64url');
  }

  /** Deterministic for the same claims, so a refresh token can be re-issued identically. */
  async sign(claims: TokenClaims): Promise<string> {
    const { sub, iat, exp, jti, typ, sid } = claims;
    // The claim order jose's SignJWT produces, so tokens are byte-identical to earlier ones.
    const payload = { typ, sid, sub, jti, iat: Math.floor(iat / 1000), exp: Math.floor(exp / 1000) };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${this.mac(signingInput)}`;
  }

  /** The claims of a valid token of the expected type, or null. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    return this.verifySync(token, expected);
  }

  verifySync(token: string, expected: TokenType): TokenClaims | null {
    if (typeof token !== 'string') return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

    const header = decodeJson(headerPart);
    if (!header || header.alg !== 'HS256' || 'crit' in header || (header.typ !== undefined && header.typ !== 'JWT')) return null;

    const expectedSignature = Buffer.from(this.mac(`${headerPart}.${payloadPart}`));
    const givenSignature = Buffer.from(signaturePart);
    if (givenSignature.length !== expectedSignature.length || !timingSafeEqual(givenSignature, expectedSignature)) return null;

    const payload = decodeJson(payloadPart);
    if (!payload) return null;
    const { sub, sid, jti, typ, iat, exp, nbf } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof sid !== 'string') return null;
    if (!isNumericDate(iat) || !isNumericDate(exp) || (nbf !== undefined && !isNumericDate(nbf))) return null;
    const nowSeconds = Math.floor(this.clock() / 1000);
    if (exp <= nowSeconds) return null; // expired
    if (nbf !== undefined && nbf > nowSeconds) return null; // not yet valid
    if (typ !== expected) return null;
    return { sub, sid, jti, typ: expected, iat: iat * 1000, exp: exp * 1000 };
  }
}
