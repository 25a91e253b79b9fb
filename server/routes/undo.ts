/**
 * POST /account/undo/ {token}: an alert's undo link, pressed on its page (/auth/undo?token=…).
 * Removes the way in the mail announced and ends every session of the account (../auth/undo-links.ts).
 * No session needed: the link in the inbox is the proof.
 */
import type { FastifyInstance } from 'fastify';
import type { MessageResponse } from '../../contract/account';
import { ACCOUNT_API } from '../../contract/accountEndpoints';
import type { AppContext } from '../context';
import type { Undone } from '../auth/undo-links';
import { detailError } from '../http/errors';
import { fromContract, typed } from '../http/contract-route';

export const UNDO_MESSAGES = {
  invalid: 'This link is invalid, has expired or has already been used.',
} as const;

function undoneText(undone: Undone): string {
  switch (undone.kind) {
    case 'passkey': return `The passkey "${undone.name}" was removed and every device was signed out.`;
    case 'two-factor': return 'Two-factor sign-in was turned off and every device was signed out.';
    case 'recovery-codes': return undone.restored
      ? `The new recovery codes were cancelled, and your earlier ones that were not used (${undone.restored}) work again. Every device was signed out.`
      : 'The new recovery codes were cancelled. Every device was signed out: make new codes from your profile once you are signed in.';
  }
}

export default async function undoRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const app = typed(fastify);
  app.route({
    ...fromContract(ACCOUNT_API.undoChange),
    preHandler: ctx.limit('passwordResetConfirm'),
    handler: async (request): Promise<MessageResponse> => {
      const undone = await ctx.undoLinks.use(request.body.token);
      if (!undone) throw detailError(400, UNDO_MESSAGES.invalid, { code: 'undo_link_invalid' });
      request.log.info({ kind: undone.kind }, 'undo link used');
      return { message: undoneText(undone) };
    },
  });
}
