import { expect } from 'vitest';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { AUTH_CALLS, AUTH_LABELS, AUTH_ROUTES, FALLBACKS, PAYLOADS, SPEC_TIMERS, SUCCESS, VALIDATION } from '../../oracle';
import { heldApi, ok, fail, fill, page, seeFormAlert } from './support';

const RESET = AUTH_CALLS.resetRequest.path;

/**
 * Texts, the wait and the payload from the oracle (tests/oracle); the form's alert and what is
 * sent follow what the user typed (the walk's model), not the machine's state.
 */
interface ResetWalk {
  api: ReturnType<typeof heldApi>;
  user: UserEvent;
  /** What the e-mail field holds. */
  typed: string;
  /** The form's alert as the user should see it. */
  formAlert: string | null;
  /** The request sent and not answered yet, from the form. */
  sending: string | null;
  /** The address the link went to. */
  sentTo: string;
}

walkScreen('resetRequest', {
  async mount({ strict, user }): Promise<ResetWalk> {
    const api = heldApi([RESET]);
    await renderRoute(AUTH_ROUTES.resetRequest, { strict });
    return { api, user, typed: '', formAlert: null, sending: null, sentTo: '' };
  },
  drive: {
    'form.submit': async ({ email }, walk) => {
      await fill(walk.user, 'Email address', email);
      walk.typed = email;
      // Section 5: an empty e-mail gives its alert; otherwise section 7's call goes out.
      if (walk.sending === null) {
        walk.formAlert = email.trim() === '' ? VALIDATION.resetRequest.emailMissing : null;
        walk.sending = walk.formAlert ? null : email;
      }
      await walk.user.click(page().getByRole('button', { name: 'Send reset link' }));
    },
    'xstate.done.actor.requestReset': (_event, walk) => {
      walk.sentTo = walk.sending ?? walk.sentTo;
      walk.sending = null;
      return walk.api.answer(RESET, ok({ message: SUCCESS.resetLinkSent }));
    },
    // The screen shows the specification's fallback, whatever the server says.
    'xstate.error.actor.requestReset': (_event, walk) => {
      if (walk.sending !== null) walk.formAlert = FALLBACKS.resetRequest;
      walk.sending = null;
      return walk.api.answer(RESET, fail(503, {}));
    },
    'link.resend': (_event, walk) => walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend })),
    // Section 4: Edit Email returns to the form, the address still in it.
    'email.edit': (_event, walk) => {
      walk.formAlert = null;
      return walk.user.click(page().getByRole('button', { name: AUTH_LABELS.resetRequest.editEmail }));
    },
  },
  async see(expected, walk, { beforeDelay }) {
    if (expected.matches('sent')) {
      await soon(() => expect(page().getByRole('heading', { name: AUTH_LABELS.resetRequest.sentHeading })).toBeInTheDocument());
      expect(page().getByRole('status')).toHaveTextContent(SUCCESS.resetLinkSent);
      if (expected.matches({ sent: 'waiting' })) {
        // No time passes inside the wait in a walk but at its end: the full 120 s show, and 1 ms
        // before it ends its last second; no button yet.
        const shown = beforeDelay ? Math.ceil(beforeDelay.leftMs / 1000) : SPEC_TIMERS.resetLinkResendWait / 1000;
        await soon(() => expect(page().getByText(`You can request another link in ${shown} s.`)).toBeInTheDocument());
        expect(page().queryByRole('button', { name: AUTH_LABELS.resetRequest.resend })).not.toBeInTheDocument();
      } else if (expected.matches({ sent: 'resending' })) {
        await soon(() => expect(walk.api.bodiesTo(RESET).length).toBeGreaterThan(1));
        expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sentTo));
        expect(page().getByRole('button', { name: 'Sending a new link…' })).toBeDisabled();
      } else {
        await soon(() => expect(page().getByRole('button', { name: AUTH_LABELS.resetRequest.resend })).toBeEnabled());
        if (expected.matches({ sent: 'failed' })) expect(page().getByRole('alert')).toHaveTextContent(FALLBACKS.resetRequest);
        else expect(page().queryByRole('alert')).not.toBeInTheDocument();
      }
      return;
    }
    await soon(() => expect(page().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
    await seeFormAlert(walk.formAlert);
    if (walk.sending !== null) {
      await soon(() => expect(walk.api.bodiesTo(RESET).at(-1)).toEqual(PAYLOADS.resetRequest(walk.sending!)));
      expect(page().getByRole('button', { name: 'Sending…' })).toBeDisabled();
    } else {
      expect(page().getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    }
    // The e-mail typed (or kept from Edit Email) stays in the field.
    expect(page().getByLabelText('Email address', { selector: 'input' })).toHaveValue(walk.typed);
  },
});
