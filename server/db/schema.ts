/** Table types for Kysely. Times are epoch milliseconds; ids are random UUIDs (text). */
import type { Generated } from 'kysely';
import type { AuditLogTable, DepositsTable, InvestmentsTable, InvestorAccountsTable, InvestorSettingsTable, LedgerTable, WithdrawalsTable } from '../investor/tables';

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  referral_code: string;
  referred_by: string | null;
  verified_at: number | null;
  disabled_at: number | null;
  created_at: number;
}

/** At most one live code per user; a resend replaces it. */
/** A one-time code sent to an address being signed up (several may be live: server/auth/otp.ts). */
export interface EmailCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  created_at: number;
}

/** One registration of an address not yet verified: what it would make the account (server/auth/signup-claims.ts). */
export interface SignupClaimsTable {
  id: string;
  user_id: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  referred_by: string | null;
  created_at: number;
}

export interface ResetTokensTable {
  token_hash: string;
  user_id: string;
  expires_at: number;
  created_at: number;
}

/** A session is one refresh-token family. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** The browser's User-Agent at sign-in (cut to USER_AGENT_MAX), for the signed-in devices list. */
  user_agent: string | null;
  /** The client address at sign-in (server/http/client-key.ts decides which address counts). */
  ip: string | null;
  /** The last proof for a sensitive change (server/auth/step-up.ts), or null. */
  step_up_at: number | null;
}

export interface RefreshTokensTable {
  jti: string;
  session_id: string;
  issued_at: number;
  expires_at: number;
  consumed_at: number | null;
  /** The token that replaced this one on rotation. */
  replaced_by: string | null;
}

/** An authenticator-app secret: set up while `enabled_at` is null, in force once confirmed. */
export interface TwoFactorTable {
  user_id: string;
  /** The base32 secret sealed with TWO_FACTOR_KEY (server/auth/secret-box.ts). */
  sealed_secret: string;
  enabled_at: number | null;
  /** The newest time step a code was accepted for (replay guard). */
  last_step: number;
  created_at: number;
}

/** One of a user's ten recovery codes: a keyed hash, spent once. */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: number | null;
  /** The renewal that made it (null only for codes from before batches). */
  batch: string | null;
  /** Set when a renewal replaced its batch: it no longer works, unless that renewal is undone. */
  retired_at: number | null;
}

/** A sign-in whose password was right, waiting for its second factor. */
export interface LoginChallengesTable {
  token_hash: string;
  user_id: string;
  user_agent: string | null;
  ip: string | null;
  attempts: number;
  expires_at: number;
  created_at: number;
}

/** A passkey (WebAuthn credential); `id` is its credential id, base64url. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for most passkeys, which do not count). */
  counter: number;
  /** JSON array of transports ("internal", "hybrid", …), or null. */
  transports: string | null;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn challenge handed out, until answered or expired. `user_id` null: a sign-in's. */
export interface WebauthnChallengesTable {
  challenge_hash: string;
  user_id: string | null;
  purpose: 'register' | 'login' | 'step-up';
  expires_at: number;
}

/** A single-use link in an alert mail that removes the way in it announced (server/auth/undo-links.ts). */
export interface UndoLinksTable {
  token_hash: string;
  user_id: string;
  kind: 'two-factor' | 'passkey' | 'recovery-codes';
  /** Written by links from before `subject`: the passkey a 'passkey' link removes. */
  passkey_id: string | null;
  /**
   * What the link announced, which it alone can undo: the passkey's id, the time two-factor sign-in
   * was turned on, or the recovery codes' batch.
   */
  subject: string | null;
  expires_at: number;
  created_at: number;
}

/** A browser that completed a sign-in to the account (server/auth/known-devices.ts); the id is hashed. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  first_seen_at: number;
  last_seen_at: number;
}

export interface SubscribersTable {
  email: string;
  created_at: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: number;
}

/**
 * Outgoing mail waiting to be sent (server/mail/queue.ts). `message` is the JSON of a MailMessage,
 * or null for a placeholder: the same write as a mail, which the drainer deletes without sending.
 */
export interface MailQueueTable {
  id: string;
  /** `meta.kind` of the mail (`otp`, `password-reset`, …) or `placeholder`; for logs. */
  kind: string;
  message: string | null;
  /** Claims so far (a claim counts even if the process dies before it ends). */
  attempts: number;
  next_attempt_at: number;
  /** After this the mail is dropped unsent: its code or link has expired. */
  give_up_at: number;
  /** Set by the drainer that claimed the row; another one skips it until `lease_until`. */
  lease_token: string | null;
  lease_until: number | null;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  email_codes: EmailCodesTable;
  signup_claims: SignupClaimsTable;
  reset_tokens: ResetTokensTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  undo_links: UndoLinksTable;
  known_devices: KnownDevicesTable;
  subscribers: SubscribersTable;
  contact_messages: ContactMessagesTable;
  mail_queue: MailQueueTable;
  investor_accounts: InvestorAccountsTable;
  deposits: DepositsTable;
  investments: InvestmentsTable;
  withdrawals: WithdrawalsTable;
  ledger: LedgerTable;
  investor_settings: InvestorSettingsTable;
  audit_log: AuditLogTable;
}

// Re-exported so plugins can type their own tables alongside ours.
export type { Generated };
