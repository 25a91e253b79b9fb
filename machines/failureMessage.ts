import { refusalOf } from './refusal';

/**
 * The text of a failed call, from its `xstate.error.actor.*` event. The app's actors reject with
 * a Refusal (machines/refusal.ts) whose message is already the user-facing text (the server's
 * message or the call's fallback), so a machine only unwraps it; a plain Error gives its message,
 * a bare string is taken as it is.
 */
export function failureMessage(event: unknown): string {
  return refusalOf(event).message;
}
