/**
 * An error that is an answer, not a fault: it captures no stack trace. It is sent as it is and
 * never logged, and capturing a stack was the largest part of what a refused request cost (a
 * flood of 429s, a storm of 503s).
 */
export class StacklessError extends Error {
  constructor(message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
  }
}
