import { expect } from 'vitest';
import { within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import type { TwoFactorSecret, TwoFactorStatus } from '../../../machines/account/twoFactorSettings.machine';
import { common, twoFactorCopy as copy } from '../../../src/content/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { answerOtherProfileCards } from './profileCards';
import { json, retype } from '../dashboard/support';
import { heldRequests } from '../../support/walk/heldRequests';

const STATUS = 'get /account/two_factor/';
const SET_UP = 'post /account/two_factor/setup/';
const ENABLE = 'post /account/two_factor/enable/';
const DISABLE = 'post /account/two_factor/disable/';
const REGENERATE = 'post /account/two_factor/recovery_codes/';

type Context = { status: TwoFactorStatus; secret: TwoFactorSecret | null; recoveryCodes: string[]; error: string | null; code: string; password: string };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The requests the walk saw reach the server, per call. */
  sent: Record<typeof SET_UP | typeof ENABLE | typeof DISABLE | typeof REGENERATE, number>;
  /** Whether the step before showed the confirm step of new recovery codes. */
  wasRegenerating: boolean;
}

const section = () => within(page().getByRole('region', { name: copy.title }));
const button = (name: string | RegExp) => section().getByRole('button', { name });

/** The problem the section shows in a state, if any. */
function problemOf(expected: AnyMachineSnapshot, error: string | null): string | null {
  if (expected.matches({ enrolling: 'codeMissing' })) return copy.codeRequired;
  if (expected.matches({ on: { turningOff: 'incomplete' } })) return copy.turnOffRequired;
  if (
    expected.matches({ off: 'failed' }) || expected.matches({ enrolling: 'codeFailed' }) || expected.matches({ on: { turningOff: 'failed' } }) ||
    expected.matches({ on: { regenerating: 'failed' } })
  ) return error;
  return null;
}

walkScreen('twoFactorSettings', {
  // Tours of some 25 steps, on a page of four cards.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([
      ['get', '/account/two_factor/'], ['post', '/account/two_factor/setup/'], ['post', '/account/two_factor/enable/'], ['post', '/account/two_factor/disable/'],
      ['post', '/account/two_factor/recovery_codes/'],
    ]);
    answerOtherProfileCards('twoFactor');
    await renderRoute('/dashboard/profile/me', { strict });
    return { api, user, sent: { [SET_UP]: 0, [ENABLE]: 0, [DISABLE]: 0, [REGENERATE]: 0 } as Walk['sent'], wasRegenerating: false };
  },
  drive: {
    'twoFactor.retry': (_event, walk) => walk.user.click(button(common.retry)),
    'twoFactor.setUp': (_event, walk) => walk.user.click(button(copy.setUp)),
    'code.submit': async ({ code }, walk) => {
      const field = section().getByLabelText(copy.code) as HTMLInputElement;
      if (field.value !== code) await retype(walk.user, field, code);
      await walk.user.click(button(copy.confirm));
    },
    'enrolment.cancel': (_event, walk) => walk.user.click(button(copy.cancel)),
    'codes.done': (_event, walk) => walk.user.click(button(copy.codesSaved)),
    'twoFactor.turnOff': (_event, walk) => walk.user.click(button(copy.turnOff)),
    'turnOff.submit': async ({ password, code }, walk) => {
      const passwordField = section().getByLabelText(copy.password) as HTMLInputElement;
      const codeField = section().getByLabelText(copy.turnOffCode) as HTMLInputElement;
      if (passwordField.value !== password) await retype(walk.user, passwordField, password);
      if (codeField.value !== code) await retype(walk.user, codeField, code);
      await walk.user.click(button(copy.confirmTurnOff));
    },
    'turnOff.cancel': (_event, walk) => walk.user.click(button(copy.cancel)),
    'recoveryCodes.regenerate': (_event, walk) => walk.user.click(button(copy.regenerate)),
    'recoveryCodes.confirm': (_event, walk) => walk.user.click(button(copy.confirmRegenerate)),
    'recoveryCodes.cancel': (_event, walk) => walk.user.click(button(copy.cancel)),
    'xstate.done.actor.loadStatus': ({ output }, walk) => walk.api.answer(STATUS, json({ enabled: output.enabled, recovery_codes_left: output.recoveryCodesLeft })),
    'xstate.error.actor.loadStatus': ({ error }, walk) => walk.api.answer(STATUS, json({ detail: error.message }, 500)),
    'xstate.done.actor.startSetUp': ({ output }, walk) => walk.api.answer(SET_UP, json({ secret: output.secret, otpauth_url: output.uri })),
    'xstate.error.actor.startSetUp': ({ error }, walk) => walk.api.answer(SET_UP, json({ detail: error.message }, 500)),
    'xstate.done.actor.enable': ({ output }, walk) => walk.api.answer(ENABLE, json({ message: copy.onTitle, recovery_codes: output })),
    'xstate.error.actor.enable': ({ error }, walk) => walk.api.answer(ENABLE, json({ detail: error.message }, 400)),
    'xstate.done.actor.disable': (_event, walk) => walk.api.answer(DISABLE, json({ message: copy.turnedOff })),
    'xstate.error.actor.disable': ({ error }, walk) => walk.api.answer(DISABLE, json({ detail: error.message }, 400)),
    'xstate.done.actor.regenerateCodes': ({ output }, walk) => walk.api.answer(REGENERATE, json({ message: copy.newCodesTitle, recovery_codes: output })),
    'xstate.error.actor.regenerateCodes': ({ error }, walk) => walk.api.answer(REGENERATE, json({ detail: error.message, code: 'two_factor_off' }, 409)),
  },
  async see(expected, walk) {
    const { status, secret, recoveryCodes, error, code, password } = expected.context as Context;
    const wasRegenerating = walk.wasRegenerating;
    walk.wasRegenerating = expected.matches({ on: 'regenerating' });
    if (expected.matches('loading')) return soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
    if (expected.matches('loadFailed')) {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(error!));
      return expect(button(common.retry)).toBeEnabled();
    }
    // Each request once, with what the user typed.
    const count = (key: keyof Walk['sent'], inState: boolean) => {
      if (inState) walk.sent[key] += 1;
      return soon(() => expect(walk.api.bodiesTo(key)).toHaveLength(walk.sent[key]));
    };
    await count(SET_UP, expected.matches({ off: 'starting' }));
    await count(ENABLE, expected.matches({ enrolling: 'confirming' }));
    await count(DISABLE, expected.matches({ on: { turningOff: 'submitting' } }));
    await count(REGENERATE, expected.matches({ on: { regenerating: 'making' } }));
    if (expected.matches({ enrolling: 'confirming' })) expect(walk.api.bodiesTo(ENABLE).at(-1)).toEqual({ code });
    if (expected.matches({ on: { regenerating: 'making' } })) expect(walk.api.bodiesTo(REGENERATE).at(-1)).toBeUndefined();
    if (expected.matches({ on: { turningOff: 'submitting' } })) expect(walk.api.bodiesTo(DISABLE).at(-1)).toEqual({ password, code });

    const problem = problemOf(expected, error);
    if (problem) await soon(() => expect(section().getByRole('alert')).toHaveTextContent(problem));
    else expect(section().queryByRole('alert')).not.toBeInTheDocument();

    if (expected.matches('off')) {
      await soon(() => expect(section().getByText(copy.offIntro)).toBeInTheDocument());
      const starting = expected.matches({ off: 'starting' });
      if (starting) expect(button(copy.starting)).toBeDisabled();
      else expect(button(copy.setUp)).toBeEnabled();
      if (expected.matches({ off: 'turnedOff' })) expect(section().getByRole('status')).toHaveTextContent(copy.turnedOff);
      else expect(section().queryByRole('status')).not.toBeInTheDocument();
      return;
    }
    if (expected.matches('enrolling')) {
      await soon(() => expect(section().getByRole('img', { name: copy.qrLabel })).toBeInTheDocument());
      expect(section().getByText(secret!.secret)).toBeInTheDocument();
      const confirming = expected.matches({ enrolling: 'confirming' });
      if (confirming) expect(button(copy.confirming)).toBeDisabled();
      else expect(button(copy.confirm)).toBeEnabled();
      return;
    }
    if (expected.matches('showingCodes') || expected.matches('showingNewCodes')) {
      // The first codes, or a new set that replaced them: shown once, the same way.
      const title = expected.matches('showingNewCodes') ? copy.newCodesTitle : copy.onTitle;
      await soon(() => expect(section().getByText(title)).toHaveAttribute('role', 'status'));
      expect(section().getByText(title)).toHaveFocus();
      const shown = within(section().getByRole('list', { name: copy.codesLabel })).getAllByRole('listitem').map((item) => item.textContent);
      expect(shown).toEqual(recoveryCodes);
      for (const name of [copy.download, copy.copyCodes, copy.codesSaved]) expect(button(name)).toBeEnabled();
      return;
    }
    // On: how many recovery codes are left, the way to make new ones, and the way to turn it off.
    await soon(() => expect(section().getByText(copy.onIntro(status.recoveryCodesLeft))).toBeInTheDocument());
    if (expected.matches({ on: 'regenerating' })) {
      // Confirmed first: the old codes stop working. The step has the focus.
      expect(section().getByText(copy.regenerateIntro)).toBeInTheDocument();
      const making = expected.matches({ on: { regenerating: 'making' } });
      if (making) return expect(button(copy.makingCodes)).toBeDisabled();
      expect(button(copy.confirmRegenerate)).toBeEnabled();
      if (expected.matches({ on: { regenerating: 'confirming' } })) expect(button(copy.confirmRegenerate)).toHaveFocus();
      return expect(section().queryByRole('button', { name: copy.turnOff })).not.toBeInTheDocument();
    }
    if (!expected.matches({ on: 'turningOff' })) {
      expect(button(copy.regenerate)).toBeEnabled();
      // Cancelled: the focus is back on the button that opened the step.
      if (wasRegenerating) expect(button(copy.regenerate)).toHaveFocus();
      return expect(button(copy.turnOff)).toBeEnabled();
    }
    const submitting = expected.matches({ on: { turningOff: 'submitting' } });
    if (submitting) expect(button(copy.turningOff)).toBeDisabled();
    else expect(button(copy.confirmTurnOff)).toBeEnabled();
  },
});
