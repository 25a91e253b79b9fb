/**
 * The step-up at the HTTP layer: a sensitive change the app knows needs a fresh proof opens the
 * one dialog before it is sent, and one the server refuses with 403 `step_up_required` (a
 * withdrawal to a new destination, which only the server can tell; a proof that ran out) opens it
 * after. Either way the change waits in its own pending state meanwhile, and goes on by itself
 * once the investor proved it's them; cancelled, it fails with a clear message and keeps what was
 * typed. Several changes at once share one dialog.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  PASSKEYS_CARD as passkeysCopy, PROFILE_TEXTS as profileCopy, STEP_UP as stepUpCopy, STEP_UP_REFUSAL as REFUSAL, TWO_FACTOR_CARD as twoFactorCopy,
  WITHDRAW_TEXTS as withdrawCopy,
} from '../../oracle';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { APP_RENDER_TIMEOUT_MS } from '../../support/session';
import { page } from '../auth/support';
import { overviewWire } from '../dashboard/paymentSupport';
import { profileWire } from '../dashboard/profileFixtures';
import { offerPasskeys, passkeyDialog } from '../../support/fakePasskeyDialog';
import { answerOtherProfileCards } from './profileCards';

vi.mock('@simplewebauthn/browser', () => import('../../support/fakePasskeyDialog'));

const PASSWORD = 'correct horse battery staple';

/** The server's side of a step-up: what it asks for, and each proof it was given. */
function stepUpServer({ twoFactor = false, passkeys = false } = {}) {
  const proofs: unknown[] = [];
  let statusAsked = 0;
  server.use(
    http.get(apiUrl('/account/step_up/'), () => {
      statusAsked += 1;
      return HttpResponse.json({ two_factor: twoFactor, passkeys, valid_until: null });
    }),
    http.post(apiUrl('/account/step_up/'), async ({ request }) => {
      proofs.push(await request.json());
      return HttpResponse.json({ message: 'Thank you. You can go on.', valid_until: '2026-11-24T09:35:00.000Z' });
    }),
  );
  return { proofs, statusAsked: () => statusAsked };
}

/** A sensitive endpoint: refused for want of a proof until one was given, then answered with `body`. */
function sensitive(method: 'post' | 'delete', path: string, body: () => Record<string, unknown>, proofs: unknown[], { refuseAlways = false } = {}) {
  const bodies: unknown[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | undefined;
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : undefined);
      if (held) await held;
      if (refuseAlways || proofs.length === 0) return HttpResponse.json(REFUSAL, { status: 403 });
      return HttpResponse.json(body());
    }),
  );
  return {
    bodies,
    /** Holds the answers until `release()` (so two requests are under way at once). */
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

/** The passkeys card's Add button, behind the open dialog (the page is inert meanwhile; a script still reaches it). */
const passkeysButton = () => page().getByRole('button', { name: passkeysCopy.add, hidden: true }) as HTMLButtonElement;

const passwordForm = () => within(page().getByRole('heading', { name: profileCopy.passwordSection }).closest('form')!);

async function fillPasswordChange(user: ReturnType<typeof userEvent.setup>) {
  await user.type(passwordForm().getByLabelText(profileCopy.currentPassword), 'old password 1');
  await user.type(passwordForm().getByLabelText(profileCopy.newPassword), 'new password 2');
  await user.type(passwordForm().getByLabelText(profileCopy.confirmPassword), 'new password 2');
  await user.click(passwordForm().getByRole('button', { name: profileCopy.changePassword }));
}

describe.each(REACT_MODES)('a change that needs a fresh proof ($name)', ({ strict }) => {
  it('changes the password once the investor proved it with the password and the code', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = userEvent.setup();
    const stepUp = stepUpServer({ twoFactor: true });
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    const change = sensitive('post', '/investor/profile/password/', () => ({ message: 'Password changed.' }), stepUp.proofs);
    await renderRoute('/dashboard/profile/edit', { strict });

    await fillPasswordChange(user);
    // The dialog opens over the page, says why, and has the focus in its password field.
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    expect(shown).toHaveAttribute('aria-modal', 'true');
    await within(shown).findByLabelText(stepUpCopy.code);
    expect(shown).toHaveAccessibleDescription(stepUpCopy.why(true));
    await waitFor(() => expect(within(shown).getByLabelText(stepUpCopy.password)).toHaveFocus());
    // Meanwhile the change waits, pending, asked for before it was sent: nothing was refused.
    expect(passwordForm().getByRole('button', { name: profileCopy.changing })).toBeDisabled();
    expect(change.bodies).toEqual([]);

    await user.type(within(shown).getByLabelText(stepUpCopy.password), PASSWORD);
    await user.type(within(shown).getByLabelText(stepUpCopy.code), '123456');
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));

    // Proved: the dialog closes, the change is sent once, and it succeeds.
    await waitFor(() => expect(passwordForm().getByRole('status')).toHaveTextContent(profileCopy.passwordChanged));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stepUp.proofs).toEqual([{ password: PASSWORD, code: '123456' }]);
    expect(change.bodies).toEqual([{ current_password: 'old password 1', new_password: 'new password 2', confirm_password: 'new password 2' }]);
    // The focus is back on the button that made the change.
    await waitFor(() => expect(passwordForm().getByRole('button', { name: profileCopy.changePassword })).toHaveFocus());
  });

  it('sends a withdrawal to a new address once the investor proved it', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = userEvent.setup();
    const stepUp = stepUpServer();
    server.use(http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ availableCents: 100_000 }))));
    const withdrawal = sensitive('post', '/investor/withdrawals/', () => ({ id: 'w1', status: 'pending' }), stepUp.proofs);
    await renderRoute('/dashboard/withdraw', { strict });

    await user.type(await page().findByLabelText(withdrawCopy.amount, { selector: 'input' }), '100');
    await user.selectOptions(page().getByLabelText(withdrawCopy.currency), 'usdt_trc20');
    await user.type(page().getByLabelText(withdrawCopy.address, { selector: 'input' }), 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await user.click(page().getByRole('button', { name: withdrawCopy.review }));
    await user.click(await page().findByRole('button', { name: withdrawCopy.confirm }));

    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    expect(shown).toHaveAccessibleDescription(stepUpCopy.why(false));
    // No two-factor sign-in: the password alone.
    expect(within(shown).queryByLabelText(stepUpCopy.code)).not.toBeInTheDocument();
    await user.type(within(shown).getByLabelText(stepUpCopy.password), PASSWORD);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(page().getByRole('status')).toHaveTextContent(withdrawCopy.doneTitle));
    expect(stepUp.proofs).toEqual([{ password: PASSWORD }]);
    expect(withdrawal.bodies).toHaveLength(2);
    expect(withdrawal.bodies[1]).toEqual(withdrawal.bodies[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancelled (button or Escape), the change fails with a clear message and keeps what was typed', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = userEvent.setup();
    const stepUp = stepUpServer();
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    const change = sensitive('post', '/investor/profile/password/', () => ({ message: 'Password changed.' }), stepUp.proofs);
    await renderRoute('/dashboard/profile/edit', { strict });

    await fillPasswordChange(user);
    await user.click(within(await screen.findByRole('dialog', { name: stepUpCopy.title })).getByRole('button', { name: stepUpCopy.cancel }));
    await waitFor(() => expect(passwordForm().getByRole('alert')).toHaveTextContent(stepUpCopy.cancelled));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(passwordForm().getByLabelText(profileCopy.currentPassword)).toHaveValue('old password 1');
    expect(passwordForm().getByLabelText(profileCopy.newPassword)).toHaveValue('new password 2');
    expect(passwordForm().getByLabelText(profileCopy.confirmPassword)).toHaveValue('new password 2');
    await waitFor(() => expect(passwordForm().getByRole('button', { name: profileCopy.changePassword })).toHaveFocus());

    // Again, and Escape this time: the same.
    await user.click(passwordForm().getByRole('button', { name: profileCopy.changePassword }));
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    await waitFor(() => expect(within(shown).getByLabelText(stepUpCopy.password)).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(passwordForm().getByRole('alert')).toHaveTextContent(stepUpCopy.cancelled));
    expect(passwordForm().getByLabelText(profileCopy.currentPassword)).toHaveValue('old password 1');
    expect(stepUp.proofs).toEqual([]);
    expect(change.bodies).toHaveLength(2);
  });

  it('left open for a public page, the dialog is cancelled: back on the profile, none shows until a change asks again', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = userEvent.setup();
    const stepUp = stepUpServer({ twoFactor: true });
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    sensitive('post', '/investor/profile/password/', () => ({ message: 'Password changed.' }), stepUp.proofs);
    const { router } = await renderRoute('/dashboard/profile/edit', { strict });
    await fillPasswordChange(user);
    await screen.findByRole('dialog', { name: stepUpCopy.title });

    await router.navigate({ to: '/privacy' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await router.navigate({ to: '/dashboard/profile/edit' });
    await waitFor(() => expect(passwordForm().getByLabelText(profileCopy.currentPassword)).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The next change asks afresh: the dialog opens again, the password field empty.
    await fillPasswordChange(user);
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    await waitFor(() => expect(within(shown).getByLabelText(stepUpCopy.password)).toHaveValue(''));
    // Each time, the status twice: whether a proof holds and two-factor sign-in is on (a password change needs a proof only then), and what the dialog may ask for.
    expect(stepUp.statusAsked()).toBe(4);
  });

  it('two changes at once share one dialog, and both go out after one proof', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    offerPasskeys();
    passkeyDialog.reset();
    const user = userEvent.setup();
    const stepUp = stepUpServer({ passkeys: true });
    answerOtherProfileCards('twoFactor');
    server.use(http.get(apiUrl('/account/two_factor/'), () => HttpResponse.json({ enabled: false, recovery_codes_left: 0 })));
    const setUp = sensitive('post', '/account/two_factor/setup/', () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Acme?secret=JBSWY3DPEHPK3PXP' }), stepUp.proofs);
    const passkeyOptions = sensitive('post', '/account/passkeys/register/options/', () => ({ challenge: 'c1', rp: { name: 'Acme Invest' } }), stepUp.proofs);
    await renderRoute('/dashboard/profile/me', { strict });

    await user.click(await page().findByRole('button', { name: twoFactorCopy.setUp }));
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    // The second change, asked for while the dialog is open (a keyboard user reaches the page behind it only so), joins it.
    passkeysButton().click();
    await waitFor(() => expect(within(shown).getByLabelText(stepUpCopy.password)).toHaveFocus());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // Neither was sent without the proof.
    expect([setUp.bodies.length, passkeyOptions.bodies.length]).toEqual([0, 0]);
    await user.type(within(shown).getByLabelText(stepUpCopy.password), PASSWORD);
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));

    // One proof, and both changes went on: the set-up shows its key, the browser's passkey dialog opened.
    // The key reads in groups of four.
    await waitFor(() => expect(page().getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument());
    await waitFor(() => expect(passkeyDialog.isOpen('create')).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect([setUp.bodies.length, passkeyOptions.bodies.length]).toEqual([1, 1]);
    // Each change read the status first (no proof held), and the one dialog once.
    expect(stepUp.statusAsked()).toBe(3);
    expect(stepUp.proofs).toHaveLength(1);
    await passkeyDialog.cancel('create');
  });

  it('says why a proof was refused, empties both fields to type again, and keeps Tab inside the dialog', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    offerPasskeys();
    const user = userEvent.setup();
    server.use(http.get(apiUrl('/account/step_up/'), () => HttpResponse.json({ two_factor: true, passkeys: true, valid_until: null })));
    const refusals = [
      () => HttpResponse.json({ detail: 'Your password or code is not correct.', code: 'wrong_proof' }, { status: 400 }),
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '60' } }),
      () => new HttpResponse(null, { status: 500 }),
    ];
    server.use(http.post(apiUrl('/account/step_up/'), () => refusals.shift()!()));
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    sensitive('post', '/investor/profile/password/', () => ({}), []);
    await renderRoute('/dashboard/profile/edit', { strict });
    await fillPasswordChange(user);
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    const password = await within(shown).findByLabelText(stepUpCopy.password);
    const code = within(shown).getByLabelText(stepUpCopy.code);
    // The rest of the page cannot be reached meanwhile.
    expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
    await waitFor(() => expect(password).toHaveFocus());

    // Tab and Shift+Tab go round the dialog's own controls.
    await user.tab();
    expect(code).toHaveFocus();
    await user.tab();
    expect(within(shown).getByRole('button', { name: stepUpCopy.confirm })).toHaveFocus();
    await user.tab();
    expect(within(shown).getByRole('button', { name: stepUpCopy.cancel })).toHaveFocus();
    await user.tab();
    expect(within(shown).getByRole('button', { name: stepUpCopy.usePasskey })).toHaveFocus();
    await user.tab();
    expect(password).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(shown).getByRole('button', { name: stepUpCopy.usePasskey })).toHaveFocus();

    await user.type(password, 'wrong password');
    await user.type(code, '123456');
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent(/^Your password or code is not correct\.$/));
    // The answer does not say which was wrong: both are typed again, the password first.
    expect(password).toHaveValue('');
    expect(code).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, PASSWORD);
    await user.type(code, '654321');
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 60 seconds.'));
    expect(password).toHaveValue(PASSWORD);
    expect(code).toHaveValue('654321');
    // Nothing to type again: the focus stays on Confirm, which was pressed.
    expect(within(shown).getByRole('button', { name: stepUpCopy.confirm })).toHaveFocus();

    // A failure with no words of the server's, and no wait to tell: the dialog's own.
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent(stepUpCopy.failed));
    expect(code).toHaveValue('654321');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(passwordForm().getByRole('alert')).toHaveTextContent(stepUpCopy.cancelled));
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();
  });

  it('a change refused after a proof all the same fails with the server\'s message, without asking again', { timeout: APP_RENDER_TIMEOUT_MS }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    const user = userEvent.setup();
    const stepUp = stepUpServer({ twoFactor: true });
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(profileWire())));
    const change = sensitive('post', '/investor/profile/password/', () => ({}), stepUp.proofs, { refuseAlways: true });
    await renderRoute('/dashboard/profile/edit', { strict });

    await fillPasswordChange(user);
    const shown = await screen.findByRole('dialog', { name: stepUpCopy.title });
    await user.type(within(shown).getByLabelText(stepUpCopy.password), PASSWORD);
    await user.type(within(shown).getByLabelText(stepUpCopy.code), '123456');
    await user.click(within(shown).getByRole('button', { name: stepUpCopy.confirm }));
    await waitFor(() => expect(passwordForm().getByRole('alert')).toHaveTextContent(REFUSAL.detail));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(change.bodies).toHaveLength(1);
    // Whether a proof holds and two-factor sign-in is on, then what the dialog may ask for: once each.
    expect(stepUp.statusAsked()).toBe(2);
  });
});
