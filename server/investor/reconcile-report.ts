/**
 * `npm run operator -- reconcile`: the reconciliation as the operator reads it. Books that balance
 * print one line with the totals of both sides of the equation; otherwise each breach is a line
 * (investor's e-mail, invariant, what differs, expected, actual, difference) and the command fails
 * with BooksOutOfBalance (exit code BOOKS_OUT_OF_BALANCE_EXIT).
 */
import type { MoneyPosition } from '../../domain/investment/books';
import type { Breach, Reconciliation } from '../../domain/investment/invariants';
import { formatCents } from '../../domain/investment/money';
import { reconcile } from './reconcile';
import type { InvestorDb } from './schema';

/** EX_DATAERR (sysexits.h): the data is wrong, not the command or the configuration. */
export const BOOKS_OUT_OF_BALANCE_EXIT = 65;

export class BooksOutOfBalance extends Error {}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "$1,250.50", "+$0.01", "-$3.00": a difference always says which way. */
const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

function shown(breach: Breach, value: number | string): string {
  return typeof value === 'number' && breach.unit === 'cents' ? formatCents(value) : String(value);
}

function difference(breach: Breach): string {
  if (breach.difference === null) return '';
  const amount = breach.unit === 'cents' ? signed(breach.difference) : `${breach.difference > 0 ? '+' : ''}${breach.difference}`;
  return `, difference ${amount}`;
}

/** One breach on one line; `who` is the investor's e-mail (or id), or "all investors" for the totals. */
export function breachLine(breach: Breach, who: string): string {
  const what = breach.subject ? `${breach.subject}: ${breach.measure}` : breach.measure;
  return `${who}  ${breach.invariant}  ${what}: expected ${shown(breach, breach.expected)}, actual ${shown(breach, breach.actual)}${difference(breach)}`;
}

function totalsText(totals: MoneyPosition): string {
  const received = `deposits confirmed ${formatCents(totals.depositsConfirmed)} + earnings credited ${formatCents(totals.earningsCredited)} + referral bonuses ${formatCents(totals.referralBonuses)}`;
  const held = `available ${formatCents(totals.available)} + invested principal ${formatCents(totals.investedPrincipal)} + pending withdrawals ${formatCents(totals.pendingWithdrawals)}`
    + ` + paid withdrawals ${formatCents(totals.paidWithdrawals)} + fees kept ${formatCents(totals.feesKept)}`;
  return `${received} = ${held}`;
}

export const balancedLine = (result: Reconciliation) =>
  `Books balance: ${plural(result.investors, 'investor')}, ${plural(result.ledgerRows, 'ledger row')}, totals: ${totalsText(result.totals)}.`;

/** The e-mail of each investor named, read in pieces (a statement's parameters are bounded). */
async function emailsOf(db: InvestorDb, userIds: string[]): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  for (let first = 0; first < userIds.length; first += 500) {
    const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds.slice(first, first + 500)).execute();
    for (const row of rows) emails.set(row.id, row.email);
  }
  return emails;
}

/** Prints the reconciliation; throws BooksOutOfBalance after printing every breach. */
export async function reportReconciliation(db: InvestorDb, print: (line: string) => void): Promise<void> {
  const result = await reconcile(db);
  if (result.breaches.length === 0) {
    print(balancedLine(result));
    return;
  }
  const named = [...new Set(result.breaches.flatMap((breach) => (breach.userId ? [breach.userId] : [])))];
  const emails = await emailsOf(db, named);
  for (const breach of result.breaches) print(breachLine(breach, breach.userId ? emails.get(breach.userId) ?? breach.userId : 'all investors'));
  throw new BooksOutOfBalance(`Books do not balance: ${plural(result.breaches.length, 'breach', 'breaches')} (${plural(named.length, 'investor')} named; ${plural(result.investors, 'investor')}, ${plural(result.ledgerRows, 'ledger row')} checked).`);
}
