/**
 * The sign-up code step kept for its return: a reload of /auth/signup, or Back and Forward past
 * it, resumes it with the wait that was left, and Edit Email Address finds the form as it was
 * sent. The e-mail, the names and the referral code go to sessionStorage; the password never does:
 * it stays in this page's memory only, so it survives Back and Forward but not a reload.
 */
import type { CodeNotice, SignupValues } from '../../../machines/auth/signup.machine';

const KEY = 'acme.signup.pendingCode';

type StoredNames = Pick<SignupValues, 'firstName' | 'lastName' | 'referral'>;

interface StoredCodeStep {
  email: string;
  /** Epoch milliseconds at which Resend OTP becomes available. */
  resendAt: number;
  /** Which code the step's notice speaks of (see CodeNotice). */
  notice: CodeNotice;
  /** The form's other fields as they were sent (absent when the step began on the login page). */
  names?: StoredNames;
}

/** The passwords of the registration the stored step belongs to: memory only, never storage. */
let heldPasswords: { email: string; password: string; confirmPassword: string } | null = null;

const NOTICES: readonly CodeNotice[] = ['created', 'resent', 'alreadySent'];
const isNotice = (value: unknown): value is CodeNotice => NOTICES.includes(value as CodeNotice);
const isText = (value: unknown): value is string => typeof value === 'string';

function namesOf(value: unknown): StoredNames | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { firstName, lastName, referral } = value as Partial<Record<keyof StoredNames, unknown>>;
  return isText(firstName) && isText(lastName) && isText(referral) ? { firstName, lastName, referral } : undefined;
}

/**
 * Keeps the code step of `values.email`: with the whole form when it is known (sign-up's own
 * step), the e-mail alone when the login page opens the step for an account it found unverified.
 */
export function rememberCodeStep(values: Pick<SignupValues, 'email'> & Partial<SignupValues>, resendWaitMs: number, { notice }: { notice: CodeNotice }): void {
  const { email, firstName, lastName, referral, password, confirmPassword } = values;
  const names = namesOf({ firstName, lastName, referral });
  if (password !== undefined && confirmPassword !== undefined) heldPasswords = { email, password, confirmPassword };
  else if (heldPasswords?.email !== email) heldPasswords = null;
  try {
    const entry: StoredCodeStep = { email, resendAt: Date.now() + resendWaitMs, notice, ...(names ? { names } : {}) };
    window.sessionStorage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Without storage a reload simply starts over.
  }
}

export function forgetCodeStep(): void {
  heldPasswords = null;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The pending code step, with the wait still to run (0 when it has passed), or undefined. */
export function readCodeStep(): { email: string; resendWaitMs: number; notice: CodeNotice; values?: Partial<SignupValues> } | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const entry = JSON.parse(raw) as Partial<StoredCodeStep>;
    if (typeof entry.email !== 'string' || !entry.email || typeof entry.resendAt !== 'number') return undefined;
    const names = namesOf(entry.names);
    const passwords = heldPasswords?.email === entry.email ? { password: heldPasswords.password, confirmPassword: heldPasswords.confirmPassword } : undefined;
    const values = names || passwords ? { ...names, ...passwords } : undefined;
    return {
      email: entry.email,
      resendWaitMs: Math.max(0, entry.resendAt - Date.now()),
      notice: isNotice(entry.notice) ? entry.notice : 'created',
      ...(values ? { values } : {}),
    };
  } catch {
    return undefined;
  }
}
