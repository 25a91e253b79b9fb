/**
 * The sign-up code step kept in sessionStorage, so a reload of /auth/signup resumes it with the
 * wait that was left. Only the e-mail and when a resend becomes possible are kept — never a password.
 */
import type { CodeNotice } from '../../../machines/auth/signup.machine';

const KEY = 'acme.signup.pendingCode';

interface StoredCodeStep {
  email: string;
  /** Epoch milliseconds at which Resend OTP becomes available. */
  resendAt: number;
  /** Which code the step's notice speaks of (see CodeNotice). */
  notice: CodeNotice;
}

const NOTICES: readonly CodeNotice[] = ['created', 'resent', 'alreadySent'];
const isNotice = (value: unknown): value is CodeNotice => NOTICES.includes(value as CodeNotice);

export function rememberCodeStep(email: string, resendWaitMs: number, { notice }: { notice: CodeNotice }): void {
  try {
    const entry: StoredCodeStep = { email, resendAt: Date.now() + resendWaitMs, notice };
    window.sessionStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Without storage a reload simply starts over.
  }
}

export function forgetCodeStep(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The pending code step, with the wait still to run (0 when it has passed), or undefined. */
export function readCodeStep(): { email: string; resendWaitMs: number; notice: CodeNotice } | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredCodeStep>;
    if (typeof entry.email !== 'string' || !entry.email || typeof entry.resendAt !== 'number') return undefined;
    return { email: entry.email, resendWaitMs: Math.max(0, entry.resendAt - Date.now()), notice: isNotice(entry.notice) ? entry.notice : 'created' };
  } catch {
    return undefined;
  }
}
