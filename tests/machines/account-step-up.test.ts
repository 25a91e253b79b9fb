// The step-up machine's choices, one by one: what an incomplete submit is, which refusal empties
// which field, that the passkey is offered only to an account with one, and that the browser's
// passkey dialog is not cancelled from behind it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stepUpMachine, type StepUpOptions, type StepUpRefusal } from '../../machines/account/stepUp.machine';

type Outcome = { ok: true } | { ok: false; message: string; refused?: StepUpRefusal };

/** The machine with the app's actors replaced: the options it loads, and how the proofs end. */
function start(options: StepUpOptions, outcome: Outcome = { ok: true }) {
  const proofs: unknown[] = [];
  const settle = (): Promise<unknown> => (outcome.ok ? Promise.resolve({}) : Promise.reject(Object.assign(new Error(outcome.message), { refused: outcome.refused ?? null })));
  const actor = createActor(
    stepUpMachine.provide({
      actors: {
        loadOptions: fromPromise<StepUpOptions>(async () => options),
        prove: fromPromise<unknown, { password: string; code: string }>(async ({ input }) => {
          proofs.push(input);
          return settle();
        }),
        proveWithPasskey: fromPromise<unknown>(() => settle()),
      },
    }),
  );
  actor.start();
  return { actor, proofs };
}

async function asking(options: StepUpOptions, outcome?: Outcome) {
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
    ['password', { password: '', code: '123456' }],
    ['code', { password: PASSWORD, code: '' }],
    [null, { password: PASSWORD, code: '123456' }],
  ] as const)('a refusal about the %s empties that field and keeps the rest', async (refused, kept) => {
    const { actor } = await asking({ twoFactor: true, passkeys: false }, { ok: false, message: 'Refused.', refused });
    actor.send({ type: 'stepUp.submit', password: PASSWORD, code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ ...kept, error: 'Refused.' });
    // The message goes with the next attempt.
    actor.send({ type: 'stepUp.submit', password: '', code: '' });
    expect(actor.getSnapshot().context.error).toBeNull();
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
