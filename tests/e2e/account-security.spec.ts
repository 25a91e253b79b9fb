/**
 * Account security against the real server, the whole way an investor goes, at both widths: sign
 * up, turn on two-factor sign-in (the code computed from the secret the page shows), log out, log
 * in with the password and the app's code, then with a recovery code once (a second use fails),
 * add a passkey (Chromium's virtual authenticator), log out, log in with the passkey, see this
 * browser and a phone signed in and sign the phone out (its refresh token then fails), and find
 * every alert in the development outbox. Each new way in asks for the password first (the
 * step-up dialog). A second journey adds a passkey and takes it away again with the link of its
 * alert mail. Axe is run on each new view. The page is opened under the name localhost: a passkey
 * belongs to a site's name, never to an IP address.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test, expect, latestMail, seriousAxeViolations, signInForReal } from './support/fixtures';
import { underName, virtualAuthenticator } from './support/passkeys';
import { DEV_CAPTCHA_TOKEN } from '../../contract/account';
import {
  AUTH_LABELS, DEVICES_CARD, PASSKEY_SIGN_IN, PASSKEYS_CARD, RECOVERY_CODE_COUNT, SECOND_FACTOR_STEP, STEP_UP, SUCCESS, TWO_FACTOR_CARD, UNDO_PAGE,
} from '../oracle';
import { DEV_CAPTCHA_LABEL } from '../../scripts/signup-form.mjs';

const main = (page: Page) => page.getByRole('main');
const captcha = (page: Page) => main(page).getByRole('checkbox', { name: DEV_CAPTCHA_LABEL });
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NOT_VALID = 'That code is not valid. Enter the current code from your authenticator app, or a recovery code.';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

let accounts = 0;

async function signUp(page: Page, request: APIRequestContext) {
  accounts += 1;
  const account = { email: `secure.${Date.now()}.${process.pid}.${accounts}@example.com`, password: 'Ledger-Harbour-42' };
  await page.goto(underName('/auth/signup'));
  const form = main(page);
  for (const [label, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email address', account.email], ['Password', account.password], ['Confirm password', account.password]]) {
    await form.getByLabel(label!, { exact: true }).fill(value!);
  }
  await captcha(page).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await form.getByLabel('One-time code').fill((await latestMail(request, account.email, 'otp')).meta!.code!);
  await form.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  return account;
}

/** The password step of the login page, filled and sent. */
async function logInWithPassword(page: Page, account: { email: string; password: string }) {
  if (!page.url().endsWith('/auth/login')) await page.goto(underName('/auth/login'));
  await main(page).getByLabel('Email address').fill(account.email);
  await main(page).getByLabel('Password', { exact: true }).fill(account.password);
  await captcha(page).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
}

async function secondStep(page: Page, code: string) {
  await main(page).getByLabel(SECOND_FACTOR_STEP.label).fill(code);
  await main(page).getByRole('button', { name: SECOND_FACTOR_STEP.submit }).click();
}

async function arriveSignedIn(page: Page) {
  await expect(main(page).getByRole('status')).toHaveText('Login successful! Redirecting to dashboard...');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The step-up dialog a sensitive change opens (a token alone is not enough): the password, and a
 * code when two-factor sign-in is on; checked by axe while open.
 */
async function confirmItsMe(page: Page, password: string, code?: string) {
  const dialog = page.getByRole('dialog', { name: STEP_UP.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(STEP_UP.password, { exact: true })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByLabel(STEP_UP.password, { exact: true }).fill(password);
  if (code) await dialog.getByLabel(STEP_UP.code).fill(code);
  await dialog.getByRole('button', { name: STEP_UP.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function logOut(page: Page) {
  await page.goto(underName('/auth/logout'));
  await main(page).getByRole('button', { name: new RegExp(`^${AUTH_LABELS.logout.yes}`) }).click();
  // The session ended (the server answered, or failed: either way), then the login page 2 s on.
  await expect(main(page).getByText(SUCCESS.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('sign up, two-factor, recovery code, passkey, signed-in devices and every alert, as the investor goes', async ({ page, request }) => {
  // The whole way takes about 40 s on a quick machine (six sign-ins, each with its 2 s redirect, and six axe runs);
  // room for a machine several times slower, as CI's can be.
  test.setTimeout(240_000);
  const authenticator = await virtualAuthenticator(page);
  const account = await signUp(page, request);
  await logInWithPassword(page, account);
  await arriveSignedIn(page);

  // Two-factor sign-in from the profile: the key the QR code holds is shown to type, too.
  await page.goto(underName('/dashboard/profile/me'));
  const settings = page.getByRole('region', { name: TWO_FACTOR_CARD.title });
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.setUp }).click();
  // A new way in: the password first, then the key.
  await confirmItsMe(page, account.password);
  await expect(settings.getByRole('img', { name: TWO_FACTOR_CARD.qrLabel })).toBeVisible();
  // Shown in groups of four, as it is typed; the app takes it without the spaces.
  const secret = (await settings.locator('code').textContent())!.replace(/\s+/g, '');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await settings.getByLabel(TWO_FACTOR_CARD.code).fill(appCode(secret));
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.confirm, exact: true }).click();
  // The note among the card's live regions (the copy button announces "Copied" in its own).
  await expect(settings.getByRole('status').filter({ hasText: TWO_FACTOR_CARD.onTitle })).toHaveText(TWO_FACTOR_CARD.onTitle);
  const recoveryCodes = await settings.getByRole('list', { name: TWO_FACTOR_CARD.codesLabel }).getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.codesSaved }).click();
  await expect(settings.getByText(TWO_FACTOR_CARD.onIntro(RECOVERY_CODE_COUNT))).toBeVisible();
  await logOut(page);

  // Password, then the app's code (of the next step: the current one was spent turning it on).
  await logInWithPassword(page, account);
  await expect(main(page).getByRole('heading', { name: SECOND_FACTOR_STEP.title })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await main(page).getByRole('button', { name: SECOND_FACTOR_STEP.submit }).click();
  await expect(main(page).getByRole('alert')).toHaveText(SECOND_FACTOR_STEP.required);
  await secondStep(page, '000000');
  await expect(main(page).getByRole('alert')).toHaveText(NOT_VALID);
  await secondStep(page, appCode(secret, 1));
  await arriveSignedIn(page);
  await logOut(page);

  // A recovery code instead of the app, once; the second use is refused.
  await logInWithPassword(page, account);
  await secondStep(page, recoveryCodes[0]!);
  await arriveSignedIn(page);
  await logOut(page);
  await logInWithPassword(page, account);
  await secondStep(page, recoveryCodes[0]!);
  await expect(main(page).getByRole('alert')).toHaveText(NOT_VALID);
  // Back to the password step, with what was typed still there; then another recovery code (the
  // app's next code is spent, and the server takes no code from further ahead).
  await main(page).getByRole('button', { name: SECOND_FACTOR_STEP.back }).click();
  await expect(main(page).getByLabel('Email address')).toHaveValue(account.email);
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please complete the CAPTCHA.');
  await captcha(page).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await secondStep(page, recoveryCodes[1]!);
  await arriveSignedIn(page);

  // A passkey on this device, named; the authenticator holds it now.
  await page.goto(underName('/dashboard/profile/me'));
  const passkeys = page.getByRole('region', { name: PASSKEYS_CARD.title });
  await expect(passkeys.getByText(PASSKEYS_CARD.none)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await passkeys.getByLabel(PASSKEYS_CARD.name).fill('This laptop');
  await passkeys.getByRole('button', { name: PASSKEYS_CARD.add }).click();
  // This session has proved nothing yet: the password and, two-factor being on, a code.
  await confirmItsMe(page, account.password, recoveryCodes[4]);
  await expect(passkeys.getByRole('status')).toHaveText(PASSKEYS_CARD.addedNote);
  await expect(passkeys.getByRole('listitem')).toHaveText([new RegExp(`^This laptop.*${PASSKEYS_CARD.neverUsed}`)]);
  expect(await authenticator.passkeys()).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await logOut(page);

  // A phone signs in meanwhile; then this browser with the passkey alone: no password, no code.
  const phone = await request.post('/api/account/login/', {
    data: { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN }, headers: { 'user-agent': SAFARI_IPHONE },
  });
  expect(phone.status()).toBe(200);
  const phoneSession = (await phone.json()) as { challenge: string };
  const phoneTokens = (await (await request.post('/api/account/login/two_factor/', { data: { challenge: phoneSession.challenge, code: recoveryCodes[2] } })).json()) as { refresh: string };
  expect(phoneTokens.refresh).toBeTruthy();
  await main(page).getByRole('button', { name: PASSKEY_SIGN_IN.submit }).click();
  await arriveSignedIn(page);

  // Two sessions: this browser (marked) and the phone, which is signed out from here.
  await page.goto(underName('/dashboard/profile/me'));
  await expect(passkeys.getByRole('listitem')).toHaveText([/^This laptop.*Last used/]);
  const devices = page.getByRole('region', { name: DEVICES_CARD.title });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').nth(0)).toContainText(DEVICES_CARD.thisDevice);
  const phoneName = DEVICES_CARD.deviceName('Safari 17', 'iOS (iPhone)');
  await expect(devices.getByRole('listitem').nth(1)).toContainText(phoneName);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await devices.getByRole('button', { name: DEVICES_CARD.endLabel(phoneName) }).click();
  // Signing another device out is a sensitive change: a passkey sign-in is no proof, so the dialog asks.
  await confirmItsMe(page, account.password, recoveryCodes[5]);
  await expect(devices.getByRole('status')).toHaveText(DEVICES_CARD.ended);
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await request.post('/api/account/token/refresh/', { data: { refresh: phoneTokens.refresh } })).status()).toBe(401);

  // Every alert the way caused, each saying what happened and with no secret in it.
  const alerts = {
    'alert:new-sign-in': 'New sign-in to your Acme Invest account',
    'alert:two-factor-on': 'Two-factor sign-in is on for your Acme Invest account',
    'alert:passkey-added': 'A passkey was added to your Acme Invest account',
  };
  for (const [kind, subject] of Object.entries(alerts)) {
    const mail = await latestMail(request, account.email, kind);
    expect(mail.subject).toBe(subject);
    expect(JSON.stringify(mail)).not.toContain(secret);
    expect(JSON.stringify(mail)).not.toContain(recoveryCodes[3]!);
  }
});

test('a new passkey asks for the password, is announced by mail, and the mail\'s link removes it and signs every device out', async ({ page, request }) => {
  test.setTimeout(120_000);
  const authenticator = await virtualAuthenticator(page);
  const account = await signUp(page, request);
  await logInWithPassword(page, account);
  await arriveSignedIn(page);
  // Another device is signed in too.
  const phone = await request.post('/api/account/login/', {
    data: { email: account.email, password: account.password, recaptcha_token: DEV_CAPTCHA_TOKEN }, headers: { 'user-agent': SAFARI_IPHONE },
  });
  const phoneTokens = (await phone.json()) as { refresh: string };
  expect(phoneTokens.refresh).toBeTruthy();

  // Add a passkey: the dialog asks for the password first (a wrong one is refused), then the browser's passkey dialog runs.
  await page.goto(underName('/dashboard/profile/me'));
  const passkeys = page.getByRole('region', { name: PASSKEYS_CARD.title });
  await expect(passkeys.getByText(PASSKEYS_CARD.none)).toBeVisible();
  await passkeys.getByLabel(PASSKEYS_CARD.name).fill('Work laptop');
  await passkeys.getByRole('button', { name: PASSKEYS_CARD.add }).click();
  const dialog = page.getByRole('dialog', { name: STEP_UP.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(STEP_UP.password, { exact: true }).fill('not the password');
  await dialog.getByRole('button', { name: STEP_UP.confirm, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your password is not correct.');
  expect(await authenticator.passkeys()).toHaveLength(0);
  await confirmItsMe(page, account.password);
  await expect(passkeys.getByRole('status')).toHaveText(PASSKEYS_CARD.addedNote);
  await expect(passkeys.getByRole('listitem')).toHaveText([new RegExp(`^Work laptop.*${PASSKEYS_CARD.neverUsed}`)]);
  expect(await authenticator.passkeys()).toHaveLength(1);

  // The alert is in the outbox, with a link that undoes it.
  const alert = await latestMail(request, account.email, 'alert:passkey-added');
  expect(alert.subject).toBe('A passkey was added to your Acme Invest account');
  expect(alert.text).toContain('A passkey named "Work laptop" was added');
  const link = new URL(alert.meta!.link!);
  expect(link.pathname).toBe('/auth/undo');
  expect(alert.text).toContain(link.toString());

  // Opening the link spends nothing; the button does.
  await page.goto(underName(`${link.pathname}${link.search}`));
  await expect(main(page).getByRole('heading', { name: UNDO_PAGE.title })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await main(page).getByRole('button', { name: UNDO_PAGE.submit }).click();
  await expect(main(page).getByText('The passkey "Work laptop" was removed and every device was signed out.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Every device is signed out: the phone's refresh is refused, and this browser is back at the login.
  expect((await request.post('/api/account/token/refresh/', { data: { refresh: phoneTokens.refresh } })).status()).toBe(401);
  await page.goto(underName('/dashboard/profile/me'));
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  // The passkey no longer signs in, though the authenticator still holds it.
  await main(page).getByRole('button', { name: PASSKEY_SIGN_IN.submit }).click();
  await expect(main(page).getByRole('alert')).toContainText('This passkey is not recognised.');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a step-up asks before the change is sent: no refused request, no console error, and the change goes through after the proof', async ({ page, request }) => {
  const account = await signInForReal(page, request);
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const sent: string[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.url().includes('/api/account/two_factor/')) sent.push(`${sentRequest.method()} ${new URL(sentRequest.url()).pathname}`);
  });

  await page.goto('/dashboard/profile/me');
  const settings = page.getByRole('region', { name: TWO_FACTOR_CARD.title });
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.setUp }).click();
  // The dialog comes first: the set-up has not been sent, so nothing was refused.
  await expect(page.getByRole('dialog', { name: STEP_UP.title })).toBeVisible();
  expect(sent.filter((line) => line.endsWith('/setup/'))).toEqual([]);
  await confirmItsMe(page, account.password);
  // Proved, the set-up goes out once and its key shows.
  const secret = (await settings.locator('code').textContent())!.replace(/\s+/g, '');
  expect(sent.filter((line) => line.endsWith('/setup/'))).toEqual(['POST /api/account/two_factor/setup/']);
  await settings.getByLabel(TWO_FACTOR_CARD.code).fill(appCode(secret));
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.confirm, exact: true }).click();
  await expect(settings.getByRole('status').filter({ hasText: TWO_FACTOR_CARD.onTitle })).toHaveText(TWO_FACTOR_CARD.onTitle);
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.codesSaved }).click();

  // Within the proof's five minutes the next sensitive change needs no dialog.
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.regenerate }).click();
  await settings.getByRole('button', { name: TWO_FACTOR_CARD.confirmRegenerate }).click();
  await expect(settings.getByRole('status').filter({ hasText: TWO_FACTOR_CARD.newCodesTitle })).toHaveText(TWO_FACTOR_CARD.newCodesTitle);
  await expect(page.getByRole('dialog', { name: STEP_UP.title })).toHaveCount(0);

  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
