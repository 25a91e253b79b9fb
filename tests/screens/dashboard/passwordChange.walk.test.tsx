import { expect } from 'vitest';
import { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { http, HttpResponse } from 'msw';
import type { PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import { PROFILE_TEXTS as copy } from '../../oracle/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { profileWire } from './profileFixtures';
import { json, retype, seeFormMessage, type FormMessage } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const CHANGE = 'post /investor/profile/password/';
const LABELS: Record<keyof PasswordChangeValues, string> = { current: copy.currentPassword, next: copy.newPassword, confirm: copy.confirmPassword };

type Context = { values: PasswordChangeValues; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The changes the walk saw reach the server. */
  submits: number;
}

/** The password form (the page's other form edits the names). */
const passwordForm = () => within(page().getByRole('heading', { name: copy.passwordSection }).closest('form')!);
const field = (name: keyof PasswordChangeValues) => passwordForm().getByLabelText(LABELS[name]) as HTMLInputElement;
const submitButton = () => passwordForm().getByRole('button', { name: /^(Change password|Changing…)$/ });

/** The form's message for a state: an error (alert), the changed note (status) or none. */
function messageOf(expected: AnyMachineSnapshot, error: string | null): FormMessage | null {
  if (expected.matches({ editing: 'blank' })) return { role: 'alert', text: copy.fillAll };
  if (expected.matches({ editing: 'mismatch' })) return { role: 'alert', text: copy.mismatch };
  if (expected.matches({ editing: 'failed' })) return { role: 'alert', text: error! };
  if (expected.matches({ editing: 'changed' })) return { role: 'status', text: copy.passwordChanged };
  return null;
}

walkScreen('passwordChange', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['post', '/investor/profile/password/']]);
    // The names form above loads the profile: answered at once, it plays no part here.
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    await renderRoute('/dashboard/profile/edit', { strict });
    return { api, user, submits: 0 };
  },
  drive: {
    'form.change': ({ field: name, value }, walk) => retype(walk.user, field(name), value),
    'form.submit': (_event, walk) => walk.user.click(submitButton()),
    'xstate.done.actor.changePassword': ({ output }, walk) => walk.api.answer(CHANGE, json(output)),
    'xstate.error.actor.changePassword': ({ error }, walk) => walk.api.answer(CHANGE, json({ detail: error.message }, 400)),
  },
  async see(expected, walk) {
    const { values, error } = expected.context as Context;
    // What was typed stays until the password is changed, which empties the form.
    for (const name of Object.keys(LABELS) as (keyof PasswordChangeValues)[]) await soon(() => expect(field(name)).toHaveValue(values[name]));
    if (expected.matches('submitting')) {
      walk.submits += 1;
      await soon(() => expect(walk.api.bodiesTo(CHANGE)).toHaveLength(walk.submits));
      expect(walk.api.bodiesTo(CHANGE).at(-1)).toEqual({ current_password: values.current, new_password: values.next, confirm_password: values.confirm });
      expect(submitButton()).toBeDisabled();
      return expect(submitButton()).toHaveTextContent(copy.changing);
    }
    // A refused submit (a blank field, a mismatch) sends nothing.
    expect(walk.api.bodiesTo(CHANGE)).toHaveLength(walk.submits);
    await soon(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveTextContent(copy.changePassword);
    await seeFormMessage(passwordForm(), messageOf(expected, error));
  },
});
