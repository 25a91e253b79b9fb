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
import { rememberCookieChoice } from './support';
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

const section = (page: Page) => page.getByRole('region', { name: DEVICES_CARD.title });
const nameOf = (device: DeviceEntry) => DEVICES_CARD.deviceName(device.browser, device.device);

walkInBrowser('signedInDevices', {
  async open(page): Promise<Walk> {
    const api = await openProfile(page, 'devices', [END_OTHERS, ...EXAMPLE_DEVICES.map((device) => endOf(device.id))]);
    return { page, api, ending: null };
  },
  drive: {
    'devices.retry': (_event, { page }) => section(page).getByRole('button', { name: DASHBOARD_TEXTS.retry }).click(),
    'device.end': ({ id }, { page }) => {
      const device = EXAMPLE_DEVICES.find((entry) => entry.id === id)!;
      return section(page).getByRole('button', { name: DEVICES_CARD.endLabel(nameOf(device)) }).click();
    },
    'devices.endOthers': (_event, { page }) => section(page).getByRole('button', { name: DEVICES_CARD.endOthers }).click(),
    'xstate.done.actor.listDevices': ({ output }, { api }) => api.answer(LIST, 200, devicesWire(output)),
    'xstate.error.actor.listDevices': ({ error }, { api }) => api.answer(LIST, 500, { detail: error.message }),
    'xstate.done.actor.endDevice': (_event, walk) => walk.api.answer(endOf(walk.ending!), 200, { message: DEVICES_CARD.ended }),
    'xstate.error.actor.endDevice': ({ error }, walk) => walk.api.answer(endOf(walk.ending!), 404, { detail: error.message }),
    'xstate.done.actor.endOtherDevices': (_event, { api }) => api.answer(END_OTHERS, 200, { message: DEVICES_CARD.endedOthers, ended: 2 }),
    'xstate.error.actor.endOtherDevices': ({ error }, { api }) => api.answer(END_OTHERS, 500, { detail: error.message }),
  },
  async see(expected, walk) {
    const { page } = walk;
    const { devices, ending, error } = expected.context as Context;
    walk.ending = ending;
    const scope = section(page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (expected.matches('loadFailed')) {
      await expect(scope.getByRole('alert')).toHaveText(error!);
      return expect(scope.getByRole('button', { name: DASHBOARD_TEXTS.retry })).toBeEnabled();
    }
    await expect(scope.getByRole('listitem')).toHaveCount(devices.length);
    for (const [index, device] of devices.entries()) {
      const item = scope.getByRole('listitem').nth(index);
      await expect(item).toContainText(nameOf(device));
      await expect(item).toContainText(DEVICES_CARD.lastActive(dateAndTimeText(device.lastSeenAt)));
      if (device.current) await expect(item.getByText(DEVICES_CARD.thisDevice)).toBeVisible();
      await expect(item.getByRole('button')).toHaveCount(device.current ? 0 : 1);
    }
    const busy = expected.matches('ending') || expected.matches('endingOthers');
    for (const button of await scope.getByRole('button').all()) await expect(button).toBeEnabled({ enabled: !busy });
    if (expected.matches('ending')) expect(walk.api.urlsTo(endOf(ending!))).toHaveLength(1);
    const note = expected.matches({ ready: 'ended' }) ? DEVICES_CARD.ended : expected.matches({ ready: 'endedOthers' }) ? DEVICES_CARD.endedOthers : null;
    await expect(scope.getByRole('status')).toHaveText(note ? [note] : []);
    await expect(scope.getByRole('alert')).toHaveText(expected.matches({ ready: 'failed' }) ? [error!] : []);
  },
});

const SET_UP = 'POST /account/two_factor/setup/';
const ENABLE = 'POST /account/two_factor/enable/';
const DISABLE = 'POST /account/two_factor/disable/';
const REGENERATE = 'POST /account/two_factor/recovery_codes/';
const twoFactorSection = (page: Page) => page.getByRole('region', { name: TWO_FACTOR_CARD.title });
const twoFactorButton = (page: Page, name: string) => twoFactorSection(page).getByRole('button', { name, exact: true });

walkInBrowser('twoFactorSettings', {
  async open(page) {
    return { page, api: await openProfile(page, 'twoFactor', [SET_UP, ENABLE, DISABLE, REGENERATE]) };
  },
  drive: {
    'twoFactor.retry': (_event, { page }) => twoFactorButton(page, DASHBOARD_TEXTS.retry).click(),
    'twoFactor.setUp': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.setUp).click(),
    'code.submit': async ({ code }, { page }) => {
      await twoFactorSection(page).getByLabel(TWO_FACTOR_CARD.code).fill(code);
      await twoFactorButton(page, TWO_FACTOR_CARD.confirm).click();
    },
    'enrolment.cancel': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.cancel).click(),
    'codes.done': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.codesSaved).click(),
    'twoFactor.turnOff': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.turnOff).click(),
    'turnOff.submit': async ({ password, code }, { page }) => {
      await twoFactorSection(page).getByLabel(TWO_FACTOR_CARD.password, { exact: true }).fill(password);
      await twoFactorSection(page).getByLabel(TWO_FACTOR_CARD.turnOffCode).fill(code);
      await twoFactorButton(page, TWO_FACTOR_CARD.confirmTurnOff).click();
    },
    'turnOff.cancel': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.cancel).click(),
    'recoveryCodes.regenerate': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.regenerate).click(),
    'recoveryCodes.confirm': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.confirmRegenerate).click(),
    'recoveryCodes.cancel': (_event, { page }) => twoFactorButton(page, TWO_FACTOR_CARD.cancel).click(),
    'xstate.done.actor.loadStatus': ({ output }, { api }) => api.answer(TWO_FACTOR, 200, { enabled: output.enabled, recovery_codes_left: output.recoveryCodesLeft }),
    'xstate.error.actor.loadStatus': ({ error }, { api }) => api.answer(TWO_FACTOR, 500, { detail: error.message }),
    'xstate.done.actor.startSetUp': ({ output }, { api }) => api.answer(SET_UP, 200, { secret: output.secret, otpauth_url: output.uri }),
    'xstate.error.actor.startSetUp': ({ error }, { api }) => api.answer(SET_UP, 500, { detail: error.message }),
    'xstate.done.actor.enable': ({ output }, { api }) => api.answer(ENABLE, 200, { message: TWO_FACTOR_CARD.onTitle, recovery_codes: output }),
    'xstate.error.actor.enable': ({ error }, { api }) => api.answer(ENABLE, 400, { detail: error.message }),
    'xstate.done.actor.disable': (_event, { api }) => api.answer(DISABLE, 200, { message: TWO_FACTOR_CARD.turnedOff }),
    'xstate.error.actor.disable': ({ error }, { api }) => api.answer(DISABLE, 400, { detail: error.message }),
    'xstate.done.actor.regenerateCodes': ({ output }, { api }) => api.answer(REGENERATE, 200, { message: TWO_FACTOR_CARD.newCodesTitle, recovery_codes: output }),
    'xstate.error.actor.regenerateCodes': ({ error }, { api }) => api.answer(REGENERATE, 409, { detail: error.message, code: 'two_factor_off' }),
  },
  async see(expected, { page }) {
    const { status, secret, recoveryCodes, error } = expected.context as { status: { recoveryCodesLeft: number }; secret: { secret: string } | null; recoveryCodes: string[]; error: string | null };
    const scope = twoFactorSection(page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (expected.matches('loadFailed')) return expect(scope.getByRole('alert')).toHaveText(error!);
    if (expected.matches('off')) return expect(scope.getByText(TWO_FACTOR_CARD.offIntro)).toBeVisible();
    if (expected.matches('enrolling')) {
      await expect(scope.getByRole('img', { name: TWO_FACTOR_CARD.qrLabel })).toBeVisible();
      return expect(scope.getByText(secret!.secret)).toBeVisible();
    }
    if (expected.matches('showingCodes') || expected.matches('showingNewCodes')) {
      const title = expected.matches('showingNewCodes') ? TWO_FACTOR_CARD.newCodesTitle : TWO_FACTOR_CARD.onTitle;
      await expect(scope.getByRole('status').filter({ hasText: title })).toBeFocused();
      await expect(twoFactorButton(page, TWO_FACTOR_CARD.copyCodes)).toBeEnabled();
      return expect(scope.getByRole('list', { name: TWO_FACTOR_CARD.codesLabel }).getByRole('listitem')).toHaveText(recoveryCodes);
    }
    return expect(scope.getByText(TWO_FACTOR_CARD.onIntro(status.recoveryCodesLeft))).toBeVisible();
  },
});

const REGISTER_OPTIONS = 'POST /account/passkeys/register/options/';
const REGISTER = 'POST /account/passkeys/register/';
const removalOf = (id: string) => `DELETE /account/passkeys/${id}/` as const;
const passkeysSection = (page: Page) => page.getByRole('region', { name: PASSKEYS_CARD.title });

// On the page's own name (a passkey's relying party), with a virtual authenticator that makes
// the passkey when the page asks; the server's side is held and answered by the walk.
walkInBrowser('passkeys', {
  async open(page) {
    const authenticator = await virtualAuthenticator(page);
    const api = await openProfile(page, 'passkeys', [REGISTER_OPTIONS, REGISTER, ...EXAMPLE_PASSKEYS_AFTER_ADDING.map((passkey) => removalOf(passkey.id))], underName('/dashboard/profile/me'));
    return { page, api, authenticator, removing: null as string | null };
  },
  drive: {
    'passkeys.retry': (_event, { page }) => passkeysSection(page).getByRole('button', { name: DASHBOARD_TEXTS.retry }).click(),
    'passkey.add': async ({ name }, { page }) => {
      await passkeysSection(page).getByLabel(PASSKEYS_CARD.name).fill(name);
      await passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
    },
    'passkey.remove': ({ id }, { page }) => {
      const passkey = EXAMPLE_PASSKEYS_AFTER_ADDING.find((entry) => entry.id === id)!;
      return passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.removeLabel(passkey.name) }).click();
    },
    'xstate.done.actor.listPasskeys': ({ output }, { api }) => api.answer(PASSKEYS, 200, passkeysWire(output)),
    'xstate.error.actor.listPasskeys': ({ error }, { api }) => api.answer(PASSKEYS, 500, { detail: error.message }),
    // The authenticator makes a passkey for the server's challenge; the server keeps it and lists it.
    'xstate.done.actor.addPasskey': async ({ output }, { api, authenticator }) => {
      const before = (await authenticator.passkeys()).length;
      await api.answer(REGISTER_OPTIONS, 200, creationOptions());
      await api.answer(REGISTER, 200, { message: PASSKEYS_CARD.addedNote });
      expect(await authenticator.passkeys()).toHaveLength(before + 1);
      await api.answer(PASSKEYS, 200, passkeysWire(output));
    },
    'xstate.error.actor.addPasskey': ({ error }, { api }) => api.answer(REGISTER_OPTIONS, 500, { detail: error.message }),
    'xstate.done.actor.removePasskey': (_event, walk) => walk.api.answer(removalOf(walk.removing!), 200, { message: PASSKEYS_CARD.removedNote }),
    'xstate.error.actor.removePasskey': ({ error }, walk) => walk.api.answer(removalOf(walk.removing!), 500, { detail: error.message }),
  },
  async see(expected, walk) {
    const { passkeys, removing, error } = expected.context as { passkeys: PasskeyEntry[]; removing: string | null; error: string | null };
    walk.removing = removing;
    const scope = passkeysSection(walk.page);
    if (expected.matches('loading')) return expect(scope.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (expected.matches('loadFailed')) return expect(scope.getByRole('alert')).toHaveText(error!);
    if (expected.matches('adding')) return expect(scope.getByRole('button', { name: PASSKEYS_CARD.adding })).toBeDisabled();
    if (passkeys.length > 0) await expect(scope.getByRole('list', { name: PASSKEYS_CARD.title }).getByRole('listitem')).toHaveCount(passkeys.length);
    else await expect(scope.getByText(PASSKEYS_CARD.none)).toBeVisible();
    for (const passkey of passkeys) await expect(scope.getByText(passkey.name, { exact: true })).toBeVisible();
    if (expected.matches({ ready: 'added' })) await expect(scope.getByRole('status')).toHaveText(PASSKEYS_CARD.addedNote);
    if (expected.matches({ ready: 'failed' })) await expect(scope.getByRole('alert')).toHaveText(error!);
    return undefined;
  },
});

// The step-up dialog, through one real sensitive change (adding a passkey), every call held: the
// change's first call is refused for want of a fresh proof; once proved, it goes on by itself.
const STEP_UP_STATUS = 'GET /account/step_up/';
const STEP_UP = 'POST /account/step_up/';
const STEP_UP_PASSKEY_OPTIONS = 'POST /account/step_up/passkey/options/';
const STEP_UP_PASSKEY = 'POST /account/step_up/passkey/';
const STEP_UP_REFUSAL = { detail: "Please confirm it's you to make this change.", code: 'step_up_required' };
const STEP_UP_TITLE = "Confirm it's you";
const STEP_UP_CANCELLED = "This change needs you to confirm it's you.";
const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: STEP_UP_TITLE });

interface StepUpWalk {
  page: Page;
  api: Awaited<ReturnType<typeof holdApi>>;
  authenticator: VirtualAuthenticator;
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
  return { page, api, authenticator, cancels: 0 };
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
    // The investor adds a passkey; the server refuses it for want of a fresh proof.
    'stepUp.request': async (_event, { page, api }) => {
      await passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
      await api.answer(REGISTER_OPTIONS, 403, STEP_UP_REFUSAL);
    },
    'stepUp.retry': (_event, { page }) => stepUpDialog(page).getByRole('button', { name: DASHBOARD_TEXTS.retry }).click(),
    'stepUp.submit': async ({ password, code }, { page }) => {
      await stepUpDialog(page).getByLabel(STEP_UP_DIALOG.password).fill(password);
      const codeField = stepUpDialog(page).getByLabel(STEP_UP_DIALOG.code);
      if (await codeField.count()) await codeField.fill(code);
      await stepUpDialog(page).getByRole('button', { name: STEP_UP_DIALOG.confirm }).click();
    },
    'stepUp.passkey': async (_event, { page, api }) => {
      await stepUpDialog(page).getByRole('button', { name: STEP_UP_DIALOG.usePasskey }).click();
      await api.answer(STEP_UP_PASSKEY_OPTIONS, 200, { options: requestOptions() });
    },
    'stepUp.cancel': (_event, walk) => {
      walk.cancels += 1;
      return walk.cancels % 2 === 0 ? walk.page.keyboard.press('Escape') : stepUpDialog(walk.page).getByRole('button', { name: STEP_UP_DIALOG.cancel }).click();
    },
    'xstate.done.actor.loadOptions': ({ output }, { api }) => api.answer(STEP_UP_STATUS, 200, { two_factor: output.twoFactor, passkeys: output.passkeys, valid_until: null }),
    'xstate.error.actor.loadOptions': ({ error }, { api }) => api.answer(STEP_UP_STATUS, 500, { detail: error.message }),
    'xstate.done.actor.prove': (_event, { api }) => api.answer(STEP_UP, 200, { message: 'Thank you. You can go on.', valid_until: '2026-11-24T09:35:00.000Z' }),
    'xstate.error.actor.prove': ({ error }, { api }) => api.answer(STEP_UP, 400, { password: [error.message], detail: `Password: ${error.message}` }),
    'xstate.done.actor.proveWithPasskey': (_event, { api }) => api.answer(STEP_UP_PASSKEY, 200, { message: 'Thank you. You can go on.', valid_until: '2026-11-24T09:35:00.000Z' }),
    'xstate.error.actor.proveWithPasskey': ({ error }, { api }) => api.answer(STEP_UP_PASSKEY, 400, { detail: error.message, code: 'passkey_not_recognised' }),
  },
  async see(expected, walk) {
    const { page } = walk;
    const { options, error } = expected.context as { options: { twoFactor: boolean; passkeys: boolean }; error: string | null };
    const dialog = stepUpDialog(page);
    if (expected.matches('idle') || expected.matches('proved') || expected.matches('cancelled')) {
      await expect(dialog).toHaveCount(0);
      if (expected.matches('proved')) await addingResumes(walk);
      if (expected.matches('cancelled')) {
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
    if (expected.matches({ open: 'loading' })) return expect(dialog.getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (expected.matches({ open: 'loadFailed' })) return expect(dialog.getByRole('alert')).toHaveText(error!);
    await expect(dialog.getByLabel(STEP_UP_DIALOG.code)).toHaveCount(options.twoFactor ? 1 : 0);
    await expect(dialog.getByRole('button', { name: STEP_UP_DIALOG.usePasskey })).toHaveCount(options.passkeys ? 1 : 0);
    if (expected.matches({ open: 'proving' })) return expect(dialog.getByRole('button', { name: STEP_UP_DIALOG.confirming })).toHaveAttribute('aria-disabled', 'true');
    if (expected.matches({ open: { asking: 'entering' } })) return expect(dialog.getByLabel(STEP_UP_DIALOG.password)).toBeFocused();
    if (expected.matches({ open: { asking: 'failed' } })) return expect(dialog.getByRole('alert')).toHaveText(error!);
    return undefined;
  },
});

test.describe('the step-up dialog in the browser', { tag: '@wide-only' }, () => {
  test('proves it with a passkey (the virtual authenticator), and the change goes on', async ({ page }) => {
    const walk = await openStepUp(page);
    const { api } = walk;
    await passkeysSection(page).getByRole('button', { name: PASSKEYS_CARD.add }).click();
    await api.answer(REGISTER_OPTIONS, 403, STEP_UP_REFUSAL);
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
    await api.answer(STEP_UP_PASSKEY, 200, { message: 'Thank you. You can go on.', valid_until: '2026-11-24T09:35:00.000Z' });
    await expect(dialog).toHaveCount(0);
    await addingResumes(walk);
  });
});
