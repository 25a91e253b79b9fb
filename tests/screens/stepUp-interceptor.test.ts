// The step-up at the HTTP layer, alone: which changes ask for a proof before they are sent, which
// refusals ask for one after, what is sent again, and that nothing loops (the step-up's own calls,
// a second refusal after a proof).
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import axios from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { errorMessage, statusOf } from '../../src/api/errors';
import { installStepUpInterceptor, type StepUpOutcome } from '../../src/session/stepUpInterceptor';
import { waitFor } from 'xstate';
import { http as appClient } from '../../src/api/client';
import { createStepUpHandle } from '../../src/features/account/stepUpHandle';
import { stepUpActor } from '../../src/features/account/stepUp.flow';
import { STEP_UP } from '../oracle';
import { apiUrl, server } from '../support/msw-server';

const REFUSAL = { detail: "Please confirm it's you to make this change.", code: 'step_up_required' };
const CANCELLED = "This change needs you to confirm it's you.";

/**
 * A client with the interceptor, asking a prover that answers `outcomes` in turn; two-factor
 * sign-in is off unless `twoFactor` says otherwise. `sent` lists the requests that reached the
 * server and the proofs asked for, in order.
 */
function clientAsking(...outcomes: StepUpOutcome[]) {
  return clientWith({ outcomes });
}

function clientWith({ outcomes, twoFactor = false, statusFromServer = false }: { outcomes: StepUpOutcome[]; twoFactor?: boolean; statusFromServer?: boolean }) {
  const client = axios.create({ baseURL: apiUrl('') });
  const asked: number[] = [];
  const sent: string[] = [];
  const statusReads: number[] = [];
  client.interceptors.request.use((config) => {
    sent.push(`${config.method!.toUpperCase()} ${config.url}`);
    return config;
  });
  const stop = installStepUpInterceptor(client, {
    requestProof: async () => {
      asked.push(asked.length + 1);
      sent.push('proof asked');
      return outcomes.shift() ?? 'cancelled';
    },
    readStatus: async () => {
      statusReads.push(1);
      sent.push('status read');
      // Through the client, as the app reads it: the interceptor learns from its answer.
      if (statusFromServer) return ((await client.get('/account/step_up/')).data as { two_factor: boolean }).two_factor;
      return twoFactor;
    },
    cancelledText: CANCELLED,
  });
  onTestFinished(stop);
  return { client, asked, sent, statusReads };
}

/** A path answered at once, never refused; its calls are counted. */
function accepted(method: 'post' | 'delete', path: string) {
  let calls = 0;
  server.use(mock[method](apiUrl(path), () => {
    calls += 1;
    return HttpResponse.json({ message: 'Done.' });
  }));
  return { calls: () => calls };
}

/** A path refused `refusals` times (403 step_up_required), then answered; its calls are counted. */
function refusedFirst(path: string, refusals = 1, refusal: object = REFUSAL) {
  let calls = 0;
  server.use(
    mock.post(apiUrl(path), () => {
      calls += 1;
      return calls <= refusals ? HttpResponse.json(refusal, { status: 403 }) : HttpResponse.json({ message: 'Done.' });
    }),
  );
  return { calls: () => calls };
}

async function failure(request: Promise<unknown>) {
  const error = await request.then(() => undefined, (caught: unknown) => caught);
  expect(error, 'the request should have failed').toBeDefined();
  return { status: statusOf(error), text: errorMessage(error, ['detail'], '') };
}

describe('the step-up interceptor, before a change that needs a proof', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['POST', '/account/two_factor/setup/'],
    ['POST', '/account/two_factor/enable/'],
    ['POST', '/account/two_factor/recovery_codes/'],
    ['POST', '/account/passkeys/register/options/'],
    ['POST', '/account/passkeys/register/'],
    ['DELETE', '/account/passkeys/p1/'],
    ['DELETE', '/account/sessions/s1/'],
    ['POST', '/account/sessions/end_others/'],
  ] as const)('asks for the proof first for %s %s, then sends it once, never refused', async (method, path) => {
    const { client, sent } = clientAsking('proved');
    const change = accepted(method === 'POST' ? 'post' : 'delete', path);
    const answer = method === 'POST' ? await client.post(path, {}) : await client.delete(path);
    expect(answer.data).toEqual({ message: 'Done.' });
    expect(sent).toEqual(['status read', 'proof asked', `${method} ${path}`]);
    expect(change.calls()).toBe(1);
  });

  it('declined, the change fails with the dialog\'s words, as a 403 still, and is never sent', async () => {
    const { client, sent } = clientAsking('cancelled');
    const change = accepted('post', '/account/two_factor/setup/');
    expect(await failure(client.post('/account/two_factor/setup/'))).toEqual({ status: 403, text: CANCELLED });
    expect(change.calls()).toBe(0);
    expect(sent).toEqual(['status read', 'proof asked']);
  });

  it('asks nothing while the proof the step-up answered holds, by the server\'s clock, and asks again once it is about to run out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1, 12, 0, 0) });
    // This browser's clock is an hour behind the server's: the proof's time is measured on the server's.
    const serverNow = Date.UTC(2026, 0, 1, 13, 0, 0);
    server.use(mock.post(apiUrl('/account/step_up/'), () => HttpResponse.json(
      { message: 'Thank you. You can go on.', valid_until: new Date(serverNow + 5 * 60_000).toISOString() },
      { headers: { date: new Date(serverNow).toUTCString() } },
    )));
    const { client, asked } = clientAsking('proved');
    const change = accepted('post', '/account/two_factor/setup/');
    await client.post('/account/step_up/', { password: 'secret' });
    await client.post('/account/two_factor/setup/');
    vi.setSystemTime(Date.now() + 4 * 60_000);
    await client.post('/account/two_factor/setup/');
    expect(asked).toHaveLength(0);
    expect(change.calls()).toBe(2);
    // Within seconds of the end the server may refuse it on arrival: the proof is asked for again first.
    vi.setSystemTime(Date.now() + 55_000);
    await client.post('/account/two_factor/setup/');
    expect(asked).toHaveLength(1);
    expect(change.calls()).toBe(3);
  });

  it('a proof given elsewhere (another tab), which the status tells of, lets the change go without asking', async () => {
    server.use(mock.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ two_factor: true, passkeys: false, valid_until: new Date(Date.now() + 4 * 60_000).toISOString() })));
    const { client, sent } = clientWith({ outcomes: ['proved'], statusFromServer: true });
    accepted('delete', '/account/passkeys/p1/');
    await client.delete('/account/passkeys/p1/');
    // Held now: the next change does not even read the status.
    await client.delete('/account/passkeys/p1/');
    expect(sent).toEqual(['status read', 'GET /account/step_up/', 'DELETE /account/passkeys/p1/', 'DELETE /account/passkeys/p1/']);
  });

  it('a status that says no proof holds (valid_until null) leaves the next change to ask', async () => {
    server.use(mock.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ two_factor: false, passkeys: false, valid_until: null })));
    const { client, asked } = clientAsking('proved');
    accepted('post', '/account/passkeys/register/options/');
    await client.get('/account/step_up/');
    await client.post('/account/passkeys/register/options/');
    expect(asked).toHaveLength(1);
  });

  it('the password change asks for the proof first only while two-factor sign-in is on', async () => {
    const on = clientWith({ outcomes: ['proved'], twoFactor: true });
    const change = accepted('post', '/investor/profile/password/');
    await on.client.post('/investor/profile/password/', {});
    expect(on.sent).toEqual(['status read', 'proof asked', 'POST /investor/profile/password/']);
    expect(on.statusReads).toHaveLength(1);
    const off = clientWith({ outcomes: ['proved'], twoFactor: false });
    await off.client.post('/investor/profile/password/', {});
    expect(off.sent).toEqual(['status read', 'POST /investor/profile/password/']);
    expect(change.calls()).toBe(2);
  });

  it('asks nothing before changes the server alone can judge, nor before anything else', async () => {
    const { client, asked, statusReads } = clientAsking('proved');
    accepted('post', '/investor/withdrawals/');
    accepted('post', '/account/passkeys/');
    await client.post('/investor/withdrawals/', {});
    await client.post('/account/passkeys/', {});
    expect(asked).toHaveLength(0);
    expect(statusReads).toHaveLength(0);
  });

  it('with no dialog on the page, the change goes as it is and the server\'s refusal stands', async () => {
    const { client, sent } = clientAsking('unavailable', 'unavailable');
    refusedFirst('/account/passkeys/register/options/');
    expect(await failure(client.post('/account/passkeys/register/options/'))).toEqual({ status: 403, text: REFUSAL.detail });
    expect(sent).toEqual(['status read', 'proof asked', 'POST /account/passkeys/register/options/', 'proof asked']);
  });

  it('proved first and refused all the same, it fails in the server\'s words without asking again', async () => {
    const { client, asked } = clientAsking('proved', 'proved');
    const change = refusedFirst('/account/two_factor/setup/', 2);
    expect(await failure(client.post('/account/two_factor/setup/'))).toEqual({ status: 403, text: REFUSAL.detail });
    expect(asked).toHaveLength(1);
    expect(change.calls()).toBe(1);
  });

  it('a proof it thought held but the server refused (run out on the way): asks, and sends the same request again once', async () => {
    server.use(mock.post(apiUrl('/account/step_up/'), () => HttpResponse.json({ message: 'Thank you.', valid_until: new Date(Date.now() + 5 * 60_000).toISOString() })));
    const { client, sent } = clientAsking('proved');
    const change = refusedFirst('/account/two_factor/recovery_codes/');
    await client.post('/account/step_up/', { password: 'secret' });
    expect((await client.post('/account/two_factor/recovery_codes/')).data).toEqual({ message: 'Done.' });
    expect(sent).toEqual(['POST /account/step_up/', 'POST /account/two_factor/recovery_codes/', 'proof asked', 'POST /account/two_factor/recovery_codes/']);
    expect(change.calls()).toBe(2);
  });
});

describe('the step-up interceptor, after a refusal', () => {
  it('asks for a proof on 403 step_up_required and, proved, sends the same request again once', async () => {
    const { client, asked } = clientAsking('proved');
    const change = refusedFirst('/investor/profile/password/');
    const answer = await client.post('/investor/profile/password/', { current_password: 'a' });
    expect(answer.data).toEqual({ message: 'Done.' });
    expect(asked).toHaveLength(1);
    expect(change.calls()).toBe(2);
  });

  it('cancelled, the request fails with the clear message, as a 403 still', async () => {
    const { client } = clientAsking('cancelled');
    const change = refusedFirst('/investor/withdrawals/');
    expect(await failure(client.post('/investor/withdrawals/', {}))).toEqual({ status: 403, text: CANCELLED });
    expect(change.calls()).toBe(1);
  });

  it('with no dialog on the page, the server\'s refusal stands', async () => {
    const { client } = clientAsking('unavailable');
    refusedFirst('/investor/withdrawals/');
    expect(await failure(client.post('/investor/withdrawals/', {}))).toEqual({ status: 403, text: REFUSAL.detail });
  });

  it('never asks twice for one request: refused again after a proof, it fails', async () => {
    const { client, asked } = clientAsking('proved', 'proved');
    const change = refusedFirst('/investor/withdrawals/', 2);
    expect(await failure(client.post('/investor/withdrawals/', {}))).toEqual({ status: 403, text: REFUSAL.detail });
    expect(asked).toHaveLength(1);
    expect(change.calls()).toBe(2);
  });

  it('never asks for the step-up\'s own calls, nor for other refusals', async () => {
    const { client, asked } = clientAsking('proved');
    refusedFirst('/account/step_up/');
    refusedFirst('/account/step_up/passkey/');
    refusedFirst('/investor/deposits/', 1, { detail: 'Not allowed.', code: 'forbidden' });
    expect((await failure(client.post('/account/step_up/', { password: 'x' }))).status).toBe(403);
    expect((await failure(client.post('/account/step_up/passkey/', {}))).status).toBe(403);
    expect(await failure(client.post('/investor/deposits/', {}))).toEqual({ status: 403, text: 'Not allowed.' });
    expect(asked).toHaveLength(0);
  });

  it('a request sent before a proof and refused after it is sent again without asking', async () => {
    const { client, asked } = clientAsking('proved');
    let releaseLate: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      releaseLate = resolve;
    });
    let lateCalls = 0;
    server.use(
      mock.post(apiUrl('/investor/withdrawals/'), async () => {
        lateCalls += 1;
        if (lateCalls === 1) {
          await late;
          return HttpResponse.json(REFUSAL, { status: 403 });
        }
        return HttpResponse.json({ message: 'Requested.' });
      }),
    );
    // Two-factor sign-in is off: the password change is sent without asking, and refused.
    refusedFirst('/investor/profile/password/');
    const withdrawal = client.post('/investor/withdrawals/', {});
    await client.post('/investor/profile/password/', {});
    releaseLate();
    expect((await withdrawal).data).toEqual({ message: 'Requested.' });
    expect(asked).toHaveLength(1);
    expect(lateCalls).toBe(2);
  });
});

describe("the app's step-up actor on the app's client", () => {
  /** The app's actor, its interceptor on the app's client, with `dialogs` dialogs on the page. */
  function appStepUp(dialogs: number) {
    const handle = createStepUpHandle();
    const actor = stepUpActor(handle);
    handle.shown = dialogs;
    onTestFinished(handle.stop);
    return actor;
  }

  it("with no dialog on the page (the investor left the signed-in pages) nobody is asked: the refusal stands, in the server's words", async () => {
    const actor = appStepUp(0);
    const change = refusedFirst('/investor/withdrawals/');
    expect(await failure(appClient.post('/investor/withdrawals/', {}))).toEqual({ status: 403, text: REFUSAL.detail });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(change.calls()).toBe(1);
  });

  it('with the dialog on the page, a change that needs a proof opens it before anything is sent; proved, the change goes once', async () => {
    const until = new Date(Date.now() + 5 * 60_000).toISOString();
    server.use(
      mock.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ two_factor: false, passkeys: false, valid_until: null })),
      mock.post(apiUrl('/account/step_up/'), () => HttpResponse.json({ message: 'Thank you. You can go on.', valid_until: until })),
    );
    const actor = appStepUp(1);
    const change = accepted('post', '/account/two_factor/setup/');
    const setUp = appClient.post('/account/two_factor/setup/');
    await waitFor(actor, (snapshot) => snapshot.hasTag('asking'));
    expect(change.calls()).toBe(0);
    actor.send({ type: 'stepUp.submit', password: 'secret', code: '' });
    expect((await setUp).data).toEqual({ message: 'Done.' });
    expect(change.calls()).toBe(1);
    // The proof holds for the next change: no dialog again.
    await appClient.post('/account/two_factor/setup/');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(change.calls()).toBe(2);
  });

  it('with the dialog on the page, a password change whose step-up status cannot be read goes as it is: the server decides', async () => {
    server.use(mock.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ detail: 'Unavailable' }, { status: 503 })));
    const actor = appStepUp(1);
    const change = accepted('post', '/investor/profile/password/');
    const sent = appClient.post('/investor/profile/password/', {}).then(() => 'sent');
    const asked = waitFor(actor, (snapshot) => snapshot.hasTag('open')).then(() => 'asked');
    expect(await Promise.race([sent, asked])).toBe('sent');
    expect(change.calls()).toBe(1);
  });

  it("with the dialog on the page the refusal opens it; cancelled, the change fails with the dialog's words", async () => {
    server.use(mock.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ two_factor: false, passkeys: false, valid_until: null })));
    const actor = appStepUp(1);
    const change = refusedFirst('/investor/withdrawals/');
    const refused = failure(appClient.post('/investor/withdrawals/', {}));
    await waitFor(actor, (snapshot) => snapshot.hasTag('open'));
    actor.send({ type: 'stepUp.cancel' });
    expect(await refused).toEqual({ status: 403, text: STEP_UP.cancelled });
    expect(change.calls()).toBe(1);
  });
});
