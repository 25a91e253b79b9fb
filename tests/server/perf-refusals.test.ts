/**
 * A refusal costs little (a flood of 429s from one address must not starve /healthz).
 * What a refused request must not do, each measured by what it leaves behind rather than by time:
 * capture a stack trace for an answer that is never logged. (It must not look into the mail queue
 * either: tests/server/mail-queue.test.ts, "after an answer".)
 */
import { describe, expect, it } from 'vitest';
import { ApiError, tooManyRequests } from '../../server/http/errors';

describe('a thrown answer', () => {
  it('carries no stack frames, and leaves the stack trace limit as it found it', () => {
    const before = Error.stackTraceLimit;
    const refusal = tooManyRequests(2_500, 'Too many requests.');
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal.stack).not.toMatch(/\n\s+at /);
    expect(refusal.message).toBe('Too many requests. Please try again in 3 seconds.');
    expect(refusal.headers).toEqual({ 'retry-after': '3' });
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('a fault').stack).toMatch(/\n\s+at /);
  });
});
