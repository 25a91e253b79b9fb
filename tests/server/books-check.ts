/**
 * The books' invariant the backup tests check a restored database by: every investor account's
 * running balances and transaction count equal the sums over its ledger rows (balanceEffect), and
 * every investor with ledger rows has an account row. The operator's `reconcile` command checks
 * the books the same way; once it is here, this function should call it instead.
 */
import { balanceEffect } from '../../server/investor/ledger';
import type { InvestorDb } from '../../server/investor/schema';

interface Sums { available: number; earned: number; rows: number }

/** One line per account whose kept figures differ from its ledger; none when the books balance. */
export async function booksMismatches(db: InvestorDb): Promise<string[]> {
  const sums = new Map<string, Sums>();
  for (const row of await db.selectFrom('ledger').select(['user_id', 'type', 'status', 'amount_cents', 'delta_cents']).execute()) {
    const effect = balanceEffect({ ...row, amount_cents: Number(row.amount_cents), delta_cents: Number(row.delta_cents) });
    const sum = sums.get(row.user_id) ?? { available: 0, earned: 0, rows: 0 };
    sums.set(row.user_id, { available: sum.available + effect.available, earned: sum.earned + effect.earned, rows: sum.rows + 1 });
  }
  const problems: string[] = [];
  for (const account of await db.selectFrom('investor_accounts').select(['user_id', 'available_cents', 'earned_cents', 'transactions_count']).execute()) {
    const kept = { available: Number(account.available_cents), earned: Number(account.earned_cents), rows: Number(account.transactions_count) };
    const sum = sums.get(account.user_id) ?? { available: 0, earned: 0, rows: 0 };
    sums.delete(account.user_id);
    if (kept.available !== sum.available || kept.earned !== sum.earned || kept.rows !== sum.rows) {
      problems.push(`${account.user_id}: kept ${JSON.stringify(kept)}, ledger sums ${JSON.stringify(sum)}`);
    }
  }
  for (const userId of sums.keys()) problems.push(`${userId}: ledger rows without an account row`);
  return problems;
}
