/**
 * The investor area's request schemas (TypeBox: JSON Schemas the server validates with and
 * documents; their types are in ./investor.ts). Strings bounded, money in whole cents.
 */
import { Type } from 'typebox';
import { body, cents, LIMITS, oneOf, page, str } from './schema';

export const CreateDepositRequest = body({ sector: str(32), plan: str(32), amount_cents: cents, checkout: str(32), acknowledged: Type.Boolean() });

export const ReportPaymentRequest = body({ tx_hash: str(128) });

/** Crypto withdrawals name a checkout and an address; bank ones the holder and a sort code and account number, or an IBAN. */
export const WithdrawalRequest = body({
  amount_cents: cents,
  method: oneOf('crypto', 'bank'),
  checkout: Type.Optional(str(32)),
  address: Type.Optional(str(128)),
  account_holder: Type.Optional(str(LIMITS.name)),
  sort_code: Type.Optional(str(16)),
  account_number: Type.Optional(str(16)),
  iban: Type.Optional(str(40)),
});

export const ProfileUpdateRequest = body({ first_name: str(LIMITS.name), last_name: str(LIMITS.name) });

export const PasswordChangeRequest = body({ current_password: str(LIMITS.password), new_password: str(LIMITS.password), confirm_password: str(LIMITS.password) });

export const TerminateRequest = body({ expected_payout_cents: cents });

export const UpgradeRequest = body({ plan: str(32), amount_cents: cents });

/** `?type=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=N`, every part optional. */
export const TransactionsQuerystring = Type.Object({ type: Type.Optional(str(32)), from: Type.Optional(str(10)), to: Type.Optional(str(10)), page: Type.Optional(page) });

/** `?page=N` (1 when absent). */
export const PageQuerystring = Type.Object({ page: Type.Optional(page) });
