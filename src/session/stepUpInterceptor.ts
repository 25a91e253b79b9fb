import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { ERROR_CODES } from '../../contract/account';
import { stepUpNeeded } from '../../contract/stepUp';
import { errorCode, isAxiosError } from '../api/errors';
import { ACCOUNT_PATHS } from '../../contract/paths';

/** The paths of the step-up itself (all start with this one): a refusal of these never asks for a step-up again. */
const STEP_UP_PATH = ACCOUNT_PATHS.stepUp;

/** How a step-up the interceptor asked for ended; `unavailable`: no dialog is on the page to ask. */
export type StepUpOutcome = 'proved' | 'cancelled' | 'unavailable';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set once a proof was asked for this request (before it left, or after its refusal), so it never asks again. */
    stepUpRetried?: boolean;
    /** How many proofs had been given when the request left: one given since means "just send it again". */
    proofsBefore?: number;
  }
}

export interface StepUpProver {
  /** Asks the investor for a proof (or joins the dialog already open) and resolves with how it ended. */
  requestProof: () => Promise<StepUpOutcome>;
  /**
   * Reads the step-up's status (its answer passes this client, which learns from it of a proof
   * that holds, given in another tab say): whether two-factor sign-in is on, false when unreadable.
   */
  readStatus: () => Promise<boolean>;
  /** What a refused change says once the investor cancelled the dialog. */
  cancelledText: string;
}

/**
 * How much sooner than the server's deadline a proof counts as spent: the server's clock is read
 * from its `Date` header, to the second, and the request takes a moment to arrive.
 */
const EARLY_MS = 10_000;

function isStepUpRefusal(error: unknown): error is AxiosError & { config: NonNullable<AxiosError['config']> } {
  return isAxiosError(error) && error.response?.status === 403 && !!error.config && errorCode(error) === ERROR_CODES.stepUpRequired;
}

/**
 * The same refusal, saying that the change needs a proof the investor chose not to give. The error
 * is this request's own (no one else holds it), so it is reworded in place: building a new one
 * would need axios' class, and with it axios in this module's chunk.
 */
function cancelledRefusal(error: AxiosError, text: string): AxiosError {
  const response = error.response!;
  const body = typeof response.data === 'object' && response.data !== null ? response.data : {};
  error.message = text;
  error.response = { ...response, data: { ...body, detail: text } };
  return error;
}

/**
 * The failure of a change whose proof the investor declined before it was sent: the one its
 * refusal would have ended in (403 `step_up_required` in the dialog's words), without the request.
 * Marked as axios marks its errors (src/api/errors.ts reads the mark), for the same reason as above.
 */
function declinedBeforeSending(config: InternalAxiosRequestConfig, text: string): AxiosError {
  const response = { status: 403, statusText: 'Forbidden', headers: {}, config, data: { detail: text, code: ERROR_CODES.stepUpRequired } };
  return Object.assign(new Error(text), { name: 'AxiosError', isAxiosError: true, config, response, toJSON: () => ({ message: text }) }) as AxiosError;
}

/**
 * Until when (this browser's clock) the session's last proof holds, from a step-up answer (the
 * status or a proof: `valid_until`, null for none), or undefined for any other answer.
 */
function proofHeldUntil(response: AxiosResponse): number | undefined {
  if (!(response.config.url ?? '').startsWith(STEP_UP_PATH)) return undefined;
  const until: unknown = (response.data as { valid_until?: unknown } | undefined)?.valid_until;
  if (until === null) return 0;
  if (typeof until !== 'string') return undefined;
  const date: unknown = response.headers?.date;
  const serverNow = typeof date === 'string' ? Date.parse(date) : NaN;
  // Measured on the server's clock, kept on this one: the two need not agree.
  return Date.now() + Date.parse(until) - (Number.isFinite(serverNow) ? serverNow : Date.now()) - EARLY_MS;
}

/**
 * A sensitive change (contract/stepUp.ts) is sent only with a fresh proof: when the session holds
 * none that this client knows of (it learns of them from the step-up's own answers), it reads the
 * step-up's status, and unless that tells of one (or, for a change that needs a proof only while
 * two-factor sign-in is on, that it is off) the proof is asked for first, and the change goes out
 * once it is given; declined, the change fails with `cancelledText` without being sent.
 *
 * The server's refusal stays the fallback: on a 403 `step_up_required` (a proof that ran out on
 * the way, a withdrawal to a new destination, which only the server can tell) it asks for a proof
 * and, once given, sends the very request again, once. The action that made it simply waits in
 * its pending state meanwhile. Requests that arrive while the dialog is open join it (one dialog
 * for all); a refusal of a request sent before the last proof is sent again without asking. A
 * cancelled dialog fails the request with `cancelledText` as its `detail`, which the action's own
 * failed state shows. Works like the session's 401 refresh (src/session/refreshInterceptor.ts),
 * beside which it runs: a 403 is never a 401. Returns the function that takes it off the client.
 */
export function installStepUpInterceptor(client: AxiosInstance, prover: StepUpProver): () => void {
  let proofs = 0;
  let heldUntil = 0;
  const proofHeld = () => Date.now() < heldUntil;
  /** Whether `config` is a change to ask a proof for now, before it leaves. */
  const needsProofFirst = async (config: InternalAxiosRequestConfig) => {
    if (config.stepUpRetried || proofHeld()) return false;
    const when = stepUpNeeded(config.method ?? 'get', config.url ?? '');
    if (when === undefined) return false;
    // The server's word first: a proof given elsewhere in this session (another tab) may hold.
    const twoFactor = await prover.readStatus();
    return !proofHeld() && (when === 'always' || twoFactor);
  };
  const askFirst = client.interceptors.request.use(async (config) => {
    if (await needsProofFirst(config)) {
      const outcome = await prover.requestProof();
      // Without a dialog nobody could answer: the request goes as it is, and the server's refusal stands.
      if (outcome !== 'unavailable') config.stepUpRetried = true;
      if (outcome === 'cancelled') throw declinedBeforeSending(config, prover.cancelledText);
      if (outcome === 'proved') proofs += 1;
    }
    config.proofsBefore ??= proofs;
    return config;
  });
  const resend = client.interceptors.response.use(
    (response) => {
      heldUntil = proofHeldUntil(response) ?? heldUntil;
      return response;
    },
    async (error: unknown) => {
      if (!isStepUpRefusal(error)) throw error;
      const { config } = error;
      // The server says no proof holds, whatever this client thought.
      heldUntil = 0;
      // The step-up's own calls (its status, the password, the passkey): a refusal of these is final.
      if (config.stepUpRetried || (config.url ?? '').includes(STEP_UP_PATH)) throw error;
      if (config.proofsBefore === proofs) {
        const outcome = await prover.requestProof();
        // Only a proof lets the request go again; without a dialog the server's refusal stands.
        if (outcome !== 'proved') throw outcome === 'cancelled' ? cancelledRefusal(error, prover.cancelledText) : error;
        proofs += 1;
      }
      config.stepUpRetried = true;
      return client.request(config);
    },
  );
  return () => {
    client.interceptors.request.eject(askFirst);
    client.interceptors.response.eject(resend);
  };
}
