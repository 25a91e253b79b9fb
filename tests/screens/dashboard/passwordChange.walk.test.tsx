import { expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import { PROFILE_TEXTS as copy } from '../../oracle/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { provedLately } from '../../support/provedLately';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { profileWire } from './profileFixtures';
import { json, refuseWith, retype, sectionForm, seeFormMessage, type FormMessage } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const CHANGE = 'post /investor/profile/password/';
const LABELS: Record<keyof PasswordChangeValues, string> = { current: copy.currentPassword, next: copy.newPassword, confirm: copy.confirmPassword };
/** What a password manager is told of each field (HTML autofill): fill the saved one, offer a new one. */
const AUTOFILL: Record<keyof PasswordChangeValues, string> = { current: 'current-password', next: 'new-password', confirm: 'new-password' };

/**
 * What the form shows, by the walk's own account (never the machine's): as typed, refused on the
 * page (a blank field, a confirmation that does not match), on its way, refused by the server, or
 * changed.
 */
type Shown = 'editing' | 'blank' | 'mismatch' | 'submitting' | 'failed' | 'changed';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The changes the walk sent (a submit with every field filled in and the new password confirmed). */
  submits: number;
  shown: Shown;
  /** What the three fields hold. */
  values: PasswordChangeValues;
  /** The server's last refusal's text. */
  failure: string | null;
}

/** The password form (the page's other form edits the names). */
const passwordForm = () => sectionForm(copy.passwordSection);
const field = (name: keyof PasswordChangeValues) => passwordForm().getByLabelText(LABELS[name]) as HTMLInputElement;
const submitButton = () => passwordForm().getByRole('button', { name: /^(Change password|Changing…)$/ });

/** Why a submit is refused on the page: a field left empty first, then a confirmation unlike the new password (passwords are taken as typed). */
function problemOf(values: PasswordChangeValues): 'blank' | 'mismatch' | null {
  if (Object.values(values).some((value) => value === '')) return 'blank';
  if (values.next !== values.confirm) return 'mismatch';
  return null;
}

/** The form's message: an error (alert), the changed note (status) or none. */
function messageOf({ shown, failure }: Walk): FormMessage | null {
  if (shown === 'blank') return { role: 'alert', text: copy.fillAll };
  if (shown === 'mismatch') return { role: 'alert', text: copy.mismatch };
  if (shown === 'failed') return { role: 'alert', text: failure! };
  if (shown === 'changed') return { role: 'status', text: copy.passwordChanged };
  return null;
}

walkScreen('passwordChange', {
  // A tour of some 20 steps, most of them typing.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['post', '/investor/profile/password/']]);
    // The names form above loads the profile: answered at once, it plays no part here.
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    await renderRoute('/dashboard/profile/edit', { strict });
    // With two-factor sign-in on the change needs a fresh proof, which this session has: the step-up dialog is walked on its own.
    await provedLately();
    return { api, user, submits: 0, shown: 'editing', values: EMPTY, failure: null };
  },
  drive: {
    // A change takes any message away.
    'form.change': async ({ field: name, value }, walk) => {
      await retype(walk.user, field(name), value);
      walk.values = { ...walk.values, [name]: value };
      walk.shown = 'editing';
    },
    'form.submit': async (_event, walk) => {
      await walk.user.click(submitButton());
      walk.shown = problemOf(walk.values) ?? 'submitting';
      if (walk.shown === 'submitting') walk.submits += 1;
    },
    // Changed: the form is emptied.
    'xstate.done.actor.changePassword': async ({ output }, walk) => {
      await walk.api.answer(CHANGE, json(output));
      walk.values = EMPTY;
      walk.shown = 'changed';
    },
    // Refused: what was typed stays.
    'xstate.error.actor.changePassword': ({ error }, walk) => refuseWith(walk, CHANGE, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { shown, values } = walk;
    // What was typed stays until the password is changed, which empties the form.
    for (const name of Object.keys(LABELS) as (keyof PasswordChangeValues)[]) {
      await soon(() => expect(field(name)).toHaveValue(values[name]));
      expect(field(name)).toHaveAttribute('autocomplete', AUTOFILL[name]);
    }
    // Each change reached the server once, with what was typed; a refused submit (a blank field, a mismatch) sends nothing.
    await soon(() => expect(walk.api.bodiesTo(CHANGE)).toHaveLength(walk.submits));
    if (shown === 'submitting') {
      expect(walk.api.bodiesTo(CHANGE).at(-1)).toEqual({ current_password: values.current, new_password: values.next, confirm_password: values.confirm });
      expect(submitButton()).toBeDisabled();
      return expect(submitButton()).toHaveTextContent(copy.changing);
    }
    await soon(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveTextContent(copy.changePassword);
    await seeFormMessage(passwordForm(), messageOf(walk));
  },
});
