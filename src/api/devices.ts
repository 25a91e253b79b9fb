/**
 * Signed-in devices (the profile): the live sessions, ending one, ending every other one. Each
 * call rejects with an Error whose message is ready to show.
 */
import type { EndedSessionsResponse, MessageResponse, SignedInDevicesResponse } from '../../contract/account';
import { pathWith } from '../../contract/endpoint';
import { ACCOUNT_PATHS } from '../../contract/paths';
import { http } from './client';
import { withShownError } from './errors';

export const DEVICES_FALLBACKS = {
  load: 'We could not load your signed-in devices. Please try again.',
  end: 'We could not sign that device out. Please try again.',
} as const;

type Options = { signal?: AbortSignal };

export const devicesApi = {
  list: ({ signal }: Options = {}) =>
    withShownError(() => http.get<SignedInDevicesResponse>(ACCOUNT_PATHS.sessions, { signal }), DEVICES_FALLBACKS.load),
  end: (id: string, { signal }: Options = {}) =>
    withShownError(() => http.delete<MessageResponse>(pathWith(ACCOUNT_PATHS.endSession, { id }), { signal }), DEVICES_FALLBACKS.end),
  endOthers: ({ signal }: Options = {}) =>
    withShownError(() => http.post<EndedSessionsResponse>(ACCOUNT_PATHS.endOtherSessions, undefined, { signal }), DEVICES_FALLBACKS.end),
};
