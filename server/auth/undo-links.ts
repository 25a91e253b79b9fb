/**
 * Undo links: every mail that announces a new way in (two-factor sign-in turned on, a passkey
 * added, new recovery codes) carries a link that removes that way in and ends every session.
 * 256 random bits, stored as SHA-256, valid seven days, used once. A link is bound to the set-up
 * it announced, and dies when that set-up ends (turned off, removed, renewed): it never undoes a
 * later one. Undoing new recovery codes gives back the ones they replaced, so two-factor sign-in
 * stays on with the owner's own codes. Opening the page spends nothing (mail scanners open
 * links): only POST /account/undo/ does.
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

/** What an undo link took away (for new recovery codes: how many of the earlier ones work again). */
export type Undone = { kind: 'two-factor' } | { kind: 'recovery-codes'; restored: number } | { kind: 'passkey'; name: string };

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

  /**
   * A new link for what was just added, written in the transaction that adds it. `subject` names
   * that set-up: the passkey's id, two-factor's set-up mark, the recovery codes' batch.
   */
  async create(trx: Transaction<Database>, userId: string, kind: UndoKind, subject: string): Promise<UndoLink> {
    const now = this.config.clock();
    const token = randomToken();
    await trx.deleteFrom('undo_links').where('expires_at', '<=', now).execute();
    await trx.insertInto('undo_links').values({
      token_hash: sha256(token), user_id: userId, kind, passkey_id: null, subject, expires_at: now + UNDO_LINK_DAYS * DAY_MS, created_at: now,
    }).execute();
    return { url: undoUrl(this.config.appUrl, token), days: UNDO_LINK_DAYS };
  }

  /**
   * Spends a live link: removes the set-up it names and ends every session of its owner, in one
   * transaction. Null for an unknown, expired or spent link, or one whose set-up has ended
   * (nothing else changes).
   */
  async use(token: string): Promise<Undone | null> {
    const now = this.config.clock();
    return this.db.transaction().execute(async (trx) => {
      const link = await trx.deleteFrom('undo_links').where('token_hash', '=', sha256(token)).where('expires_at', '>', now)
        .returning(['user_id', 'kind', 'subject']).executeTakeFirst();
      if (!link?.subject) return null;
      const undone = await this.undo(trx, link.user_id, link.kind, link.subject);
      if (undone) await this.sessions.revokeAllForUser(trx, link.user_id);
      return undone;
    });
  }

  /** Removes the set-up a link names, if it is still there. */
  private async undo(trx: Transaction<Database>, userId: string, kind: UndoKind, subject: string): Promise<Undone | null> {
    switch (kind) {
      case 'passkey': {
        const removed = await trx.deleteFrom('passkeys').where('id', '=', subject).where('user_id', '=', userId).returning('name').executeTakeFirst();
        return removed ? { kind, name: removed.name } : null;
      }
      case 'two-factor':
        return (await this.twoFactor.undoSetUp(trx, userId, subject)) ? { kind } : null;
      case 'recovery-codes': {
        const cancelled = await this.twoFactor.undoRecoveryCodes(trx, userId, subject);
        return cancelled ? { kind, restored: cancelled.restored } : null;
      }
    }
  }
}
