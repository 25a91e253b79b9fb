import { expect } from 'vitest';
import { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { ProfileNames } from '../../../machines/investment/profileEdit.machine';
import { DASHBOARD_TEXTS as common, PROFILE_TEXTS as copy } from '../../oracle/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { profileWire } from './profileFixtures';
import { json, retype, seeFormMessage, type FormMessage } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const PROFILE = 'get /investor/profile/';
const SAVE = 'put /investor/profile/';
const LABELS: Record<keyof ProfileNames, string> = { firstName: copy.firstName, lastName: copy.lastName };

type Context = { values: ProfileNames; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The saves the walk saw reach the server. */
  saves: number;
}

/** The names form (the page's other form changes the password). */
const namesForm = () => within(page().getByRole('heading', { name: copy.namesSection }).closest('form')!);
const field = (name: keyof ProfileNames) => namesForm().getByLabelText(LABELS[name]) as HTMLInputElement;
const saveButton = () => namesForm().getByRole('button', { name: /^(Save changes|Saving…)$/ });

/** The names form's message for a state: an error (alert), the saved note (status) or none. */
function messageOf(expected: AnyMachineSnapshot, error: string | null): FormMessage | null {
  if (expected.matches({ editing: 'invalid' })) return { role: 'alert', text: copy.namesRequired };
  if (expected.matches({ editing: 'failed' })) return { role: 'alert', text: error! };
  if (expected.matches({ editing: 'saved' })) return { role: 'status', text: copy.saved };
  return null;
}

walkScreen('profileEdit', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/profile/'], ['put', '/investor/profile/']]);
    await renderRoute('/dashboard/profile/edit', { strict });
    return { api, user, saves: 0 };
  },
  drive: {
    'form.change': ({ field: name, value }, walk) => retype(walk.user, field(name), value),
    'form.submit': (_event, walk) => walk.user.click(saveButton()),
    'form.retry': (_event, walk) => walk.user.click(page().getByRole('button', { name: common.retry })),
    'xstate.done.actor.loadProfile': ({ output }, walk) => walk.api.answer(PROFILE, json(profileWire(output))),
    'xstate.error.actor.loadProfile': ({ error }, walk) => walk.api.answer(PROFILE, json({ detail: error.message }, 500)),
    'xstate.done.actor.saveProfile': ({ output }, walk) => walk.api.answer(SAVE, json(profileWire(output))),
    'xstate.error.actor.saveProfile': ({ error }, walk) => walk.api.answer(SAVE, json({ detail: error.message }, 400)),
  },
  async see(expected, walk) {
    const { values, error } = expected.context as Context;
    if (expected.matches('loading')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(common.loading));
      return expect(page().queryByRole('heading', { name: copy.namesSection })).not.toBeInTheDocument();
    }
    if (expected.matches('loadFailed')) {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(error!));
      return expect(page().getByRole('button', { name: common.retry })).toBeEnabled();
    }

    // The form, with the names as typed (or as the server saved them).
    await soon(() => expect(field('firstName')).toHaveValue(values.firstName));
    expect(field('lastName')).toHaveValue(values.lastName);
    if (expected.matches('saving')) {
      walk.saves += 1;
      await soon(() => expect(walk.api.bodiesTo(SAVE)).toHaveLength(walk.saves));
      expect(walk.api.bodiesTo(SAVE).at(-1)).toEqual({ first_name: values.firstName.trim(), last_name: values.lastName.trim() });
      expect(saveButton()).toBeDisabled();
      return expect(saveButton()).toHaveTextContent(copy.saving);
    }
    // A refused submit (a blank name) sends nothing.
    expect(walk.api.bodiesTo(SAVE)).toHaveLength(walk.saves);
    await soon(() => expect(saveButton()).toBeEnabled());
    expect(saveButton()).toHaveTextContent(copy.save);
    await seeFormMessage(namesForm(), messageOf(expected, error));
  },
});
