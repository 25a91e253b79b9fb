/**
 * Browser walks of the account-security machines (signed-in devices): the shortest path to each
 * top-level state, generated from the graph (tests/e2e/support/walk.ts). Every call of the
 * screen is held and answered by the walk; the real server's sessions are walked end to end in
 * tests/e2e/account-security.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { DeviceEntry } from '../../../machines/account/signedInDevices.machine';
import { EXAMPLE_DEVICES } from '../../../machines/examples/account';
import { common, dateAndTime, devicesCopy as copy } from '../../../src/content/dashboard';
import { devicesWire } from '../../screens/account/devicesFixtures';
import { profileWire } from '../../screens/dashboard/profileFixtures';
import { fakeSignedIn } from '../support/fixtures';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { rememberCookieChoice } from './support';

const PROFILE = 'GET /investor/profile/';
const LIST = 'GET /account/sessions/';
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
    await fakeSignedIn(page);
    await rememberCookieChoice(page, { markets: false });
    const api = await holdApi(page, [PROFILE, LIST, END_OTHERS, ...EXAMPLE_DEVICES.map((device) => endOf(device.id))]);
    await page.goto('/dashboard/profile/me');
    // The account card above loads the profile: answered at once, it plays no part here.
    await api.answer(PROFILE, 200, profileWire());
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
