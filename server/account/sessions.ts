/** The signed-in sessions of an account, as its owner manages them from the devices list. */
import type { AppContext } from '../context';

/** Ends every session of the account but the asking one; how many ended. */
export function endOtherSessions(ctx: AppContext, userId: string, sessionId: string): Promise<number> {
  return ctx.sessions.revokeOthers(ctx.database.db, userId, sessionId);
}
