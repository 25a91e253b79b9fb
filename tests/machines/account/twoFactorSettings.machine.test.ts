import { describe, expect, it } from 'vitest';
import { createActor, type NonReducibleUnknown } from 'xstate';
import { twoFactorSettingsMachine, type TwoFactorSecret, type TwoFactorStatus } from '../../../machines/account/twoFactorSettings.machine';
import { controllableActor, flush } from '../auth/deferred';

/**
 * What the walks cannot show on the page: the code is sent without the spaces around it, a code
 * of spaces is no code, the password typed to turn two-factor off is not kept once used, and what
 * the context holds for the view (a secret, codes, an error) goes once its step is over.
 */
function start(enabled: boolean) {
  const loadStatus = controllableActor<TwoFactorStatus, NonReducibleUnknown>();
  const startSetUp = controllableActor<TwoFactorSecret, NonReducibleUnknown>();
  const enable = controllableActor<string[], { code: string }>();
  const disable = controllableActor<unknown, { password: string; code: string }>();
  const regenerateCodes = controllableActor<string[], NonReducibleUnknown>();
  const machine = twoFactorSettingsMachine.provide({
    actors: { loadStatus: loadStatus.logic, startSetUp: startSetUp.logic, enable: enable.logic, disable: disable.logic, regenerateCodes: regenerateCodes.logic },
  });
  const actor = createActor(machine).start();
  return {
    actor, loadStatus, startSetUp, enable, disable, regenerateCodes,
    context: () => actor.getSnapshot().context,
    ready: async () => { await loadStatus.resolve({ enabled, recoveryCodesLeft: enabled ? 7 : 0 }); await flush(); },
  };
}

const SECRET = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' };
const CODES = ['ABCDE-FGHJK', 'MNPQR-STWXY', 'Z2345-6789A'];

const PASSWORD = 'correct horse battery staple';

describe('two-factor settings machine', () => {
  it('sends the set-up code without the spaces around it, and forgets it once two-factor is on', async () => {
    const flow = start(false);
    await flow.ready();
    flow.actor.send({ type: 'twoFactor.setUp' });
    await flow.startSetUp.resolve({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' });
    await flush();
    flow.actor.send({ type: 'code.submit', code: ' 123456 ' });
    expect(flow.enable.calls).toEqual([{ code: '123456' }]);
    await flow.enable.resolve(['ABCDE-FGHJK']);
    await flush();
    expect(flow.actor.getSnapshot().matches('showingCodes')).toBe(true);
    expect(flow.actor.getSnapshot().context.code).toBe('');
  });

  it.each([[''], ['   ']])('asks for a code when the password is typed and the code is %j', async (code) => {
    const flow = start(true);
    await flow.ready();
    flow.actor.send({ type: 'twoFactor.turnOff' });
    flow.actor.send({ type: 'turnOff.submit', password: PASSWORD, code });
    expect(flow.actor.getSnapshot().matches({ on: { turningOff: 'incomplete' } })).toBe(true);
    expect(flow.disable.calls).toHaveLength(0);
  });

  it('turns off with the password as typed and the code trimmed, then forgets both', async () => {
    const flow = start(true);
    await flow.ready();
    flow.actor.send({ type: 'twoFactor.turnOff' });
    flow.actor.send({ type: 'turnOff.submit', password: ` ${PASSWORD} `, code: ' 654321 ' });
    expect(flow.disable.calls).toEqual([{ password: ` ${PASSWORD} `, code: '654321' }]);
    await flow.disable.resolve({});
    await flush();
    expect(flow.actor.getSnapshot().matches({ off: 'turnedOff' })).toBe(true);
    expect(flow.actor.getSnapshot().context).toMatchObject({ password: '', code: '' });
  });

  it('forgets the typed password when turning off is cancelled after a refusal', async () => {
    const flow = start(true);
    await flow.ready();
    flow.actor.send({ type: 'twoFactor.turnOff' });
    flow.actor.send({ type: 'turnOff.submit', password: PASSWORD, code: '654321' });
    await flow.disable.reject('Your password is not correct.');
    await flush();
    expect(flow.actor.getSnapshot().context.error).toBe('Your password is not correct.');
    flow.actor.send({ type: 'turnOff.cancel' });
    expect(flow.actor.getSnapshot().matches({ on: 'idle' })).toBe(true);
    expect(flow.actor.getSnapshot().context).toMatchObject({ password: '', code: '' });
  });

  it('starts knowing nothing: off, no codes, nothing typed, no error', () => {
    const flow = start(false);
    expect(flow.context()).toEqual({ status: { enabled: false, recoveryCodesLeft: 0 }, secret: null, recoveryCodes: [], error: null, code: '', password: '' });
  });

  it('tags the off part, and forgets the secret when the set-up is cancelled', async () => {
    const flow = start(false);
    await flow.ready();
    expect(flow.actor.getSnapshot().hasTag('off')).toBe(true);
    flow.actor.send({ type: 'twoFactor.setUp' });
    await flow.startSetUp.resolve(SECRET);
    await flush();
    expect(flow.context().secret).toEqual(SECRET);
    flow.actor.send({ type: 'enrolment.cancel' });
    expect(flow.actor.getSnapshot().hasTag('off')).toBe(true);
    expect(flow.context().secret).toBeNull();
  });

  it('once on, holds the status the codes imply, not the secret, and forgets the codes once saved', async () => {
    const flow = start(false);
    await flow.ready();
    flow.actor.send({ type: 'twoFactor.setUp' });
    await flow.startSetUp.resolve(SECRET);
    await flush();
    flow.actor.send({ type: 'code.submit', code: '123456' });
    await flow.enable.resolve(CODES);
    await flush();
    expect(flow.context()).toMatchObject({ status: { enabled: true, recoveryCodesLeft: 3 }, secret: null, recoveryCodes: CODES });
    flow.actor.send({ type: 'codes.done' });
    expect(flow.context().recoveryCodes).toEqual([]);
  });

  it('forgets new recovery codes once saved, as it does the first ones', async () => {
    const flow = start(true);
    await flow.ready();
    flow.actor.send({ type: 'recoveryCodes.regenerate' });
    flow.actor.send({ type: 'recoveryCodes.confirm' });
    await flow.regenerateCodes.resolve(CODES);
    await flush();
    expect(flow.context()).toMatchObject({ status: { enabled: true, recoveryCodesLeft: 3 }, recoveryCodes: CODES });
    flow.actor.send({ type: 'codes.done' });
    expect(flow.actor.getSnapshot().hasTag('on')).toBe(true);
    expect(flow.context().recoveryCodes).toEqual([]);
  });

  it('once turned off, holds the status of two-factor off', async () => {
    const flow = start(true);
    await flow.ready();
    expect(flow.context().status).toEqual({ enabled: true, recoveryCodesLeft: 7 });
    flow.actor.send({ type: 'twoFactor.turnOff' });
    flow.actor.send({ type: 'turnOff.submit', password: PASSWORD, code: '654321' });
    await flow.disable.resolve({});
    await flush();
    expect(flow.context().status).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });

  describe('an error is forgotten once its step is left', () => {
    it('the load', async () => {
      const flow = start(false);
      await flow.loadStatus.reject('The request failed.');
      await flush();
      expect(flow.context().error).toBe('The request failed.');
      flow.actor.send({ type: 'twoFactor.retry' });
      expect(flow.context().error).toBeNull();
    });

    it('the set-up', async () => {
      const flow = start(false);
      await flow.ready();
      flow.actor.send({ type: 'twoFactor.setUp' });
      await flow.startSetUp.reject('The request failed.');
      await flush();
      expect(flow.context().error).toBe('The request failed.');
      flow.actor.send({ type: 'twoFactor.setUp' });
      expect(flow.context().error).toBeNull();
    });

    it('the code', async () => {
      const flow = start(false);
      await flow.ready();
      flow.actor.send({ type: 'twoFactor.setUp' });
      await flow.startSetUp.resolve(SECRET);
      await flush();
      flow.actor.send({ type: 'code.submit', code: '123456' });
      await flow.enable.reject('That code is not valid.');
      await flush();
      expect(flow.context().error).toBe('That code is not valid.');
      flow.actor.send({ type: 'code.submit', code: '' });
      expect(flow.context().error).toBeNull();
    });

    it('turning off', async () => {
      const flow = start(true);
      await flow.ready();
      flow.actor.send({ type: 'twoFactor.turnOff' });
      flow.actor.send({ type: 'turnOff.submit', password: PASSWORD, code: '654321' });
      await flow.disable.reject('Your password is not correct.');
      await flush();
      flow.actor.send({ type: 'turnOff.submit', password: '', code: '' });
      expect(flow.context().error).toBeNull();
    });

    it('new codes', async () => {
      const flow = start(true);
      await flow.ready();
      flow.actor.send({ type: 'recoveryCodes.regenerate' });
      flow.actor.send({ type: 'recoveryCodes.confirm' });
      await flow.regenerateCodes.reject('Two-factor sign-in is off.');
      await flush();
      expect(flow.context().error).toBe('Two-factor sign-in is off.');
      flow.actor.send({ type: 'recoveryCodes.cancel' });
      expect(flow.context().error).toBeNull();
    });
  });
});
