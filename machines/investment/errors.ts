/** The text of a failed actor: the app's API layer rejects with an Error whose message is for the user. */
export function failureMessage(event: unknown): string {
  const error = (event as { error?: unknown } | null)?.error;
  return error instanceof Error ? error.message : String(error ?? '');
}
