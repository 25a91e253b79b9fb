import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/index';
import { REQUIREMENTS } from '../../machines/requirements';
import { declaredTransitions, describeTransition, outcomeRequirements } from '../../scripts/paths/requirements';
import { modelOf } from '../../scripts/paths/model';

// The requirement list (machines/requirements.ts) and the transitions' `meta` stay in step, so
// `npm run paths -- --requirements` tells QA the truth.
describe('requirements named by the machines', () => {
  const transitions = machineRegistry.flatMap(({ id }) => declaredTransitions(id));
  const listed = new Set(Object.keys(REQUIREMENTS));

  it('every id a transition names is in the list', () => {
    const unknown = transitions.flatMap((t) => t.requirements.filter((id) => !listed.has(id)).map((id) => `${id} (${describeTransition(t)})`));
    expect(unknown).toEqual([]);
  });

  it('every listed requirement is named by at least one transition', () => {
    const named = new Set(transitions.flatMap((t) => t.requirements));
    expect([...listed].filter((id) => !named.has(id))).toEqual([]);
  });

  it('every transition of every registered machine names at least one requirement', () => {
    expect(transitions.filter((t) => !t.requirements.length).map(describeTransition)).toEqual([]);
  });

  it('ids are lowercase and dot-namespaced, texts say where they come from', () => {
    for (const [id, text] of Object.entries(REQUIREMENTS)) {
      expect(id, id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(text, id).toMatch(id.startsWith('design.') ? /DESIGN|Design decision/ : /§\d/);
    }
  });

  it('an outcome carries the requirements of the transitions it takes, eventless ones included', () => {
    const session = outcomeRequirements('session');
    const start = [...modelOf('session').outcomes].find(([, o]) => o.from === '(start)' && o.to !== 'signedOut');
    expect(start, 'the session starts signed in from a stored session').toBeDefined();
    expect(session.get(start![0])).toContain('session.access-entry-decides');
    const signup = outcomeRequirements('signup');
    const resendReady = [...modelOf('signup').outcomes].find(([, o]) => o.event.startsWith('xstate.after.otpResendWait'));
    expect(signup.get(resendReady![0])).toContain('otp.resend.after-wait');
  });
});
