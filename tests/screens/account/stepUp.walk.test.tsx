/**
 * The step-up dialog's generated walks, through one real sensitive change: adding a passkey on
 * the profile, which the app knows needs a fresh proof, so the dialog opens before its first call
 * is sent, and the call goes out once the investor has proved it's them (the server would refuse
 * it, 403 step_up_required, without). Each proof is held and answered by the walk; it holds for
 * the server's five minutes, which have passed when the walk adds the next passkey.
 */
import { expect, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BUSY_NOTICES, DASHBOARD_TEXTS as common, PASSKEYS_CARD as passkeysCopy, STEP_UP as copy, STEP_UP_REFUSAL as REFUSAL } from '../../oracle';
import { apiUrl, server } from '../../support/msw-server';
import { fakeAnswer, offerPasskeys, passkeyDialog } from '../../support/fakePasskeyDialog';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { heldRequests } from '../../support/walk/heldRequests';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { busyAnswer, busySecondsOf, page, seeBusy, type BusyWait, type Rejection } from '../auth/support';
import { refusalOf } from '../../../machines/refusal';
import { json } from '../dashboard/support';
import { answerOtherProfileCards } from './profileCards';

vi.mock('@simplewebauthn/browser', () => import('../../support/fakePasskeyDialog'));

const STATUS = 'get /account/step_up/';
/** How long the server says a proof holds (its answer's `valid_until`): the whole of one change, passkey made and added. */
const PROOF_HOLDS_MS = 5 * 60_000;
const PROVE = 'post /account/step_up/';
const PASSKEY = 'post /account/step_up/passkey/';

/** What the server asks for a proof: the code too when two-factor sign-in is on, a passkey when the account has one. */
interface StepUpOptions { twoFactor: boolean; passkeys: boolean }

/**
 * What the dialog shows, by the walk's own account: worked out from what the walk did and what it
 * answered (never from the machine), so that a machine that goes elsewhere, keeps or forgets the
 * wrong field, or shows the wrong text fails the step that shows it.
 */
type Shown =
  | 'closed' | 'proved' | 'cancelled'
  | 'loading' | 'loadFailed'
  | 'entering' | 'incomplete' | 'failed' | 'stillBusy'
  | 'proving' | 'busy' | 'provingWithPasskey';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  shown: Shown;
  /** What the server said it may ask for, once it has answered. */
  options: StepUpOptions;
  /** What the password and code fields hold. */
  password: string;
  code: string;
  /** The last failure's text (a load, or a proof refused). */
  failure: string | null;
  /** A proof was given since the change was last refused: the server lets the change through once. */
  proved: boolean;
  /** A proof was given, and its time has not been let pass yet. */
  proofHolds: boolean;
  /** How the server answered each call that starts adding a passkey (403 refused for want of a proof, 200 let through). */
  changeAnswers: number[];
  /** Proofs sent with the password, by the walk's count. */
  proofs: number;
  /** Cancel presses alternate between the button and Escape. */
  cancels: number;
  /** Browser passkey dialogs the walk saw open for a proof. */
  passkeyDialogs: number;
  /** A proof refused as busy whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

const CLOSED: readonly Shown[] = ['closed', 'proved', 'cancelled'];
/** A proof is on its way (or waits for a busy server): the form is locked. */
const PENDING: readonly Shown[] = ['proving', 'busy', 'provingWithPasskey'];

/** The dialog closes: what was typed is forgotten with it. */
function close(walk: Walk, shown: 'proved' | 'cancelled') {
  walk.shown = shown;
  walk.password = '';
  walk.code = '';
}

const dialog = () => screen.getByRole('dialog', { name: copy.title });
const inDialog = () => within(dialog());
const passwordField = () => inDialog().getByLabelText(copy.password) as HTMLInputElement;
const codeField = () => inDialog().queryByLabelText(copy.code) as HTMLInputElement | null;
const passkeys = () => within(page().getByRole('region', { name: passkeysCopy.title }));
const addButton = () => passkeys().getByRole('button', { name: /^(Add a passkey|Waiting for your passkey…)$/ });

/** Makes a field hold `value` as a user does: nothing when it already does, else clear it and type. */
async function typeInto(user: UserEvent, field: HTMLInputElement, value: string) {
  if (field.value === value) return;
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** The server's refusal of a proof, for each kind of refusal in the examples. */
function refusalAnswer(error: Rejection) {
  const refusal = refusalOf({ error });
  // As the server words it: one answer for a wrong password or code, naming neither.
  if (refusal.kind === 'wrongProof') return json({ detail: error.message, code: 'wrong_proof' }, 400);
  return HttpResponse.json({ detail: error.message, code: 'second_factor_locked' }, { status: 429, headers: { 'Retry-After': '900' } });
}

walkScreen('stepUp', {
  timeout: 90_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    offerPasskeys();
    passkeyDialog.reset();
    const api = heldRequests([['get', '/account/step_up/'], ['post', '/account/step_up/'], ['post', '/account/step_up/passkey/']]);
    const walk: Walk = {
      api, user, shown: 'closed', options: { twoFactor: false, passkeys: false }, password: '', code: '', failure: null,
      proved: false, changeAnswers: [], proofHolds: false, proofs: 0, cancels: 0, passkeyDialogs: 0, busy: null,
    };
    answerOtherProfileCards('passkeys');
    server.use(
      http.get(apiUrl('/account/passkeys/'), () => HttpResponse.json({ passkeys: [] })),
      // The sensitive change: refused without a fresh proof (which the app never lets happen), let through once after one.
      http.post(apiUrl('/account/passkeys/register/options/'), () => {
        const through = walk.proved;
        walk.proved = false;
        walk.changeAnswers.push(through ? 200 : 403);
        return through ? HttpResponse.json({ challenge: 'new-passkey', rp: { name: 'Acme Invest' } }) : HttpResponse.json(REFUSAL, { status: 403 });
      }),
      http.post(apiUrl('/account/passkeys/register/'), () => HttpResponse.json({ message: 'Your passkey has been added.' })),
      http.post(apiUrl('/account/step_up/passkey/options/'), () => HttpResponse.json({ options: { challenge: 'prove-it', rpId: 'localhost' } })),
    );
    await renderRoute('/dashboard/profile/me', { strict });
    return walk;
  },
  drive: {
    // The investor adds a passkey; the server wants a fresh proof first.
    'stepUp.request': async (_event, walk) => {
      // Some time later: the last proof has run out, and this change needs a new one.
      if (walk.proofHolds) vi.setSystemTime(Date.now() + PROOF_HOLDS_MS);
      walk.proofHolds = false;
      await soon(() => expect(addButton()).toBeEnabled());
      await walk.user.click(addButton());
      // The app reads the step-up's status first: no proof holds, so the dialog opens (and reads it for itself).
      await walk.api.answer(STATUS, json({ two_factor: false, passkeys: false, valid_until: null }));
      walk.shown = 'loading';
    },
    'stepUp.retry': async (_event, walk) => {
      await walk.user.click(inDialog().getByRole('button', { name: common.retry }));
      walk.shown = 'loading';
    },
    'stepUp.submit': async ({ password, code }, walk) => {
      walk.busy = null;
      await typeInto(walk.user, passwordField(), password);
      // Without two-factor sign-in there is no code field: the password alone is sent.
      const field = codeField();
      if (field) await typeInto(walk.user, field, code);
      await walk.user.click(inDialog().getByRole('button', { name: copy.confirm }));
      const { twoFactor } = walk.options;
      // The code is kept without the spaces around it.
      walk.password = password;
      walk.code = twoFactor ? code.trim() : '';
      const incomplete = password === '' || (twoFactor && walk.code === '');
      walk.shown = incomplete ? 'incomplete' : 'proving';
      if (!incomplete) walk.proofs += 1;
    },
    'stepUp.passkey': async (_event, walk) => {
      await walk.user.click(inDialog().getByRole('button', { name: copy.usePasskey }));
      walk.passkeyDialogs += 1;
      walk.shown = 'provingWithPasskey';
    },
    'stepUp.cancel': async (_event, walk) => {
      // The browser's passkey dialog is on top: the page is out of reach but for Escape, which it
      // takes itself; the investor waits for it.
      if (walk.shown === 'provingWithPasskey') return walk.user.keyboard('{Escape}');
      walk.cancels += 1;
      if (walk.cancels % 2 === 0) await walk.user.keyboard('{Escape}');
      else await walk.user.click(inDialog().getByRole('button', { name: copy.cancel }));
      close(walk, 'cancelled');
    },
    'xstate.done.actor.loadOptions': async ({ output }, walk) => {
      await walk.api.answer(STATUS, json({ two_factor: output.twoFactor, passkeys: output.passkeys, valid_until: null }));
      walk.options = { twoFactor: output.twoFactor, passkeys: output.passkeys };
      walk.shown = 'entering';
    },
    'xstate.error.actor.loadOptions': async ({ error }, walk) => {
      await walk.api.answer(STATUS, json({ detail: error.message }, 500));
      walk.failure = error.message;
      walk.shown = 'loadFailed';
    },
    'xstate.done.actor.prove': async (_event, walk) => {
      walk.proved = true;
      walk.proofHolds = true;
      await walk.api.answer(PROVE, json({ message: 'Thank you. You can go on.', valid_until: new Date(Date.now() + PROOF_HOLDS_MS).toISOString() }));
      close(walk, 'proved');
    },
    'xstate.error.actor.prove': async ({ error }, walk) => {
      const seconds = busySecondsOf(error);
      if (seconds === undefined) {
        await walk.api.answer(PROVE, refusalAnswer(error));
        // A refused proof empties both fields to be typed again; any other failure keeps them.
        if (refusalOf({ error }).kind === 'wrongProof') {
          walk.password = '';
          walk.code = '';
        }
        walk.failure = error.message;
        walk.shown = 'failed';
        return;
      }
      // Too busy to hash the password: the first refusal is waited out and proved once more; the retry's ends it.
      await walk.api.answer(PROVE, busyAnswer(error, seconds));
      walk.shown = walk.busy ? 'stillBusy' : 'busy';
      walk.busy = walk.busy ? null : { seconds, callsAtRefusal: walk.api.bodiesTo(PROVE).length };
    },
    // The authenticator signs the server's challenge; the server accepts it.
    'xstate.done.actor.proveWithPasskey': async (_event, walk) => {
      await passkeyDialog.finish('get');
      walk.proved = true;
      walk.proofHolds = true;
      await walk.api.answer(PASSKEY, json({ message: 'Thank you. You can go on.', valid_until: new Date(Date.now() + PROOF_HOLDS_MS).toISOString() }));
      close(walk, 'proved');
    },
    // The investor closes the browser's passkey dialog.
    'xstate.error.actor.proveWithPasskey': async ({ error }, walk) => {
      await passkeyDialog.cancel('get');
      walk.failure = error.message;
      walk.shown = 'failed';
    },
  },
  async see(_expected, walk, moment) {
    // The busy wait is over: the same proof goes out again by itself.
    if (walk.shown === 'busy' && delayEnded(moment)) {
      walk.shown = 'proving';
      walk.proofs += 1;
    }
    const { shown, options, password, code } = walk;
    if (CLOSED.includes(shown)) {
      await soon(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('main').closest('[inert]')).toBeNull();
      if (shown === 'proved') {
        // The change goes out by itself, after the proof and never before it: let through, the browser makes the passkey, and it is added.
        await soon(() => expect(walk.changeAnswers.at(-1)).toBe(200));
        expect(walk.changeAnswers).not.toContain(403);
        await passkeyDialog.finish('create');
        await soon(() => expect(passkeys().getByRole('status')).toHaveTextContent(passkeysCopy.addedNote));
        // A passkey's proof reached the server as the authenticator gave it.
        for (const body of walk.api.bodiesTo(PASSKEY)) expect(body).toEqual({ response: fakeAnswer('get') });
      }
      if (shown === 'cancelled') {
        // The change fails with a clear message, and the focus is back on the button that made it.
        await soon(() => expect(passkeys().getByRole('alert')).toHaveTextContent(copy.cancelled));
        // Never sent: no proof, no request.
        expect(walk.changeAnswers).not.toContain(403);
        await soon(() => expect(addButton()).toHaveFocus());
      }
      return soon(() => expect(addButton()).toHaveTextContent(passkeysCopy.add));
    }
    // Open: a modal dialog over the page, which is inert behind it; the change waits, pending.
    const shownDialog = await soon(() => dialog());
    expect(shownDialog).toHaveAttribute('aria-modal', 'true');
    // The dialog itself can take the focus (from a script), but is no stop of the Tab order.
    expect(shownDialog).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    expect(addButton()).toHaveTextContent(passkeysCopy.adding);
    expect(inDialog().getByRole('button', { name: copy.cancel })).toBeInTheDocument();
    if (shown === 'loading') {
      await soon(() => expect(inDialog().getByRole('status')).toHaveTextContent(common.loading));
      expect(inDialog().queryByLabelText(copy.password)).toBeNull();
      return soon(() => expect(shownDialog.contains(document.activeElement), `focus on ${document.activeElement?.outerHTML.slice(0, 200)}`).toBe(true));
    }
    if (shown === 'loadFailed') {
      await soon(() => expect(inDialog().getByRole('alert')).toHaveTextContent(walk.failure!));
      expect(inDialog().queryByLabelText(copy.password)).toBeNull();
      return expect(inDialog().getByRole('button', { name: common.retry })).toBeEnabled();
    }
    // The form: why it is asked, the password (and the code), and a passkey when the account has one.
    await soon(() => expect(shownDialog).toHaveAccessibleDescription(copy.why(options.twoFactor)));
    await soon(() => expect(passwordField()).toHaveValue(password));
    expect(passwordField()).toHaveAttribute('type', 'password');
    if (options.twoFactor) expect(codeField()).toHaveValue(code);
    else expect(codeField()).toBeNull();
    // While a proof is on its way nothing typed can change.
    const pending = PENDING.includes(shown);
    for (const field of [passwordField(), codeField()]) {
      if (!field) continue;
      if (pending) expect(field).toHaveAttribute('readonly');
      else expect(field).not.toHaveAttribute('readonly');
    }
    const passkeyButton = inDialog().queryByRole('button', { name: /^(Use a passkey|Waiting for your passkey…)$/ });
    if (options.passkeys) {
      expect(passkeyButton).toHaveTextContent(shown === 'provingWithPasskey' ? copy.passkeyPending : copy.usePasskey);
      if (pending) expect(passkeyButton).toHaveAttribute('aria-disabled', 'true');
      else expect(passkeyButton).not.toHaveAttribute('aria-disabled');
    } else expect(passkeyButton).toBeNull();
    const confirm = inDialog().getByRole('button', { name: /^(Confirm|Confirming…)$/ });
    if (pending) expect(confirm).toHaveAttribute('aria-disabled', 'true');
    else expect(confirm).not.toHaveAttribute('aria-disabled');
    // "Confirming…" while the password is checked or waits for a busy server, not for a passkey.
    expect(confirm).toHaveTextContent(shown === 'proving' || shown === 'busy' ? copy.confirming : copy.confirm);
    const busyMoment = shown === 'busy' ? 'waiting' : shown === 'proving' ? 'retrying' : 'other';
    await seeBusy(walk.busy, busyMoment, () => walk.api.bodiesTo(PROVE).length, inDialog);
    // Each proof reached the server once, with what was typed (the code only with two-factor sign-in).
    await soon(() => expect(walk.api.bodiesTo(PROVE)).toHaveLength(walk.proofs));
    if (shown === 'proving') expect(walk.api.bodiesTo(PROVE).at(-1)).toEqual({ password, ...(options.twoFactor ? { code } : {}) });
    if (shown === 'provingWithPasskey') {
      await soon(() => expect(passkeyDialog.openedWith('get')).toHaveLength(walk.passkeyDialogs));
      expect(passkeyDialog.isOpen('get')).toBe(true);
      expect(passkeyDialog.openedWith('get').at(-1)?.challenge).toBe('prove-it');
    }
    // The button pressed keeps the focus while the proof is on its way (locked with aria-disabled, not disabled).
    if (shown === 'provingWithPasskey') expect(passkeyButton).toHaveFocus();
    else if (pending) expect(confirm).toHaveFocus();
    if (pending) return undefined;
    if (shown === 'entering') {
      expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
      return soon(() => expect(passwordField()).toHaveFocus());
    }
    const problem = shown === 'incomplete' ? copy.required(options.twoFactor) : shown === 'stillBusy' ? BUSY_NOTICES.stillBusy : walk.failure!;
    await soon(() => expect(inDialog().getByRole('alert').textContent).toBe(problem));
    // The focus goes to the field to type again: the one left empty (a refused one is emptied).
    if (password === '') await soon(() => expect(passwordField()).toHaveFocus());
    else if (options.twoFactor && code === '') await soon(() => expect(codeField()).toHaveFocus());
    else expect(shownDialog.contains(document.activeElement)).toBe(true);
    return undefined;
  },
});
