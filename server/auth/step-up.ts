/**
 * Step-up: a sensitive change (a new way in, the password, money to a new destination) needs a
 * proof from the last five minutes on the session that asks: the password, plus a code when
 * two-factor sign-in is on, or a passkey (OWASP ASVS 5.0 7.5.1, 7.5.3). Signing in is not a
 * proof: the tokens live in the browser's storage, and one taken right after a sign-in must not
 * be enough to add a way in. The proof belongs to the session row, so every instance sees it.
 */
import type { Kysely } from 'kysely';
import { STEP_UP_VALID_MS } from '../../contract/account';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { detailError } from '../http/errors';
import type { Principal } from './sessions';

export const STEP_UP_MESSAGES = {
  required: 'Please confirm it\'s you to make this change.',
  proved: 'Thank you. You can go on.',
  passkeyNotRecognised: 'This passkey is not one of this account\'s. Use another passkey or your password.',
} as const;

export class StepUp {
  constructor(private readonly db: Kysely<Database>, private readonly config: Config) {}

  /** The session proved itself now; the proof stands until the returned time. */
  async record(sessionId: string): Promise<number> {
    const now = this.config.clock();
    await this.db.updateTable('sessions').set({ step_up_at: now }).where('id', '=', sessionId).execute();
    return now + STEP_UP_VALID_MS;
  }

  /** Until when the session's last proof holds, or null when it has none that still does. */
  validUntil(principal: Principal): number | null {
    if (principal.steppedUpAt === null) return null;
    const until = principal.steppedUpAt + STEP_UP_VALID_MS;
    return until > this.config.clock() ? until : null;
  }

  /** Throws the 403 a client answers with the step-up dialog, unless the session proved itself lately. */
  require(principal: Principal): void {
    if (this.validUntil(principal) === null) throw detailError(403, STEP_UP_MESSAGES.required, { code: 'step_up_required' });
  }
}
