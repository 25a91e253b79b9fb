/**
 * Device cookies (OWASP's "device cookies" pattern): a browser that completed a
 * sign-in to an account carries a signed, HttpOnly cookie with a random device id, and the
 * account remembers that device. A known device keeps its own failure count at the login, so
 * failures from elsewhere (someone guessing from many addresses, knowing only the e-mail) never
 * lock the owner out of a browser they used before; the per-account ceiling is for unknown
 * devices only. The same cookie decides the new-device alert: a sign-in from a browser the
 * account has never completed a sign-in from, whatever it says it is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { readCookie, setCookie, signed, unsigned } from '../http/cookies';
import { deriveKey, newId, sha256 } from './secrets';

export const DEVICE_COOKIE = 'acme_device';
const COOKIE_DAYS = 365;

export class KnownDevices {
  private readonly key: string;

  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {
    this.key = deriveKey(config.jwtSecret, 'device cookie');
  }

  /** The device id this request's browser carries, or null (none, or not one we signed). */
  idOf(request: FastifyRequest): string | null {
    return unsigned(this.key, readCookie(request, DEVICE_COOKIE));
  }

  /** Whether the user completed a sign-in from this device before. */
  async isKnown(userId: string, deviceId: string | null): Promise<boolean> {
    if (!deviceId) return false;
    const row = await this.db.selectFrom('known_devices').select('user_id')
      .where('user_id', '=', userId).where('device_hash', '=', sha256(deviceId)).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * True when this sign-in is news to the owner: the account has signed in before, but never from
   * this device (the first sign-in after sign-up is news to no one).
   */
  async isNew(userId: string, deviceId: string | null): Promise<boolean> {
    if (await this.isKnown(userId, deviceId)) return false;
    const earlier = await this.db.selectFrom('sessions').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    return earlier !== undefined;
  }

  /** The account now knows this device (a new id when the browser had none); in the sign-in's transaction. */
  async remember(trx: Transaction<Database>, userId: string, deviceId: string | null): Promise<string> {
    const id = deviceId ?? newId();
    const now = this.config.clock();
    await trx.insertInto('known_devices').values({ user_id: userId, device_hash: sha256(id), first_seen_at: now, last_seen_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_seen_at: now }))
      .execute();
    return id;
  }

  /** The browser keeps (or renews) its device cookie. */
  give(reply: FastifyReply, deviceId: string): void {
    setCookie(reply, DEVICE_COOKIE, signed(this.key, deviceId), { maxAgeSeconds: COOKIE_DAYS * 86_400, secure: this.config.appUrl.startsWith('https:') });
  }
}
