/**
 * Example events of the session: storage written by another tab (signed in, signed out), a login,
 * and each end of a refresh (new tokens, refused, signed out in another tab, a transient failure).
 */
import type { RefreshResult, SessionTokens, sessionMachine } from '../session.machine';
import type { Examples } from './types';

export const SESSION_TOKENS: SessionTokens = { access: 'header.payload.signature', refresh: 'refresh.payload.signature', userId: '7' };
const refreshed: RefreshResult = { type: 'refreshed', access: 'new.payload.signature', refresh: 'rotated.payload.signature' };

export const sessionExamples = {
  'storage.changed': [{ session: SESSION_TOKENS }, { session: null }],
  'session.signedIn': [{ access: SESSION_TOKENS.access, refresh: 'refresh.payload.signature', userId: '7' }],
  'session.signedOut': [{}],
  'session.refreshRequested': [{}],
  'xstate.done.actor.refreshSession': [{ output: refreshed }, { output: { type: 'rejected' } }, { output: { type: 'signedOutElsewhere' } }],
  'xstate.error.actor.refreshSession': [{ error: new Error('Network Error') }],
} satisfies Examples<typeof sessionMachine>;
