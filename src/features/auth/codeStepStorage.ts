/**
 * The sign-up code step kept in sessionStorage, so a reload of /auth/signup resumes it with the
 * wait that was left. Only the e-mail and when a resend becomes possible are kept — never a password.
 */
const KEY = 'acme.signup.pendingCode';

interface StoredCodeStep {
  email: string;
  /** Epoch milliseconds at which Resend OTP becomes available. */
  resendAt: number;
  /** The last code was a resent one (after Resend OTP, or sent from the login page). */
  resent: boolean;
}

export function rememberCodeStep(email: string, resendWaitMs: number, { resent }: { resent: boolean }): void {
  try {
    const entry: StoredCodeStep = { email, resendAt: Date.now() + resendWaitMs, resent };
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
export function readCodeStep(): { email: string; resendWaitMs: number; resent: boolean } | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredCodeStep>;
    if (typeof entry.email !== 'string' || !entry.email || typeof entry.resendAt !== 'number') return undefined;
    return { email: entry.email, resendWaitMs: Math.max(0, entry.resendAt - Date.now()), resent: entry.resent === true };
  } catch {
    return undefined;
  }
}
