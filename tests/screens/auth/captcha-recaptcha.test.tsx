import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { apiUrl, server } from '../../support/msw-server';

// The real-key path of the captcha: with a site key configured the forms show Google's widget
// (react-google-recaptcha), replaced here by a small fake that records its site key and resets.
const widget = vi.hoisted(() => ({ sitekeys: [] as string[], resets: 0 }));

vi.mock('react-google-recaptcha', () => {
  interface FakeProps { sitekey: string; onChange: (token: string | null) => void; onExpired?: () => void }
  const FakeRecaptcha = forwardRef<{ reset: () => void }, FakeProps>(function FakeRecaptcha({ sitekey, onChange, onExpired }, ref) {
    useImperativeHandle(ref, () => ({ reset: () => void (widget.resets += 1) }));
    widget.sitekeys.push(sitekey);
    return (
      <div data-testid="fake-recaptcha" data-sitekey={sitekey}>
        <button type="button" onClick={() => onChange('fake-token')}>Tick fake reCAPTCHA</button>
        <button type="button" onClick={() => onExpired?.()}>Expire fake reCAPTCHA</button>
      </div>
    );
  });
  return { default: FakeRecaptcha };
});

const EMAIL = 'ada@example.com';
const PASSWORD = 'Ledger-Harbour-42';

function loginApi(answers: Response[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/account/login/'), async ({ request }) => {
      bodies.push(await request.json());
      return answers.shift() ?? HttpResponse.json({ detail: 'unexpected extra request' }, { status: 500 });
    }),
  );
  return bodies;
}

const main = () => within(screen.getByRole('main'));

async function openLogin(strict: boolean) {
  await renderRoute('/auth/login', { strict });
  await main().findByRole('button', { name: 'Tick fake reCAPTCHA' });
  const user = userEvent.setup();
  await user.type(main().getByLabelText('Email address', { selector: 'input' }), EMAIL);
  await user.type(main().getByLabelText('Password', { selector: 'input' }), PASSWORD);
  return user;
}

beforeEach(() => {
  vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'test-site-key');
  widget.sitekeys = [];
  widget.resets = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(REACT_MODES)('login captcha with a reCAPTCHA site key ($name)', ({ strict }) => {
  it('shows one widget with the configured site key and no development checkbox', async () => {
    loginApi([]);
    await openLogin(strict);
    expect(main().getAllByTestId('fake-recaptcha')).toHaveLength(1);
    expect(main().getByTestId('fake-recaptcha')).toHaveAttribute('data-sitekey', 'test-site-key');
    expect(new Set(widget.sitekeys)).toEqual(new Set(['test-site-key']));
    expect(main().queryByRole('checkbox', { name: /development captcha/ })).not.toBeInTheDocument();
  });

  it('asks for the captcha until it is ticked, then sends its token in the payload', async () => {
    const bodies = loginApi([HttpResponse.json({ access: 'header.access.sig', refresh: 'header.refresh.sig', user_id: 42 })]);
    const user = await openLogin(strict);
    await user.click(main().getByRole('button', { name: 'Log in' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Please complete the CAPTCHA.');
    expect(bodies).toEqual([]);

    await user.click(main().getByRole('button', { name: 'Tick fake reCAPTCHA' }));
    await user.click(main().getByRole('button', { name: 'Log in' }));
    expect(await main().findByText('Login successful! Redirecting to dashboard...')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: EMAIL, password: PASSWORD, recaptcha_token: 'fake-token' }]);
  });

  it('resets the widget after a failed login, and the next submit asks for the captcha again', async () => {
    const bodies = loginApi([HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 400 })]);
    const user = await openLogin(strict);
    await user.click(main().getByRole('button', { name: 'Tick fake reCAPTCHA' }));
    await user.click(main().getByRole('button', { name: 'Log in' }));
    expect(await main().findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(bodies).toEqual([{ email: EMAIL, password: PASSWORD, recaptcha_token: 'fake-token' }]);
    expect(widget.resets).toBe(1);

    await user.click(main().getByRole('button', { name: 'Log in' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Please complete the CAPTCHA.');
    expect(bodies).toHaveLength(1);
    // What the user typed is kept.
    expect(main().getByLabelText('Email address', { selector: 'input' })).toHaveValue(EMAIL);
  });

  it('an expired token is cleared: the next submit asks for the captcha again', async () => {
    const bodies = loginApi([]);
    const user = await openLogin(strict);
    await user.click(main().getByRole('button', { name: 'Tick fake reCAPTCHA' }));
    await user.click(main().getByRole('button', { name: 'Expire fake reCAPTCHA' }));
    await user.click(main().getByRole('button', { name: 'Log in' }));
    expect(await main().findByRole('alert')).toHaveTextContent('Please complete the CAPTCHA.');
    expect(bodies).toEqual([]);
  });
});
