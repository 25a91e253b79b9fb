import type { AnyEventObject } from 'xstate';
import type { RefreshResult, SessionTokens } from './session.machine';

const tokens: SessionTokens = { access: 'header.payload.signature', refresh: 'refresh.payload.signature', userId: '7' };
const refreshed: RefreshResult = { type: 'refreshed', access: 'new.payload.signature', refresh: 'rotated.payload.signature' };

/** Example events for walking the session graph: storage reads, a login, and each end of a refresh. */
export const sessionEvents: readonly AnyEventObject[] = [
  { type: 'storage.read', session: tokens },
  { type: 'storage.read', session: null },
  { type: 'session.signedIn', access: tokens.access, refresh: 'refresh.payload.signature', userId: '7' },
  { type: 'xstate.done.actor.refresh', output: refreshed },
  { type: 'xstate.done.actor.refresh', output: { type: 'rejected' } satisfies RefreshResult },
  { type: 'xstate.done.actor.refresh', output: { type: 'signedOutElsewhere' } satisfies RefreshResult },
  { type: 'xstate.error.actor.refresh', error: new Error('Network Error') },
];
