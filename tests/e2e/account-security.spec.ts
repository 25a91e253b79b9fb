/**
 * Account security against the real server: the signed-in devices on the profile, ending another
 * device's session (its refresh token then fails), the new-device alert in the outbox, and the
 * second step of a two-factor sign-in (the app's code, a recovery code once).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test, expect, createVerifiedAccount, latestMail, seriousAxeViolations } from './support/fixtures';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import { authContent } from '../../src/content/auth';
import { devicesCopy as copy, twoFactorCopy as twoFactor } from '../../src/content/dashboard';

const second = authContent.login.secondFactor;

/** Signs this browser in through the API, as itself (its own User-Agent), and stores the session. */
async function signInThisBrowser(page: Page, request: APIRequestContext, credentials: { email: string; password: string; recaptcha_token: string }) {
  await page.goto('/about');
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const login = await request.post('/api/account/login/', { data: credentials, headers: { 'user-agent': userAgent } });
  expect(login.ok()).toBe(true);
  await page.evaluate((session) => {
    window.localStorage.setItem('access', session.access);
    window.localStorage.setItem('refresh', session.refresh);
    window.localStorage.setItem('user_id', String(session.user_id));
  }, (await login.json()) as { access: string; refresh: string; user_id: string });
}

const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the profile lists this browser and a phone; signing the phone out ends its session, and the sign-in alert is in the outbox', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  const credentials = { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN };
  // The phone signs in first; then this browser, as itself.
  const phone = await request.post('/api/account/login/', { data: credentials, headers: { 'user-agent': SAFARI_IPHONE } });
  expect(phone.ok()).toBe(true);
  const phoneTokens = (await phone.json()) as { refresh: string };
  await signInThisBrowser(page, request, credentials);

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

/** The code an authenticator app shows now for `secret`, or for the next 30-second step. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function logInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  const form = page.getByRole('main');
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('checkbox', { name: "I'm not a robot (development captcha)" }).check();
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('heading', { name: second.title })).toBeVisible();
  return form;
}

test('two-factor sign-in set up from the profile; then logging in asks for the app code after the password; a recovery code works once', async ({ page, request }) => {
  const account = await createVerifiedAccount(request);
  await signInThisBrowser(page, request, { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN });

  // Set up from the profile: the key the QR code holds is also shown to type; the app's code turns it on.
  await page.goto('/dashboard/profile/me');
  const settings = page.getByRole('region', { name: twoFactor.title });
  await settings.getByRole('button', { name: twoFactor.setUp }).click();
  await expect(settings.getByRole('img', { name: twoFactor.qrLabel })).toBeVisible();
  const secret = (await settings.locator('code').textContent())!.trim();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await settings.getByLabel(twoFactor.code).fill(appCode(secret));
  await settings.getByRole('button', { name: twoFactor.confirm, exact: true }).click();
  await expect(settings.getByRole('status')).toHaveText(twoFactor.onTitle);
  const recoveryCodes = await settings.getByRole('list', { name: twoFactor.codesLabel }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await settings.getByRole('button', { name: twoFactor.codesSaved }).click();
  await expect(settings.getByText(twoFactor.onIntro(10))).toBeVisible();
  expect((await latestMail(request, account.email, 'alert:two-factor-on')).subject).toBe('Two-factor sign-in is on for your Acme Invest account');
  await page.evaluate(() => localStorage.clear());

  // Password, then the app's code (of the next step: the current one was spent turning it on).
  let form = await logInWithPassword(page, account);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: second.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(second.required);
  await form.getByLabel(second.label).fill('000000');
  await form.getByRole('button', { name: second.submit }).click();
  await expect(form.getByRole('alert')).toHaveText('That code is not valid. Enter the current code from your authenticator app, or a recovery code.');
  await form.getByLabel(second.label).fill(appCode(secret, 1));
  await form.getByRole('button', { name: second.submit }).click();
  await expect(form.getByRole('status')).toHaveText('Login successful! Redirecting to dashboard...');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code instead of the app, once.
  await page.evaluate(() => localStorage.clear());
  form = await logInWithPassword(page, account);
  await form.getByLabel(second.label).fill(recoveryCodes[0]!);
  await form.getByRole('button', { name: second.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.clear());
  form = await logInWithPassword(page, account);
  await form.getByLabel(second.label).fill(recoveryCodes[0]!);
  await form.getByRole('button', { name: second.submit }).click();
  await expect(form.getByRole('alert')).toHaveText('That code is not valid. Enter the current code from your authenticator app, or a recovery code.');
  // Back to the password step, with what was typed still there.
  await form.getByRole('button', { name: second.back }).click();
  await expect(form.getByLabel('Email address')).toHaveValue(account.email);
});
