/**
 * Access and refresh JWTs (HS256 only). The `typ` claim keeps the two apart: a refresh token is
 * never accepted as a bearer token, nor an access token as a refresh token.
 */
import { SignJWT, jwtVerify, errors } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  sub: string;
  sid: string;
  jti: string;
  typ: TokenType;
  iat: number;
  exp: number;
}

const ALG = 'HS256';

export class Jwt {
  // Imported once: given raw bytes, jose would import the key again for every sign and verify.
  private readonly key: Promise<CryptoKey>;

  constructor(secret: string, private readonly clock: () => number) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** Deterministic for the same claims, so a refresh token can be re-issued identically. */
  async sign(claims: TokenClaims): Promise<string> {
    const { sub, iat, exp, jti, ...rest } = claims;
    const key = await this.key;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(sub)
      .setJti(jti)
      .setIssuedAt(Math.floor(iat / 1000))
      .setExpirationTime(Math.floor(exp / 1000))
      .sign(key);
  }

  /** The claims of a valid token of the expected type, or null. */
  async verify(token: string, expected: TokenType): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALG],
        currentDate: new Date(this.clock()),
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      if (payload.typ !== expected || typeof payload.sid !== 'string') return null;
      return {
        sub: payload.sub!, sid: payload.sid, jti: payload.jti!, typ: expected,
        iat: payload.iat! * 1000, exp: payload.exp! * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
