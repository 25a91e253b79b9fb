// The step-up at the HTTP layer, alone: which refusals ask for a proof, what is sent again, and
// that nothing loops (the step-up's own calls, a second refusal after a proof).
import { describe, expect, it, onTestFinished } from 'vitest';
import axios from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { errorMessage, statusOf } from '../../src/api/errors';
import { installStepUpInterceptor, type StepUpOutcome } from '../../src/session/stepUpInterceptor';
import { waitFor } from 'xstate';
import { http as appClient } from '../../src/api/client';
import { createStepUpHandle } from '../../src/app/stepUp';
import { stepUpActor } from '../../src/features/account/stepUp.flow';
import { STEP_UP } from '../oracle';
import { apiUrl, server } from '../support/msw-server';

const REFUSAL = { detail: "Please confirm it's you to make this change.", code: 'step_up_required' };
const CANCELLED = "This change needs you to confirm it's you.";

/** A client with the interceptor, asking a prover that answers `outcomes` in turn. */
function clientAsking(...outcomes: StepUpOutcome[]) {
  const client = axios.create({ baseURL: apiUrl('') });
  const asked: number[] = [];
  const stop = installStepUpInterceptor(client, {
    requestProof: async () => {
      asked.push(asked.length + 1);
      return outcomes.shift() ?? 'cancelled';
    },
    cancelledText: CANCELLED,
  });
  onTestFinished(stop);
  return { client, asked };
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

describe('the step-up interceptor', () => {
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
    refusedFirst('/account/passkeys/register/options/');
    expect(await failure(client.post('/account/passkeys/register/options/'))).toEqual({ status: 403, text: REFUSAL.detail });
  });

  it('never asks twice for one request: refused again after a proof, it fails', async () => {
    const { client, asked } = clientAsking('proved', 'proved');
    const change = refusedFirst('/account/two_factor/setup/', 2);
    expect(await failure(client.post('/account/two_factor/setup/'))).toEqual({ status: 403, text: REFUSAL.detail });
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
      mock.delete(apiUrl('/account/passkeys/p1/'), async () => {
        lateCalls += 1;
        if (lateCalls === 1) {
          await late;
          return HttpResponse.json(REFUSAL, { status: 403 });
        }
        return HttpResponse.json({ message: 'Removed.' });
      }),
    );
    refusedFirst('/account/two_factor/setup/');
    const removal = client.delete('/account/passkeys/p1/');
    await client.post('/account/two_factor/setup/');
    releaseLate();
    expect((await removal).data).toEqual({ message: 'Removed.' });
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
