import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { logoutMachine } from '../../../machines/auth/logout.machine';
import { SPEC_TIMERS } from '../../oracle/timers';
import { controllableActor, flush } from './deferred';

function start() {
  const logout = controllableActor<unknown, void>();
  const actions = { endSession: vi.fn(), goToLogin: vi.fn(), goToDashboard: vi.fn() };
  const machine = logoutMachine.provide({ actors: { logout: logout.logic }, actions });
  return { actor: createActor(machine).start(), logout, ...actions };
}

describe('logout machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('No returns to the dashboard without calling the API', () => {
    const { actor, logout, goToDashboard, endSession } = start();
    actor.send({ type: 'logout.cancel' });
    expect(goToDashboard).toHaveBeenCalledTimes(1);
    expect(logout.calls).toHaveLength(0);
    expect(endSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('cancelled');
  });

  it.each([
    ['succeeds', (flow: ReturnType<typeof start>) => flow.logout.resolve({})],
    ['fails (ignored)', (flow: ReturnType<typeof start>) => flow.logout.reject('server down')],
  ])('Yes: when the call %s the session ends, and login follows after the named 2-second delay', async (_, settle) => {
    const flow = start();
    flow.actor.send({ type: 'logout.confirm' });
    expect(flow.actor.getSnapshot().value).toBe('loggingOut');
    expect(flow.logout.calls).toHaveLength(1);
    expect(flow.endSession).not.toHaveBeenCalled();
    await settle(flow);
    await flush();
    expect(flow.actor.getSnapshot().value).toBe('signedOut');
    expect(flow.endSession).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SPEC_TIMERS.logoutRedirect - 1);
    expect(flow.goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flow.goToLogin).toHaveBeenCalledTimes(1);
    expect(flow.actor.getSnapshot().value).toBe('done');
  });
});
