import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { eventually, page } from '../auth/support';
import { answerOtherProfileCards } from '../account/profileCards';
import { overviewWire } from './paymentSupport';
import { profileWire } from './profileFixtures';

/**
 * The two screens whose data comes from the resource flow's other loaders (the breakdown's is
 * judged by breakdown.test.tsx): the dashboard home shows the overview the server sent, the
 * profile page the profile.
 */
const PROFILE = { ...profileWire(), referral_code: 'ADA-REF-42' };

describe.each(REACT_MODES)('the resource flow\'s screens ($name)', ({ strict }) => {
  it('shows the overview the server sent on the dashboard home', async () => {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/overview/'), () => HttpResponse.json(overviewWire({ availableCents: 123_456 }))));
    await renderRoute('/dashboard', { strict });
    await eventually(() => expect(page().getByText('$1,234.56')).toBeVisible());
  });

  it("shows the investor's own details on the profile page", async () => {
    window.localStorage.setItem('access', 'a.b.c');
    answerOtherProfileCards('profile');
    server.use(http.get(apiUrl('/investor/profile/'), () => HttpResponse.json(PROFILE)));
    await renderRoute('/dashboard/profile/me', { strict });
    await eventually(() => expect(page().getByText(`${PROFILE.first_name} ${PROFILE.last_name}`, { selector: 'dd' })).toBeVisible());
    expect(page().getByText(PROFILE.email, { selector: 'dd' })).toBeVisible();
    expect(page().getByText(PROFILE.referral_code)).toBeVisible();
  });
});
