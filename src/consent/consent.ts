import type { ConsentActor } from './consentStore';

/**
 * The visitor's cookie choice as the router's context carries it (src/app/router.ts), beside the
 * session. Its actor is started by the first part that needs it (the banner, the settings
 * button, a market chart: `consentActor` in src/consent/consentStore.ts), so no page
 * loads the consent statechart to render, and a prerender never starts it.
 */
export interface ConsentHandle {
  /** The running actor, once a part has started it. */
  actor?: ConsentActor;
  /** Stops listening for other tabs' choices (set with the actor). */
  stopListening?: () => void;
  /** Stops the actor if it started (a test's router is thrown away). */
  stop: () => void;
}

export function createConsentHandle(): ConsentHandle {
  const handle: ConsentHandle = {
    stop() {
      handle.stopListening?.();
      handle.actor?.stop();
    },
  };
  return handle;
}
