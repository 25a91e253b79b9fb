import type { AxiosError, AxiosInstance } from 'axios';
import { ERROR_CODES } from '../../contract/account';
import { errorCode, isAxiosError } from '../api/errors';
import { STEP_UP_PATH } from '../api/stepUp';

/** How a step-up the interceptor asked for ended; `unavailable`: no dialog is on the page to ask. */
export type StepUpOutcome = 'proved' | 'cancelled' | 'unavailable';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one resend after a step-up, so a second refusal never asks again. */
    stepUpRetried?: boolean;
    /** How many proofs had been given when the request left: one given since means "just send it again". */
    proofsBefore?: number;
  }
}

export interface StepUpProver {
  /** Asks the investor for a proof (or joins the dialog already open) and resolves with how it ended. */
  requestProof: () => Promise<StepUpOutcome>;
  /** What a refused change says once the investor cancelled the dialog. */
  cancelledText: string;
}

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
 * On a 403 `step_up_required` (a sensitive change without a fresh proof), asks for a proof and,
 * once given, sends the very request again, once: the action that made it simply waits in its
 * pending state meanwhile. Refusals that arrive while the dialog is open join it (one dialog for
 * all); a refusal of a request sent before the last proof is sent again without asking. A
 * cancelled dialog fails the request with `cancelledText` as its `detail`, which the action's own
 * failed state shows. Works like the session's 401 refresh (src/session/refreshInterceptor.ts),
 * beside which it runs: a 403 is never a 401. Returns the function that takes it off the client.
 */
export function installStepUpInterceptor(client: AxiosInstance, prover: StepUpProver): () => void {
  let proofs = 0;
  const stamp = client.interceptors.request.use((config) => {
    config.proofsBefore ??= proofs;
    return config;
  });
  const resend = client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isStepUpRefusal(error)) throw error;
    const { config } = error;
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
  });
  return () => {
    client.interceptors.request.eject(stamp);
    client.interceptors.response.eject(resend);
  };
}
