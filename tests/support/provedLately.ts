import { http, HttpResponse } from 'msw';
import { http as appClient } from '../../src/api/client';
import { apiUrl, server } from './msw-server';

/** Long enough for any walk: the walks' fake clock never moves this far. */
const HOLDS_FOR_MS = 24 * 60 * 60_000;

/**
 * The session proved itself lately, as the step-up's status tells the app: the changes that need
 * a fresh proof (contract/stepUp.ts) go out without the dialog. For the walks of what those
 * changes do, not of the step-up (tests/screens/account/stepUp.walk.test.tsx walks that). Call it
 * once the signed-in page is rendered: its dialog puts the step-up on the app's client.
 */
export async function provedLately(): Promise<void> {
  server.use(http.get(apiUrl('/account/step_up/'), () =>
    HttpResponse.json({ two_factor: false, passkeys: false, valid_until: new Date(Date.now() + HOLDS_FOR_MS).toISOString() })));
  await appClient.get('/account/step_up/');
}
