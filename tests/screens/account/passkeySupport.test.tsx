/** A browser without WebAuthn is offered no passkey, and told why on the profile. */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authContent } from '../../../src/content/auth';
import { passkeysCopy } from '../../../src/content/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { page } from '../auth/support';
import { answerOtherProfileCards } from './profileCards';
import { passkeysWire } from './passkeysFixtures';
import { EXAMPLE_PASSKEYS } from '../../../machines/examples/account';

describe('a browser without passkeys (no PublicKeyCredential)', () => {
  it('logs in with the password only: no passkey button', async () => {
    await renderRoute('/auth/login');
    expect(await page().findByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(page().queryByRole('button', { name: authContent.login.passkey.submit })).not.toBeInTheDocument();
  });

  it('lists and removes passkeys made elsewhere, but offers none to add and says why', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    answerOtherProfileCards('passkeys');
    server.use(http.get(apiUrl('/account/passkeys/'), () => HttpResponse.json(passkeysWire(EXAMPLE_PASSKEYS))));
    await renderRoute('/dashboard/profile/me');
    const card = await page().findByRole('region', { name: passkeysCopy.title });
    expect(await page().findByText(passkeysCopy.unsupported)).toBeVisible();
    expect(card).toHaveTextContent(EXAMPLE_PASSKEYS[0]!.name);
    expect(page().getByRole('button', { name: passkeysCopy.removeLabel(EXAMPLE_PASSKEYS[0]!.name) })).toBeEnabled();
    expect(page().queryByRole('button', { name: passkeysCopy.add })).not.toBeInTheDocument();
  });
});
