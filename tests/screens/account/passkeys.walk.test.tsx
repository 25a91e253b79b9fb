import { expect, vi } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DASHBOARD_TEXTS as common, dateAndTimeText as dateAndTime, PASSKEYS_CARD as copy } from '../../oracle';
import { apiUrl, server } from '../../support/msw-server';
import { fakeAnswer, offerPasskeys, passkeyDialog } from '../../support/fakePasskeyDialog';
import { renderRoute } from '../../support/renderRoute';
import { provedLately } from '../../support/provedLately';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { json, retype } from '../dashboard/support';
import { heldRequests } from '../../support/walk/heldRequests';
import { answerOtherProfileCards } from './profileCards';
import { passkeysWire, type passkeyWire } from './passkeysFixtures';

vi.mock('@simplewebauthn/browser', () => import('../../support/fakePasskeyDialog'));

/** A passkey as the list holds it (what the fixtures put on the wire). */
type PasskeyEntry = Parameters<typeof passkeyWire>[0];

const LIST = 'get /account/passkeys/';
const REGISTER = 'post /account/passkeys/register/';
const REMOVE = 'delete /account/passkeys/:id/';

/**
 * What the section shows, by the walk's own account: worked out from what the walk did and what
 * it answered (never from the machine), so that a machine that goes elsewhere, or nowhere, fails
 * the step that shows it.
 */
type Shown = 'loading' | 'loadFailed' | 'idle' | 'adding' | 'added' | 'removing' | 'removed' | 'failed';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The challenges the server gave out for new passkeys, in order. */
  challenges: string[];
  shown: Shown;
  /** The list as the server gave it last (less a passkey it removed since). */
  list: PasskeyEntry[];
  /** What the name field holds, and the name (without the spaces around it) the passkey being added is given. */
  field: string;
  naming: string;
  /** The passkey being removed, the removals asked for, and the server's last failure. */
  removing: PasskeyEntry | null;
  removals: number;
  failure: string | null;
}

const section = () => within(page().getByRole('region', { name: copy.title }));
const addButton = () => section().getByRole('button', { name: /^(Add a passkey|Waiting for your passkey…)$/ });
const nameField = () => section().getByLabelText(copy.name) as HTMLInputElement;
const removeButton = (passkey: PasskeyEntry) => section().getByRole('button', { name: copy.removeLabel(passkey.name) });
const BUSY: readonly Shown[] = ['adding', 'removing'];

walkScreen('passkeys', {
  // Tours of some 15 steps, on a page of four cards.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    offerPasskeys();
    passkeyDialog.reset();
    const api = heldRequests([['get', '/account/passkeys/'], ['post', '/account/passkeys/register/'], ['delete', '/account/passkeys/:id/']]);
    const challenges: string[] = [];
    // The options for a new passkey: answered at once, each with a challenge of its own.
    server.use(http.post(apiUrl('/account/passkeys/register/options/'), () => {
      challenges.push(`challenge-${challenges.length + 1}`);
      return HttpResponse.json({ challenge: challenges.at(-1), rp: { name: 'Acme Invest', id: 'localhost' } });
    }));
    answerOtherProfileCards('passkeys');
    await renderRoute('/dashboard/profile/me', { strict });
    // Its changes need a fresh proof, which this session has: the step-up dialog is walked on its own.
    await provedLately();
    return { api, user, challenges, shown: 'loading', list: [], field: '', naming: '', removing: null, removals: 0, failure: null };
  },
  drive: {
    'passkeys.retry': async (_event, walk) => {
      await walk.user.click(section().getByRole('button', { name: common.retry }));
      walk.shown = 'loading';
    },
    'passkey.add': async ({ name }, walk) => {
      if (nameField().value !== name) await retype(walk.user, nameField(), name);
      walk.field = name;
      await walk.user.click(addButton());
      if (BUSY.includes(walk.shown)) return;
      walk.naming = name.trim();
      walk.shown = 'adding';
    },
    'passkey.remove': async ({ id }, walk) => {
      const passkey = walk.list.find((entry) => entry.id === id);
      if (!passkey) throw new Error(`${id} is not listed`);
      await walk.user.click(removeButton(passkey));
      if (BUSY.includes(walk.shown)) return;
      walk.removing = passkey;
      walk.removals += 1;
      walk.shown = 'removing';
    },
    'xstate.done.actor.listPasskeys': ({ output }, walk) => {
      walk.list = output;
      walk.shown = 'idle';
      return walk.api.answer(LIST, json(passkeysWire(output)));
    },
    'xstate.error.actor.listPasskeys': ({ error }, walk) => {
      walk.failure = error.message;
      walk.shown = 'loadFailed';
      return walk.api.answer(LIST, json({ detail: error.message }, 500));
    },
    // The authenticator makes the passkey, the server keeps it, and the list comes back with it.
    'xstate.done.actor.addPasskey': async ({ output }, walk) => {
      await passkeyDialog.finish('create');
      await walk.api.answer(REGISTER, json({ message: 'Your passkey has been added.' }));
      walk.list = output;
      walk.field = '';
      walk.shown = 'added';
      await walk.api.answer(LIST, json(passkeysWire(output)));
    },
    // The investor closes the browser's dialog.
    'xstate.error.actor.addPasskey': ({ error }, walk) => {
      walk.failure = error.message;
      walk.shown = 'failed';
      return passkeyDialog.cancel('create');
    },
    'xstate.done.actor.removePasskey': (_event, walk) => {
      walk.list = walk.list.filter((entry) => entry !== walk.removing);
      walk.removing = null;
      walk.shown = 'removed';
      return walk.api.answer(REMOVE, json({ message: copy.removedNote }));
    },
    'xstate.error.actor.removePasskey': ({ error }, walk) => {
      walk.failure = error.message;
      walk.removing = null;
      walk.shown = 'failed';
      return walk.api.answer(REMOVE, json({ detail: error.message }, 500));
    },
  },
  async see(_expected, walk) {
    const { shown, list } = walk;
    if (shown === 'loading') {
      await soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
      return expect(section().queryByRole('button')).not.toBeInTheDocument();
    }
    if (shown === 'loadFailed') {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(walk.failure!));
      return expect(section().getByRole('button', { name: common.retry })).toBeEnabled();
    }
    // The list: each passkey's name, when it was added and last used, and its remove button.
    await soon(() => expect(section().queryAllByRole('listitem')).toHaveLength(list.length));
    const items = section().queryAllByRole('listitem');
    for (const [index, passkey] of list.entries()) {
      expect(items[index]).toHaveTextContent(passkey.name);
      expect(items[index]).toHaveTextContent(copy.added(dateAndTime(passkey.createdAt)));
      expect(items[index]).toHaveTextContent(passkey.lastUsedAt === null ? copy.neverUsed : copy.lastUsed(dateAndTime(passkey.lastUsedAt)));
      expect(removeButton(passkey)).toHaveTextContent(walk.removing === passkey ? copy.removing : copy.remove);
    }
    if (list.length === 0) expect(section().getByText(copy.none)).toBeVisible();
    else expect(section().queryByText(copy.none)).not.toBeInTheDocument();
    // While a call is under way nothing can be pressed, nor the name changed.
    const busy = BUSY.includes(shown);
    for (const button of section().queryAllByRole('button')) {
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    if (shown === 'adding') expect(nameField()).toBeDisabled();
    else expect(nameField()).toBeEnabled();
    // The name field holds what was typed, until the passkey is added under it.
    expect(nameField()).toHaveValue(shown === 'added' ? '' : walk.field);
    if (shown === 'adding') {
      // The browser's dialog is open with the challenge the server just gave.
      expect(addButton()).toHaveTextContent(copy.adding);
      await soon(() => expect(passkeyDialog.isOpen('create')).toBe(true));
      expect(passkeyDialog.openedWith('create').at(-1)?.challenge).toBe(walk.challenges.at(-1));
    } else expect(addButton()).toHaveTextContent(copy.add);
    if (shown === 'added') {
      // The authenticator's answer reached the server unchanged, with the name typed (without the spaces around it).
      expect(walk.api.bodiesTo(REGISTER).at(-1)).toStrictEqual({ response: fakeAnswer('create'), ...(walk.naming ? { name: walk.naming } : {}) });
    }
    // What reached the server: each removal once, for the passkey chosen.
    await soon(() => expect(walk.api.urlsTo(REMOVE)).toHaveLength(walk.removals));
    if (shown === 'removing') expect(walk.api.urlsTo(REMOVE).at(-1)!.pathname).toBe(`/api/account/passkeys/${walk.removing!.id}/`);
    // The outcome: a note after an addition or removal, the failure's text after a failed one.
    const note = shown === 'added' ? copy.addedNote : shown === 'removed' ? copy.removedNote : null;
    if (note) expect(section().getByRole('status')).toHaveTextContent(note);
    else expect(section().queryByRole('status')).not.toBeInTheDocument();
    if (shown === 'failed') expect(section().getByRole('alert')).toHaveTextContent(walk.failure!);
    else expect(section().queryByRole('alert')).not.toBeInTheDocument();
  },
});
