/**
 * Every registered machine's examples: the events the graph walks send (typed against the
 * machine, see ./types.ts) and the inputs it starts from. The path catalogue, the reachability
 * test and the generated walks read them; the registry (../index.ts) stays free of them.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineId, registeredMachines } from '../index';
import {
  NEW_PASSWORD_TOKEN, UNDO_TOKEN, countdownExamples, loginExamples, logoutExamples, newPasswordExamples, resetRequestExamples, signupExamples, undoChangeExamples,
} from './auth';
import { contactExamples, subscribeExamples } from './forms';
import {
  accordionExamples, carouselExamples, consentExamples, countUpExamples, disclosureExamples, marketWidgetExamples, menuExamples, revealExamples,
  showMoreExamples,
} from './ui';
import { SESSION_TOKENS, sessionExamples } from './session';
import { passkeysExamples, signedInDevicesExamples, stepUpExamples, twoFactorSettingsExamples } from './account';
import {
  checkoutExamples, clipboardExamples, depositLifecycleExamples, depositFormExamples, investmentActionExamples, investmentLifecycleExamples, passwordChangeExamples,
  profileEditExamples, resourceExamples, transactionsExamples, withdrawalLifecycleExamples, withdrawExamples,
} from './investment';
import type { Examples } from './types';

export interface MachineExamples<TMachine extends AnyStateMachine> {
  events: Examples<TMachine>;
  /**
   * The inputs the machine starts from: the first is the usual one; others lead to states the
   * first never does (reduced motion, a reload in the middle of a flow). Omitted: no input.
   */
  inputs?: readonly [unknown, ...unknown[]];
}

type ExamplesOfEvery = { [TId in MachineId]: MachineExamples<(typeof registeredMachines)[TId]> };

export const machineExamples: ExamplesOfEvery = {
  accordion: { events: accordionExamples },
  showMore: { events: showMoreExamples, inputs: [{ wide: false }] },
  marketWidget: { events: marketWidgetExamples, inputs: [{ consented: false }] },
  consent: { events: consentExamples, inputs: [{ stored: null }] },
  contact: { events: contactExamples },
  subscribe: { events: subscribeExamples },
  // The home page's partner logos (15, 3 a page on a narrow screen): the one carousel whose page size changes.
  carousel: {
    events: carouselExamples,
    inputs: [{ itemCount: 15, pageSize: 3, interval: 'partnerInterval' }, { itemCount: 15, pageSize: 3, interval: 'partnerInterval', reducedMotion: true }],
  },
  countUp: { events: countUpExamples, inputs: [{}, { reducedMotion: true }] },
  reveal: { events: revealExamples, inputs: [{ reducedMotion: false }, { reducedMotion: true }] },
  // Signed out, or the app loading with a session stored by an earlier visit (it starts signed in).
  session: { events: sessionExamples, inputs: [{ session: null }, { session: SESSION_TOKENS }] },
  disclosure: { events: disclosureExamples },
  menu: { events: menuExamples, inputs: [{ name: 'sectors' }] },
  signup: {
    events: signupExamples,
    inputs: [
      {},
      // From the login page, whose new code was refused because one went out 16 s ago: its wait's 44 s left.
      { pendingCode: { email: 'ada@example.com', resendWaitMs: 44_000, notice: 'alreadySent' } },
      // A reload of the code step resumes it with the wait that was left (30 s): of the
      // registration's code, or of a resent one.
      { pendingCode: { email: 'ada@example.com', resendWaitMs: 30_000 } },
      { pendingCode: { email: 'ada@example.com', resendWaitMs: 30_000, notice: 'resent' } },
    ],
  },
  login: { events: loginExamples },
  resetRequest: { events: resetRequestExamples },
  newPassword: { events: newPasswordExamples, inputs: [{ token: NEW_PASSWORD_TOKEN }] },
  logout: { events: logoutExamples },
  // From an alert's link; an address without its token goes straight to the refused link.
  undoChange: { events: undoChangeExamples, inputs: [{ token: UNDO_TOKEN }, {}] },
  countdown: { events: countdownExamples, inputs: [{ seconds: 2 }] },
  investmentLifecycle: { events: investmentLifecycleExamples, inputs: [{ planId: 'baselayer', cycle: 0 }] },
  depositLifecycle: { events: depositLifecycleExamples },
  withdrawalLifecycle: { events: withdrawalLifecycleExamples },
  checkout: { get events() { return checkoutExamples(); }, inputs: [{ slug: 'usdt_trc20' }] },
  depositForm: { events: depositFormExamples },
  withdraw: { events: withdrawExamples },
  investmentAction: { events: investmentActionExamples },
  transactions: { events: transactionsExamples },
  resource: { events: resourceExamples },
  profileEdit: { events: profileEditExamples },
  passwordChange: { events: passwordChangeExamples },
  clipboard: { events: clipboardExamples },
  signedInDevices: { events: signedInDevicesExamples },
  twoFactorSettings: { events: twoFactorSettingsExamples },
  passkeys: { events: passkeysExamples },
  stepUp: { events: stepUpExamples },
};

export function examplesOf(id: MachineId): MachineExamples<AnyStateMachine> {
  return machineExamples[id] as unknown as MachineExamples<AnyStateMachine>;
}
