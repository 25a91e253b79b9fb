// The step-up machine's choices, one by one: what an incomplete submit is, that a refused proof
// empties both fields (the server does not say which was wrong), that the passkey is offered only to an account with one, and that the browser's
// passkey dialog is not cancelled from behind it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stepUpMachine, type StepUpOptions } from '../../machines/account/stepUp.machine';
import type { Refusal } from '../../machines/refusal';
import { flush } from './auth/deferred';

/** How a proof ends; a server too busy to hash the password gives its wait. */
type Outcome = { ok: true } | { ok: false; message: string; refused?: boolean; busyRetryAfterMs?: number };

/** The Refusal the app's actor rejects with for a failed outcome: busy, a wrong proof, or a plain failure. */
function refusalFor({ message, refused, busyRetryAfterMs }: Extract<Outcome, { ok: false }>): Refusal {
  if (busyRetryAfterMs !== undefined) return { kind: 'busy', message, retryAfterMs: busyRetryAfterMs };
  return refused ? { kind: 'wrongProof', message } : { kind: 'failed', message };
}

const settle = (outcome: Outcome): Promise<unknown> => (outcome.ok ? Promise.resolve({}) : Promise.reject(refusalFor(outcome)));

/** The machine with the app's actors replaced: the options it loads, and how the proofs end (in turn, for a list). */
function start(options: StepUpOptions, outcomes: Outcome | readonly Outcome[] = { ok: true }) {
  const proofs: unknown[] = [];
  const outcomeOf = (index: number): Outcome => (Array.isArray(outcomes) ? (outcomes[index] ?? { ok: true }) : (outcomes as Outcome));
  const actor = createActor(
    stepUpMachine.provide({
      actors: {
        loadOptions: fromPromise<StepUpOptions>(async () => options),
        prove: fromPromise<unknown, { password: string; code: string }>(async ({ input }) => {
          proofs.push(input);
          return settle(outcomeOf(proofs.length - 1));
        }),
        proveWithPasskey: fromPromise<unknown>(() => settle(outcomeOf(0))),
      },
    }),
  );
  actor.start();
  return { actor, proofs };
}

async function asking(options: StepUpOptions, outcome?: Outcome | readonly Outcome[]) {
  const started = start(options, outcome);
  started.actor.send({ type: 'stepUp.request' });
  await waitFor(started.actor, (snapshot) => snapshot.hasTag('asking'));
  return started;
}

const PASSWORD = 'correct horse battery staple';

describe('the step-up machine', () => {
  it('waits, idle, until a proof is requested', () => {
    const { actor } = start({ twoFactor: false, passkeys: false });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts with nothing typed, nothing offered, no error and no busy retry made', () => {
    const { actor } = start({ twoFactor: true, passkeys: true });
    expect(actor.getSnapshot().context).toEqual({
      options: { twoFactor: false, passkeys: false }, password: '', code: '', error: null, busyRetryAfterMs: 0, busyRetried: false,
    });
  });

  it('forgets what was typed when cancelled, and a failed load\'s message once retried', async () => {
    const { actor } = await asking({ twoFactor: true, passkeys: false }, { ok: false, message: 'Refused.' });
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().context).toMatchObject({ password: '', code: '' });

    const failing = createActor(stepUpMachine.provide({ actors: { loadOptions: fromPromise<StepUpOptions>(async () => Promise.reject(new Error('The request failed.'))) } })).start();
    failing.send({ type: 'stepUp.request' });
    await waitFor(failing, (snapshot) => snapshot.hasTag('loadFailed'));
    expect(failing.getSnapshot().context.error).toBe('The request failed.');
    failing.send({ type: 'stepUp.retry' });
    expect(failing.getSnapshot().context.error).toBeNull();
  });

  it('asks for the password alone without two-factor sign-in, and sends no code', async () => {
    const { actor, proofs } = await asking({ twoFactor: false, passkeys: false });
    actor.send({ type: 'stepUp.submit', password: '', code: '' });
    expect(actor.getSnapshot().hasTag('incomplete')).toBe(true);
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '999999' });
    await waitFor(actor, (snapshot) => snapshot.matches('proved'));
    expect(proofs).toEqual([{ password: PASSWORD, code: '' }]);
    // Proved: nothing typed is kept.
    expect(actor.getSnapshot().context).toMatchObject({ password: '', code: '' });
  });

  it('asks for the code too with two-factor sign-in on', async () => {
    const { actor, proofs } = await asking({ twoFactor: true, passkeys: false });
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '  ' });
    expect(actor.getSnapshot().hasTag('incomplete')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ password: PASSWORD, code: '' });
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: ' 123456 ' });
    await waitFor(actor, (snapshot) => snapshot.matches('proved'));
    expect(proofs).toEqual([{ password: PASSWORD, code: '123456' }]);
  });

  it.each([
    ['a refused proof empties the password and the code', true, { password: '', code: '' }],
    ['any other failure keeps them', false, { password: PASSWORD, code: '123456' }],
  ] as const)('%s', async (_title, refused, kept) => {
    const { actor } = await asking({ twoFactor: true, passkeys: false }, { ok: false, message: 'Refused.', refused });
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ ...kept, error: 'Refused.' });
    // The message goes with the next attempt.
    actor.send({ type: 'stepUp.submit', password: '', code: '' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a passkey proof forgets what was typed before it, and a refused one shows its message', async () => {
    const proved = await asking({ twoFactor: true, passkeys: true });
    proved.actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '' });
    expect(proved.actor.getSnapshot().context).toMatchObject({ password: PASSWORD });
    proved.actor.send({ type: 'stepUp.passkey' });
    await waitFor(proved.actor, (snapshot) => snapshot.matches('proved'));
    expect(proved.actor.getSnapshot().context).toMatchObject({ password: '', code: '' });

    const refused = await asking({ twoFactor: false, passkeys: true }, { ok: false, message: 'The passkey request was cancelled or timed out. Please try again.' });
    refused.actor.send({ type: 'stepUp.passkey' });
    await waitFor(refused.actor, (snapshot) => snapshot.hasTag('failed'));
    expect(refused.actor.getSnapshot().context.error).toBe('The passkey request was cancelled or timed out. Please try again.');
  });

  it('offers a passkey only to an account that has one', async () => {
    const without = await asking({ twoFactor: false, passkeys: false });
    without.actor.send({ type: 'stepUp.passkey' });
    expect(without.actor.getSnapshot().hasTag('asking')).toBe(true);
    const withPasskey = await asking({ twoFactor: false, passkeys: true });
    withPasskey.actor.send({ type: 'stepUp.passkey' });
    expect(withPasskey.actor.getSnapshot().hasTag('passkey')).toBe(true);
    await waitFor(withPasskey.actor, (snapshot) => snapshot.matches('proved'));
  });

  it('leaves the browser\'s passkey dialog to close itself, and can be cancelled from anywhere else', async () => {
    const { actor } = start({ twoFactor: false, passkeys: true }, { ok: false, message: 'The passkey request was cancelled or timed out. Please try again.' });
    actor.send({ type: 'stepUp.request' });
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'stepUp.request' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('asking'));
    actor.send({ type: 'stepUp.passkey' });
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().hasTag('passkey')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    actor.send({ type: 'stepUp.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    // A new request opens it again, from the start.
    actor.send({ type: 'stepUp.request' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });
});

describe('the step-up machine, when the server is too busy to check the password', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const BUSY: Outcome = { ok: false, message: 'The server is busy right now.', busyRetryAfterMs: 2_000 };
  const typed = { password: PASSWORD, code: '123456' };

  it('waits what the server asked, proves once more with the same password and code, then gives up, everything kept', async () => {
    const { actor, proofs } = await asking({ twoFactor: true, passkeys: false }, [BUSY, BUSY, BUSY]);
    actor.send({ type: 'stepUp.submit', ...typed });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'busy' });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ ...typed, busyRetryAfterMs: 2_000 });
    vi.advanceTimersByTime(1_999);
    await flush();
    expect(proofs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await flush();
    expect(proofs).toEqual([typed, typed]);
    // The retry was refused as busy too: the form again, with what was typed and no error of the server's.
    expect(actor.getSnapshot().value).toEqual({ open: { asking: 'stillBusy' } });
    expect(actor.getSnapshot().context).toMatchObject({ ...typed, error: null });
    // Confirmed again by hand: a fresh refusal is waited out again, and the retry is proved.
    actor.send({ type: 'stepUp.submit', ...typed });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'busy' });
    vi.advanceTimersByTime(2_000);
    await waitFor(actor, (snapshot) => snapshot.matches('proved'));
    expect(proofs).toEqual([typed, typed, typed, typed]);
  });

  it('sends nothing more once the investor cancels during the wait', async () => {
    const { actor, proofs } = await asking({ twoFactor: false, passkeys: false }, [BUSY]);
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '' });
    await flush();
    actor.send({ type: 'stepUp.cancel' });
    vi.advanceTimersByTime(2_000);
    await flush();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(proofs).toHaveLength(1);
  });
});
