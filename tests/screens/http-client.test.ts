import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { http, httpClient, REQUEST_TIMEOUT_MS } from '../../src/api/client';
import { busyRetryAfterSeconds, errorMessage, retryAfterSeconds, statusOf } from '../../src/api/errors';
import { startSession } from '../../src/session/startSession';
import { apiUrl, server } from '../support/msw-server';

/** Records the headers of the calls to one path. */
function recordHeaders(path: string) {
  const seen: Headers[] = [];
  server.use(
    mock.all(apiUrl(path), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

/** An axios error as the client produces it for an answer with this status, body and headers. */
function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers,
    config,
  });
}

describe('the HTTP client', () => {
  it('calls the API under /api by default, in JSON, with a 30-second timeout', async () => {
    const { defaults } = await httpClient();
    expect(defaults.baseURL).toBe('/api');
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(defaults.timeout).toBe(30_000);
    const seen = recordHeaders('/management/subscribe/');
    await http.post('/management/subscribe/', { email: 'ada@example.com' });
    expect(seen[0]?.get('Content-Type')).toContain('application/json');
  });

  it('where the browser offers scheduler.yield(), starts a call only once it has yielded (the press paints first), and sends it then', async () => {
    await httpClient();
    const seen = recordHeaders('/management/subscribe/');
    let yielded!: () => void;
    const yields: Promise<void>[] = [];
    vi.stubGlobal('scheduler', { yield: () => { const turn = new Promise<void>((resolve) => (yielded = resolve)); yields.push(turn); return turn; } });
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const call = http.post('/management/subscribe/', { email: 'ada@example.com' });
    await vi.waitFor(() => expect(yields).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);
    yielded();
    expect((await call).data).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
  });

  it('uses the XSRF-TOKEN cookie and the X-XSRF-TOKEN header', async () => {
    const { defaults } = await httpClient();
    expect(defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    document.cookie = 'XSRF-TOKEN=cookie-value; path=/';
    const seen = recordHeaders('/management/contact/');
    await http.post('/management/contact/', { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(seen[0]?.get('X-XSRF-TOKEN')).toBe('cookie-value');
  });

  it('treats 200 to 299 as success and anything else as failure', async () => {
    const validate = (await httpClient()).defaults.validateStatus;
    expect([199, 200, 204, 299, 300, 400, 500].map((status) => validate?.(status))).toEqual([
      false, true, true, true, false, false, false,
    ]);
    server.use(mock.get(apiUrl('/created/'), () => HttpResponse.json({ id: 1 }, { status: 201 })));
    expect((await http.get('/created/')).status).toBe(201);
  });

  it('once the session is started, sends the stored access token as a bearer token, and none when signed out or corrupt', async () => {
    const seen = recordHeaders('/account/logout/');
    window.localStorage.setItem('access', 'header.payload.signature');
    // Before the session starts, the client knows no token.
    await http.post('/account/logout/');
    const session = startSession({ toLogin: () => undefined, revalidate: () => undefined });
    onTestFinished(session.stop);
    await http.post('/account/logout/');
    window.localStorage.setItem('access', 'undefined');
    await http.post('/account/logout/');
    window.localStorage.clear();
    await http.post('/account/logout/');
    expect(seen.map((headers) => headers.get('Authorization'))).toEqual([null, 'Bearer header.payload.signature', null, null]);
  });

  it('applies an extension to every call until it is undone, however early it was added', async () => {
    const seen = recordHeaders('/management/subscribe/');
    const tagWith = (value: string) => http.extend((client) => {
      const id = client.interceptors.request.use((config) => {
        config.headers.set('X-Tag', [config.headers.get('X-Tag'), value].filter(Boolean).join(' '));
        return config;
      });
      return () => client.interceptors.request.eject(id);
    });
    const undoFirst = tagWith('first');
    await http.post('/management/subscribe/', {});
    const undoSecond = tagWith('second');
    await http.post('/management/subscribe/', {});
    undoFirst();
    await http.post('/management/subscribe/', {});
    undoSecond();
    await http.post('/management/subscribe/', {});
    // axios runs request interceptors last added first.
    expect(seen.map((headers) => headers.get('X-Tag'))).toEqual(['first', 'second first', 'second', null]);
  });
});

describe('errorMessage', () => {
  it('reads the named fields in the order given', () => {
    const error = answered(400, { detail: 'From detail', message: 'From message' });
    expect(errorMessage(error, ['message', 'detail'], 'Fallback')).toBe('From message');
    expect(errorMessage(error, ['detail', 'message'], 'Fallback')).toBe('From detail');
  });

  it('skips empty fields and reads the first text of an array', () => {
    const error = answered(400, { message: '  ', recaptcha: ['', 'Captcha verification failed.'] });
    expect(errorMessage(error, ['message', 'detail', 'recaptcha'], 'Fallback')).toBe('Captcha verification failed.');
  });

  it('reads the fields of a JSON body that came as text (a text download, like the CSV export)', () => {
    expect(errorMessage(answered(429, '{"detail":"Many exports are being prepared right now."}'), ['detail'], 'Fallback')).toBe('Many exports are being prepared right now.');
  });

  it('falls back when no named field is present, the body is not an object, or there was no answer', () => {
    expect(errorMessage(answered(400, { email: ['Enter a valid email.'] }), ['message', 'detail'], 'Fallback')).toBe('Fallback');
    expect(errorMessage(answered(500, '<html>Server error</html>'), ['message'], 'Fallback')).toBe('Fallback');
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK'), ['message'], 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('boom'), ['message'], 'Fallback')).toBe('Fallback');
  });
});

describe('retryAfterSeconds and statusOf', () => {
  it('reads Retry-After of a 429 in whole seconds', () => {
    expect(retryAfterSeconds(answered(429, {}, { 'retry-after': '30' }))).toBe(30);
    expect(retryAfterSeconds(answered(429, {}, { 'retry-after': '2.5' }))).toBe(3);
    expect(retryAfterSeconds(answered(429, {}))).toBeUndefined();
    expect(retryAfterSeconds(answered(503, {}, { 'retry-after': '30' }))).toBeUndefined();
  });

  it('reads the wait of a busy server (503 server_busy): 3 s without a readable Retry-After, within 1 to 30 s', () => {
    const busy = (headers: Record<string, string> = {}) => answered(503, { detail: 'The server is busy right now.', code: 'server_busy' }, headers);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': '2' }))).toBe(2);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': '2.2' }))).toBe(3);
    expect(busyRetryAfterSeconds(busy())).toBe(3);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': 'soon' }))).toBe(3);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': '' }))).toBe(3);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': '0' }))).toBe(1);
    expect(busyRetryAfterSeconds(busy({ 'retry-after': '600' }))).toBe(30);
    // Any other refusal is not a busy server: a 503 without the code, a 429.
    expect(busyRetryAfterSeconds(answered(503, { detail: 'The service is temporarily unavailable.' }, { 'retry-after': '2' }))).toBeUndefined();
    expect(busyRetryAfterSeconds(answered(429, { code: 'server_busy' }, { 'retry-after': '2' }))).toBeUndefined();
    expect(busyRetryAfterSeconds(new Error('boom'))).toBeUndefined();
  });

  it('gives the status of an answered call only', () => {
    expect(statusOf(answered(401, {}))).toBe(401);
    expect(statusOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(statusOf(new Error('boom'))).toBeUndefined();
  });
});
