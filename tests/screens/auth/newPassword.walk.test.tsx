import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { AUTH_CALLS, AUTH_ROUTES, FALLBACKS, PAYLOADS, REDIRECT_NOTICES, VALIDATION } from '../../oracle';
import { heldApi, ok, fail, fill, page, seeFormAlert, BUSY, answerFirstBusy, busyAnswer, busySecondsOf, seeBusy, type BusyWait } from './support';
import { refusalOf } from '../../../machines/refusal';

const CONFIRM = AUTH_CALLS.newPassword.path;
/** The code step is the design's (two-factor sign-in on, ASVS 6.4.3): the specification has no words for it. */
const CODE = 'Code from your authenticator app, or a recovery code';
const CODE_MISSING = 'Please enter the code from your authenticator app, or a recovery code.';
type Values = { password: string; confirmPassword: string; code?: string };

/**
 * Texts and the payload from the oracle (tests/oracle); the alert and what is sent follow what
 * the user typed (the walk's model): "Passwords do not match." because the two fields differ.
 */
interface NewPasswordWalk {
  api: ReturnType<typeof heldApi>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  token: string;
  typed: Values | undefined;
  /** The server asked for the second factor: the code field shows. */
  asked: boolean;
  formAlert: string | null;
  /** The values sent and not answered yet. */
  sending: Values | null;
  focusExpected: boolean;
  /** A busy refusal (issue 28) whose one retry is still to come or under way. */
  busy: BusyWait | null;
}

const blank = (value: string | undefined) => !value || !value.trim();

walkScreen('newPassword', {
  async mount({ strict, user, input }): Promise<NewPasswordWalk> {
    const api = heldApi([CONFIRM]);
    const { token } = input as { token: string };
    // The link carries the token twice; the query parameter is the one the screen reads.
    const { router } = await renderRoute(AUTH_ROUTES.newPassword('path-segment', token), { strict });
    return { api, router, user, token, typed: undefined, asked: false, formAlert: null, sending: null, focusExpected: false, busy: null };
  },
  drive: {
    'form.submit': async ({ values }, walk) => {
      walk.typed = values;
      walk.focusExpected = true;
      // Section 5: both fields required, then they must match; the code once the server asked for it.
      if (!walk.sending) {
        const code = walk.asked ? values.code : 'none asked';
        walk.formAlert = blank(values.password) || blank(values.confirmPassword) ? VALIDATION.newPassword.incomplete
          : values.password !== values.confirmPassword ? VALIDATION.newPassword.passwordMismatch
            : blank(code) ? CODE_MISSING : null;
        walk.sending = walk.formAlert ? null : values;
        walk.busy = null;
      }
      await fill(walk.user, 'New password', values.password);
      await fill(walk.user, 'Confirm new password', values.confirmPassword);
      // The code field is there only once the server asked for it; a user types into what is there.
      if (codeField()) await fill(walk.user, CODE, values.code ?? '');
      await walk.user.click(submit());
    },
    'xstate.done.actor.confirmReset': ({ output }, walk) => walk.api.answer(CONFIRM, ok(output)),
    'xstate.error.actor.confirmReset': async ({ error }, walk) => {
      // Busy (issue 28), with or without the code: the form waits, then sends the same again once.
      if (await answerFirstBusy(walk, CONFIRM, error)) return;
      const busy = busySecondsOf(error);
      walk.sending = null;
      walk.busy = null;
      // The retry refused as busy too: the design's message, everything typed kept.
      if (busy !== undefined) {
        walk.formAlert = BUSY.stillBusy;
        return walk.api.answer(CONFIRM, busyAnswer(error, busy));
      }
      // Two-factor sign-in is on and no code came (ASVS 6.4.3).
      if (refusalOf({ error }).kind === 'secondFactorRequired') {
        walk.asked = true;
        walk.formAlert = null;
        walk.focusExpected = false;
        return walk.api.answer(CONFIRM, fail(400, { detail: error.message, code: 'second_factor_required' }));
      }
      // The server's answer says nothing: section 8's fallback shows.
      walk.formAlert = FALLBACKS.newPassword;
      return walk.api.answer(CONFIRM, fail(400, {}));
    },
  },
  async see(expected, walk) {
    if (expected.matches('done')) return soon(() => expect(walk.router.state.location.pathname).toBe(AUTH_ROUTES.login));
    if (expected.matches('succeeded')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(REDIRECT_NOTICES.newPassword));
      expect(walk.router.state.location.pathname).toBe('/auth/new-password/path-segment');
      return;
    }
    await seeFormAlert(walk.formAlert, { focused: walk.focusExpected });
    // The form with or without the code field: both wait for a busy server the same way.
    const inEitherForm = (state: string) => expected.matches({ form: state }) || expected.matches({ secondFactor: state });
    await seeBusy(walk.busy, inEitherForm('busy') ? 'waiting' : inEitherForm('submitting') ? 'retrying' : 'other', () => walk.api.bodiesTo(CONFIRM).length);
    if (walk.asked) await soon(() => expect(codeField()).toBeInTheDocument());
    else expect(codeField()).toBeNull();
    if (walk.sending && !walk.asked) {
      // No code asked for: exactly the specification's body.
      await soon(() => expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual(PAYLOADS.newPassword(walk.sending!.password, walk.token)));
      expect(submit()).toBeDisabled();
    } else if (walk.sending) {
      const code = (walk.sending.code ?? '').replace(/\s+/g, '');
      await soon(() => expect(walk.api.bodiesTo(CONFIRM).at(-1)).toEqual({ ...PAYLOADS.newPassword(walk.sending!.password, walk.token), code }));
      expect(submit()).toBeDisabled();
    } else {
      expect(submit()).toBeEnabled();
    }
    // What the user typed is kept after a failure, and when the code is asked for.
    if (walk.typed) {
      expect(page().getByLabelText('New password', { selector: 'input' })).toHaveValue(walk.typed.password);
      expect(page().getByLabelText('Confirm new password', { selector: 'input' })).toHaveValue(walk.typed.confirmPassword);
    }
    // The code field, new on the page, takes the focus.
    if (expected.matches({ secondFactor: 'asked' })) {
      await soon(() => expect(codeField()).toHaveFocus());
      // A code is not a word: no spell checking, as the authenticator shows it.
      expect(codeField()).toHaveAttribute('spellcheck', 'false');
      expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    }
    // The code too, after a failure and while (or after) a busy server is waited for.
    const codeKept = walk.busy !== null || walk.formAlert === FALLBACKS.newPassword || walk.formAlert === BUSY.stillBusy;
    if (walk.asked && walk.typed && codeKept) expect(codeField()).toHaveValue(walk.typed.code);
  },
});

function submit() {
  return page().getByRole('button', { name: /^(Save new password|Saving…)$/ });
}

function codeField() {
  return page().queryByLabelText(CODE, { selector: 'input' });
}
