import { test, expect, createVerifiedAccount, signInForReal } from './support/fixtures';

// DESIGN.md section 4: two tabs with an expired access token make exactly one refresh call
// (single-flight within a tab, Web Locks across tabs), and both carry on signed in.
test('two tabs with an expired access token make exactly one refresh call', async ({ page, context, request }) => {
  // Sign in through a tab of its own: its start-up script writes the original tokens on every
  // load, so neither tab under test may carry it (it would overwrite rotated tokens, and a tab
  // that loaded before it ran would find no session at all).
  const signInTab = await context.newPage();
  const session = await signInForReal(signInTab, request);
  await signInTab.goto('/about');
  await signInTab.close();
  let refreshCalls = 0;
  const staleBearer = `Bearer ${session.access}`;

  // The server still accepts the original token, so play its expiry here: every investor call
  // that carries it is refused with 401, as the server does once the token's 5 minutes are over.
  await context.route('**/api/investor/**', (route) =>
    route.request().headers().authorization === staleBearer
      ? route.fulfill({ status: 401, json: { detail: 'Given token not valid for any token type' } })
      : route.fallback(),
  );
  await context.route('**/api/account/token/refresh/', async (route) => {
    refreshCalls += 1;
    await route.fallback();
  });

  const otherTab = await context.newPage();
  await Promise.all([page.goto('/dashboard'), otherTab.goto('/dashboard')]);

  for (const tab of [page, otherTab]) {
    await expect(tab).toHaveURL(/\/dashboard$/);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => tab.evaluate(() => window.localStorage.getItem('access'))).not.toBe(session.access);
  }
  expect(refreshCalls).toBe(1);
  await otherTab.close();
});

test('signing out in one tab sends the other tab to the login page', async ({ page, context, request }) => {
  await signInForReal(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto('/about');
  await otherTab.evaluate(() => {
    for (const key of ['access', 'refresh', 'user_id']) window.localStorage.removeItem(key);
  });

  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard/);
  await otherTab.close();
});

// The session's code loads on demand (src/app/session.ts): a login stores the three entries as it
// succeeds, however late that code arrives, and the dashboard waits for it before it calls the API.
test('a login stores the tokens at once, even when the session code arrives late', async ({ page, request }) => {
  const { email, password } = await createVerifiedAccount(request);
  let releaseSession!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/assets/startSession-*.js', async (route) => {
    await sessionHeld;
    await route.fallback();
  });
  await page.clock.install();
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('checkbox', { name: "I'm not a robot (development captcha)" }).check();
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main.getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  expect(await page.evaluate(() => ['access', 'refresh', 'user_id'].every((key) => Boolean(localStorage.getItem(key))))).toBe(true);

  await page.clock.runFor(2_000);
  releaseSession();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
