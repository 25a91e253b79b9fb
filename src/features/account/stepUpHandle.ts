import type { StepUpActor } from './stepUp.flow';

/**
 * The step-up dialog's actor as the router's context carries it (src/app/router.ts), beside the
 * session and the consent, through the same handle pattern: it is app-wide, since the HTTP
 * client asks it for a proof whichever action was refused (src/session/stepUpInterceptor.ts), and
 * it is started by the first part that needs it, the dialog the signed-in layout renders
 * (`stepUpActor` in src/features/account/stepUp.flow.ts), which also puts the interceptor on the
 * client. So no public page loads it, a prerender never starts it, and it stops with the router.
 * While no dialog is on the page (the investor left the signed-in pages), nobody could answer:
 * the interceptor lets the refusal stand.
 */
export interface StepUpHandle {
  /** The running actor, once the dialog has started it. */
  actor?: StepUpActor;
  /** How many dialogs show the actor now (the signed-in layout's one while it is mounted). */
  shown: number;
  /** Takes the interceptor off the HTTP client (set with the actor). */
  stopIntercepting?: () => void;
  /** Stops the actor and the interceptor if they started (a test's router is thrown away). */
  stop: () => void;
}

export function createStepUpHandle(): StepUpHandle {
  const handle: StepUpHandle = {
    shown: 0,
    stop() {
      handle.stopIntercepting?.();
      handle.actor?.stop();
    },
  };
  return handle;
}
