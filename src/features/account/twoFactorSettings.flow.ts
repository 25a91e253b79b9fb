/** Two-factor sign-in on the profile: set it up with an authenticator app, make new recovery codes, or turn it off. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { twoFactorSettingsMachine, type TwoFactorSecret, type TwoFactorStatus } from '../../../machines/account/twoFactorSettings.machine';
import { api } from '../../api/call';
import { TWO_FACTOR_FALLBACKS } from '../../content/callFailures';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { twoFactorCopy } from '../../content/dashboard';

/** The app's side of the two-factor settings machine: the status, setting up, turning off, new recovery codes. */
export const twoFactorSettingsBindings = {
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
} satisfies FlowBindings<typeof twoFactorSettingsMachine>;

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

export type TwoFactorView = ReturnType<typeof selectTwoFactorView>;

/** The two-factor card: which part shows, and what the investor can do in each. */
export interface TwoFactorSettingsApi {
  view: TwoFactorView;
  /** Load the status again after it failed to load. */
  retry(): void;
  /** Start setting up an authenticator app (a new secret and its QR code). */
  setUp(): void;
  /** The app's first code, which turns two-factor sign-in on. */
  confirm(code: string): void;
  /** Leave the set-up; two-factor sign-in stays off. */
  cancelSetUp(): void;
  /** The recovery codes are saved: the card shows two-factor sign-in on. */
  codesSaved(): void;
  /** Open the step that turns two-factor sign-in off. */
  turnOff(): void;
  /** Turn it off with the password and a code. */
  submitTurnOff(password: string, code: string): void;
  /** Leave the turn-off step; two-factor sign-in stays on. */
  cancelTurnOff(): void;
  /** Open the step that confirms new recovery codes. */
  regenerateCodes(): void;
  /** Make the new recovery codes (the old ones stop working). */
  confirmRegenerate(): void;
  /** Keep the recovery codes as they are. */
  cancelRegenerate(): void;
}

export function connectTwoFactorSettings(snapshot: SnapshotFrom<typeof twoFactorSettingsMachine>, send: FlowSend<typeof twoFactorSettingsMachine>): TwoFactorSettingsApi {
  return {
    view: selectTwoFactorView(snapshot),
    retry: () => send({ type: 'twoFactor.retry' }),
    setUp: () => send({ type: 'twoFactor.setUp' }),
    confirm: (code) => send({ type: 'code.submit', code }),
    cancelSetUp: () => send({ type: 'enrolment.cancel' }),
    codesSaved: () => send({ type: 'codes.done' }),
    turnOff: () => send({ type: 'twoFactor.turnOff' }),
    submitTurnOff: (password, code) => send({ type: 'turnOff.submit', password, code }),
    cancelTurnOff: () => send({ type: 'turnOff.cancel' }),
    regenerateCodes: () => send({ type: 'recoveryCodes.regenerate' }),
    confirmRegenerate: () => send({ type: 'recoveryCodes.confirm' }),
    cancelRegenerate: () => send({ type: 'recoveryCodes.cancel' }),
  };
}

export function useTwoFactorSettings(): TwoFactorSettingsApi {
  return useFlow(twoFactorSettingsMachine, twoFactorSettingsBindings, connectTwoFactorSettings);
}
