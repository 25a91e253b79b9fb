/**
 * Browser walks of the account-security machines (signed-in devices, two-factor settings,
 * passkeys, the step-up dialog): the shortest path to each
 * top-level state, generated from the graph (tests/e2e/support/walk.ts). Every call of the
 * screen is held and answered by the walk; the real server's sessions are walked end to end in
 * tests/e2e/account-security.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { DeviceEntry } from '../../../machines/account/signedInDevices.machine';
import { EXAMPLE_DEVICES, EXAMPLE_PASSKEYS_AFTER_ADDING } from '../../../machines/examples/account';
import type { PasskeyEntry } from '../../../machines/account/passkeys.machine';
import { passkeysWire } from '../../screens/account/passkeysFixtures';
import { creationOptions, requestOptions, underName, virtualAuthenticator, type VirtualAuthenticator } from '../support/passkeys';
import { devicesWire } from '../../screens/account/devicesFixtures';
import { profileWire } from '../../screens/dashboard/profileFixtures';
import { fakeSignedIn, seriousAxeViolations, test } from '../support/fixtures';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { failed, refuseWith, rememberCookieChoice, retryLoad, seeLoadFailed, type Failing } from './support';
import { DASHBOARD_TEXTS, DEVICES_CARD, PASSKEYS_CARD, STEP_UP as STEP_UP_DIALOG, TWO_FACTOR_CARD, dateAndTimeText } from '../../oracle';

const PROFILE = 'GET /investor/profile/';
const LIST = 'GET /account/sessions/';
const TWO_FACTOR = 'GET /account/two_factor/';
const PASSKEYS = 'GET /account/passkeys/';

/** The profile's cards by the call each one loads with, and an answer that plays no part in another card's walk. */
const CARD_LOADS = {
  profile: [PROFILE, profileWire()],
  twoFactor: [TWO_FACTOR, { enabled: false, recovery_codes_left: 0 }],
  devices: [LIST, { sessions: [] }],
  passkeys: [PASSKEYS, { passkeys: [] }],
} as const;

/**
 * Opens the profile signed in (a fake session: every call is held), with the calls of `endpoints`
 * held for the walk, and answers the loads of every card but the `walked` one at once.
 */
async function openProfile(page: Page, walked: keyof typeof CARD_LOADS, endpoints: readonly `${'GET' | 'POST' | 'DELETE'} ${string}`[], address = '/dashboard/profile/me') {
  await fakeSignedIn(page);
  await rememberCookieChoice(page, { markets: false });
  const loads = Object.entries(CARD_LOADS);
  const api = await holdApi(page, [...new Set([...loads.map(([, [endpoint]]) => endpoint), ...endpoints])]);
  // Unless the walk holds the step-up itself, the session proved itself lately: the cards' changes go without the dialog.
  if (!endpoints.includes(STEP_UP_STATUS)) {
    await page.route('**/api/account/step_up/', (route) => route.fulfill({ json: { two_factor: false, passkeys: false, valid_until: new Date(Date.now() + DAY_MS).toISOString() } }));
  }
  await page.goto(address);
  for (const [card, [endpoint, body]] of loads) if (card !== walked) await api.answer(endpoint, 200, body);
  return api;
}
const END_OTHERS = 'POST /account/sessions/end_others/';
/** Longer than any walk: a proof the server says holds for that long. */
const DAY_MS = 24 * 60 * 60_000;
/** One held sign-out per device the examples can end. */
const endOf = (id: string) => `DELETE /account/sessions/${id}/` as const;

/**
 * Each card's walk keeps its own account of what the card shows (never the machine's state or
 * context), worked out from the gestures and the answers the walk gave, so that a machine that
 * goes elsewhere, or keeps the wrong list, fails the step that shows it. A gesture on a locked
 * button never happens here (Playwright waits for it to be enabled): a gesture's account moves on.
 */
interface CardWalk<TShown> extends Failing {
  page: Page;
  api: Awaited<ReturnType<typeof holdApi>>;
  shown: TShown;
}

/** A card's walk whose list may lose an entry (a device signed out, a passkey removed): the one on its way out. */
interface ListWalk<TShown, TEntry> extends CardWalk<TShown> {
  list: TEntry[];
  leaving: TEntry | null;
}

/**
 * The server takes out the entry on its way out (at its `address`), saying `note`: by the walk's
 * account it leaves the list, and the card shows `shown` (the note).
 */
async function takenOut<W extends ListWalk<unknown, { id: string }>>(walk: W, address: (id: string) => string, note: string, shown: W['shown']) {
  const leaving = walk.leaving!;
  walk.list = walk.list.filter((entry) => entry !== leaving);
  walk.leaving = null;
  walk.shown = shown;
  await walk.api.answer(address(leaving.id), 200, { message: note });
}

/** The server refuses to take out the entry on its way out (at its `address`, with `status`): it stays listed, and the card shows the server's words. */
function keptIn<W extends ListWalk<unknown, { id: string }>>(walk: W, address: (id: string) => string, error: Error, status: number, shown: W['shown']) {
  const leaving = walk.leaving!;
  walk.leaving = null;
  return refuseWith(walk, address(leaving.id), error, status, shown);
}

/**
 * What the devices card shows: the list loading or its failure, then the list, a sign-out on its
 * way (one device, or every other one), and its outcome (a note, or the failure).
 */
type DevicesShown = 'loading' | 'loadFailed' | 'idle' | 'ending' | 'endingOthers' | 'ended' | 'endedOthers' | 'failed';

interface DevicesWalk extends ListWalk<DevicesShown, DeviceEntry> {
  /** The devices listed: as the server gave them, less those signed out since. */
  list: DeviceEntry[];
  /** The device being signed out. */
  leaving: DeviceEntry | null;
}

const section = (page: Page) => page.getByRole('region', { name: DEVICES_CARD.title });
const nameOf = (device: DeviceEntry) => DEVICES_CARD.deviceName(device.browser, device.device);

walkInBrowser('signedInDevices', {
  async open(page): Promise<DevicesWalk> {
    const api = await openProfile(page, 'devices', [END_OTHERS, ...EXAMPLE_DEVICES.map((device) => endOf(device.id))]);
    return { page, api, shown: 'loading', failure: null, list: [], leaving: null };
  },
  drive: {
    'devices.retry': (_event, walk) => retryLoad(walk, section(walk.page)),
    // Only another device listed has a sign-out button.
    'device.end': async ({ id }, walk) => {
      const device = walk.list.find((entry) => entry.id === id && !entry.current);
      if (!device) throw new Error(`${id} is not another device listed`);
      walk.leaving = device;
      walk.shown = 'ending';
      await section(walk.page).getByRole('button', { name: DEVICES_CARD.endLabel(nameOf(device)) }).click();
    },
    'devices.endOthers': async (_event, walk) => {
      walk.shown = 'endingOthers';
      await section(walk.page).getByRole('button', { name: DEVICES_CARD.endOthers }).click();
    },
    'xstate.done.actor.listDevices': ({ output }, walk) => {
      walk.list = [...output];
      walk.shown = 'idle';
      return walk.api.answer(LIST, 200, devicesWire(output));
    },
    'xstate.error.actor.listDevices': ({ error }, walk) => refuseWith(walk, LIST, error, 500, 'loadFailed'),
    // Signed out: the device leaves the list.
    'xstate.done.actor.endDevice': (_event, walk) => takenOut(walk, endOf, DEVICES_CARD.ended, 'ended'),
    'xstate.error.actor.endDevice': ({ error }, walk) => keptIn(walk, endOf, error, 404, 'failed'),
    // Every other device signed out: only the one in use is left.
    'xstate.done.actor.endOtherDevices': (_event, walk) => {
      walk.list = walk.list.filter((device) => device.current);
      walk.shown = 'endedOthers';
      return walk.api.answer(END_OTHERS, 200, { message: DEVICES_CARD.endedOthers, ended: 2 });
    },
    'xstate.error.actor.endOtherDevices': ({ error }, walk) => refuseWith(walk, END_OTHERS, error, 500, 'failed'),
  },
  async see(_expected, walk) {
    const { page, shown, list, failure } = walk;
    const scope = section(page);
    if (shown === 'loading') return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (shown === 'loadFailed') return seeLoadFailed(scope, failure!);
    await expect(scope.getByRole('listitem')).toHaveCount(list.length);
    for (const [index, device] of list.entries()) {
      const item = scope.getByRole('listitem').nth(index);
      await expect(item).toContainText(nameOf(device));
      await expect(item).toContainText(DEVICES_CARD.lastActive(dateAndTimeText(device.lastSeenAt)));
      if (device.current) await expect(item.getByText(DEVICES_CARD.thisDevice)).toBeVisible();
      await expect(item.getByRole('button')).toHaveCount(device.current ? 0 : 1);
    }
    const busy = shown === 'ending' || shown === 'endingOthers';
    for (const button of await scope.getByRole('button').all()) await expect(button).toBeEnabled({ enabled: !busy });
    if (shown === 'ending') expect(walk.api.urlsTo(endOf(walk.leaving!.id))).toHaveLength(1);
    const note = shown === 'ended' ? DEVICES_CARD.ended : shown === 'endedOthers' ? DEVICES_CARD.endedOthers : null;
    await expect(scope.getByRole('status')).toHaveText(note ? [note] : []);
    await expect(scope.getByRole('alert')).toHaveText(shown === 'failed' ? [failure!] : []);
  },
});

const SET_UP = 'POST /account/two_factor/setup/';
const ENABLE = 'POST /account/two_factor/enable/';
const DISABLE = 'POST /account/two_factor/disable/';
const REGENERATE = 'POST /account/two_factor/recovery_codes/';
const twoFactorSection = (page: Page) => page.getByRole('region', { name: TWO_FACTOR_CARD.title });
const twoFactorButton = (page: Page, name: string) => twoFactorSection(page).getByRole('button', { name, exact: true });

/**
 * What the two-factor card shows, by the parts this walk tells apart: loading or its failure; off
 * (set-up under way or refused included); enrolling (the QR code and key, whatever the code
 * typed); the recovery codes (first or new); on (turning it off or making new codes included).
 * A refusal leaves the card in the part it was in.
 */
type TwoFactorShown = 'loading' | 'loadFailed' | 'off' | 'enrolling' | 'codes' | 'newCodes' | 'on';

interface TwoFactorWalk extends CardWalk<TwoFactorShown> {
  /** The key the server gave for the authenticator app. */
  secret: string | null;
  /** The recovery codes the server gave last, and how many are left. */
  codes: string[];
  codesLeft: number;
}

/** Recovery codes given: shown once (`shown`), and all of them left. */
function codesGiven(walk: TwoFactorWalk, codes: string[], shown: 'codes' | 'newCodes') {
  walk.codes = codes;
  walk.codesLeft = codes.length;
  walk.shown = shown;
}

/** A press on one of the card's buttons, after which it shows `next`. */
function pressTwoFactor(walk: TwoFactorWalk, name: string, next: TwoFactorShown) {
  walk.shown = next;
  return twoFactorButton(walk.page, name).click();
}

walkInBrowser('twoFactorSettings', {
  async open(page): Promise<TwoFactorWalk> {
    const api = await openProfile(page, 'twoFactor', [SET_UP, ENABLE, DISABLE, REGENERATE]);
    return { page, api, shown: 'loading', failure: null, secret: null, codes: [], codesLeft: 0 };
  },
  drive: {
    'twoFactor.retry': (_event, walk) => pressTwoFactor(walk, DASHBOARD_TEXTS.retry, 'loading'),
    'twoFactor.setUp': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.setUp, 'off'),
    'code.submit': async ({ code }, walk) => {
      await twoFactorSection(walk.page).getByLabel(TWO_FACTOR_CARD.code).fill(code);
      await pressTwoFactor(walk, TWO_FACTOR_CARD.confirm, 'enrolling');
    },
    'enrolment.cancel': (_event, walk) => {
      walk.secret = null;
      return pressTwoFactor(walk, TWO_FACTOR_CARD.cancel, 'off');
    },
    'codes.done': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.codesSaved, 'on'),
    'twoFactor.turnOff': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.turnOff, 'on'),
    'turnOff.submit': async ({ password, code }, walk) => {
      await twoFactorSection(walk.page).getByLabel(TWO_FACTOR_CARD.password, { exact: true }).fill(password);
      await twoFactorSection(walk.page).getByLabel(TWO_FACTOR_CARD.turnOffCode).fill(code);
      await pressTwoFactor(walk, TWO_FACTOR_CARD.confirmTurnOff, 'on');
    },
    'turnOff.cancel': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.cancel, 'on'),
    'recoveryCodes.regenerate': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.regenerate, 'on'),
    'recoveryCodes.confirm': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.confirmRegenerate, 'on'),
    'recoveryCodes.cancel': (_event, walk) => pressTwoFactor(walk, TWO_FACTOR_CARD.cancel, 'on'),
    'xstate.done.actor.loadStatus': ({ output }, walk) => {
      walk.codesLeft = output.recoveryCodesLeft;
      walk.shown = output.enabled ? 'on' : 'off';
      return walk.api.answer(TWO_FACTOR, 200, { enabled: output.enabled, recovery_codes_left: output.recoveryCodesLeft });
    },
    'xstate.error.actor.loadStatus': ({ error }, walk) => refuseWith(walk, TWO_FACTOR, error, 500, 'loadFailed'),
    'xstate.done.actor.startSetUp': ({ output }, walk) => {
      walk.secret = output.secret;
      walk.shown = 'enrolling';
      return walk.api.answer(SET_UP, 200, { secret: output.secret, otpauth_url: output.uri });
    },
    'xstate.error.actor.startSetUp': ({ error }, { api }) => api.answer(SET_UP, 500, { detail: error.message }),
    'xstate.done.actor.enable': ({ output }, walk) => {
      codesGiven(walk, output, 'codes');
      return walk.api.answer(ENABLE, 200, { message: TWO_FACTOR_CARD.onTitle, recovery_codes: output });
    },
    'xstate.error.actor.enable': ({ error }, { api }) => api.answer(ENABLE, 400, { detail: error.message }),
    'xstate.done.actor.disable': (_event, walk) => {
      walk.shown = 'off';
      return walk.api.answer(DISABLE, 200, { message: TWO_FACTOR_CARD.turnedOff });
    },
    'xstate.error.actor.disable': ({ error }, { api }) => api.answer(DISABLE, 400, { detail: error.message }),
    'xstate.done.actor.regenerateCodes': ({ output }, walk) => {
      codesGiven(walk, output, 'newCodes');
      return walk.api.answer(REGENERATE, 200, { message: TWO_FACTOR_CARD.newCodesTitle, recovery_codes: output });
    },
    'xstate.error.actor.regenerateCodes': ({ error }, { api }) => api.answer(REGENERATE, 409, { detail: error.message, code: 'two_factor_off' }),
  },
  async see(_expected, { page, shown, secret, codes, codesLeft, failure }) {
    const scope = twoFactorSection(page);
    if (shown === 'loading') return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (shown === 'loadFailed') return expect(scope.getByRole('alert')).toHaveText(failure!);
    if (shown === 'off') return expect(scope.getByText(TWO_FACTOR_CARD.offIntro)).toBeVisible();
    if (shown === 'enrolling') {
      await expect(scope.getByRole('img', { name: TWO_FACTOR_CARD.qrLabel })).toBeVisible();
      // The key to type, in groups of four.
      return expect(scope.getByText(secret!.match(/.{1,4}/g)!.join(' '))).toBeVisible();
    }
    if (shown === 'codes' || shown === 'newCodes') {
      const title = shown === 'newCodes' ? TWO_FACTOR_CARD.newCodesTitle : TWO_FACTOR_CARD.onTitle;
      await expect(scope.getByRole('status').filter({ hasText: title })).toBeFocused();
      await expect(twoFactorButton(page, TWO_FACTOR_CARD.copyCodes)).toBeEnabled();
      return expect(scope.getByRole('list', { name: TWO_FACTOR_CARD.codesLabel }).getByRole('listitem')).toHaveText(codes);
    }
    return expect(scope.getByText(TWO_FACTOR_CARD.onIntro(codesLeft))).toBeVisible();
  },
});

const REGISTER_OPTIONS = 'POST /account/passkeys/register/options/';
const REGISTER = 'POST /account/passkeys/register/';
const removalOf = (id: string) => `DELETE /account/passkeys/${id}/` as const;
const passkeysSection = (page: Page) => page.getByRole('region', { name: PASSKEYS_CARD.title });

/** What the passkeys card shows: loading or its failure, the list, an addition or removal on its way, and its outcome. */
type PasskeysShown = 'loading' | 'loadFailed' | 'idle' | 'adding' | 'added' | 'removing' | 'removed' | 'failed';

interface PasskeysWalk extends ListWalk<PasskeysShown, PasskeyEntry> {
  authenticator: VirtualAuthenticator;
  /** The passkeys listed: as the server gave them last, less one it removed since. */
  list: PasskeyEntry[];
  /** The passkey being removed. */
  leaving: PasskeyEntry | null;
}

// On the page's own name (a passkey's relying party), with a virtual authenticator that makes
// the passkey when the page asks; the server's side is held and answered by the walk.
walkInBrowser('passkeys', {
  async open(page): Promise<PasskeysWalk> {
    const authenticator = await virtualAuthenticator(page);
    const api = await openProfile(page, 'passkeys', [REGISTER_OPTIONS, REGISTER, ...EXAMPLE_PASSKEYS_AFTER_ADDING.map((passkey) => removalOf(passkey.id))], underName('/dashboard/profile/me'));
    return { page, api, authenticator, shown: 'loading', failure: null, list: [], leaving: null };
  },
  drive: {
    'passkeys.retry': (_event, walk) => retryLoad(walk, passkeysSection(walk.page)),
    'passkey.add': async ({ name }, walk) => {
      walk.shown = 'adding';
      await passkeysSection(walk.page).getByLabel(PASSKEYS_CARD.name).fill(name);
      await passkeysSection(walk.page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
    },
    'passkey.remove': async ({ id }, walk) => {
      const passkey = walk.list.find((entry) => entry.id === id);
      if (!passkey) throw new Error(`${id} is not listed`);
      walk.leaving = passkey;
      walk.shown = 'removing';
      await passkeysSection(walk.page).getByRole('button', { name: PASSKEYS_CARD.removeLabel(passkey.name) }).click();
    },
    'xstate.done.actor.listPasskeys': ({ output }, walk) => {
      walk.list = [...output];
      walk.shown = 'idle';
      return walk.api.answer(PASSKEYS, 200, passkeysWire(output));
    },
    'xstate.error.actor.listPasskeys': ({ error }, walk) => refuseWith(walk, PASSKEYS, error, 500, 'loadFailed'),
    // The authenticator makes a passkey for the server's challenge; the server keeps it and lists it.
    'xstate.done.actor.addPasskey': async ({ output }, walk) => {
      const { api, authenticator } = walk;
      const before = (await authenticator.passkeys()).length;
      await api.answer(REGISTER_OPTIONS, 200, creationOptions());
      await api.answer(REGISTER, 200, { message: PASSKEYS_CARD.addedNote });
      expect(await authenticator.passkeys()).toHaveLength(before + 1);
      walk.list = [...output];
      walk.shown = 'added';
      await api.answer(PASSKEYS, 200, passkeysWire(output));
    },
    'xstate.error.actor.addPasskey': ({ error }, walk) => refuseWith(walk, REGISTER_OPTIONS, error, 500, 'failed'),
    // Removed: the passkey leaves the list.
    'xstate.done.actor.removePasskey': (_event, walk) => takenOut(walk, removalOf, PASSKEYS_CARD.removedNote, 'removed'),
    'xstate.error.actor.removePasskey': ({ error }, walk) => keptIn(walk, removalOf, error, 500, 'failed'),
  },
  async see(_expected, { page, shown, list, failure }) {
    const scope = passkeysSection(page);
    if (shown === 'loading') return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (shown === 'loadFailed') return expect(scope.getByRole('alert')).toHaveText(failure!);
    if (shown === 'adding') return expect(scope.getByRole('button', { name: PASSKEYS_CARD.adding })).toBeDisabled();
    if (list.length > 0) await expect(scope.getByRole('list', { name: PASSKEYS_CARD.title }).getByRole('listitem')).toHaveCount(list.length);
    else await expect(scope.getByText(PASSKEYS_CARD.none)).toBeVisible();
    for (const passkey of list) await expect(scope.getByText(passkey.name, { exact: true })).toBeVisible();
    if (shown === 'added') await expect(scope.getByRole('status')).toHaveText(PASSKEYS_CARD.addedNote);
    if (shown === 'failed') await expect(scope.getByRole('alert')).toHaveText(failure!);
    return undefined;
  },
});

// The step-up dialog, through one real sensitive change (adding a passkey), every call held: the
// change's first call is refused for want of a fresh proof; once proved, it goes on by itself.
const STEP_UP_STATUS = 'GET /account/step_up/';
const STEP_UP = 'POST /account/step_up/';
const STEP_UP_PASSKEY_OPTIONS = 'POST /account/step_up/passkey/options/';
const STEP_UP_PASSKEY = 'POST /account/step_up/passkey/';
/** The step-up's status before any proof: two-factor sign-in off, no passkey, nothing held. */
const NO_PROOF_HELD = { two_factor: false, passkeys: false, valid_until: null };
/** A proof's answer: it holds for the server's five minutes, the whole of the change that asked for it. */
const proved = () => ({ message: 'Thank you. You can go on.', valid_until: new Date(Date.now() + 5 * 60_000).toISOString() });
const STEP_UP_TITLE = "Confirm it's you";
const STEP_UP_CANCELLED = "This change needs you to confirm it's you.";
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: STEP_UP_TITLE });

/**
 * What the step-up dialog shows: closed (before the change, after a proof, after a cancel); open,
 * loading what it may ask for or failing to; asking (as opened, a field left empty, a proof
 * refused); a proof on its way (the password's, or the passkey's).
 */
type StepUpShown =
  | 'closed' | 'proved' | 'cancelled' | 'loading' | 'loadFailed'
  | 'entering' | 'incomplete' | 'failed' | 'proving' | 'provingWithPasskey';

interface StepUpWalk extends CardWalk<StepUpShown> {
  authenticator: VirtualAuthenticator;
  /** What the server said the dialog may ask for: the code too, a passkey. */
  options: { twoFactor: boolean; passkeys: boolean };
  /** Cancel presses alternate between the button and Escape. */
  cancels: number;
}

/** The profile with every card loaded, and the calls of adding a passkey and of the step-up held. */
async function openStepUp(page: Page): Promise<StepUpWalk> {
  const authenticator = await virtualAuthenticator(page);
  // A passkey made earlier, which the step-up may use.
  await authenticator.addPasskey('step-up-investor');
  const api = await openProfile(
    page, 'passkeys', [REGISTER_OPTIONS, REGISTER, STEP_UP_STATUS, STEP_UP, STEP_UP_PASSKEY_OPTIONS, STEP_UP_PASSKEY], underName('/dashboard/profile/me'),
  );
  await api.answer(PASSKEYS, 200, { passkeys: [] });
  return { page, api, authenticator, shown: 'closed', failure: null, options: { twoFactor: false, passkeys: false }, cancels: 0 };
}

/** The change goes on after the proof: its call is let through, the browser makes the passkey, the server keeps it. */
async function addingResumes({ page, api, authenticator }: StepUpWalk) {
  const before = (await authenticator.passkeys()).length;
  await api.answer(REGISTER_OPTIONS, 200, creationOptions());
  await api.answer(REGISTER, 200, { message: PASSKEYS_CARD.addedNote });
  await api.answer(PASSKEYS, 200, { passkeys: [] });
  expect(await authenticator.passkeys()).toHaveLength(before + 1);
  await expect(passkeysSection(page).getByRole('status')).toHaveText(PASSKEYS_CARD.addedNote);
}

walkInBrowser('stepUp', {
  open: openStepUp,
  drive: {
    // The investor adds a passkey, which needs a fresh proof: the app reads the step-up's status, finds none, and asks before sending it.
    'stepUp.request': async (_event, walk) => {
      walk.shown = 'loading';
      await passkeysSection(walk.page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
      await walk.api.answer(STEP_UP_STATUS, 200, NO_PROOF_HELD);
    },
    'stepUp.retry': (_event, walk) => retryLoad(walk, stepUpDialog(walk.page)),
    // The password is needed, and the code (not only spaces) when two-factor sign-in is on.
    'stepUp.submit': async ({ password, code }, walk) => {
      walk.shown = password === '' || (walk.options.twoFactor && code.trim() === '') ? 'incomplete' : 'proving';
      const dialog = stepUpDialog(walk.page);
      await dialog.getByLabel(STEP_UP_DIALOG.password).fill(password);
      const codeField = dialog.getByLabel(STEP_UP_DIALOG.code);
      if (await codeField.count()) await codeField.fill(code);
      await dialog.getByRole('button', { name: STEP_UP_DIALOG.confirm }).click();
    },
    'stepUp.passkey': async (_event, walk) => {
      walk.shown = 'provingWithPasskey';
      await stepUpDialog(walk.page).getByRole('button', { name: STEP_UP_DIALOG.usePasskey }).click();
      await walk.api.answer(STEP_UP_PASSKEY_OPTIONS, 200, { options: requestOptions() });
    },
    // The browser's passkey dialog is on top and takes the cancel itself; the investor waits for it.
    'stepUp.cancel': (_event, walk) => {
      if (walk.shown !== 'provingWithPasskey') walk.shown = 'cancelled';
      walk.cancels += 1;
      return walk.cancels % 2 === 0 ? walk.page.keyboard.press('Escape') : stepUpDialog(walk.page).getByRole('button', { name: STEP_UP_DIALOG.cancel }).click();
    },
    'xstate.done.actor.loadOptions': ({ output }, walk) => {
      walk.options = { twoFactor: output.twoFactor, passkeys: output.passkeys };
      walk.shown = 'entering';
      return walk.api.answer(STEP_UP_STATUS, 200, { two_factor: output.twoFactor, passkeys: output.passkeys, valid_until: null });
    },
    'xstate.error.actor.loadOptions': ({ error }, walk) => refuseWith(walk, STEP_UP_STATUS, error, 500, 'loadFailed'),
    'xstate.done.actor.prove': (_event, walk) => {
      walk.shown = 'proved';
      return walk.api.answer(STEP_UP, 200, proved());
    },
    'xstate.error.actor.prove': ({ error }, walk) => {
      failed(walk, 'failed', error);
      return walk.api.answer(STEP_UP, 400, { password: [error.message], detail: `Password: ${error.message}` });
    },
    'xstate.done.actor.proveWithPasskey': (_event, walk) => {
      walk.shown = 'proved';
      return walk.api.answer(STEP_UP_PASSKEY, 200, proved());
    },
    'xstate.error.actor.proveWithPasskey': ({ error }, walk) => {
      failed(walk, 'failed', error);
      return walk.api.answer(STEP_UP_PASSKEY, 400, { detail: error.message, code: 'passkey_not_recognised' });
    },
  },
  async see(_expected, walk) {
    const { page, shown, options, failure } = walk;
    const dialog = stepUpDialog(page);
    if (shown === 'closed' || shown === 'proved' || shown === 'cancelled') {
      await expect(dialog).toHaveCount(0);
      if (shown === 'proved') await addingResumes(walk);
      if (shown === 'cancelled') {
        await expect(passkeysSection(page).getByRole('alert')).toHaveText(STEP_UP_CANCELLED);
        // The focus is back on the button of the change.
        await expect(passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.add })).toBeFocused();
      }
      return undefined;
    }
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The change waits, pending, behind the dialog.
    await expect(passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.adding })).toBeDisabled();
    if (shown === 'loading') return expect(dialog.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (shown === 'loadFailed') return expect(dialog.getByRole('alert')).toHaveText(failure!);
    await expect(dialog.getByLabel(STEP_UP_DIALOG.code)).toHaveCount(options.twoFactor ? 1 : 0);
    await expect(dialog.getByRole('button', { name: STEP_UP_DIALOG.usePasskey })).toHaveCount(options.passkeys ? 1 : 0);
    if (shown === 'proving') return expect(dialog.getByRole('button', { name: STEP_UP_DIALOG.confirming })).toHaveAttribute('aria-disabled', 'true');
    if (shown === 'entering') return expect(dialog.getByLabel(STEP_UP_DIALOG.password)).toBeFocused();
    if (shown === 'failed') return expect(dialog.getByRole('alert')).toHaveText(failure!);
    return undefined;
  },
});

test.describe('the step-up dialog in the browser', { tag: '@wide-only' }, () => {
  test('proves it with a passkey (the virtual authenticator), and the change goes on', async ({ page }) => {
    const walk = await openStepUp(page);
    const { api } = walk;
    await passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
    // Read twice: by the app before it sends the change (no proof holds), then by the dialog.
    await api.answer(STEP_UP_STATUS, 200, { two_factor: true, passkeys: true, valid_until: null });
    await api.answer(STEP_UP_STATUS, 200, { two_factor: true, passkeys: true, valid_until: null });
    const dialog = stepUpDialog(page);
    await expect(dialog.getByLabel(STEP_UP_DIALOG.password)).toBeFocused();
    await expect(dialog).toHaveAccessibleDescription('For your security, enter your password and the code from your authenticator app before you make this change.');
    // The page behind is inert (no pointer, no focus, out of the accessibility tree); axe finds nothing serious.
    await expect(page.locator('main').locator('xpath=ancestor::*[@inert]')).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Tab goes round the dialog's own controls.
    for (const name of [STEP_UP_DIALOG.code, STEP_UP_DIALOG.confirm, STEP_UP_DIALOG.cancel, STEP_UP_DIALOG.usePasskey, STEP_UP_DIALOG.password]) {
      await page.keyboard.press('Tab');
      await expect(name === STEP_UP_DIALOG.code || name === STEP_UP_DIALOG.password ? dialog.getByLabel(name) : dialog.getByRole('button', { name })).toBeFocused();
    }
    const signCount = (await walk.authenticator.passkeys())[0]!.signCount;
    await dialog.getByRole('button', { name: STEP_UP_DIALOG.usePasskey }).click();
    await api.answer(STEP_UP_PASSKEY_OPTIONS, 200, { options: requestOptions() });
    // The authenticator signed the server's challenge, and that answer reached the server.
    await expect.poll(async () => (await walk.authenticator.passkeys())[0]!.signCount).toBeGreaterThan(signCount);
    await expect.poll(() => api.bodiesTo(STEP_UP_PASSKEY)).toHaveLength(1);
    expect(api.bodiesTo(STEP_UP_PASSKEY)[0]).toMatchObject({ response: { type: 'public-key' } });
    await api.answer(STEP_UP_PASSKEY, 200, proved());
    await expect(dialog).toHaveCount(0);
    await addingResumes(walk);
  });
});
