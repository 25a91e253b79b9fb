/**
 * The step-up dialog's flow: the app's actors for the step-up machine (status, the password and
 * code, a passkey), the one app-wide actor behind the router's `stepUp` handle (src/features/account/stepUpHandle.ts)
 * with the HTTP client's interceptor that asks it for proofs, and the dialog's view and intents.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { stepUpMachine, type StepUpOptions, type StepUpProof } from '../../../machines/account/stepUp.machine';
import { http } from '../../api/client';
import { api } from '../../api/call';
import { errorMessage, retryAfterSeconds, SERVER_WORDS } from '../../api/errors';
import { STEP_UP_FALLBACKS } from '../../content/callFailures';
import { proveWithPasskey } from '../../api/passkeys';
import { createAppActor, initialSnapshot } from '../../flow/appActor';
import type { StepUpHandle } from './stepUpHandle';
import { problemText, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { authContent } from '../../content/auth';
import { stepUpCopy } from '../../content/dashboard';
import { busyNotice } from '../../api/busy';
import { installStepUpInterceptor, type StepUpOutcome } from '../../session/stepUpInterceptor';

/**
 * A refused proof's words (a wrong password or code reads as `wrongProof`, a server too busy to
 * hash it as `busy`): the server's, a bare 429's wait, else the call's fallback.
 */
function proofFailure(error: unknown): string {
  const wait = retryAfterSeconds(error);
  const fromServer = errorMessage(error, SERVER_WORDS, '');
  return !fromServer && wait !== undefined ? stepUpCopy.tooManyAttempts(wait) : fromServer || STEP_UP_FALLBACKS.prove;
}

/** The app's side of the step-up machine: what the account offers, and the proofs (password and code, or a passkey). */
export const stepUpBindings = {
  actors: {
    loadOptions: fromPromise<StepUpOptions>(async ({ signal }) => {
      const status = await api.stepUpStatus({ signal }, STEP_UP_FALLBACKS.load);
      return { twoFactor: status.two_factor, passkeys: status.passkeys };
    }),
    prove: fromPromise<unknown, StepUpProof>(({ input, signal }) => {
      const proof = { password: input.password, ...(input.code ? { code: input.code } : {}) };
      return api.stepUp({ body: proof, signal }, proofFailure);
    }),
    // Not aborted: the browser's dialog cannot be closed from the page (it has its own Cancel, which ends it).
    proveWithPasskey: fromPromise<unknown>(() => proveWithPasskey()),
  },
} satisfies FlowBindings<typeof stepUpMachine>;

export type StepUpActor = ActorRefFrom<typeof stepUpMachine>;

/** Opens the dialog (or joins the one open) and resolves with how it ended. */
async function askForProof(actor: StepUpActor): Promise<StepUpOutcome> {
  actor.send({ type: 'stepUp.request' });
  const closed = waitFor(actor, (snapshot) => !snapshot.hasTag('open'));
  // The actor stopped (the router was thrown away): nobody proved anything.
  const settled = await closed.catch(() => null);
  return settled?.hasTag('proved') ? 'proved' : 'cancelled';
}

/** A step-up status that cannot be read tells of no second factor: the change goes as it is, and the server decides. */
const unreadableStatus = () => false;

/**
 * The app's step-up actor, started on first use in `handle` (the router context's) and kept for
 * the visit, with the interceptor that asks it for a proof before a change that needs one, and
 * whenever the server refuses a change for want of one; while no dialog shows it, nobody is asked
 * and the server's refusal stands.
 */
export function stepUpActor(handle: StepUpHandle): StepUpActor {
  if (!handle.actor) {
    const actor = createAppActor(stepUpMachine.provide(stepUpBindings));
    actor.start();
    handle.actor = actor;
    handle.stopIntercepting = http.extend((client) => installStepUpInterceptor(client, {
      requestProof: () => (handle.shown > 0 ? askForProof(actor) : Promise.resolve('unavailable')),
      readStatus: () => api.stepUpStatus().then((status) => status.two_factor, unreadableStatus),
      cancelledText: stepUpCopy.cancelled,
    }));
  }
  return handle.actor;
}

/** The dialog's view: whether it shows, what it asks for, what went wrong and where to type again. */
export function selectStepUpView(snapshot: SnapshotFrom<typeof stepUpMachine>) {
  const { options, password, code, error } = snapshot.context;
  const problem = problemText(snapshot, { incomplete: stepUpCopy.required(options.twoFactor), failed: error, stillBusy: authContent.common.stillBusy });
  const asking = snapshot.hasTag('asking');
  return {
    open: snapshot.hasTag('open'),
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    /** The password form shows (also while it is being checked). */
    form: asking || snapshot.hasTag('pending'),
    /** A code field beside the password: two-factor sign-in is on. */
    askCode: options.twoFactor,
    /** A "Use a passkey" choice: the account has one. */
    offerPasskey: options.passkeys,
    /** What the fields hold after a failure: what was typed, or nothing after a refused proof. */
    password,
    code,
    problem,
    /**
     * Where the investor types again after a problem (the dialog reads it only then): the first
     * empty field, else nothing to move to (without two-factor sign-in no code is kept, and no
     * code field shows to move to).
     */
    fixField: password === '' ? 'password' as const : code === '' ? 'code' as const : null,
    proving: snapshot.hasTag('proving'),
    passkeyPending: snapshot.hasTag('passkey'),
    /** A proof is on its way (or waits for a busy server): the form is locked. */
    busy: snapshot.hasTag('pending'),
    /** The server was too busy to check the password: the wait, said as the auth forms say it. */
    serverBusy: busyNotice(snapshot),
  };
}

export type StepUpView = ReturnType<typeof selectStepUpView>;

/** The dialog: what it shows, and what the investor can do there. */
export interface StepUpApi {
  view: StepUpView;
  /** Prove it with the password, and the code when two-factor sign-in is on. */
  submit(password: string, code: string): void;
  /** Prove it with a passkey, through the browser's dialog. */
  proveWithPasskey(): void;
  /** Ask again what the account offers, after that failed to load. */
  retry(): void;
  /** Close the dialog: the change waiting on it fails with a clear message. */
  cancel(): void;
}

export function connectStepUp(snapshot: SnapshotFrom<typeof stepUpMachine>, send: FlowSend<typeof stepUpMachine>): StepUpApi {
  return {
    view: selectStepUpView(snapshot),
    submit: (password, code) => send({ type: 'stepUp.submit', password, code }),
    proveWithPasskey: () => send({ type: 'stepUp.passkey' }),
    retry: () => send({ type: 'stepUp.retry' }),
    cancel: () => send({ type: 'stepUp.cancel' }),
  };
}

/** Nothing shows until the dialog's actor has started. */
const CLOSED = initialSnapshot(stepUpMachine);
const closedSnapshot = () => CLOSED;

/**
 * The step-up dialog's view and intents. Mounting it (the signed-in layout) starts the app's
 * actor and lets the interceptor ask; unmounting it (the investor left the signed-in pages)
 * cancels a dialog left open, so the change waiting on it fails rather than hangs.
 */
export function useStepUp(): StepUpApi {
  const { stepUp } = useRouteContext({ from: '__root__' });
  const subscribe = useCallback((onChange: () => void) => {
    const actor = stepUpActor(stepUp);
    stepUp.shown += 1;
    const subscription = actor.subscribe(onChange);
    return () => {
      subscription.unsubscribe();
      stepUp.shown -= 1;
      if (stepUp.shown === 0) actor.send({ type: 'stepUp.cancel' });
    };
  }, [stepUp]);
  const snapshot = useSyncExternalStore(subscribe, () => stepUp.actor?.getSnapshot() ?? CLOSED, closedSnapshot);
  return connectStepUp(snapshot, (event) => stepUp.actor?.send(event));
}
