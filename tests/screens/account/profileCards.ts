import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { profileWire } from '../dashboard/profileFixtures';

/** The profile page's cards, by the call each one loads with. */
const CARDS = {
  profile: { path: '/investor/profile/', body: () => profileWire() },
  twoFactor: { path: '/account/two_factor/', body: () => ({ enabled: false, recovery_codes_left: 0 }) },
  devices: { path: '/account/sessions/', body: () => ({ sessions: [] }) },
  passkeys: { path: '/account/passkeys/', body: () => ({ passkeys: [] }) },
} as const;

/**
 * Answers at once the loads of every profile card but `walked` (the one the walk holds and
 * answers itself): the others play no part in the walk.
 */
export function answerOtherProfileCards(walked: keyof typeof CARDS) {
  server.use(
    ...Object.entries(CARDS)
      .filter(([card]) => card !== walked)
      .map(([, { path, body }]) => http.get(apiUrl(path), () => HttpResponse.json(body()))),
  );
}
