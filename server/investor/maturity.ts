/** Maturity settlement: matured investments credited, once, by the scheduler or before any answer. */
import type { PlanId } from '../../domain/constants';
import { earningsAtMaturityCents } from '../../domain/investment/accrual';
import { investmentNext } from '../../machines/investment/lifecycle';
import { requireNext } from './errors';
import { addLedgerRow, lockAccount } from './ledger';
import type { InvestorDb } from './schema';
import { planOf, termsOf } from './terms';

/**
 * Credits every investment that has matured by `now` (of one investor, or all): earnings and
 * principal reach the available balance, dated at maturity. Idempotent: the guarded UPDATE and
 * the ledger's unique (type, reference) let each investment be credited exactly once.
 */
export async function settleMatured(db: InvestorDb, now: number, userId?: string): Promise<number> {
  let query = db.selectFrom('investments').selectAll().where('status', '=', 'active').where('matures_at', '<=', now);
  if (userId) query = query.where('user_id', '=', userId);
  const due = await query.execute();
  let credited = 0;
  for (const investment of due) {
    const context = { planId: investment.plan as PlanId, cycle: investment.cycle };
    const matured = requireNext(investmentNext('active', { type: 'investment.mature' }, context), 'not active');
    const target = requireNext(investmentNext(matured, { type: 'investment.credit' }, context), 'not matured');
    const earnings = earningsAtMaturityCents(termsOf(investment));
    const done = await db.transaction().execute(async (trx) => {
      // The account first, as every writer of the books takes it: an early end holding it while it
      // waits for this investment would otherwise deadlock with a settlement holding the investment.
      await lockAccount(trx, investment.user_id);
      const updated = await trx.updateTable('investments')
        .set({ status: target, earnings_cents: earnings, payout_cents: investment.principal_cents + earnings, credited_at: now })
        .where('id', '=', investment.id).where('status', '=', 'active').executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      const plan = planOf(investment.plan);
      await addLedgerRow(trx, { userId: investment.user_id, type: 'earning', status: 'completed', amount: earnings, delta: earnings, description: `${plan.name} earnings at maturity`, reference: investment.id, at: investment.matures_at });
      await addLedgerRow(trx, { userId: investment.user_id, type: 'principal', status: 'completed', amount: investment.principal_cents, delta: investment.principal_cents, description: `${plan.name} principal returned at maturity`, reference: investment.id, at: investment.matures_at });
      return true;
    });
    if (done) credited += 1;
  }
  return credited;
}
