import { expect } from 'vitest';
import type { ProfileNames } from '../../../machines/investment/profileEdit.machine';
import { PROFILE_TEXTS as copy } from '../../oracle/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { profileWire } from './profileFixtures';
import { json, refuseWith, retryLoad, retype, sectionForm, seeFormMessage, seeLoadFailed, seeLoading, type FormMessage } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const PROFILE = 'get /investor/profile/';
const SAVE = 'put /investor/profile/';
const LABELS: Record<keyof ProfileNames, string> = { firstName: copy.firstName, lastName: copy.lastName };

/**
 * What the page shows, by the walk's own account (never the machine's): the profile loading or
 * its failure, then the names form as typed, refused for a blank name, saving, saved or refused
 * by the server.
 */
type Shown = 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'saving' | 'saved' | 'failed';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The saves the walk sent (a submit with both names filled in). */
  saves: number;
  shown: Shown;
  /** What the fields hold: as the server gave or saved them, then as typed. */
  names: ProfileNames;
  /** The server's last failure's text (a load, or a save refused). */
  failure: string | null;
}

/** The names form (the page's other form changes the password). */
const namesForm = () => sectionForm(copy.namesSection);
const field = (name: keyof ProfileNames) => namesForm().getByLabelText(LABELS[name]) as HTMLInputElement;
const saveButton = () => namesForm().getByRole('button', { name: /^(Save changes|Saving…)$/ });

/** Both names must hold more than spaces. */
const namesGiven = (names: ProfileNames) => names.firstName.trim() !== '' && names.lastName.trim() !== '';

/** The names form's message: an error (alert), the saved note (status) or none. */
function messageOf({ shown, failure }: Walk): FormMessage | null {
  if (shown === 'invalid') return { role: 'alert', text: copy.namesRequired };
  if (shown === 'failed') return { role: 'alert', text: failure! };
  if (shown === 'saved') return { role: 'status', text: copy.saved };
  return null;
}

/** The server sends the profile (loaded, or as saved): the form holds its names, and the page shows `shown`. */
async function answerProfile(walk: Walk, request: string, profile: ProfileNames, shown: Shown) {
  await walk.api.answer(request, json(profileWire(profile)));
  walk.names = { firstName: profile.firstName, lastName: profile.lastName };
  walk.shown = shown;
}

walkScreen('profileEdit', {
  // A tour of some 15 steps, each typing or waiting for the server.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/profile/'], ['put', '/investor/profile/']]);
    await renderRoute('/dashboard/profile/edit', { strict });
    return { api, user, saves: 0, shown: 'loading', names: { firstName: '', lastName: '' }, failure: null };
  },
  drive: {
    // A change takes any message away.
    'form.change': async ({ field: name, value }, walk) => {
      await retype(walk.user, field(name), value);
      walk.names = { ...walk.names, [name]: value };
      walk.shown = 'editing';
    },
    // A blank name is refused on the page: nothing is sent.
    'form.submit': async (_event, walk) => {
      await walk.user.click(saveButton());
      const valid = namesGiven(walk.names);
      walk.shown = valid ? 'saving' : 'invalid';
      if (valid) walk.saves += 1;
    },
    'form.retry': (_event, walk) => retryLoad(walk),
    'xstate.done.actor.loadProfile': ({ output }, walk) => answerProfile(walk, PROFILE, output, 'editing'),
    'xstate.error.actor.loadProfile': ({ error }, walk) => refuseWith(walk, PROFILE, error, 500, 'loadFailed'),
    // The form shows the names as the server saved them.
    'xstate.done.actor.saveProfile': ({ output }, walk) => answerProfile(walk, SAVE, output, 'saved'),
    'xstate.error.actor.saveProfile': ({ error }, walk) => refuseWith(walk, SAVE, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { shown, names, failure } = walk;
    if (shown === 'loading') return seeLoading(() => page().queryByRole('heading', { name: copy.namesSection }));
    if (shown === 'loadFailed') return seeLoadFailed(failure!);

    // The form, with the names as typed (or as the server saved them).
    await soon(() => expect(field('firstName')).toHaveValue(names.firstName));
    expect(field('lastName')).toHaveValue(names.lastName);
    // Each field is described by its length limit, which a screen reader reads with it.
    expect(field('firstName')).toHaveAccessibleDescription(copy.nameHint);
    expect(field('lastName')).toHaveAccessibleDescription(copy.nameHint);
    // Each save reached the server once, with the names without the spaces around them; a refused submit (a blank name) sends nothing.
    await soon(() => expect(walk.api.bodiesTo(SAVE)).toHaveLength(walk.saves));
    if (shown === 'saving') {
      expect(walk.api.bodiesTo(SAVE).at(-1)).toEqual({ first_name: names.firstName.trim(), last_name: names.lastName.trim() });
      expect(saveButton()).toBeDisabled();
      return expect(saveButton()).toHaveTextContent(copy.saving);
    }
    await soon(() => expect(saveButton()).toBeEnabled());
    expect(saveButton()).toHaveTextContent(copy.save);
    await seeFormMessage(namesForm(), messageOf(walk));
  },
});
