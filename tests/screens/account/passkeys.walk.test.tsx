import { expect, vi } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PasskeyEntry } from '../../../machines/account/passkeys.machine';
import { common, dateAndTime, passkeysCopy as copy } from '../../../src/content/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { fakeAnswer, offerPasskeys, passkeyDialog } from '../../support/fakePasskeyDialog';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { json, retype } from '../dashboard/support';
import { heldRequests } from '../../support/walk/heldRequests';
import { answerOtherProfileCards } from './profileCards';
import { passkeysWire } from './passkeysFixtures';

vi.mock('@simplewebauthn/browser', () => import('../../support/fakePasskeyDialog'));

const LIST = 'get /account/passkeys/';
const REGISTER = 'post /account/passkeys/register/';
const REMOVE = 'delete /account/passkeys/:id/';

type Context = { passkeys: PasskeyEntry[]; name: string; removing: string | null; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The challenges the server gave out for new passkeys, in order. */
  challenges: string[];
  /** The list as the screen shows it now (the machine's context of the last step). */
  shown: PasskeyEntry[];
  removals: number;
  /** The name the passkey being added was given. */
  naming: string;
}

const section = () => within(page().getByRole('region', { name: copy.title }));
const addButton = () => section().getByRole('button', { name: /^(Add a passkey|Waiting for your passkey…)$/ });
const nameField = () => section().getByLabelText(copy.name) as HTMLInputElement;
const removeButton = (passkey: PasskeyEntry) => section().getByRole('button', { name: copy.removeLabel(passkey.name) });

walkScreen('passkeys', {
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
    return { api, user, challenges, shown: [], removals: 0, naming: '' };
  },
  drive: {
    'passkeys.retry': (_event, walk) => walk.user.click(section().getByRole('button', { name: common.retry })),
    'passkey.add': async ({ name }, walk) => {
      if (nameField().value !== name) await retype(walk.user, nameField(), name);
      await walk.user.click(addButton());
    },
    'passkey.remove': ({ id }, walk) => {
      const passkey = walk.shown.find((entry) => entry.id === id);
      if (!passkey) throw new Error(`${id} is not listed`);
      return walk.user.click(removeButton(passkey));
    },
    'xstate.done.actor.listPasskeys': ({ output }, walk) => walk.api.answer(LIST, json(passkeysWire(output))),
    'xstate.error.actor.listPasskeys': ({ error }, walk) => walk.api.answer(LIST, json({ detail: error.message }, 500)),
    // The authenticator makes the passkey, the server keeps it, and the list comes back with it.
    'xstate.done.actor.addPasskey': async ({ output }, walk) => {
      await passkeyDialog.finish('create');
      await walk.api.answer(REGISTER, json({ message: 'Your passkey has been added.' }));
      await walk.api.answer(LIST, json(passkeysWire(output)));
    },
    // The investor closes the browser's dialog.
    'xstate.error.actor.addPasskey': () => passkeyDialog.cancel('create'),
    'xstate.done.actor.removePasskey': (_event, walk) => walk.api.answer(REMOVE, json({ message: copy.removedNote })),
    'xstate.error.actor.removePasskey': ({ error }, walk) => walk.api.answer(REMOVE, json({ detail: error.message }, 500)),
  },
  async see(expected, walk) {
    const { passkeys, name, removing, error } = expected.context as Context;
    walk.shown = passkeys;
    if (expected.matches('loading')) return soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
    if (expected.matches('loadFailed')) {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(error!));
      return expect(section().getByRole('button', { name: common.retry })).toBeEnabled();
    }
    // The list: each passkey's name, when it was added and last used, and its remove button.
    await soon(() => expect(section().queryAllByRole('listitem')).toHaveLength(passkeys.length));
    const items = section().queryAllByRole('listitem');
    for (const [index, passkey] of passkeys.entries()) {
      expect(items[index]).toHaveTextContent(passkey.name);
      expect(items[index]).toHaveTextContent(copy.added(dateAndTime(passkey.createdAt)));
      expect(items[index]).toHaveTextContent(passkey.lastUsedAt === null ? copy.neverUsed : copy.lastUsed(dateAndTime(passkey.lastUsedAt)));
      expect(removeButton(passkey)).toHaveTextContent(removing === passkey.id ? copy.removing : copy.remove);
    }
    if (passkeys.length === 0) expect(section().getByText(copy.none)).toBeVisible();
    const busy = expected.matches('adding') || expected.matches('removing');
    for (const button of section().queryAllByRole('button')) {
      if (busy) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    if (expected.matches('adding')) {
      // The browser's dialog is open with the challenge the server just gave.
      expect(addButton()).toHaveTextContent(copy.adding);
      walk.naming = name;
      expect(nameField()).toHaveValue(name);
      await soon(() => expect(passkeyDialog.isOpen('create')).toBe(true));
      expect(passkeyDialog.openedWith('create').at(-1)?.challenge).toBe(walk.challenges.at(-1));
    } else expect(addButton()).toHaveTextContent(copy.add);
    if (expected.matches({ ready: 'added' })) {
      // The authenticator's answer reached the server unchanged, with the name typed; the field is empty again.
      expect(walk.api.bodiesTo(REGISTER).at(-1)).toEqual({ response: fakeAnswer('create'), ...(walk.naming ? { name: walk.naming } : {}) });
      expect(nameField()).toHaveValue('');
    }
    if (expected.matches({ ready: 'failed' }) && walk.api.bodiesTo(REGISTER).length === 0) {
      // A cancelled dialog keeps what was typed.
      expect(nameField()).toHaveValue(name);
    }
    // What reached the server: each removal once, for the passkey chosen.
    if (expected.matches('removing')) {
      walk.removals += 1;
      await soon(() => expect(walk.api.urlsTo(REMOVE)).toHaveLength(walk.removals));
      expect(walk.api.urlsTo(REMOVE).at(-1)!.pathname).toBe(`/api/account/passkeys/${removing}/`);
    }
    expect(walk.api.urlsTo(REMOVE)).toHaveLength(walk.removals);
    // The outcome: a note after an addition or removal, the failure's text after a failed one.
    const note = expected.matches({ ready: 'added' }) ? copy.addedNote : expected.matches({ ready: 'removed' }) ? copy.removedNote : null;
    if (note) expect(section().getByRole('status')).toHaveTextContent(note);
    else expect(section().queryByRole('status')).not.toBeInTheDocument();
    if (expected.matches({ ready: 'failed' })) expect(section().getByRole('alert')).toHaveTextContent(error!);
    else expect(section().queryByRole('alert')).not.toBeInTheDocument();
  },
});
