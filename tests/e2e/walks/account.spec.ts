/**
 * Browser walks of the account-security machines (signed-in devices, two-factor settings,
 * passkeys): the shortest path to each
 * top-level state, generated from the graph (tests/e2e/support/walk.ts). Every call of the
 * screen is held and answered by the walk; the real server's sessions are walked end to end in
 * tests/e2e/account-security.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { DeviceEntry } from '../../../machines/account/signedInDevices.machine';
import { EXAMPLE_DEVICES, EXAMPLE_PASSKEYS_AFTER_ADDING } from '../../../machines/examples/account';
import type { PasskeyEntry } from '../../../machines/account/passkeys.machine';
import { common, dateAndTime, devicesCopy as copy, passkeysCopy, twoFactorCopy as twoFactor } from '../../../src/content/dashboard';
import { passkeysWire } from '../../screens/account/passkeysFixtures';
import { creationOptions, underName, virtualAuthenticator } from '../support/passkeys';
import { devicesWire } from '../../screens/account/devicesFixtures';
import { profileWire } from '../../screens/dashboard/profileFixtures';
import { fakeSignedIn } from '../support/fixtures';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { rememberCookieChoice } from './support';

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
  await page.goto(address);
  for (const [card, [endpoint, body]] of loads) if (card !== walked) await api.answer(endpoint, 200, body);
  return api;
}
const END_OTHERS = 'POST /account/sessions/end_others/';
/** One held sign-out per device the examples can end. */
const endOf = (id: string) => `DELETE /account/sessions/${id}/` as const;

type Context = { devices: DeviceEntry[]; ending: string | null; error: string | null };

interface Walk {
  page: Page;
  api: Awaited<ReturnType<typeof holdApi>>;
  /** The device being signed out, as the last step saw it. */
  ending: string | null;
}

const section = (page: Page) => page.getByRole('region', { name: copy.title });
const nameOf = (device: DeviceEntry) => copy.on(device.browser, device.device);

walkInBrowser('signedInDevices', {
  async open(page): Promise<Walk> {
    const api = await openProfile(page, 'devices', [END_OTHERS, ...EXAMPLE_DEVICES.map((device) => endOf(device.id))]);
    return { page, api, ending: null };
  },
  drive: {
    'devices.retry': (_event, { page }) => section(page).getByRole('button', { name: common.retry }).click(),
    'device.end': ({ id }, { page }) => {
      const device = EXAMPLE_DEVICES.find((entry) => entry.id === id)!;
      return section(page).getByRole('button', { name: copy.endLabel(nameOf(device)) }).click();
    },
    'devices.endOthers': (_event, { page }) => section(page).getByRole('button', { name: copy.endOthers }).click(),
    'xstate.done.actor.listDevices': ({ output }, { api }) => api.answer(LIST, 200, devicesWire(output)),
    'xstate.error.actor.listDevices': ({ error }, { api }) => api.answer(LIST, 500, { detail: error.message }),
    'xstate.done.actor.endDevice': (_event, walk) => walk.api.answer(endOf(walk.ending!), 200, { message: copy.ended }),
    'xstate.error.actor.endDevice': ({ error }, walk) => walk.api.answer(endOf(walk.ending!), 404, { detail: error.message }),
    'xstate.done.actor.endOtherDevices': (_event, { api }) => api.answer(END_OTHERS, 200, { message: copy.endedOthers, ended: 2 }),
    'xstate.error.actor.endOtherDevices': ({ error }, { api }) => api.answer(END_OTHERS, 500, { detail: error.message }),
  },
  async see(expected, walk) {
    const { page } = walk;
    const { devices, ending, error } = expected.context as Context;
    walk.ending = ending;
    const scope = section(page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(common.loading);
    if (expected.matches('loadFailed')) {
      await expect(scope.getByRole('alert')).toHaveText(error!);
      return expect(scope.getByRole('button', { name: common.retry })).toBeEnabled();
    }
    await expect(scope.getByRole('listitem')).toHaveCount(devices.length);
    for (const [index, device] of devices.entries()) {
      const item = scope.getByRole('listitem').nth(index);
      await expect(item).toContainText(nameOf(device));
      await expect(item).toContainText(copy.lastActive(dateAndTime(device.lastSeenAt)));
      if (device.current) await expect(item.getByText(copy.thisDevice)).toBeVisible();
      await expect(item.getByRole('button')).toHaveCount(device.current ? 0 : 1);
    }
    const busy = expected.matches('ending') || expected.matches('endingOthers');
    for (const button of await scope.getByRole('button').all()) await expect(button).toBeEnabled({ enabled: !busy });
    if (expected.matches('ending')) expect(walk.api.urlsTo(endOf(ending!))).toHaveLength(1);
    const note = expected.matches({ ready: 'ended' }) ? copy.ended : expected.matches({ ready: 'endedOthers' }) ? copy.endedOthers : null;
    await expect(scope.getByRole('status')).toHaveText(note ? [note] : []);
    await expect(scope.getByRole('alert')).toHaveText(expected.matches({ ready: 'failed' }) ? [error!] : []);
  },
});

const SET_UP = 'POST /account/two_factor/setup/';
const ENABLE = 'POST /account/two_factor/enable/';
const DISABLE = 'POST /account/two_factor/disable/';
const twoFactorSection = (page: Page) => page.getByRole('region', { name: twoFactor.title });
const twoFactorButton = (page: Page, name: string) => twoFactorSection(page).getByRole('button', { name, exact: true });

walkInBrowser('twoFactorSettings', {
  async open(page) {
    return { page, api: await openProfile(page, 'twoFactor', [SET_UP, ENABLE, DISABLE]) };
  },
  drive: {
    'twoFactor.retry': (_event, { page }) => twoFactorButton(page, common.retry).click(),
    'twoFactor.setUp': (_event, { page }) => twoFactorButton(page, twoFactor.setUp).click(),
    'code.submit': async ({ code }, { page }) => {
      await twoFactorSection(page).getByLabel(twoFactor.code).fill(code);
      await twoFactorButton(page, twoFactor.confirm).click();
    },
    'enrolment.cancel': (_event, { page }) => twoFactorButton(page, twoFactor.cancel).click(),
    'codes.done': (_event, { page }) => twoFactorButton(page, twoFactor.codesSaved).click(),
    'twoFactor.turnOff': (_event, { page }) => twoFactorButton(page, twoFactor.turnOff).click(),
    'turnOff.submit': async ({ password, code }, { page }) => {
      await twoFactorSection(page).getByLabel(twoFactor.password, { exact: true }).fill(password);
      await twoFactorSection(page).getByLabel(twoFactor.turnOffCode).fill(code);
      await twoFactorButton(page, twoFactor.confirmTurnOff).click();
    },
    'turnOff.cancel': (_event, { page }) => twoFactorButton(page, twoFactor.cancel).click(),
    'xstate.done.actor.loadStatus': ({ output }, { api }) => api.answer(TWO_FACTOR, 200, { enabled: output.enabled, recovery_codes_left: output.recoveryCodesLeft }),
    'xstate.error.actor.loadStatus': ({ error }, { api }) => api.answer(TWO_FACTOR, 500, { detail: error.message }),
    'xstate.done.actor.startSetUp': ({ output }, { api }) => api.answer(SET_UP, 200, { secret: output.secret, otpauth_url: output.uri }),
    'xstate.error.actor.startSetUp': ({ error }, { api }) => api.answer(SET_UP, 500, { detail: error.message }),
    'xstate.done.actor.enable': ({ output }, { api }) => api.answer(ENABLE, 200, { message: twoFactor.onTitle, recovery_codes: output }),
    'xstate.error.actor.enable': ({ error }, { api }) => api.answer(ENABLE, 400, { detail: error.message }),
    'xstate.done.actor.disable': (_event, { api }) => api.answer(DISABLE, 200, { message: twoFactor.turnedOff }),
    'xstate.error.actor.disable': ({ error }, { api }) => api.answer(DISABLE, 400, { detail: error.message }),
  },
  async see(expected, { page }) {
    const { status, secret, recoveryCodes, error } = expected.context as { status: { recoveryCodesLeft: number }; secret: { secret: string } | null; recoveryCodes: string[]; error: string | null };
    const scope = twoFactorSection(page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(common.loading);
    if (expected.matches('loadFailed')) return expect(scope.getByRole('alert')).toHaveText(error!);
    if (expected.matches('off')) return expect(scope.getByText(twoFactor.offIntro)).toBeVisible();
    if (expected.matches('enrolling')) {
      await expect(scope.getByRole('img', { name: twoFactor.qrLabel })).toBeVisible();
      return expect(scope.getByText(secret!.secret)).toBeVisible();
    }
    if (expected.matches('showingCodes')) {
      await expect(scope.getByRole('status')).toHaveText(twoFactor.onTitle);
      return expect(scope.getByRole('list', { name: twoFactor.codesLabel }).getByRole('listitem')).toHaveText(recoveryCodes);
    }
    return expect(scope.getByText(twoFactor.onIntro(status.recoveryCodesLeft))).toBeVisible();
  },
});

const REGISTER_OPTIONS = 'POST /account/passkeys/register/options/';
const REGISTER = 'POST /account/passkeys/register/';
const removalOf = (id: string) => `DELETE /account/passkeys/${id}/` as const;
const passkeysSection = (page: Page) => page.getByRole('region', { name: passkeysCopy.title });

// On the page's own name (a passkey's relying party), with a virtual authenticator that makes
// the passkey when the page asks; the server's side is held and answered by the walk.
walkInBrowser('passkeys', {
  async open(page) {
    const authenticator = await virtualAuthenticator(page);
    const api = await openProfile(page, 'passkeys', [REGISTER_OPTIONS, REGISTER, ...EXAMPLE_PASSKEYS_AFTER_ADDING.map((passkey) => removalOf(passkey.id))], underName('/dashboard/profile/me'));
    return { page, api, authenticator, removing: null as string | null };
  },
  drive: {
    'passkeys.retry': (_event, { page }) => passkeysSection(page).getByRole('button', { name: common.retry }).click(),
    'passkey.add': async ({ name }, { page }) => {
      await passkeysSection(page).getByLabel(passkeysCopy.name).fill(name);
      await passkeysSection(page).getByRole('button', { name: passkeysCopy.add }).click();
    },
    'passkey.remove': ({ id }, { page }) => {
      const passkey = EXAMPLE_PASSKEYS_AFTER_ADDING.find((entry) => entry.id === id)!;
      return passkeysSection(page).getByRole('button', { name: passkeysCopy.removeLabel(passkey.name) }).click();
    },
    'xstate.done.actor.listPasskeys': ({ output }, { api }) => api.answer(PASSKEYS, 200, passkeysWire(output)),
    'xstate.error.actor.listPasskeys': ({ error }, { api }) => api.answer(PASSKEYS, 500, { detail: error.message }),
    // The authenticator makes a passkey for the server's challenge; the server keeps it and lists it.
    'xstate.done.actor.addPasskey': async ({ output }, { api, authenticator }) => {
      const before = (await authenticator.passkeys()).length;
      await api.answer(REGISTER_OPTIONS, 200, creationOptions());
      await api.answer(REGISTER, 200, { message: passkeysCopy.addedNote });
      expect(await authenticator.passkeys()).toHaveLength(before + 1);
      await api.answer(PASSKEYS, 200, passkeysWire(output));
    },
    'xstate.error.actor.addPasskey': ({ error }, { api }) => api.answer(REGISTER_OPTIONS, 500, { detail: error.message }),
    'xstate.done.actor.removePasskey': (_event, walk) => walk.api.answer(removalOf(walk.removing!), 200, { message: passkeysCopy.removedNote }),
    'xstate.error.actor.removePasskey': ({ error }, walk) => walk.api.answer(removalOf(walk.removing!), 500, { detail: error.message }),
  },
  async see(expected, walk) {
    const { passkeys, removing, error } = expected.context as { passkeys: PasskeyEntry[]; removing: string | null; error: string | null };
    walk.removing = removing;
    const scope = passkeysSection(walk.page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(common.loading);
    if (expected.matches('loadFailed')) return expect(scope.getByRole('alert')).toHaveText(error!);
    if (expected.matches('adding')) return expect(scope.getByRole('button', { name: passkeysCopy.adding })).toBeDisabled();
    if (passkeys.length > 0) await expect(scope.getByRole('list', { name: passkeysCopy.title }).getByRole('listitem')).toHaveCount(passkeys.length);
    for (const passkey of passkeys) await expect(scope.getByText(passkey.name, { exact: true })).toBeVisible();
    if (expected.matches({ ready: 'added' })) await expect(scope.getByRole('status')).toHaveText(passkeysCopy.addedNote);
    if (expected.matches({ ready: 'failed' })) await expect(scope.getByRole('alert')).toHaveText(error!);
    return undefined;
  },
});
