/**
 * The operator's commands (the CLI, scripts/operator.mjs): confirm or reject a deposit, pay or
 * reject a withdrawal. Each is audited and checked against the lifecycle statecharts; a confirmed
 * deposit and a paid withdrawal are announced to the investor (`notify`).
 */
import { DAY_MS } from '../../domain/constants';
import { depositNext, withdrawalNext } from '../../machines/investment/lifecycle';
import { applyBps } from '../../domain/investment/money';
import { InvestorError, requireNext } from './errors';
import { addLedgerRow, audit, lockAccount, newId, setLedgerStatus } from './ledger';
import type { InvestorDb } from './schema';
import { planOf } from './terms';
import { alertAmount, type Notify } from './notify';

/** The operator confirms a deposit: it becomes an active investment; the referrer's bonus is paid once. */
export async function confirmDeposit(db: InvestorDb, id: string, now: number, actor: string, notify: Notify) {
  return db.transaction().execute(async (trx) => {
    const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!deposit) throw new InvestorError(404, `No deposit ${id}.`);
    const next = requireNext(depositNext(deposit.status, { type: 'deposit.confirm' }), `Deposit ${id} is ${deposit.status}; it cannot be confirmed.`);
    const plan = planOf(deposit.plan);
    const investmentId = newId();
    const updated = await trx.updateTable('deposits').set({ status: next, decided_at: now, investment_id: investmentId })
      .where('id', '=', id).where('status', '=', deposit.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Deposit ${id} changed meanwhile.`);
    await lockAccount(trx, deposit.user_id);
    await trx.insertInto('investments').values({
      id: investmentId, user_id: deposit.user_id, deposit_id: id, previous_id: null, plan: deposit.plan, sector: deposit.sector,
      principal_cents: deposit.amount_cents, daily_return_bps: plan.dailyReturnBps, duration_days: plan.durationDays, started_at: now,
      matures_at: now + plan.durationDays * DAY_MS, status: 'active', cycle: 0, earnings_cents: null, payout_cents: null, fee_cents: null,
      credited_at: null, ended_at: null, created_at: now,
    }).execute();
    if ((await setLedgerStatus(trx, 'deposit', id, 'completed')) === 0) {
      await addLedgerRow(trx, { userId: deposit.user_id, type: 'deposit', status: 'completed', amount: deposit.amount_cents, delta: 0, description: `Deposit ${deposit.currency} (${deposit.network}) · ${plan.name}`, reference: id, at: now });
    }
    const user = await trx.selectFrom('users').select(['referred_by', 'first_name', 'last_name']).where('id', '=', deposit.user_id).executeTakeFirst();
    if (user?.referred_by) {
      const bonus = applyBps(deposit.amount_cents, plan.refBonusBps);
      const already = await trx.selectFrom('ledger').select('id').where('type', '=', 'referral_bonus').where('reference_id', '=', id).executeTakeFirst();
      if (!already && bonus > 0) {
        await addLedgerRow(trx, { userId: user.referred_by, type: 'referral_bonus', status: 'completed', amount: bonus, delta: bonus, description: `Referral bonus: ${user.first_name} ${user.last_name.slice(0, 1)}. · ${plan.name}`, reference: id, at: now });
      }
    }
    await audit(trx, now, actor, 'deposit.confirm', 'deposit', id, { amount_cents: deposit.amount_cents, investment_id: investmentId });
    await notify(trx, deposit.user_id, { kind: 'deposit-confirmed', amount: alertAmount(deposit.amount_cents), plan: plan.name }, now);
    return investmentId;
  });
}

export async function rejectDeposit(db: InvestorDb, id: string, now: number, actor: string, reason: string) {
  await db.transaction().execute(async (trx) => {
    const deposit = await trx.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    if (!deposit) throw new InvestorError(404, `No deposit ${id}.`);
    const next = requireNext(depositNext(deposit.status, { type: 'deposit.reject' }), `Deposit ${id} is ${deposit.status}; it cannot be rejected.`);
    const updated = await trx.updateTable('deposits').set({ status: next, decided_at: now }).where('id', '=', id).where('status', '=', deposit.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Deposit ${id} changed meanwhile.`);
    await setLedgerStatus(trx, 'deposit', id, 'rejected');
    await audit(trx, now, actor, 'deposit.reject', 'deposit', id, { reason });
  });
}

export async function decideWithdrawal(db: InvestorDb, id: string, decision: 'pay' | 'reject', now: number, actor: string, note: string, notify: Notify) {
  await db.transaction().execute(async (trx) => {
    const withdrawal = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    if (!withdrawal) throw new InvestorError(404, `No withdrawal ${id}.`);
    const next = requireNext(withdrawalNext(withdrawal.status, { type: decision === 'pay' ? 'withdrawal.pay' : 'withdrawal.reject' }), `Withdrawal ${id} is ${withdrawal.status}.`);
    const updated = await trx.updateTable('withdrawals').set({ status: next, decided_at: now, reference: note || null }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new InvestorError(409, `Withdrawal ${id} changed meanwhile.`);
    await setLedgerStatus(trx, 'withdrawal', id, decision === 'pay' ? 'completed' : 'rejected');
    await audit(trx, now, actor, `withdrawal.${decision}`, 'withdrawal', id, { amount_cents: withdrawal.amount_cents, note });
    if (decision === 'pay') {
      await notify(trx, withdrawal.user_id, { kind: 'withdrawal-paid', amount: alertAmount(withdrawal.amount_cents), destination: withdrawal.destination_label }, now);
    }
  });
}
