import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { DASHBOARD_TEXTS as common, dateAndTimeText as dateAndTime, DEVICES_CARD as copy } from '../../oracle';
import { renderRoute } from '../../support/renderRoute';
import { provedLately } from '../../support/provedLately';
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
/**
 * What the section shows, by the walk's own account (never the machine's): the list loading or
 * its failure, then the list, a sign-out on its way (one device, or every other one), and its
 * outcome (a note, or the failure's text).
 */
type Shown = 'loading' | 'loadFailed' | 'idle' | 'ending' | 'endingOthers' | 'ended' | 'endedOthers' | 'failed';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The sign-outs the walk sent: one device, every other one. */
  ends: number;
  endOthers: number;
  shown: Shown;
  /** The devices the list shows: as the server gave them, less those signed out since (the sign-out buttons are named after them). */
  list: DeviceEntry[];
  /** The device being signed out, and the server's last failure's text. */
  ending: DeviceEntry | null;
  failure: string | null;
}

const BUSY: readonly Shown[] = ['loading', 'ending', 'endingOthers'];

const section = () => within(page().getByRole('region', { name: copy.title }));
const nameOf = (device: DeviceEntry) => copy.deviceName(device.browser, device.device);
/** A device's details line: where, from which address, since when, last seen; what is unknown is left out. */
const detailsOf = (device: DeviceEntry) =>
  [device.place, device.ip && copy.address(device.ip), copy.signedIn(dateAndTime(device.signedInAt)), copy.lastActive(dateAndTime(device.lastSeenAt))]
    .filter((part) => part !== null)
    .join(' · ');
const endButton = (device: DeviceEntry) => section().getByRole('button', { name: copy.endLabel(nameOf(device)) });
const endOthersButton = () => section().queryByRole('button', { name: /^(Sign out every other device|Signing out…)$/ });

walkScreen('signedInDevices', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/account/sessions/'], ['delete', '/account/sessions/:id/'], ['post', '/account/sessions/end_others/']]);
    answerOtherProfileCards('devices');
    await renderRoute('/dashboard/profile/me', { strict });
    // Its changes need a fresh proof, which this session has: the step-up dialog is walked on its own.
    await provedLately();
    return { api, user, ends: 0, endOthers: 0, shown: 'loading', list: [], ending: null, failure: null };
  },
  drive: {
    'devices.retry': async (_event, walk) => {
      await walk.user.click(section().getByRole('button', { name: common.retry }));
      walk.shown = 'loading';
    },
    // Only another device listed can be signed out (the one in use has no button), and not while a sign-out is on its way.
    'device.end': async ({ id }, walk) => {
      const device = walk.list.find((entry) => entry.id === id);
      if (!device) throw new Error(`${id} is not listed`);
      await walk.user.click(endButton(device));
      if (device.current || BUSY.includes(walk.shown)) return;
      walk.ending = device;
      walk.ends += 1;
      walk.shown = 'ending';
    },
    'devices.endOthers': async (_event, walk) => {
      await walk.user.click(endOthersButton()!);
      if (BUSY.includes(walk.shown) || !walk.list.some((device) => !device.current)) return;
      walk.endOthers += 1;
      walk.shown = 'endingOthers';
    },
    'xstate.done.actor.listDevices': async ({ output }, walk) => {
      await walk.api.answer(LIST, json(devicesWire(output)));
      walk.list = [...output];
      walk.shown = 'idle';
    },
    'xstate.error.actor.listDevices': async ({ error }, walk) => {
      await walk.api.answer(LIST, json({ detail: error.message }, 500));
      walk.failure = error.message;
      walk.shown = 'loadFailed';
    },
    // Signed out: the device leaves the list.
    'xstate.done.actor.endDevice': async (_event, walk) => {
      await walk.api.answer(END, json({ message: copy.ended }));
      walk.list = walk.list.filter((device) => device !== walk.ending);
      walk.ending = null;
      walk.shown = 'ended';
    },
    'xstate.error.actor.endDevice': async ({ error }, walk) => {
      await walk.api.answer(END, json({ detail: error.message }, 404));
      walk.failure = error.message;
      walk.ending = null;
      walk.shown = 'failed';
    },
    // Every other device signed out: only the one in use is left.
    'xstate.done.actor.endOtherDevices': async (_event, walk) => {
      await walk.api.answer(END_OTHERS, json({ message: copy.endedOthers, ended: 2 }));
      walk.list = walk.list.filter((device) => device.current);
      walk.shown = 'endedOthers';
    },
    'xstate.error.actor.endOtherDevices': async ({ error }, walk) => {
      await walk.api.answer(END_OTHERS, json({ detail: error.message }, 500));
      walk.failure = error.message;
      walk.shown = 'failed';
    },
  },
  async see(_expected, walk) {
    const { shown, list, ending, failure } = walk;
    if (shown === 'loading') return soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
    if (shown === 'loadFailed') {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(failure!));
      return expect(section().getByRole('button', { name: common.retry })).toBeEnabled();
    }
    // The list: every live device, the one in use marked and without a sign-out button.
    await soon(() => expect(section().getAllByRole('listitem')).toHaveLength(list.length));
    const items = section().getAllByRole('listitem');
    for (const [index, device] of list.entries()) {
      const item = within(items[index]!);
      expect(items[index]).toHaveTextContent(nameOf(device));
      expect(item.getByText(detailsOf(device), { exact: true })).toBeVisible();
      if (device.current) {
        expect(item.getByText(copy.thisDevice)).toBeVisible();
        expect(item.queryByRole('button')).not.toBeInTheDocument();
      } else {
        expect(endButton(device)).toHaveTextContent(ending === device ? copy.ending : copy.end);
      }
    }
    const busy = shown === 'ending' || shown === 'endingOthers';
    for (const button of section().queryAllByRole('button')) {
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    // The places' source is credited while any is shown.
    if (list.some((device) => device.place)) expect(section().getByRole('link', { name: copy.placesSource })).toHaveAttribute('href', copy.placesSourceHref);
    else expect(section().queryByRole('link', { name: copy.placesSource })).not.toBeInTheDocument();
    // "Sign out every other device" while there is one; a plain note once there is none.
    if (list.some((device) => !device.current)) {
      expect(endOthersButton()).toHaveTextContent(shown === 'endingOthers' ? copy.endingOthers : copy.endOthers);
    } else {
      expect(endOthersButton()).not.toBeInTheDocument();
      expect(section().getByText(copy.onlyThisOne)).toBeVisible();
    }
    // What reached the server: each sign-out once, for the device chosen.
    await soon(() => expect(walk.api.urlsTo(END)).toHaveLength(walk.ends));
    if (shown === 'ending') expect(walk.api.urlsTo(END).at(-1)!.pathname).toBe(`/api/account/sessions/${ending!.id}/`);
    await soon(() => expect(walk.api.urlsTo(END_OTHERS)).toHaveLength(walk.endOthers));
    // The outcome: a note after a sign-out, the failure's text after a failed one.
    const note = shown === 'ended' ? copy.ended : shown === 'endedOthers' ? copy.endedOthers : null;
    if (note) expect(section().getByRole('status')).toHaveTextContent(note);
    else expect(section().queryByRole('status')).not.toBeInTheDocument();
    if (shown === 'failed') expect(section().getByRole('alert')).toHaveTextContent(failure!);
    else expect(section().queryByRole('alert')).not.toBeInTheDocument();
  },
});
