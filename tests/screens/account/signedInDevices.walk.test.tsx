import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { DASHBOARD_TEXTS as common, dateAndTimeText as dateAndTime, DEVICES_CARD as copy } from '../../oracle';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { answerOtherProfileCards } from './profileCards';
import { json } from '../dashboard/support';
import { heldRequests } from '../../support/walk/heldRequests';
import { devicesWire, type deviceWire } from './devicesFixtures';

const LIST = 'get /account/sessions/';
const END = 'delete /account/sessions/:id/';
const END_OTHERS = 'post /account/sessions/end_others/';

/** A device as the list holds it (what the fixtures put on the wire). */
type DeviceEntry = Parameters<typeof deviceWire>[0];
type Context = { devices: DeviceEntry[]; ending: string | null; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The sign-outs the walk saw reach the server: one device, every other one. */
  ends: number;
  endOthers: number;
  /** The devices the list shows now (the sign-out buttons are named after them). */
  shown: DeviceEntry[];
}

const section = () => within(page().getByRole('region', { name: copy.title }));
const nameOf = (device: DeviceEntry) => copy.deviceName(device.browser, device.device);
const endButton = (device: DeviceEntry) => section().getByRole('button', { name: copy.endLabel(nameOf(device)) });
const endOthersButton = () => section().queryByRole('button', { name: /^(Sign out every other device|Signing out…)$/ });

walkScreen('signedInDevices', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/account/sessions/'], ['delete', '/account/sessions/:id/'], ['post', '/account/sessions/end_others/']]);
    answerOtherProfileCards('devices');
    await renderRoute('/dashboard/profile/me', { strict });
    return { api, user, ends: 0, endOthers: 0, shown: [] };
  },
  drive: {
    'devices.retry': (_event, walk) => walk.user.click(section().getByRole('button', { name: common.retry })),
    'device.end': ({ id }, walk) => {
      const device = walk.shown.find((entry) => entry.id === id);
      if (!device) throw new Error(`${id} is not listed`);
      return walk.user.click(endButton(device));
    },
    'devices.endOthers': (_event, walk) => walk.user.click(endOthersButton()!),
    'xstate.done.actor.listDevices': ({ output }, walk) => walk.api.answer(LIST, json(devicesWire(output))),
    'xstate.error.actor.listDevices': ({ error }, walk) => walk.api.answer(LIST, json({ detail: error.message }, 500)),
    'xstate.done.actor.endDevice': (_event, walk) => walk.api.answer(END, json({ message: copy.ended })),
    'xstate.error.actor.endDevice': ({ error }, walk) => walk.api.answer(END, json({ detail: error.message }, 404)),
    'xstate.done.actor.endOtherDevices': (_event, walk) => walk.api.answer(END_OTHERS, json({ message: copy.endedOthers, ended: 2 })),
    'xstate.error.actor.endOtherDevices': ({ error }, walk) => walk.api.answer(END_OTHERS, json({ detail: error.message }, 500)),
  },
  async see(expected, walk) {
    const { devices, ending, error } = expected.context as Context;
    walk.shown = devices;
    if (expected.matches('loading')) return soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
    if (expected.matches('loadFailed')) {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(error!));
      return expect(section().getByRole('button', { name: common.retry })).toBeEnabled();
    }
    // The list: every live device, the one in use marked and without a sign-out button.
    await soon(() => expect(section().getAllByRole('listitem')).toHaveLength(devices.length));
    const items = section().getAllByRole('listitem');
    for (const [index, device] of devices.entries()) {
      const item = within(items[index]!);
      expect(items[index]).toHaveTextContent(nameOf(device));
      expect(items[index]).toHaveTextContent(copy.lastActive(dateAndTime(device.lastSeenAt)));
      if (device.ip) expect(items[index]).toHaveTextContent(copy.address(device.ip));
      if (device.place) expect(items[index]).toHaveTextContent(device.place);
      if (device.current) {
        expect(item.getByText(copy.thisDevice)).toBeVisible();
        expect(item.queryByRole('button')).not.toBeInTheDocument();
      } else {
        expect(endButton(device)).toHaveTextContent(ending === device.id ? copy.ending : copy.end);
      }
    }
    const busy = expected.matches('ending') || expected.matches('endingOthers');
    for (const button of section().queryAllByRole('button')) {
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    // The places' source is credited while any is shown.
    if (devices.some((device) => device.place)) expect(section().getByRole('link', { name: copy.placesSource })).toHaveAttribute('href', copy.placesSourceHref);
    else expect(section().queryByRole('link', { name: copy.placesSource })).not.toBeInTheDocument();
    // "Sign out every other device" while there is one; a plain note once there is none.
    if (devices.some((device) => !device.current)) {
      expect(endOthersButton()).toHaveTextContent(expected.matches('endingOthers') ? copy.endingOthers : copy.endOthers);
    } else {
      expect(endOthersButton()).not.toBeInTheDocument();
      expect(section().getByText(copy.onlyThisOne)).toBeVisible();
    }
    // What reached the server: each sign-out once, for the device chosen.
    if (expected.matches('ending')) {
      walk.ends += 1;
      await soon(() => expect(walk.api.urlsTo(END)).toHaveLength(walk.ends));
      expect(walk.api.urlsTo(END).at(-1)!.pathname).toBe(`/api/account/sessions/${ending}/`);
    }
    if (expected.matches('endingOthers')) walk.endOthers += 1;
    await soon(() => expect(walk.api.urlsTo(END_OTHERS)).toHaveLength(walk.endOthers));
    expect(walk.api.urlsTo(END)).toHaveLength(walk.ends);
    // The outcome: a note after a sign-out, the failure's text after a failed one.
    const note = expected.matches({ ready: 'ended' }) ? copy.ended : expected.matches({ ready: 'endedOthers' }) ? copy.endedOthers : null;
    if (note) expect(section().getByRole('status')).toHaveTextContent(note);
    else expect(section().queryByRole('status')).not.toBeInTheDocument();
    if (expected.matches({ ready: 'failed' })) expect(section().getByRole('alert')).toHaveTextContent(error!);
    else expect(section().queryByRole('alert')).not.toBeInTheDocument();
  },
});
