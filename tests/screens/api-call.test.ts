/**
 * The app's calls, derived from the contract (src/api/call.ts): each endpoint by its name, its
 * path parameters filled in, its query and body sent, its answer's body resolved; an abort
 * signal cancels it; a refusal rejects with the Refusal the endpoint's declared error means,
 * worded by the call. `tsc` checks the `@ts-expect-error` lines: a request the contract does
 * not declare does not compile.
 */
import { describe, expect, it } from 'vitest';
import { http as mock, HttpResponse } from 'msw';
import { api, call } from '../../src/api/call';
import { apiUrl, server } from '../support/msw-server';

describe('the derived client', () => {
  it('fills in the path parameters, sends the body, and resolves with the answer', async () => {
    let seen: { url?: string; method?: string; body?: unknown } = {};
    server.use(mock.post(apiUrl('/investor/investments/:id/upgrade/'), async ({ request }) => {
      seen = { url: new URL(request.url).pathname, method: request.method, body: await request.json() };
      return HttpResponse.json({ id: 'inv-2' }, { status: 201 });
    }));
    const answer = await api.upgrade({ params: { id: 'inv 1/ä' }, body: { plan: 'gold', amount_cents: 50_000 } });
    expect(seen).toEqual({ url: '/api/investor/investments/inv%201%2F%C3%A4/upgrade/', method: 'POST', body: { plan: 'gold', amount_cents: 50_000 } });
    expect(answer).toEqual({ id: 'inv-2' });
  });

  it('sends the query, and reads the CSV export as text', async () => {
    const queries: string[] = [];
    server.use(
      mock.get(apiUrl('/investor/transactions/'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ results: [] });
      }),
      mock.get(apiUrl('/investor/transactions/export/'), () => new HttpResponse('date,amount\n2026-01-01,10.00\n', { headers: { 'content-type': 'text/csv' } })),
    );
    await api.transactions({ query: { type: 'deposit', page: '2' } });
    expect(queries).toEqual(['?type=deposit&page=2']);
    expect(await call('exportTransactions', { query: {} })).toBe('date,amount\n2026-01-01,10.00\n');
  });

  it('is cancelled by its abort signal', async () => {
    server.use(mock.get(apiUrl('/account/me/'), () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = api.me({ signal: controller.signal }, 'Not loaded.');
    controller.abort();
    await expect(pending).rejects.toEqual({ kind: 'failed', message: 'Not loaded.' });
  });

  it("rejects with the Refusal the endpoint's declared error means, in the server's words, else the call's", async () => {
    server.use(
      mock.post(apiUrl('/account/login/'), () => HttpResponse.json({ detail: 'Please verify your e-mail first.', code: 'email_not_verified' }, { status: 403 })),
      mock.post(apiUrl('/account/undo/'), () => HttpResponse.json({}, { status: 400 })),
    );
    const body = { email: 'ada@example.com', password: 'secret', recaptcha_token: 'token' };
    await expect(api.login({ body }, 'Login failed.')).rejects.toEqual({ kind: 'unverified', message: 'Please verify your e-mail first.' });
    // A 400 of the undo link is the link itself, code or not; the wording knows which it words.
    await expect(api.undoChange({ body: { token: 't' } }, (_error, kind) => `read as ${kind}`)).rejects.toEqual({ kind: 'linkInvalid', message: 'read as linkInvalid' });
  });

  it('reads a code as what it means to the endpoint that declares it, and a busy server as busy everywhere', async () => {
    server.use(
      mock.post(apiUrl('/account/step_up/'), () => HttpResponse.json({ detail: 'Enter your code.', code: 'second_factor_required' }, { status: 400 })),
      mock.post(apiUrl('/account/api/password_reset/confirm/'), () => HttpResponse.json({ detail: 'Enter your code.', code: 'second_factor_required' }, { status: 400 })),
      mock.post(apiUrl('/investor/profile/password/'), () => HttpResponse.json({ detail: 'Busy.', code: 'server_busy' }, { status: 503, headers: { 'retry-after': '4' } })),
    );
    await expect(api.stepUp({ body: { password: 'p' } }, 'No.')).rejects.toMatchObject({ kind: 'wrongProof' });
    await expect(api.confirmPasswordReset({ body: { password: 'p', token: 't' } }, 'No.')).rejects.toMatchObject({ kind: 'secondFactorRequired' });
    const body = { current_password: 'a', new_password: 'b', confirm_password: 'b' };
    await expect(api.changePassword({ body }, 'No.')).rejects.toEqual({ kind: 'busy', message: 'Busy.', retryAfterMs: 4000 });
  });
});

/** Never called: what `tsc` refuses. */
export function requestsTheContractDoesNotDeclare() {
  // @ts-expect-error: the login body has no `username`
  void api.login({ body: { username: 'ada', password: 'secret', recaptcha_token: 'token' } });
  // @ts-expect-error: ending a session needs its id
  void api.endSession({});
  // @ts-expect-error: `me` sends no body
  void api.me({ body: {} });
}
