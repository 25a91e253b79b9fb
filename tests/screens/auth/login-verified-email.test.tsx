/**
 * Arriving from a sign-up whose code was just verified, the login form has that e-mail filled in
 * and the password left to type; a visitor who comes without one finds the e-mail empty.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { AUTH_ROUTES, SUCCESS } from '../../oracle';

const VERIFIED = 'ada@example.com';

/** The login form's field `label` (the footer's newsletter has an e-mail field too). */
const field = (label: string) => within(screen.getByRole('main')).getByLabelText(label, { selector: 'input' });

describe.each(REACT_MODES)('the login form after a verified sign-up ($name)', ({ strict }) => {
  it('has the verified e-mail filled in and the password empty', async () => {
    const { router } = await renderRoute(AUTH_ROUTES.signup, { strict });
    await router.navigate({ to: AUTH_ROUTES.login, state: (previous) => ({ ...previous, authNotice: SUCCESS.otpVerified, authEmail: VERIFIED }) });
    expect(await screen.findByText(SUCCESS.otpVerified)).toBeVisible();
    expect(field('Email address')).toHaveValue(VERIFIED);
    expect(field('Password')).toHaveValue('');
  });

  it('has the e-mail empty for a visitor who comes without one', async () => {
    await renderRoute(AUTH_ROUTES.login, { strict });
    expect(field('Email address')).toHaveValue('');
  });
});
