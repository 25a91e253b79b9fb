/** Who is signed in: the investor's name and e-mail above every dashboard screen. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server, SIGNED_IN_ACCOUNT } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { APP_RENDER_TIMEOUT_MS, signInForTest } from '../../support/session';
import { answerNewInvestorOverview } from '../auth/support';

/** The line above the dashboard's navigation. */
const accountLine = () => screen.getByRole('navigation', { name: 'Investor dashboard' }).previousElementSibling as HTMLElement;

describe.each(REACT_MODES)('the dashboard header ($name)', { timeout: APP_RENDER_TIMEOUT_MS }, ({ strict }) => {
  it("names the signed-in investor and shows their e-mail, on every dashboard screen", async () => {
    signInForTest();
    answerNewInvestorOverview();
    const { router } = await renderRoute('/dashboard', { strict });
    const line = await within(document.body).findByText(`${SIGNED_IN_ACCOUNT.first_name} ${SIGNED_IN_ACCOUNT.last_name}`);
    expect(accountLine()).toHaveTextContent(`Signed in as ${SIGNED_IN_ACCOUNT.first_name} ${SIGNED_IN_ACCOUNT.last_name} ${SIGNED_IN_ACCOUNT.email}`);
    expect(line.tagName).toBe('STRONG');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows nothing in its place when the account cannot be loaded, and the screen still works', async () => {
    signInForTest();
    answerNewInvestorOverview();
    let refused = 0;
    server.use(http.get(apiUrl('/account/me/'), () => {
      refused += 1;
      return HttpResponse.json({ detail: 'Unavailable' }, { status: 503 });
    }));
    await renderRoute('/dashboard', { strict });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accountLine()).toBeEmptyDOMElement();
    expect(screen.getByRole('navigation', { name: 'Investor dashboard' })).toBeVisible();
  });
});
