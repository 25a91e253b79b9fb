/**
 * The synchronous HS256 implementation makes exactly the tokens jose makes, accepts jose's, and
 * refuses everything a strict verifier must refuse.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { Jwt, type TokenClaims } from '../../server/auth/jwt';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const NOW = Date.UTC(2026, 0, 1);
const key = new TextEncoder().encode(SECRET);
const jwt = new Jwt(SECRET, () => NOW);

const claims: TokenClaims = { sub: 'user-1', sid: 'session-1', jti: 'token-1', typ: 'refresh', iat: NOW, exp: NOW + 60_000 };

function joseSign(c: TokenClaims, secret = key): Promise<string> {
  return new SignJWT({ typ: c.typ, sid: c.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(c.sub).setJti(c.jti)
    .setIssuedAt(Math.floor(c.iat / 1000)).setExpirationTime(Math.floor(c.exp / 1000))
    .sign(secret);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, correctly signed with SECRET. */
function forge(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const seconds = { iat: NOW / 1000, exp: NOW / 1000 + 60 };
const validPayload = { typ: 'refresh', sid: 'session-1', sub: 'user-1', jti: 'token-1', ...seconds };

describe('Jwt (HS256 with node:crypto)', () => {
  it('signs byte-for-byte what jose signs, and jose verifies it', async () => {
    const ours = await jwt.sign(claims);
    expect(ours).toBe(await joseSign(claims));
    const { payload } = await jwtVerify(ours, key, { algorithms: ['HS256'], currentDate: new Date(NOW) });
    expect(payload).toMatchObject({ sub: 'user-1', sid: 'session-1', jti: 'token-1', typ: 'refresh' });
  });

  it('accepts tokens made by jose, with their claims in milliseconds', async () => {
    expect(await jwt.verify(await joseSign(claims), 'refresh')).toEqual(claims);
    expect(jwt.verifySync(forge({ alg: 'HS256' }, validPayload), 'refresh')).toEqual(claims); // typ header optional
  });

  it('refuses the wrong type, the wrong key, and any change to the token', async () => {
    const token = await jwt.sign(claims);
    const [h, p, s] = token.split('.') as [string, string, string];
    const refused = [
      jwt.verifySync(token, 'access'),
      new Jwt('another-secret-that-is-long-enough-000000', () => NOW).verifySync(token, 'refresh'),
      jwt.verifySync(`${h}.${b64({ ...validPayload, sub: 'user-2' })}.${s}`, 'refresh'),
      jwt.verifySync(`${h}.${p}.${s}x`, 'refresh'),
      jwt.verifySync(`${h}.${p}.${s}=`, 'refresh'),
      jwt.verifySync(`${h}.${p}.${s.slice(0, -1)}`, 'refresh'),
      jwt.verifySync(`${h}.${p}`, 'refresh'),
      jwt.verifySync(`${h}.${p}.${s}.extra`, 'refresh'),
      jwt.verifySync('', 'refresh'),
      jwt.verifySync('not a token at all', 'refresh'),
    ];
    expect(refused).toEqual(refused.map(() => null));
  });

  it('refuses other algorithms, "none", crit headers and malformed parts', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(validPayload)}.`;
    const refused = [
      jwt.verifySync(none, 'refresh'),
      jwt.verifySync(forge({ alg: 'HS512', typ: 'JWT' }, validPayload), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256', typ: 'JWT', crit: ['exp'] }, validPayload), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256', typ: 'at+jwt' }, validPayload), 'refresh'),
      jwt.verifySync(forge(['HS256'], validPayload), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, 'just a string'), 'refresh'),
      jwt.verifySync(`${Buffer.from('{not json').toString('base64url')}.${b64(validPayload)}.sig`, 'refresh'),
    ];
    expect(refused).toEqual(refused.map(() => null));
  });

  it('checks exp, nbf and the required claims against the clock', () => {
    const refused = [
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, exp: NOW / 1000 }), 'refresh'), // expires now
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, nbf: NOW / 1000 + 1 }), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, exp: '9999999999' }), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, iat: undefined }), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, sid: undefined }), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, sub: 42 }), 'refresh'),
      jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, jti: undefined }), 'refresh'),
    ];
    expect(refused).toEqual(refused.map(() => null));
    expect(jwt.verifySync(forge({ alg: 'HS256' }, { ...validPayload, exp: NOW / 1000 + 1, nbf: NOW / 1000 }), 'refresh')).not.toBeNull();
  });
});
