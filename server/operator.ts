/**
 * The operator's command line: `npm run operator -- <command> ...`. Every action is
 * recorded in the audit table with the operator's name. Uses the server's configuration
 * (DATA_DIR / SQLITE_FILE / DATABASE_URL). It runs alongside a running server: on SQLite it does
 * not take the server's instance lock, and SQLite serialises its writes with the server's (see
 * docs/server.md, "Database"). With TEST_CLOCK=1 it reads the development test clock's offset from
 * DATA_DIR, so it acts at the server's time.
 */
import { userInfo } from 'node:os';
import { CHECKOUTS, MAX_EARLY_TERMINATION_FEE_BPS, type CheckoutSlug } from '../domain/constants';
import { centsToDecimal, formatBps } from '../domain/investment/money';
import { isValidAddress } from '../domain/investment/validation';
import { BackupError, isBackupCommand, runBackupCommand } from './backup/commands';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import type { InvestorDb } from './investor/schema';
import { InvestorError } from './investor/errors';
import { audit } from './investor/ledger';
import { confirmDeposit, decideWithdrawal, rejectDeposit } from './investor/operator-commands';
import { mailNotify, type Notify } from './investor/notify';
import { earlyTerminationFeeBps, receivingAddress, setEarlyTerminationFeeBps, setReceivingAddress } from './investor/settings';
import { BOOKS_OUT_OF_BALANCE_EXIT, BooksOutOfBalance, reportReconciliation } from './investor/reconcile-report';

export const USAGE = `Usage: npm run operator -- <command>

  deposits                       list deposits waiting for a decision (pending, awaiting payment, expired)
  withdrawals                    list pending withdrawals
  confirm-deposit <id>           the payment arrived: the deposit becomes an active investment
  reject-deposit <id> <reason>   the payment did not arrive or is wrong
  pay-withdrawal <id> <ref>      the money was sent (ref: transaction hash or bank reference)
  reject-withdrawal <id> <why>   the amount returns to the investor's available balance
  set-fee <basis points>         early-termination fee (0 to ${MAX_EARLY_TERMINATION_FEE_BPS}; 250 = 2.5%)
  set-address <slug> <address>   receiving address of a checkout (${CHECKOUTS.map((c) => c.slug).join(', ')})
  settings                       show the fee and the receiving addresses
  audit [count]                  the latest operator actions
  reconcile                      check the books: every invariant; exit code ${BOOKS_OUT_OF_BALANCE_EXIT} and each breach when they do not balance
  backup <file>                  a consistent copy of the database while the server runs (never overwrites)
  restore <file>                 a backup into an empty database, with the server stopped`;

export class UsageError extends Error {}

/** Runs one command; `print` receives each output line. Throws UsageError or InvestorError. */
export async function runOperator(args: string[], db: InvestorDb, now: number, actor: string, print: (line: string) => void, notify: Notify): Promise<void> {
  const [command, ...rest] = args;
  const need = (count: number) => {
    if (rest.length < count || rest.slice(0, count).some((value) => !value?.trim())) throw new UsageError(USAGE);
  };
  switch (command) {
    case 'deposits': {
      const rows = await db.selectFrom('deposits').innerJoin('users', 'users.id', 'deposits.user_id')
        .select(['deposits.id', 'deposits.status', 'deposits.amount_cents', 'deposits.currency', 'deposits.network', 'deposits.coin_amount', 'deposits.tx_hash', 'deposits.created_at', 'users.email'])
        .where('deposits.status', 'in', ['pending', 'awaitingPayment', 'expired']).orderBy('deposits.created_at').execute();
      if (!rows.length) print('No deposits waiting.');
      for (const row of rows) print(`${row.id}  ${row.status.padEnd(15)}  $${centsToDecimal(row.amount_cents)}  ${row.coin_amount} ${row.currency} (${row.network})  ${row.email}  tx=${row.tx_hash ?? '-'}  ${new Date(row.created_at).toISOString()}`);
      return;
    }
    case 'withdrawals': {
      const rows = await db.selectFrom('withdrawals').innerJoin('users', 'users.id', 'withdrawals.user_id')
        .select(['withdrawals.id', 'withdrawals.amount_cents', 'withdrawals.destination', 'withdrawals.created_at', 'users.email'])
        .where('withdrawals.status', '=', 'pending').orderBy('withdrawals.created_at').execute();
      if (!rows.length) print('No pending withdrawals.');
      for (const row of rows) print(`${row.id}  $${centsToDecimal(row.amount_cents)}  ${row.email}  ${row.destination}  ${new Date(row.created_at).toISOString()}`);
      return;
    }
    case 'confirm-deposit': {
      need(1);
      const investmentId = await confirmDeposit(db, rest[0]!, now, actor, notify);
      print(`Deposit ${rest[0]} confirmed; investment ${investmentId} is active.`);
      return;
    }
    case 'reject-deposit':
      need(2);
      await rejectDeposit(db, rest[0]!, now, actor, rest.slice(1).join(' '));
      print(`Deposit ${rest[0]} rejected.`);
      return;
    case 'pay-withdrawal':
    case 'reject-withdrawal': {
      need(2);
      const decision = command === 'pay-withdrawal' ? 'pay' : 'reject';
      await decideWithdrawal(db, rest[0]!, decision, now, actor, rest.slice(1).join(' '), notify);
      print(`Withdrawal ${rest[0]} ${decision === 'pay' ? 'paid' : 'rejected'}.`);
      return;
    }
    case 'set-fee': {
      need(1);
      const bps = Number(rest[0]);
      if (!Number.isInteger(bps) || bps < 0 || bps > MAX_EARLY_TERMINATION_FEE_BPS) throw new UsageError(`The fee is whole basis points from 0 to ${MAX_EARLY_TERMINATION_FEE_BPS}.`);
      const before = await earlyTerminationFeeBps(db);
      await setEarlyTerminationFeeBps(db, bps);
      await audit(db, now, actor, 'settings.fee', 'setting', 'early_termination_fee_bps', { from: before, to: bps });
      print(`Early-termination fee set to ${formatBps(bps)} (was ${formatBps(before)}).`);
      return;
    }
    case 'set-address': {
      need(2);
      const checkout = CHECKOUTS.find((candidate) => candidate.slug === rest[0]);
      if (!checkout) throw new UsageError(`Unknown checkout "${rest[0]}".`);
      if (!isValidAddress(checkout.network, rest[1]!)) throw new UsageError(`"${rest[1]}" is not a valid ${checkout.network} address.`);
      await setReceivingAddress(db, checkout.slug, rest[1]!);
      await audit(db, now, actor, 'settings.address', 'setting', checkout.slug, { address: rest[1] });
      print(`Receiving address for ${checkout.currency} on ${checkout.network} set.`);
      return;
    }
    case 'settings': {
      print(`Early-termination fee: ${formatBps(await earlyTerminationFeeBps(db))}`);
      for (const checkout of CHECKOUTS) {
        const { address, isTest } = (await receivingAddress(db, checkout.slug as CheckoutSlug))!;
        const note = isTest ? '  (TEST ADDRESS — not set: development only; production refuses deposits in this network)' : '';
        print(`${checkout.slug.padEnd(12)} ${address}${note}`);
      }
      return;
    }
    case 'audit': {
      const count = Math.min(500, Math.max(1, Number(rest[0] ?? 20) || 20));
      const rows = await db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').limit(count).execute();
      for (const row of rows) print(`${new Date(row.at).toISOString()}  ${row.actor}  ${row.action}  ${row.target_type} ${row.target_id}  ${row.details}`);
      return;
    }
    case 'reconcile':
      await reportReconciliation(db, print);
      return;
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const [command, ...rest] = process.argv.slice(2);
  // A backup opens the database its own way, and a restore needs it absent: neither opens it here.
  if (isBackupCommand(command)) {
    if (rest.length !== 1 || !rest[0]?.trim()) throw new UsageError(USAGE);
    return runBackupCommand(command, rest[0], config, (line) => console.log(line));
  }
  const database = await openDatabase(config, { instanceLock: false });
  try {
    await runOperator(process.argv.slice(2), database.db, config.clock(), `operator:${userInfo().username}`, (line) => console.log(line), mailNotify(config.appUrl));
  } finally {
    await database.close();
  }
}

if (process.argv[1] && /operator\.(ts|mjs)$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else console.error(error instanceof InvestorError || error instanceof UsageError || error instanceof BooksOutOfBalance || error instanceof BackupError ? error.message : error);
    // EX_USAGE, EX_DATAERR for books out of balance, EX_CONFIG (sysexits.h) or a plain failure.
    process.exit(error instanceof UsageError ? 64 : error instanceof BooksOutOfBalance ? BOOKS_OUT_OF_BALANCE_EXIT : error instanceof ConfigError ? 78 : 1);
  });
}
