/**
 * Sessions and refresh-token rotation (DESIGN.md section 4).
 *
 * A session is one refresh-token family. Spending a refresh token is one atomic update
 * (`WHERE jti = ? AND consumed_at IS NULL`). Presenting a spent token revokes the family, except
 * inside a short grace window for the immediately previous token: then the caller gets the very
 * same successor (re-signed identically), so two parallel refreshes yield one valid chain.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { USER_AGENT_MAX } from './devices';
import { Jwt } from './jwt';
import { newId } from './secrets';

export interface TokenPair { access: string; refresh: string }
export interface Principal {
  userId: string;
  sessionId: string;
  /** When this session last proved itself for a sensitive change (./step-up.ts), or null. */
  steppedUpAt: number | null;
}
/** Where a sign-in comes from: its User-Agent header and client address, when known. */
export interface SignInClient { userAgent: string | null; ip: string | null }
/** A live session as the signed-in devices list shows it. */
export interface LiveSession { id: string; userAgent: string | null; ip: string | null; createdAt: number; lastSeenAt: number }

type Executor = Kysely<Database> | Transaction<Database>;

/** Bump `last_seen_at` at most this often on authenticated requests and refreshes (saves a write per request). */
const TOUCH_EVERY_MS = 60_000;

interface Issued { userId: string; sessionId: string; jti: string; issuedAt: number; expiresAt: number }

/** What the metrics count of refreshes (server/metrics/metrics.ts). */
export interface RefreshEvents {
  rotated(): void;
  /** A spent token presented again outside the grace period: the family was ended. */
  replayed(): void;
}

export class Sessions {
  readonly jwt: Jwt;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Config,
    private readonly events: RefreshEvents = { rotated: () => {}, replayed: () => {} },
  ) {
    this.jwt = new Jwt(config.jwtSecret, config.clock);
  }

  /**
   * Start a new session (login). `alongside` writes in the same transaction (the sign-in alert's
   * mail): the session and what announces it exist together or not at all.
   */
  async start(userId: string, client: SignInClient = { userAgent: null, ip: null }, alongside?: (trx: Transaction<Database>) => Promise<void>): Promise<TokenPair> {
    const now = this.config.clock();
    const sessionId = newId();
    const issued = await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sessions').values({
        id: sessionId, user_id: userId, created_at: now, last_seen_at: now, revoked_at: null, step_up_at: null,
        user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null, ip: client.ip,
      }).execute();
      await alongside?.(trx);
      return this.insertRefresh(trx, userId, sessionId, now, now);
    });
    return this.sign(issued, now);
  }

  /** Rotate a refresh token; null means 401. */
  async refresh(token: string): Promise<TokenPair | null> {
    const claims = await this.jwt.verify(token, 'refresh');
    if (!claims) return null;
    const now = this.config.clock();
    let replayed = false;
    const issued = await this.db.transaction().execute(async (trx): Promise<Issued | null> => {
      const session = await trx.selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.revoked_at', 'users.disabled_at'])
        .where('sessions.id', '=', claims.sid)
        .executeTakeFirst();
      if (!session || session.user_id !== claims.sub || session.revoked_at !== null) return null;
      if (session.disabled_at !== null || this.expired(session, now)) {
        await this.revokeWith(trx, session.id, now);
        return null;
      }
      // Spend the token and name its successor in one statement; the successor row follows.
      const nextJti = newId();
      const spent = await trx.updateTable('refresh_tokens')
        .set({ consumed_at: now, replaced_by: nextJti })
        .where('jti', '=', claims.jti).where('session_id', '=', session.id).where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) === 1) {
        const next = await this.insertRefresh(trx, session.user_id, session.id, session.created_at, now, nextJti);
        if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
          await trx.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
        }
        return next;
      }
      const successor = await this.graceSuccessor(trx, claims.jti, now);
      if (successor) return successor;
      // Reuse of a spent token: someone holds a stolen copy. End the whole family.
      await this.revokeWith(trx, session.id, now);
      replayed = true;
      return null;
    });
    // Counted once the transaction has committed (a retried transaction counts once).
    if (replayed) this.events.replayed();
    if (issued) this.events.rotated();
    return issued ? this.sign(issued, now) : null;
  }

  /** The bearer access token's principal, or null when it must be refused (401). */
  async authenticate(accessToken: string): Promise<Principal | null> {
    const claims = await this.jwt.verify(accessToken, 'access');
    if (!claims) return null;
    const now = this.config.clock();
    const session = await this.db.selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.revoked_at', 'sessions.step_up_at', 'users.disabled_at'])
      .where('sessions.id', '=', claims.sid)
      .executeTakeFirst();
    if (!session || session.user_id !== claims.sub || session.revoked_at !== null || session.disabled_at !== null) return null;
    if (this.expired(session, now)) return null;
    if (now - session.last_seen_at >= TOUCH_EVERY_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', session.id).execute();
    }
    return { userId: session.user_id, sessionId: session.id, steppedUpAt: session.step_up_at };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.revokeWith(this.db, sessionId, this.config.clock());
  }

  /** The user's sessions that can still be used (not ended, not idle or past their limit), latest first. */
  async live(userId: string): Promise<LiveSession[]> {
    const now = this.config.clock();
    const { sessionIdleMs, sessionAbsoluteMs } = this.config.ttl;
    const rows = await this.db.selectFrom('sessions')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
      .where('user_id', '=', userId).where('revoked_at', 'is', null)
      .where('last_seen_at', '>=', now - sessionIdleMs).where('created_at', '>=', now - sessionAbsoluteMs)
      .orderBy('last_seen_at', 'desc').orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, userAgent: row.user_agent, ip: row.ip, createdAt: row.created_at, lastSeenAt: row.last_seen_at }));
  }

  /** End one of the user's own sessions; false when it is not theirs or has already ended. */
  async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
    const result = await this.db.updateTable('sessions').set({ revoked_at: this.config.clock() })
      .where('id', '=', sessionId).where('user_id', '=', userId).where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** End every session of the user but `keep` (sign out everywhere else; a password change); returns how many ended. */
  async revokeOthers(executor: Executor, userId: string, keep: string): Promise<number> {
    const result = await executor.updateTable('sessions').set({ revoked_at: this.config.clock() })
      .where('user_id', '=', userId).where('id', '!=', keep).where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** End every session of a user (password reset, account disabled). */
  async revokeAllForUser(executor: Executor, userId: string): Promise<void> {
    await executor.updateTable('sessions').set({ revoked_at: this.config.clock() })
      .where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  /**
   * Deletes refresh-token rows nobody can use any more, at most `batch` per call (so one call never
   * holds the write lock long); returns how many went. A row is kept while its family (session)
   * is alive, spent or not: presenting a spent token must still revoke the family. Rows go when
   * their family is over (revoked, idle or past its absolute limit, the same rules `refresh`
   * applies), or when the token itself has expired (its JWT `exp` refuses it before any lookup).
   */
  async purgeRefreshTokens(batch = 500): Promise<number> {
    const now = this.config.clock();
    const { sessionIdleMs, sessionAbsoluteMs } = this.config.ttl;
    const result = await this.db.deleteFrom('refresh_tokens')
      .where('jti', 'in', (eb) => eb.selectFrom('refresh_tokens as rt')
        .innerJoin('sessions as s', 's.id', 'rt.session_id')
        .select('rt.jti')
        .where((w) => w.or([
          w('rt.expires_at', '<=', now),
          w('s.revoked_at', 'is not', null),
          w('s.last_seen_at', '<', now - sessionIdleMs),
          w('s.created_at', '<', now - sessionAbsoluteMs),
        ]))
        .limit(batch))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private expired(session: { created_at: number; last_seen_at: number }, now: number): boolean {
    const { sessionIdleMs, sessionAbsoluteMs } = this.config.ttl;
    return now - session.last_seen_at > sessionIdleMs || now - session.created_at > sessionAbsoluteMs;
  }

  private async revokeWith(executor: Executor, sessionId: string, now: number): Promise<void> {
    await executor.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  /** The live successor of a token spent within the grace window, if any. */
  private async graceSuccessor(trx: Transaction<Database>, jti: string, now: number): Promise<Issued | null> {
    const spent = await trx.selectFrom('refresh_tokens').select(['consumed_at', 'replaced_by']).where('jti', '=', jti).executeTakeFirst();
    if (!spent?.replaced_by || spent.consumed_at === null || now - spent.consumed_at > this.config.ttl.refreshGraceMs) return null;
    const next = await trx.selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .select(['refresh_tokens.jti', 'refresh_tokens.issued_at', 'refresh_tokens.expires_at', 'refresh_tokens.consumed_at', 'sessions.user_id', 'sessions.id as session_id'])
      .where('refresh_tokens.jti', '=', spent.replaced_by)
      .executeTakeFirst();
    if (!next || next.consumed_at !== null) return null;
    return { userId: next.user_id, sessionId: next.session_id, jti: next.jti, issuedAt: next.issued_at, expiresAt: next.expires_at };
  }

  private async insertRefresh(trx: Transaction<Database>, userId: string, sessionId: string, sessionStart: number, now: number, jti = newId()): Promise<Issued> {
    // Never outlive the session's absolute limit.
    const expiresAt = Math.min(now + this.config.ttl.refreshMs, sessionStart + this.config.ttl.sessionAbsoluteMs);
    await trx.insertInto('refresh_tokens').values({ jti, session_id: sessionId, issued_at: now, expires_at: expiresAt, consumed_at: null, replaced_by: null }).execute();
    return { userId, sessionId, jti, issuedAt: now, expiresAt };
  }

  private async sign(issued: Issued, now: number): Promise<TokenPair> {
    const base = { sub: issued.userId, sid: issued.sessionId };
    const [access, refresh] = await Promise.all([
      this.jwt.sign({ ...base, typ: 'access', jti: newId(), iat: now, exp: now + this.config.ttl.accessMs }),
      this.jwt.sign({ ...base, typ: 'refresh', jti: issued.jti, iat: issued.issuedAt, exp: issued.expiresAt }),
    ]);
    return { access, refresh };
  }
}
