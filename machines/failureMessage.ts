/**
 * The text of a failed call, from its `xstate.error.actor.*` event. The app's actors reject with
 * an Error whose message is already the user-facing text (the server's message or the call's
 * fallback), so a machine only unwraps it; anything else (a bare string) is taken as it is.
 */
export function failureMessage(event: unknown): string {
  const error = (event as { error?: unknown } | null | undefined)?.error;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}
