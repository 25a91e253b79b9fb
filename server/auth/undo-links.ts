/**
 * Undo links (issue 24 item 2): every mail that announces a new way in (two-factor sign-in
 * turned on, a passkey added, new recovery codes) carries a link that removes that way in and
 * ends every session. 256 random bits, stored as SHA-256, valid seven days, used once. Opening the
 * page spends nothing (mail scanners open links): only POST /account/undo/ does.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { UndoLink } from '../mail/alerts';
import { randomToken, sha256 } from './secrets';
import type { Sessions } from './sessions';
import type { TwoFactor } from './two-factor';

export const UNDO_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

export type UndoKind = 'two-factor' | 'passkey' | 'recovery-codes';

/** What an undo link took away. */
export type Undone = { kind: 'two-factor' } | { kind: 'recovery-codes' } | { kind: 'passkey'; name: string | null };

export function undoUrl(appUrl: string, token: string): string {
  return `${appUrl}/auth/undo?token=${token}`;
}

export class UndoLinks {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Config,
    private readonly sessions: Sessions,
    private readonly twoFactor: TwoFactor,
  ) {}

  /** A new link for what was just added, written in the transaction that adds it. */
  async create(trx: Transaction<Database>, userId: string, kind: UndoKind, passkeyId: string | null = null): Promise<UndoLink> {
    const now = this.config.clock();
    const token = randomToken();
    await trx.deleteFrom('undo_links').where('expires_at', '<=', now).execute();
    await trx.insertInto('undo_links').values({
      token_hash: sha256(token), user_id: userId, kind, passkey_id: passkeyId, expires_at: now + UNDO_LINK_DAYS * DAY_MS, created_at: now,
    }).execute();
    return { url: undoUrl(this.config.appUrl, token), days: UNDO_LINK_DAYS };
  }

  /**
   * Spends a live link: removes what it names and ends every session of its owner, in one
   * transaction. Null for an unknown, expired or spent link (nothing changes).
   */
  async use(token: string): Promise<Undone | null> {
    const now = this.config.clock();
    return this.db.transaction().execute(async (trx) => {
      const link = await trx.deleteFrom('undo_links').where('token_hash', '=', sha256(token)).where('expires_at', '>', now)
        .returning(['user_id', 'kind', 'passkey_id']).executeTakeFirst();
      if (!link) return null;
      let undone: Undone;
      if (link.kind === 'passkey') {
        const removed = await trx.deleteFrom('passkeys').where('id', '=', link.passkey_id ?? '').where('user_id', '=', link.user_id)
          .returning('name').executeTakeFirst();
        undone = { kind: 'passkey', name: removed?.name ?? null };
      } else if (link.kind === 'two-factor') {
        await this.twoFactor.disable(trx, link.user_id);
        undone = { kind: 'two-factor' };
      } else {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', link.user_id).execute();
        undone = { kind: 'recovery-codes' };
      }
      await this.sessions.revokeAllForUser(trx, link.user_id);
      return undone;
    });
  }
}
