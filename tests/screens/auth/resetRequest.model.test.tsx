import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { pathsFor } from '../../support/modelPaths';
import { TIMERS } from '../../../machines/constants';
import { heldApi, ok, fail, fakeClock, eventually, fill, page, pathName, expectFormAlert } from './support';

const RESET = '/account/password_reset/';
type Snapshot = { matches: (value: unknown) => boolean; context: { email: string; error: string | null } };

describe.each(REACT_MODES)('reset request screen walks every model path ($name)', ({ strict }) => {
  it.each(pathsFor('resetRequest').map((path) => [pathName(path), path] as const))('%s', { timeout: 20_000 }, async (_name, path) => {
    const api = heldApi([RESET]);
    await renderRoute('/auth/reset-password', { strict });
    const user = fakeClock();
    const answer = async (response: Response) => api.answer(RESET, response);

    await path.test({
      events: {
        'form.submit': async ({ event }: { event: EventObject & { email: string } }) => {
          await fill(user, 'Email address', event.email);
          await user.click(page().getByRole('button', { name: 'Send reset link' }));
        },
        'xstate.done.actor.0.resetRequest.form.submitting': async () => answer(ok({ message: 'Reset link has been sent to your email.' })),
        'xstate.error.actor.0.resetRequest.form.submitting': async () => answer(fail(500, {})),
        'xstate.done.actor.0.resetRequest.sent.resending': async () => answer(ok({ message: 'Reset link has been sent to your email.' })),
        'xstate.error.actor.0.resetRequest.sent.resending': async () => answer(fail(503, {})),
        'xstate.after.resetLinkResendWait.resetRequest.sent.waiting': async () => {
          // The visible seconds tick down on their own 1-second tick, then the named delay ends the wait.
          expect(page().getByText('You can request another link in 120 s.')).toBeInTheDocument();
          vi.advanceTimersByTime(TIMERS.countdownTick);
          await eventually(() => expect(page().getByText('You can request another link in 119 s.')).toBeInTheDocument());
          vi.advanceTimersByTime(TIMERS.resetLinkResendWait - TIMERS.countdownTick);
        },
        'link.resend': async () => user.click(page().getByRole('button', { name: 'Resend Reset Link' })),
        'email.edit': async () => user.click(page().getByRole('button', { name: 'Edit Email' })),
      } as never,
      states: {
        '*': async (state) => {
          const snapshot = state as unknown as Snapshot;
          if (snapshot.matches('sent')) {
            await eventually(() => expect(page().getByRole('heading', { name: 'Check Your Inbox' })).toBeInTheDocument());
            expect(page().getByRole('status')).toHaveTextContent('Reset link has been sent to your email.');
            if (snapshot.matches({ sent: 'waiting' })) {
              await eventually(() => expect(page().getByText('You can request another link in 120 s.')).toBeInTheDocument());
              expect(page().queryByRole('button', { name: 'Resend Reset Link' })).not.toBeInTheDocument();
            } else if (snapshot.matches({ sent: 'resending' })) {
              await eventually(() => expect(api.bodiesTo(RESET).length).toBeGreaterThan(1));
              expect(api.bodiesTo(RESET).at(-1)).toEqual({ email: snapshot.context.email });
              expect(page().getByRole('button', { name: 'Sending a new link…' })).toBeDisabled();
            } else {
              await eventually(() => expect(page().getByRole('button', { name: 'Resend Reset Link' })).toBeEnabled());
              if (snapshot.matches({ sent: 'failed' })) {
                expect(page().getByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.');
              }
            }
            return;
          }
          await eventually(() => expect(page().getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument());
          const alertText = snapshot.matches({ form: 'emailMissing' })
            ? 'Please enter your email.'
            : snapshot.matches({ form: 'failed' })
              ? 'Failed to send reset link. Please try again.'
              : null;
          await expectFormAlert(alertText);
          if (snapshot.matches({ form: 'submitting' })) {
            await eventually(() => expect(api.bodiesTo(RESET).length).toBeGreaterThan(0));
            expect(api.bodiesTo(RESET).at(-1)).toEqual({ email: snapshot.context.email });
            expect(page().getByRole('button', { name: 'Sending…' })).toBeDisabled();
          }
          // The e-mail typed (or kept from Edit Email) stays in the field.
          if (snapshot.context.email && !snapshot.matches({ form: 'emailMissing' })) {
            expect(page().getByLabelText('Email address', { selector: 'input' })).toHaveValue(snapshot.context.email);
          }
        },
      },
    });
  });
});
