/**
 * The investor's whole journey in the browser, at both widths: sign in → deposit →
 * checkout → "I have sent the payment" → the operator confirms (the real CLI) → the investment is
 * active → a week passes (the server's development test clock, and the page's clock) → matured and
 * credited → withdraw with confirmation → the operator pays → transactions, filter and CSV.
 *
 * Both widths run the whole walk. Moving the server's clock a week ends every session on that
 * server, so the walk runs on a server of its own per worker (testWithOwnServer), never on the one
 * the rest of the suite is using; the page's clock starts at that server's time.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { TEST_ADDRESSES } from '../../server/investor/settings';
import {
  advanceServerClock, createVerifiedAccount, expect, runOperator, seriousAxeViolations, serverClock, testWithOwnServer as test,
} from './support/fixtures';
import { CHECKOUT_TEXTS, checkoutOf, checkoutPath, dailyReturnBpsOf, DAY_MS, specPlanOf, STATUS_BADGES } from '../oracle';

const PLAN = specPlanOf('baselayer');
const CHECKOUT = checkoutOf('usdt_trc20');
/** The address the development server is set up to show for this checkout: its configuration, the walk's input. */
const RECEIVING_ADDRESS = TEST_ADDRESSES.usdt_trc20;
const PRINCIPAL_CENTS = 50_000;
// BASELAYER: 1% of the principal a day for 7 days, credited with the principal at maturity.
const EARNINGS_CENTS = (PRINCIPAL_CENTS * dailyReturnBpsOf(PLAN) * PLAN.durationDays) / 10_000;
const PAYOUT_CENTS = PRINCIPAL_CENTS + EARNINGS_CENTS;
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const WALLET = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'; // a well-formed TRC20 address

const main = (page: Page) => page.getByRole('main');

/** The value shown under a balance's label on the overview. */
const balance = (page: Page, label: string) => main(page).locator('dl').filter({ has: page.getByText(label, { exact: true }) }).locator('.value');

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/auth\/login/);
  await main(page).getByLabel('Email address').fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('checkbox', { name: "I'm not a robot (development captcha)" }).check();
  await main(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(main(page).getByText('Login successful! Redirecting to dashboard...')).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The id of this investor's entry in an operator listing (`deposits` or `withdrawals`). */
async function operatorIdFor(port: number, list: 'deposits' | 'withdrawals', email: string): Promise<string> {
  const line = (await runOperator([list], port)).split('\n').find((row) => row.includes(email));
  expect(line, `${list} listing names ${email}`).toBeTruthy();
  return line!.trim().split(/\s+/)[0]!;
}

test('deposit, confirmation, maturity, withdrawal and the transaction history', async ({ page, request, ownServer }) => {
  test.setTimeout(150_000); // a long walk, with two operator CLI runs (56 s in the full suite on this busy machine)
  const operator = (...args: string[]) => runOperator(args, ownServer.port);
  const { email, password } = await createVerifiedAccount(request, { firstName: 'Walker' });
  await page.clock.install({ time: (await serverClock(request)).now_ms });

  // ---- Sign in, deposit ----
  await page.goto('/auth/login');
  await logIn(page, email, password);
  await expect(balance(page, 'Available balance')).toHaveText('$0.00');
  await expectNoSeriousAxeViolations(page);

  await main(page).getByRole('group', { name: 'Quick actions' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  await expect(main(page).getByRole('heading', { name: 'Make a deposit' })).toBeVisible();
  await main(page).getByRole('radio', { name: /^Agriculture/ }).check();
  await main(page).getByRole('radio', { name: new RegExp(`^${PLAN.name}`) }).check();
  await main(page).getByLabel('Amount (US$)', { exact: true }).fill(String(PRINCIPAL_CENTS / 100));
  await expect(main(page).getByText(`Projected profit ${usd(EARNINGS_CENTS)}; ${usd(PAYOUT_CENTS)} returned at maturity (not guaranteed).`)).toBeVisible();
  await main(page).getByRole('radio', { name: `${CHECKOUT.currency} ${CHECKOUT.network}`, exact: true }).check();
  // The first deposit needs the 18+ and terms acknowledgement: refused without it.
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(main(page).getByText('Please correct the highlighted fields.')).toBeVisible();
  await main(page).getByRole('checkbox', { name: /I confirm that I am 18 or older/ }).check();
  await expectNoSeriousAxeViolations(page);
  await main(page).getByRole('button', { name: 'Continue to checkout' }).click();

  // ---- Checkout ----
  await expect(page).toHaveURL(new RegExp(`${checkoutPath(CHECKOUT.slug)}$`));
  await expect(main(page).getByRole('heading', { name: CHECKOUT_TEXTS.title(CHECKOUT) })).toBeVisible();
  await expect(main(page).getByText('Send the exact amount to the address below before the quote expires.')).toBeVisible();
  // What is being bought, named where the money is sent.
  await expect(main(page).getByText(`${PLAN.name} plan · Agriculture`)).toBeVisible();
  await expect(main(page).getByText(usd(PRINCIPAL_CENTS), { exact: true })).toBeVisible();
  await expect(main(page).getByTestId('coin-amount')).toHaveText(/^500(\.0+)? USDT$/); // a stablecoin quotes 1:1
  // No receiving address configured by the operator: the development test address, said so.
  await expect(main(page).getByTestId('receiving-address')).toHaveText(RECEIVING_ADDRESS);
  await expect(main(page).getByText('Test address — development only. Never send real funds to it.')).toBeVisible();
  await expect(main(page).getByRole('img', { name: CHECKOUT_TEXTS.qrLabel(CHECKOUT) })).toBeVisible();
  await expect(main(page).getByRole('note')).toContainText(CHECKOUT_TEXTS.warning(CHECKOUT));
  const countdown = main(page).locator('[aria-labelledby="countdown-label"]');
  await expect(countdown).toHaveText(/^(30:00|29:5\d)$/);
  await page.clock.runFor(60_000);
  await expect(countdown).toHaveText(/^(29:00|28:5\d)$/);
  await expectNoSeriousAxeViolations(page);
  // A hash in another network's form (a typo, or the wrong wallet's) is refused; what was typed stays.
  const txHash = main(page).getByLabel('Transaction hash (optional)');
  await txHash.fill('0xabc123');
  await main(page).getByRole('button', { name: 'I have sent the payment' }).click();
  await expect(main(page).getByRole('alert')).toContainText('This is not a valid TRC20 transaction hash (expected 64 hexadecimal characters).');
  await expect(txHash).toHaveValue('0xabc123');
  await txHash.fill(`${'c0ffee'.repeat(10)}beef`);
  await main(page).getByRole('button', { name: 'I have sent the payment' }).click();
  await expect(main(page).getByText('Payment reported')).toBeVisible();
  await expect(main(page).getByText(/Your deposit is pending confirmation/)).toBeVisible();
  // Nothing more to send, and the page no longer says so.
  await expect(main(page).getByText('Your payment is reported: there is nothing more to send.')).toBeVisible();
  await expect(main(page).getByText(/Send the exact amount/)).toHaveCount(0);
  await expect(main(page).getByText(`${PLAN.name} plan · Agriculture`)).toBeVisible();

  await main(page).getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const pendingDeposit = main(page).getByRole('listitem').filter({ hasText: `${usd(PRINCIPAL_CENTS)} · ${PLAN.name}` });
  await expect(pendingDeposit).toContainText('Pending confirmation');

  // ---- The operator confirms: an active investment ----
  const depositId = await operatorIdFor(ownServer.port, 'deposits', email);
  expect(await operator('confirm-deposit', depositId)).toMatch(new RegExp(`Deposit ${depositId} confirmed; investment .+ is active\\.`));
  await page.reload();
  await expect(main(page).getByText('Nothing pending.').first()).toBeVisible();
  const active = main(page).getByRole('listitem').filter({ hasText: `${PLAN.name} · Agriculture` });
  await expect(active).toContainText(usd(PRINCIPAL_CENTS));
  await expect(active).toContainText('0% of term');
  await expect(balance(page, 'Invested')).toHaveText(usd(PRINCIPAL_CENTS));

  await page.getByRole('navigation', { name: 'Investor dashboard' }).getByRole('link', { name: 'Breakdown' }).click();
  await expect(page).toHaveURL(/\/dashboard\/breakdown$/);
  const row = main(page).getByRole('row').filter({ hasText: PLAN.name }).first();
  await expect(row).toContainText('Active');
  await expect(row).toContainText(usd(PRINCIPAL_CENTS));
  await expect(row).toContainText('Cycle 0 of 3');
  await expectNoSeriousAxeViolations(page);

  // ---- A week passes: matured and credited ----
  const later = await advanceServerClock(request, { days: PLAN.durationDays });
  await page.clock.setSystemTime(later.now_ms);
  // The session has aged a week too (12-hour limit): the investor signs in again.
  await page.goto('/dashboard');
  await logIn(page, email, password);
  await expect(balance(page, 'Available balance')).toHaveText(usd(PAYOUT_CENTS));
  await expect(balance(page, 'Total earned')).toHaveText(usd(EARNINGS_CENTS));
  await expect(balance(page, 'Invested')).toHaveText('$0.00');
  await expect(main(page).getByText('Matured — choose what happens next')).toBeVisible();
  await page.getByRole('navigation', { name: 'Investor dashboard' }).getByRole('link', { name: 'Breakdown' }).click();
  await expect(main(page).getByRole('row').filter({ hasText: PLAN.name }).first()).toContainText(STATUS_BADGES.investment.credited.label);
  await expect(main(page).getByRole('row').filter({ hasText: PLAN.name }).first()).toContainText(usd(EARNINGS_CENTS));
  expect(later.now_ms).toBeGreaterThanOrEqual(Date.now() + PLAN.durationDays * DAY_MS - 60_000);

  // ---- Withdraw everything to a wallet, with the confirmation step ----
  await page.getByRole('navigation', { name: 'Investor dashboard' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/dashboard\/withdraw$/);
  await expect(balance(page, 'Available balance')).toHaveText(usd(PAYOUT_CENTS));
  await main(page).getByRole('button', { name: 'Withdraw all' }).click();
  await expect(main(page).getByLabel('Amount (US$)')).toHaveValue((PAYOUT_CENTS / 100).toFixed(2));
  await main(page).getByLabel('Currency and network').selectOption({ label: `${CHECKOUT.currency} · ${CHECKOUT.network}` });
  await main(page).getByLabel('Wallet address').fill('0x000000000000000000000000000000000000dEaD'); // not a TRC20 address
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(main(page).getByText('Please correct the highlighted fields.')).toBeVisible();
  await main(page).getByLabel('Wallet address').fill(WALLET);
  await main(page).getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(main(page).getByRole('heading', { name: 'Confirm your withdrawal' })).toBeVisible();
  await expect(main(page).getByText(usd(PAYOUT_CENTS), { exact: true })).toBeVisible();
  await expect(main(page).getByText(WALLET, { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main(page).getByRole('button', { name: 'Confirm withdrawal' }).click();
  // Money to a wallet never used before: the password first (the step-up dialog), then the request goes on.
  const confirmItsYou = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(confirmItsYou).toBeVisible();
  await confirmItsYou.getByLabel('Password', { exact: true }).fill(password);
  await confirmItsYou.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirmItsYou).toBeHidden();
  await expect(main(page).getByText('Withdrawal requested')).toBeVisible();

  await page.getByRole('navigation', { name: 'Investor dashboard' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(balance(page, 'Available balance')).toHaveText('$0.00');
  const pendingWithdrawal = main(page).getByRole('listitem').filter({ hasText: `${CHECKOUT.currency} on ${CHECKOUT.network} · TJRa…RTv8` });
  await expect(pendingWithdrawal).toContainText(usd(PAYOUT_CENTS));
  await expect(pendingWithdrawal).toContainText('Pending');

  // ---- The operator pays ----
  const withdrawalId = await operatorIdFor(ownServer.port, 'withdrawals', email);
  expect(await operator('pay-withdrawal', withdrawalId, 'trc20-tx-0001')).toContain(`Withdrawal ${withdrawalId} paid.`);

  // ---- Transaction history, filter, CSV ----
  await page.getByRole('navigation', { name: 'Investor dashboard' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transactions$/);
  await expect(main(page).getByRole('heading', { name: '4 transactions' })).toBeVisible();
  const table = main(page).getByRole('table', { name: 'Transactions' });
  await expect(table.getByRole('row').filter({ hasText: 'Deposit' }).filter({ hasText: usd(PRINCIPAL_CENTS) })).toContainText('Completed');
  await expect(table.getByRole('row').filter({ hasText: 'Earnings credited' })).toContainText(usd(EARNINGS_CENTS));
  await expect(table.getByRole('row').filter({ hasText: 'Principal returned' })).toContainText(usd(PRINCIPAL_CENTS));
  await expect(table.getByRole('row').filter({ hasText: 'Withdrawal' }).filter({ hasText: usd(PAYOUT_CENTS) })).toContainText('Completed');
  await expectNoSeriousAxeViolations(page);

  await main(page).getByLabel('Type').selectOption({ label: 'Earnings credited' });
  await expect(main(page).getByRole('heading', { name: '1 transaction' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one earning
  await main(page).getByLabel('Type').selectOption({ label: 'All types' });
  await expect(main(page).getByRole('heading', { name: '4 transactions' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('acme-invest-transactions.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe('"Date","Type","Description","Status","Amount (USD)"');
  expect(lines).toHaveLength(5);
  expect(csv).toMatch(/"deposit","Deposit USDT \(TRC20\) · BASELAYER","completed","500\.00"/);
  expect(csv).toMatch(/"earning","BASELAYER earnings at maturity","completed","35\.00"/);
  expect(csv).toMatch(/"principal","BASELAYER principal returned at maturity","completed","500\.00"/);
  expect(csv).toMatch(/"withdrawal","Withdrawal to USDT on TRC20 · TJRa…RTv8","completed","-535\.00"/);
});
