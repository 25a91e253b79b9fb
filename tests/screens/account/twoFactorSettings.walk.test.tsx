import { expect, vi } from 'vitest';
import { within } from '@testing-library/react';
import { DASHBOARD_TEXTS as common, TWO_FACTOR_CARD as copy } from '../../oracle';
import { renderRoute } from '../../support/renderRoute';
import { provedLately } from '../../support/provedLately';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { answerOtherProfileCards } from './profileCards';
import { json, retype } from '../dashboard/support';
import { heldRequests } from '../../support/walk/heldRequests';
import { catchDownloads } from '../../support/downloads';

const STATUS = 'get /account/two_factor/';
const SET_UP = 'post /account/two_factor/setup/';
const ENABLE = 'post /account/two_factor/enable/';
const DISABLE = 'post /account/two_factor/disable/';
const REGENERATE = 'post /account/two_factor/recovery_codes/';

/**
 * What the section shows, by the walk's own account: worked out from what the walk did and what
 * it answered (never from the machine), so that a machine that goes elsewhere, or nowhere, fails
 * the step that shows it.
 */
type Shown =
  | 'loading' | 'loadFailed'
  | 'off' | 'starting' | 'setUpFailed' | 'turnedOff'
  | 'enrolling' | 'codeMissing' | 'confirming' | 'codeFailed'
  | 'codes' | 'newCodes'
  | 'on' | 'turnOffForm' | 'incomplete' | 'submitting' | 'turnOffFailed'
  | 'confirmRegenerate' | 'making' | 'regenerateFailed';

const OFF: readonly Shown[] = ['off', 'starting', 'setUpFailed', 'turnedOff'];
const ENROLLING: readonly Shown[] = ['enrolling', 'codeMissing', 'confirming', 'codeFailed'];
const TURNING_OFF: readonly Shown[] = ['turnOffForm', 'incomplete', 'submitting', 'turnOffFailed'];
const REGENERATING: readonly Shown[] = ['confirmRegenerate', 'making', 'regenerateFailed'];
/** While a call is under way its buttons are disabled: a click there changes nothing. */
const BUSY: readonly Shown[] = ['confirming', 'submitting', 'making'];

/** The key the server gives for the authenticator app: typed in by hand, or inside the QR code's URI. */
interface TwoFactorSecret { secret: string; uri: string }

/** What the user saved of the recovery codes: the file downloaded and the text copied. */
interface Saved {
  file: { name: string; type: string; text: string } | null;
  copied: string | null;
}

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  shown: Shown;
  /** The requests the walk expects to have reached the server, per call. */
  sent: Record<typeof SET_UP | typeof ENABLE | typeof DISABLE | typeof REGENERATE, number>;
  /** Whether the step before showed the confirm step of new recovery codes. */
  wasRegenerating: boolean;
  /** What the walk typed: the code that turns it on, the password and code that turn it off. */
  typed: { code: string; password: string; turnOffCode: string };
  /** What the server said: the last failure, the secret, the codes, how many codes are left. */
  failure: string | null;
  secret: TwoFactorSecret | null;
  codes: string[];
  codesLeft: number;
  /** The codes saved at the last "I have saved my codes" (checked at the next step). */
  saved: Saved | null;
  files: Saved['file'][];
  copies: string[];
}

/** Files the page saved and text it copied (jsdom makes no object URLs, downloads nothing and has no clipboard). */
function catchSaving(): { files: Saved['file'][]; copies: string[] } {
  const copies: string[] = [];
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
    copies.push(text);
  });
  return { files: catchDownloads(), copies };
}

const section = () => within(page().getByRole('region', { name: copy.title }));
const button = (name: string | RegExp) => section().getByRole('button', { name });

/** The user's gesture; unless a call is under way (its buttons disabled), the section shows `next`, and a call that starts there is sent. */
async function gesture(walk: Walk, act: () => Promise<unknown>, next: Shown) {
  const busy = BUSY.includes(walk.shown);
  await act();
  if (busy) return;
  walk.shown = next;
  if (next === 'starting') walk.sent[SET_UP] += 1;
  if (next === 'confirming') walk.sent[ENABLE] += 1;
  if (next === 'submitting') walk.sent[DISABLE] += 1;
  if (next === 'making') walk.sent[REGENERATE] += 1;
}

/** A failed call: the server's message is what the section shows next. */
function fail(walk: Walk, error: Error, next: Shown, answer: () => unknown) {
  walk.failure = error.message;
  walk.shown = next;
  return answer();
}

/** The problem the section shows, if any: the two the page words itself, or the server's message. */
function problemOf(walk: Walk): string | null {
  if (walk.shown === 'codeMissing') return copy.codeRequired;
  if (walk.shown === 'incomplete') return copy.turnOffRequired;
  if (['setUpFailed', 'codeFailed', 'turnOffFailed', 'regenerateFailed'].includes(walk.shown)) return walk.failure;
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
    // Its changes need a fresh proof, which this session has: the step-up dialog is walked on its own.
    await provedLately();
    return {
      api, user, shown: 'loading', sent: { [SET_UP]: 0, [ENABLE]: 0, [DISABLE]: 0, [REGENERATE]: 0 } as Walk['sent'], wasRegenerating: false,
      typed: { code: '', password: '', turnOffCode: '' }, failure: null, secret: null, codes: [], codesLeft: 0, saved: null, ...catchSaving(),
    };
  },
  drive: {
    'twoFactor.retry': (_event, walk) => gesture(walk, () => walk.user.click(button(common.retry)), 'loading'),
    'twoFactor.setUp': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.setUp)), 'starting'),
    'code.submit': async ({ code }, walk) => {
      const field = section().getByLabelText(copy.code) as HTMLInputElement;
      if (field.value !== code) await retype(walk.user, field, code);
      if (!BUSY.includes(walk.shown)) walk.typed.code = code;
      // A code of spaces is no code.
      await gesture(walk, () => walk.user.click(button(/^(Turn on|Turning on…)$/)), code.trim() === '' ? 'codeMissing' : 'confirming');
    },
    'enrolment.cancel': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.cancel)), 'off'),
    'codes.done': async (_event, walk) => {
      // The user keeps the codes both ways (a file and the clipboard), then says so.
      const files = walk.files.length;
      const copies = walk.copies.length;
      await walk.user.click(button(copy.download));
      await walk.user.click(button(copy.copyCodes));
      walk.saved = { file: walk.files[files] ?? null, copied: walk.copies[copies] ?? null };
      await gesture(walk, () => walk.user.click(button(copy.codesSaved)), 'on');
    },
    'twoFactor.turnOff': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.turnOff)), 'turnOffForm'),
    'turnOff.submit': async ({ password, code }, walk) => {
      const passwordField = section().getByLabelText(copy.password) as HTMLInputElement;
      const codeField = section().getByLabelText(copy.turnOffCode) as HTMLInputElement;
      if (passwordField.value !== password) await retype(walk.user, passwordField, password);
      if (codeField.value !== code) await retype(walk.user, codeField, code);
      if (!BUSY.includes(walk.shown)) walk.typed = { ...walk.typed, password, turnOffCode: code };
      // Both are needed: the password, and a code that is not only spaces.
      const next = password === '' || code.trim() === '' ? 'incomplete' : 'submitting';
      await gesture(walk, () => walk.user.click(button(/^(Turn off|Turning off…)$/)), next);
    },
    'turnOff.cancel': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.cancel)), 'on'),
    'recoveryCodes.regenerate': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.regenerate)), 'confirmRegenerate'),
    'recoveryCodes.confirm': (_event, walk) => gesture(walk, () => walk.user.click(button(/^(Make new codes|Making new codes…)$/)), 'making'),
    'recoveryCodes.cancel': (_event, walk) => gesture(walk, () => walk.user.click(button(copy.cancel)), 'on'),
    'xstate.done.actor.loadStatus': ({ output }, walk) => {
      walk.codesLeft = output.recoveryCodesLeft;
      walk.shown = output.enabled ? 'on' : 'off';
      return walk.api.answer(STATUS, json({ enabled: output.enabled, recovery_codes_left: output.recoveryCodesLeft }));
    },
    'xstate.error.actor.loadStatus': ({ error }, walk) => fail(walk, error, 'loadFailed', () => walk.api.answer(STATUS, json({ detail: error.message }, 500))),
    'xstate.done.actor.startSetUp': ({ output }, walk) => {
      walk.secret = output;
      walk.shown = 'enrolling';
      return walk.api.answer(SET_UP, json({ secret: output.secret, otpauth_url: output.uri }));
    },
    'xstate.error.actor.startSetUp': ({ error }, walk) => fail(walk, error, 'setUpFailed', () => walk.api.answer(SET_UP, json({ detail: error.message }, 500))),
    'xstate.done.actor.enable': ({ output }, walk) => {
      walk.codes = output;
      walk.codesLeft = output.length;
      walk.shown = 'codes';
      return walk.api.answer(ENABLE, json({ message: copy.onTitle, recovery_codes: output }));
    },
    'xstate.error.actor.enable': ({ error }, walk) => fail(walk, error, 'codeFailed', () => walk.api.answer(ENABLE, json({ detail: error.message }, 400))),
    'xstate.done.actor.disable': (_event, walk) => {
      walk.shown = 'turnedOff';
      return walk.api.answer(DISABLE, json({ message: copy.turnedOff }));
    },
    'xstate.error.actor.disable': ({ error }, walk) => fail(walk, error, 'turnOffFailed', () => walk.api.answer(DISABLE, json({ detail: error.message }, 400))),
    'xstate.done.actor.regenerateCodes': ({ output }, walk) => {
      walk.codes = output;
      walk.codesLeft = output.length;
      walk.shown = 'newCodes';
      return walk.api.answer(REGENERATE, json({ message: copy.newCodesTitle, recovery_codes: output }));
    },
    'xstate.error.actor.regenerateCodes': ({ error }, walk) =>
      fail(walk, error, 'regenerateFailed', () => walk.api.answer(REGENERATE, json({ detail: error.message, code: 'two_factor_off' }, 409))),
  },
  async see(_expected, walk) {
    const { shown } = walk;
    const wasRegenerating = walk.wasRegenerating;
    walk.wasRegenerating = REGENERATING.includes(shown);
    if (shown === 'loading') {
      await soon(() => expect(section().getByRole('status')).toHaveTextContent(common.loading));
      return expect(section().queryByRole('button')).not.toBeInTheDocument();
    }
    if (shown === 'loadFailed') {
      await soon(() => expect(section().getByRole('alert')).toHaveTextContent(walk.failure!));
      return expect(button(common.retry)).toBeEnabled();
    }
    // Each request once, with what the user typed: the code without the spaces around it, the password exactly.
    for (const key of [SET_UP, ENABLE, DISABLE, REGENERATE] as const) await soon(() => expect(walk.api.bodiesTo(key)).toHaveLength(walk.sent[key]));
    if (shown === 'confirming') expect(walk.api.bodiesTo(ENABLE).at(-1)).toStrictEqual({ code: walk.typed.code.trim() });
    if (shown === 'making') expect(walk.api.bodiesTo(REGENERATE).at(-1)).toBeUndefined();
    if (shown === 'submitting') expect(walk.api.bodiesTo(DISABLE).at(-1)).toStrictEqual({ password: walk.typed.password, code: walk.typed.turnOffCode.trim() });

    const problem = problemOf(walk);
    if (problem) await soon(() => expect(section().getByRole('alert')).toHaveTextContent(problem));
    else await soon(() => expect(section().queryByRole('alert')).not.toBeInTheDocument());

    if (OFF.includes(shown)) {
      await soon(() => expect(section().getByText(copy.offIntro)).toBeInTheDocument());
      if (shown === 'starting') expect(button(copy.starting)).toBeDisabled();
      else expect(button(copy.setUp)).toBeEnabled();
      if (shown === 'turnedOff') expect(section().getByRole('status')).toHaveTextContent(copy.turnedOff);
      else expect(section().queryByRole('status')).not.toBeInTheDocument();
      return;
    }
    if (ENROLLING.includes(shown)) {
      await soon(() => expect(section().getByRole('img', { name: copy.qrLabel })).toBeInTheDocument());
      // The key to type instead, in groups of four, on the line that says so (no gap above it).
      const grouped = walk.secret!.secret.match(/.{1,4}/g)!.join(' ');
      const key = section().getByText(grouped);
      expect(key.parentElement).toHaveTextContent(`${copy.typeKey} ${grouped}`);
      expect(key.parentElement).toHaveStyle({ margin: '0px' });
      // The field for a one-time code: digits on a phone's keyboard, filled in from the app when the browser can.
      const field = section().getByLabelText(copy.code);
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', 'one-time-code');
      if (shown === 'confirming') {
        expect(button(copy.confirming)).toBeDisabled();
        expect(button(copy.cancel)).toBeDisabled();
      } else {
        expect(button(copy.confirm)).toBeEnabled();
        expect(button(copy.cancel)).toBeEnabled();
      }
      return;
    }
    if (shown === 'codes' || shown === 'newCodes') {
      // The first codes, or a new set that replaced them: shown once, the same way.
      const title = shown === 'newCodes' ? copy.newCodesTitle : copy.onTitle;
      await soon(() => expect(section().getByText(title)).toHaveAttribute('role', 'status'));
      expect(section().getByText(title)).toHaveFocus();
      const shownCodes = within(section().getByRole('list', { name: copy.codesLabel })).getAllByRole('listitem').map((item) => item.textContent);
      expect(shownCodes).toEqual(walk.codes);
      for (const name of [copy.download, copy.copyCodes, copy.codesSaved]) expect(button(name)).toBeEnabled();
      return;
    }
    // On: how many recovery codes are left (as the server said, or all of a new set), the way to
    // make new ones, and the way to turn it off.
    await soon(() => expect(section().getByText(copy.onIntro(walk.codesLeft))).toBeInTheDocument());
    if (walk.saved) {
      // The codes saved before "I have saved my codes": one a line, as a text file and on the clipboard.
      const text = `${walk.codes.join('\n')}\n`;
      const saved = walk.saved;
      walk.saved = null;
      await soon(() => expect(saved.file).toMatchObject({ name: copy.codesFile, type: 'text/plain', text }));
      expect(saved.copied).toBe(text);
    }
    if (REGENERATING.includes(shown)) {
      // Confirmed first: the old codes stop working. The step has the focus.
      expect(section().getByText(copy.regenerateIntro)).toBeInTheDocument();
      expect(section().queryByRole('button', { name: copy.turnOff })).not.toBeInTheDocument();
      if (shown === 'making') {
        expect(button(copy.cancel)).toBeDisabled();
        return expect(button(copy.makingCodes)).toBeDisabled();
      }
      expect(button(copy.cancel)).toBeEnabled();
      expect(button(copy.confirmRegenerate)).toBeEnabled();
      if (shown === 'confirmRegenerate') expect(button(copy.confirmRegenerate)).toHaveFocus();
      return;
    }
    if (shown === 'on') {
      expect(button(copy.regenerate)).toBeEnabled();
      // Cancelled: the focus is back on the button that opened the step.
      if (wasRegenerating) expect(button(copy.regenerate)).toHaveFocus();
      return expect(button(copy.turnOff)).toBeEnabled();
    }
    // Turning off: the password (hidden, as the browser fills it in) and a code.
    expect(TURNING_OFF).toContain(shown);
    expect(section().getByText(copy.turnOffIntro)).toBeInTheDocument();
    expect(section().getByLabelText(copy.password)).toHaveAttribute('type', 'password');
    expect(section().getByLabelText(copy.password)).toHaveAttribute('autocomplete', 'current-password');
    expect(section().getByLabelText(copy.turnOffCode)).toHaveAttribute('autocomplete', 'one-time-code');
    if (shown === 'submitting') {
      expect(button(copy.turningOff)).toBeDisabled();
      expect(button(copy.cancel)).toBeDisabled();
    } else {
      expect(button(copy.confirmTurnOff)).toBeEnabled();
      expect(button(copy.cancel)).toBeEnabled();
    }
  },
});
