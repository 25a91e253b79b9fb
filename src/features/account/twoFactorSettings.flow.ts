/** Two-factor sign-in on the profile: set it up with an authenticator app, make new recovery codes, or turn it off. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { twoFactorSettingsMachine, type TwoFactorSecret, type TwoFactorStatus } from '../../../machines/account/twoFactorSettings.machine';
import { api } from '../../api/call';
import { TWO_FACTOR_FALLBACKS } from '../../api/fallbacks';
import { problemText, useFlow } from '../../flow/useFlow';
import { twoFactorCopy } from '../../content/dashboard';

const bindings = {
  actors: {
    // Not aborted when the actor stops: the machine starts in this load, and under StrictMode
    // @xstate/react restarts it from its snapshot, where an aborted first load would be a failure.
    loadStatus: fromPromise<TwoFactorStatus>(async () => {
      const status = await api.twoFactorStatus({}, TWO_FACTOR_FALLBACKS.load);
      return { enabled: status.enabled, recoveryCodesLeft: status.recovery_codes_left };
    }),
    // The signals below: a call is aborted only when the page goes away, and then nothing waits for its answer.
    startSetUp: fromPromise<TwoFactorSecret>(async ({ signal }) => {
      const setUp = await api.twoFactorSetUp({ signal }, TWO_FACTOR_FALLBACKS.change);
      return { secret: setUp.secret, uri: setUp.otpauth_url };
    }),
    enable: fromPromise<string[], { code: string }>(async ({ input, signal }) => {
      const body = { code: input.code };
      return (await api.twoFactorEnable({ body, signal }, TWO_FACTOR_FALLBACKS.change)).recovery_codes;
    }),
    disable: fromPromise<unknown, { password: string; code: string }>(({ input, signal }) => api.twoFactorDisable({ body: input, signal }, TWO_FACTOR_FALLBACKS.change)),
    // A 403 step_up_required is answered by the HTTP client's step-up (it asks, then sends this again).
    regenerateCodes: fromPromise<string[]>(async ({ signal }) => (await api.recoveryCodes({ signal }, TWO_FACTOR_FALLBACKS.change)).recovery_codes),
  },
};

export function selectTwoFactorView(snapshot: SnapshotFrom<typeof twoFactorSettingsMachine>) {
  const { status, secret, recoveryCodes, error } = snapshot.context;
  const loaded = !snapshot.hasTag('loading') && !snapshot.hasTag('loadFailed');
  return {
    loaded,
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    /** Which part shows: the set-up, the recovery codes, on, or else off (with a set-up button). */
    starting: snapshot.hasTag('starting'),
    enrolling: snapshot.hasTag('enrolling') ? secret : null,
    confirming: snapshot.hasTag('confirming'),
    recoveryCodes: snapshot.hasTag('showingCodes') ? recoveryCodes : null,
    /** What the shown codes are: the first ones (two-factor just turned on) or a new set. */
    codesTitle: snapshot.hasTag('newCodes') ? twoFactorCopy.newCodesTitle : twoFactorCopy.onTitle,
    on: snapshot.hasTag('on'),
    recoveryCodesLeft: status.recoveryCodesLeft,
    turningOff: snapshot.hasTag('turningOff'),
    submitting: snapshot.hasTag('submitting'),
    /** The step that confirms new recovery codes, and its call under way. */
    regenerating: snapshot.hasTag('regenerating'),
    makingCodes: snapshot.hasTag('makingCodes'),
    problem: problemText(snapshot, {
      failed: error, codeMissing: twoFactorCopy.codeRequired, codeFailed: error, incomplete: twoFactorCopy.turnOffRequired, turnOffFailed: error,
      regenerateFailed: error,
    }),
    note: problemText(snapshot, { turnedOff: twoFactorCopy.turnedOff }),
  };
}

export function useTwoFactorSettings() {
  const { view, send } = useFlow(twoFactorSettingsMachine, bindings, selectTwoFactorView);
  return {
    ...view,
    retry: () => send({ type: 'twoFactor.retry' }),
    setUp: () => send({ type: 'twoFactor.setUp' }),
    confirm: (code: string) => send({ type: 'code.submit', code }),
    cancelSetUp: () => send({ type: 'enrolment.cancel' }),
    codesSaved: () => send({ type: 'codes.done' }),
    turnOff: () => send({ type: 'twoFactor.turnOff' }),
    submitTurnOff: (password: string, code: string) => send({ type: 'turnOff.submit', password, code }),
    cancelTurnOff: () => send({ type: 'turnOff.cancel' }),
    regenerateCodes: () => send({ type: 'recoveryCodes.regenerate' }),
    confirmRegenerate: () => send({ type: 'recoveryCodes.confirm' }),
    cancelRegenerate: () => send({ type: 'recoveryCodes.cancel' }),
  };
}
