/**
 * Where the focus is on the sign-up page: reached from another page, on its heading, so reading
 * starts at the top; once the registration is sent, in the code field of the step that replaces
 * the form; reached from the login page with a code step under way, in that step's code field,
 * which is what the visitor came for.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { AUTH_CALLS, AUTH_ROUTES } from '../../oracle';
import { fakeClock, page, registerAda } from './support';

const signupHeading = () => page().getByRole('heading', { name: 'Create your account' });
const codeField = () => page().getByLabelText('One-time code');

describe.each(REACT_MODES)('the focus on the sign-up page ($name)', ({ strict }) => {
  it('is on the heading when the page is reached from another, and in the code field once the registration is sent', async () => {
    server.use(http.post(apiUrl(AUTH_CALLS.register.path), () => HttpResponse.json({ message: 'Registered' }, { status: 201 })));
    const user = fakeClock();
    const { router } = await renderRoute(AUTH_ROUTES.login, { strict });
    await router.navigate({ to: AUTH_ROUTES.signup });
    await soon(() => expect(signupHeading()).toHaveFocus());

    await registerAda(user);
    await soon(() => expect(codeField()).toHaveFocus());
  });

  it('is in the code field when the page is reached with a code step under way', async () => {
    fakeClock();
    const { router } = await renderRoute(AUTH_ROUTES.login, { strict });
    sessionStorage.setItem('acme.signup.pendingCode', JSON.stringify({ email: 'ada@example.com', resendAt: Date.now() + 30_000, notice: 'alreadySent' }));
    await router.navigate({ to: AUTH_ROUTES.signup });
    await soon(() => expect(codeField()).toHaveFocus());
  });
});
