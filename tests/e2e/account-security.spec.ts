/**
 * Account security against the real server: the signed-in devices on the profile, ending another
 * device's session (its refresh token then fails), and the new-device alert in the outbox.
 */
import { test, expect, createVerifiedAccount, latestMail, seriousAxeViolations } from './support/fixtures';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { devicesCopy as copy } from '../../src/content/dashboard';

const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the profile lists this browser and a phone; signing the phone out ends its session, and the sign-in alert is in the outbox', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const credentials = { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN };
  // The phone signs in first; then this browser, as itself.
  const phone = await request.post('/api/account/login/', { data: credentials, headers: { 'user-agent': SAFARI_IPHONE } });
  expect(phone.ok()).toBe(true);
  const phoneTokens = (await phone.json()) as { refresh: string };
  await page.goto('/about');
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const login = await request.post('/api/account/login/', { data: credentials, headers: { 'user-agent': userAgent } });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as { access: string; refresh: string; user_id: string };
  await page.evaluate((session) => {
    window.localStorage.setItem('access', session.access);
    window.localStorage.setItem('refresh', session.refresh);
    window.localStorage.setItem('user_id', String(session.user_id));
  }, tokens);

  await page.goto('/dashboard/profile/me');
  const devices = page.getByRole('region', { name: copy.title });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  const [thisOne, other] = [devices.getByRole('listitem').nth(0), devices.getByRole('listitem').nth(1)];
  await expect(thisOne).toContainText(/Chrome \d+ on Linux/);
  await expect(thisOne.getByText(copy.thisDevice)).toBeVisible();
  await expect(other).toContainText(copy.on('Safari 17', 'iOS (iPhone)'));
  expect(await seriousAxeViolations(page)).toEqual([]);

  await devices.getByRole('button', { name: copy.endLabel(copy.on('Safari 17', 'iOS (iPhone)')) }).click();
  await expect(devices.getByRole('status')).toHaveText(copy.ended);
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText(copy.onlyThisOne)).toBeVisible();
  // The phone's session is over: its refresh token is refused at once.
  expect((await request.post('/api/account/token/refresh/', { data: { refresh: phoneTokens.refresh } })).status()).toBe(401);
  // This browser's sign-in came from a device the account had not used: the alert says so.
  const alert = await latestMail(request, account.email, 'alert:new-sign-in');
  expect(alert.subject).toBe('New sign-in to your Acme Invest account');
});
