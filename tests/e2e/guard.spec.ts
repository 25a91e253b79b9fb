import { test, expect } from './support/fixtures';

test.describe('the guard of the signed-in pages', () => {
  test('sends a visitor from /dashboard to the login page, keeping the wanted path, and replaces history', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The /dashboard entry was replaced: one step back is the page before it, not the guard again.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeps a deeper path with its query, and guards the checkouts too', async ({ page }) => {
    await page.goto('/dashboard/transactions?page=2');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard/transactions?page=2');

    await page.goto('/deposit/checkout_usdt_trc20');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/deposit/checkout_usdt_trc20');
  });

  test('counts a corrupt access entry as signed out', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('access', 'undefined'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  });
});
