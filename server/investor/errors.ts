/** How an investor or operator command refuses: the HTTP status and a message to show. */
/** A refused operation: the HTTP status and a message for the investor or operator. */
export class InvestorError extends Error {
  constructor(readonly status: number, message: string, readonly field?: string) {
    super(message);
  }
}

/** The lifecycle's next state, or a 409 with `message` when the statechart does not take the move. */
export function requireNext<T>(next: T | null, message: string): T {
  if (next === null) throw new InvestorError(409, message);
  return next;
}
