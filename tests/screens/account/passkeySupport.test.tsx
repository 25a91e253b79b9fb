/** A browser without WebAuthn is offered no passkey, and told why on the profile. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { PASSKEY_SIGN_IN, PASSKEYS_CARD as passkeysCopy } from '../../oracle';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { page } from '../auth/support';
import { answerOtherProfileCards } from './profileCards';
import { passkeysWire } from './passkeysFixtures';

/** A passkey the investor made on another browser, one that can use passkeys. */
const MADE_ELSEWHERE = { id: 'laptop-key', name: 'Work laptop', createdAt: Date.UTC(2026, 10, 17, 9, 30), lastUsedAt: Date.UTC(2026, 10, 24, 9, 30) };

describe('a browser without passkeys (no PublicKeyCredential)', () => {
  it('logs in with the password only: no passkey button', async () => {
    await renderRoute('/auth/login');
    expect(await page().findByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(page().queryByRole('button', { name: PASSKEY_SIGN_IN.submit })).not.toBeInTheDocument();
  });

  it('lists and removes passkeys made elsewhere, but offers none to add and says why', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    answerOtherProfileCards('passkeys');
    server.use(http.get(apiUrl('/account/passkeys/'), () => HttpResponse.json(passkeysWire([MADE_ELSEWHERE]))));
    await renderRoute('/dashboard/profile/me');
    const card = await page().findByRole('region', { name: passkeysCopy.title });
    expect(await page().findByText(passkeysCopy.unsupported)).toBeVisible();
    expect(card).toHaveTextContent(MADE_ELSEWHERE.name);
    expect(page().getByRole('button', { name: passkeysCopy.removeLabel(MADE_ELSEWHERE.name) })).toBeEnabled();
    expect(page().queryByRole('button', { name: passkeysCopy.add })).not.toBeInTheDocument();
  });
});
