/**
 * Browser walks of the investor dashboard's machines: the shortest path to each top-level state
 * of each, generated from its graph (tests/e2e/support/walk.ts). The browser holds a session in
 * storage and every investor call each screen makes is held and answered by the walk (the wire
 * shapes of contract/investor.ts), so every outcome of the graph is reachable; the real
 * server's investor flows are walked end to end in tests/e2e/investor.spec.ts.
 *
 * Each walk keeps its own account of what the screen shows (its step, the values typed, the
 * server's answers and failures, the requests sent), worked out by the drivers from what the walk
 * did and, when a delay ends, in `see`: never from the machine's state or context, so that a
 * machine that goes elsewhere, or keeps a wrong value, fails the step that shows it.
 */
import type { Locator, Page } from '@playwright/test';
import type {
  CheckoutDeposit, DepositFormValues, InvestmentActionKind, InvestmentActionPreview, TransactionFilters, WithdrawFormValues,
} from '../../../domain/investment/types';
import { exampleDeposit } from '../../../machines/examples/investment';
import type { PasswordChangeValues } from '../../../machines/investment/passwordChange.machine';
import type { ProfileNames } from '../../../machines/investment/profileEdit.machine';
import type { BreakdownWire, OverviewWire, TransactionsPageWire } from '../../../contract/investor';
import { checkoutShownFor, type CheckoutShown } from '../../support/walk/checkoutShown';
import { depositWire } from '../../support/depositWire';
import { creditedOptions, investment, runningOnly } from '../../screens/dashboard/breakdownFixtures';
import { profileWire } from '../../screens/dashboard/profileFixtures';
import {
  BREAKDOWN_TEXTS, CHECKOUT_TEXTS, DASHBOARD_TEXTS, DEPOSIT_FORM_TEXTS, PAGINATION_TEXTS, PAYMENT_WINDOW_MS, PROFILE_TEXTS,
  TRANSACTION_TYPE_LABELS, TRANSACTIONS_TEXTS, WITHDRAW_TEXTS, centsOfUsd, checkoutOf, countdownSpoken, countdownText,
  depositFormProblems, dollarsOfCents, pageCountOf, sectorNameOf, secondsLeftUntil, specPlanOf, WITHDRAW_FIELD_LABELS, WITHDRAW_FIELDS_SHOWN, withdrawalRequestBody,
  withdrawalSummary, withdrawFormProblems, type WithdrawField,
} from '../../oracle';
import { fakeSignedIn } from '../support/fixtures';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import {
  endedDelay, escapeRegExp, refusal, refuseWith, rememberCookieChoice, retryLoad, seeLoadFailed, type Failing,
} from './support';

type Api = Awaited<ReturnType<typeof holdApi>>;
interface Walk {
  page: Page;
  api: Api;
  /** What the screen should have sent by now: one request per submit the walk made that passed the form's checks. */
  sent: number;
}


const main = (page: Page) => page.getByRole('main');
const button = (page: Page, name: string | RegExp) => main(page).getByRole('button', { name });
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** What a summary list says of `term` (`<dt>term</dt><dd>…</dd>`). */
const definitionOf = (scope: Locator, term: string) => scope.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');

/**
 * Opens a screen for a signed-in investor (a session in storage; the server never sees it, since
 * every call the screen makes is held) who answered the cookie banner on an earlier visit.
 */
async function openSignedIn(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1]): Promise<Walk> {
  await fakeSignedIn(page);
  await rememberCookieChoice(page, { markets: false });
  const api = await holdApi(page, endpoints);
  await page.goto(path);
  return { page, api, sent: 0 };
}

/**
 * The server answers a screen's held load with `wire`, the data it shows as it came (a walk's
 * example is the server's answer itself, on the wire): by the walk's own account, the screen shows
 * it, ready. (Only a walk whose account has a 'ready' may.)
 */
function answerLoad<W extends Walk & { shown: unknown; data: unknown }>(walk: W & ('ready' extends W['shown'] ? unknown : never), request: string, wire: W['data']) {
  walk.data = wire;
  walk.shown = 'ready';
  return walk.api.answer(request, 200, wire);
}

/** Checks that each request the walk sent (counted by its drivers), and nothing else, reached the server. */
async function seeSent(walk: Walk, bodies: () => unknown[]) {
  await expect.poll(() => bodies().length).toBe(walk.sent);
}


/** The alerts in `scope`, and no others: the first one first (a summary), the rest in any order (each field's problem). */
async function seeAlerts(scope: Locator, alerts: string[]) {
  await expect.poll(async () => (await scope.getByRole('alert').allTextContents()).sort()).toEqual([...alerts].sort());
  if (alerts.length) await expect(scope.getByRole('alert').first()).toHaveText(alerts[0]!);
}

/** A screen's first load: "Loading…", then the failure (the server's words) and "Try again" when it fails. */
async function seeLoad(page: Page, failure: string | null) {
  if (failure === null) return expect(main(page).getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
  return seeLoadFailed(main(page), failure);
}

/*
 * A user's changes to a field (retype, reselect, recheck). A walk may set a field to what it
 * already holds (again after an error, say), which no gesture does by itself: typing the same
 * text over it, or picking the option already picked, changes nothing the page hears of. The
 * user then changes it on the way: empties it first, or picks another option first.
 */
async function retype(field: Locator, value: string) {
  if ((await field.inputValue()) === value) {
    if (!value) throw new Error('the field is empty already: no gesture changes it to ""');
    await field.fill('');
  }
  await field.fill(value);
}

async function reselect(select: Locator, value: string) {
  if ((await select.inputValue()) === value) {
    const options = await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(options.find((other) => other !== value)!);
  }
  await select.selectOption(value);
}

/** Checks a radio (another of its group first, if it is checked already), or sets a box. */
async function recheck(control: Locator, checked = true) {
  if ((await control.isChecked()) === checked) {
    const name = await control.getAttribute('name');
    const type = await control.getAttribute('type');
    if (type === 'radio') await control.page().locator(`input[type=radio][name="${name}"]:not(:checked)`).first().check();
    else await control.setChecked(!checked);
  }
  await control.setChecked(checked);
}

// --- Wire shapes -----------------------------------------------------------------------------------

/** The overview the deposit and withdraw forms load (the balance, and whether the 18+ box is asked). */
function overviewWire({ availableCents = 0, needsAcknowledgement = false }): OverviewWire {
  return {
    balances: { available_cents: availableCents, invested_cents: 0, accrued_cents: 0, total_earned_cents: 0 },
    active_investments: [], awaiting_decision: [], pending_deposits: [], pending_withdrawals: [], recent_transactions: [],
    referral_code: 'ADA123', needs_acknowledgement: needsAcknowledgement,
  };
}

/** A quote just locked: the whole payment window of the oracle left (unless it has run out). */
const quoteWire = (deposit: CheckoutDeposit) => depositWire(deposit, deposit.status === 'expired' ? 0 : PAYMENT_WINDOW_MS);

// --- The checkout of one network -------------------------------------------------------------------
// What the checkout should show is decided from what happened (the answers the walk gave, its
// gestures, how far the page's clock ran), its texts and window from the oracle (tests/oracle).

const CHECKOUT = checkoutOf('usdt_trc20');
const OPEN_DEPOSIT = 'GET /investor/deposits/open/usdt_trc20/';
/** The examples' deposit: the one the checkout shows, reports and quotes again. */
const DEPOSIT = exampleDeposit();
const REPORT_PAYMENT = `POST /investor/deposits/${DEPOSIT.id}/sent/` as const;
const REQUOTE = `POST /investor/deposits/${DEPOSIT.id}/requote/` as const;

interface CheckoutWalk extends Walk {
  shown: CheckoutShown;
  deposit: CheckoutDeposit | null;
  txHash: string;
  /** When the quote on screen runs out, on the page's clock. */
  quoteEndsAt: number;
}

/** The server's answer with `deposit`, noted as what the page should show from then on. */
async function answerDeposit(walk: CheckoutWalk, deposit: CheckoutDeposit | null) {
  walk.shown = checkoutShownFor(deposit);
  walk.deposit = deposit ?? walk.deposit;
  const now = await walk.page.evaluate(() => Date.now());
  if (deposit) walk.quoteEndsAt = now + (deposit.status === 'expired' ? 0 : PAYMENT_WINDOW_MS);
  return deposit && quoteWire(deposit);
}

/** A checkout whose quote counts down on the page's clock (stopped by the runner): it shows the whole window. */
async function openCheckout(page: Page): Promise<CheckoutWalk> {
  const walk = await openSignedIn(page, '/deposit/checkout_usdt_trc20', [OPEN_DEPOSIT, REPORT_PAYMENT, REQUOTE]);
  return { ...walk, shown: { part: 'loading' }, deposit: null, txHash: '', quoteEndsAt: 0 };
}

/** What to pay, where and until when. */
async function seeQuote(walk: CheckoutWalk, deposit: CheckoutDeposit) {
  const { page } = walk;
  const { currency } = CHECKOUT;
  const secondsLeft = secondsLeftUntil(walk.quoteEndsAt, await page.evaluate(() => Date.now()));
  const clock = main(page).getByLabel(CHECKOUT_TEXTS.countdownLabel);
  await expect(clock).toHaveText(countdownText(secondsLeft));
  await expect(clock).toHaveAccessibleDescription(countdownSpoken(secondsLeft));
  await expect(main(page).getByText(CHECKOUT_TEXTS.windowHint)).toBeVisible();
  await expect(definitionOf(main(page), CHECKOUT_TEXTS.amountUsd)).toHaveText(dollarsOfCents(deposit.amountCents));
  await expect(definitionOf(main(page), CHECKOUT_TEXTS.amountCoin(currency))).toHaveText(`${deposit.coinAmount} ${currency}`);
  await expect(main(page).getByText(deposit.address, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('img', { name: CHECKOUT_TEXTS.qrLabel(CHECKOUT) })).toBeVisible();
  await expect(main(page).getByRole('note')).toContainText(CHECKOUT_TEXTS.warning(CHECKOUT));
}

const sentButton = (page: Page) => button(page, new RegExp(`^(${CHECKOUT_TEXTS.sent}|${CHECKOUT_TEXTS.sending})$`));
const requoteButton = (page: Page) => button(page, new RegExp(`^(${CHECKOUT_TEXTS.requote}|${CHECKOUT_TEXTS.requoting})$`));

walkInBrowser('checkout', {
  open: (page) => openCheckout(page),
  drive: {
    'txHash.change': ({ value }, walk) => {
      walk.txHash = value;
      if (walk.shown.part === 'awaiting' && walk.shown.payment === 'failed') walk.shown = { part: 'awaiting', payment: 'idle' };
      return retype(main(walk.page).getByLabel(CHECKOUT_TEXTS.txHash), value);
    },
    'payment.sent': (_event, walk) => {
      walk.shown = { part: 'awaiting', payment: 'submitting' };
      return sentButton(walk.page).click();
    },
    'quote.refresh': (_event, walk) => {
      walk.shown = { part: 'expired', requote: 'requoting' };
      return requoteButton(walk.page).click();
    },
    'checkout.retry': (_event, walk) => {
      walk.shown = { part: 'loading' };
      return button(walk.page, DASHBOARD_TEXTS.retry).click();
    },
    'xstate.done.actor.loadOpenDeposit': async ({ output }, walk) => walk.api.answer(OPEN_DEPOSIT, 200, { deposit: await answerDeposit(walk, output) }),
    'xstate.error.actor.loadOpenDeposit': ({ error }, walk) => {
      walk.shown = { part: 'loadFailed', error: error.message };
      return walk.api.answer(OPEN_DEPOSIT, 500, refusal(error));
    },
    'xstate.done.actor.reportPayment': async ({ output }, walk) => walk.api.answer(REPORT_PAYMENT, 200, await answerDeposit(walk, output)),
    'xstate.error.actor.reportPayment': ({ error }, walk) => {
      walk.shown = { part: 'awaiting', payment: 'failed', error: error.message };
      return walk.api.answer(REPORT_PAYMENT, 409, refusal(error));
    },
    'xstate.done.actor.requote': async ({ output }, walk) => walk.api.answer(REQUOTE, 200, await answerDeposit(walk, output)),
    'xstate.error.actor.requote': ({ error }, walk) => {
      walk.shown = { part: 'expired', requote: 'failed', error: error.message };
      return walk.api.answer(REQUOTE, 500, refusal(error));
    },
  },
  async see(_expected, walk) {
    const { page, api } = walk;
    // The page's clock ran to the quote's end while the user was paying: the quote has expired.
    if (walk.shown.part === 'awaiting' && (await page.evaluate(() => Date.now())) >= walk.quoteEndsAt) walk.shown = { part: 'expired', requote: 'idle' };
    const { shown, deposit } = walk;
    // The page is about this checkout's currency and network, whatever it shows below.
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(CHECKOUT_TEXTS.title(CHECKOUT));
    if (shown.part === 'loading') return expect(main(page).getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
    if (shown.part === 'loadFailed') return seeLoadFailed(main(page), shown.error);
    if (shown.part === 'noDeposit') {
      await expect(main(page).getByRole('heading', { name: CHECKOUT_TEXTS.noDepositTitle })).toBeVisible();
      return expect(main(page).getByRole('link', { name: CHECKOUT_TEXTS.startDeposit })).toHaveAttribute('href', CHECKOUT_TEXTS.startDepositHref);
    }
    if (shown.part === 'reported') {
      await expect(main(page).getByRole('status')).toHaveText(CHECKOUT_TEXTS.reportedTitle);
      // What happens next: the deposit waits for the network, not for another payment.
      await expect(main(page).getByText(CHECKOUT_TEXTS.reportedExplanation)).toBeVisible();
      await expect(main(page).getByText(CHECKOUT_TEXTS.expiredExplanation)).toHaveCount(0);
      await expect(definitionOf(main(page), CHECKOUT_TEXTS.amountUsd)).toHaveText(dollarsOfCents(deposit!.amountCents));
      await expect(main(page).getByText(deposit!.address)).toHaveCount(0);
      return expect(main(page).getByRole('link', { name: DASHBOARD_TEXTS.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (shown.part === 'expired') {
      await expect(main(page).getByRole('heading', { name: CHECKOUT_TEXTS.expiredTitle })).toBeVisible();
      // Why, and what to do: a new quote; a payment already made is still matched.
      await expect(main(page).getByText(CHECKOUT_TEXTS.expiredExplanation)).toBeVisible();
      await expect(main(page).getByText(CHECKOUT_TEXTS.reportedExplanation)).toHaveCount(0);
      // An expired quote's address is no longer offered: nobody should pay at the old rate.
      await expect(main(page).getByText(deposit!.address)).toHaveCount(0);
      const requoting = shown.requote === 'requoting';
      await expect(requoteButton(page)).toHaveText(requoting ? CHECKOUT_TEXTS.requoting : CHECKOUT_TEXTS.requote);
      await expect(requoteButton(page)).toBeEnabled({ enabled: !requoting });
      return expect(main(page).getByRole('alert')).toHaveText(shown.requote === 'failed' ? [shown.error!] : []);
    }
    // Awaiting the payment: the quote, and the report form with the hash as typed.
    await seeQuote(walk, deposit!);
    await expect(main(page).getByLabel(CHECKOUT_TEXTS.txHash)).toHaveValue(walk.txHash);
    const submitting = shown.payment === 'submitting';
    await expect(sentButton(page)).toHaveText(submitting ? CHECKOUT_TEXTS.sending : CHECKOUT_TEXTS.sent);
    await expect(sentButton(page)).toBeEnabled({ enabled: !submitting });
    if (submitting) await expect.poll(() => api.bodiesTo(REPORT_PAYMENT).at(-1)).toEqual({ tx_hash: walk.txHash.trim() });
    await expect(main(page).getByRole('alert')).toHaveText(shown.payment === 'failed' ? [shown.error!] : []);
  },
});

// --- The checkout's copy button (clipboard) --------------------------------------------------------

/**
 * The browser's clipboard, held: each `writeText` waits until the walk lets it go on to the real
 * clipboard (the context grants the permission) or refuses it, as a browser refuses a page it
 * has not allowed (NotAllowedError).
 */
async function holdClipboard(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    const held: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
    navigator.clipboard.writeText = (text) => new Promise((resolve, reject) => held.push({ text, resolve, reject }));
    const heldClipboard: HeldClipboard = {
      asked: () => held.map((entry) => entry.text),
      succeed: () => {
        const entry = held.shift()!;
        return write(entry.text).then(entry.resolve, entry.reject);
      },
      fail: () => held.shift()!.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    };
    Object.assign(window, { heldClipboard });
  });
  /** Calls the page's held clipboard. */
  const held = (method: keyof HeldClipboard) => page.evaluate((name) => (window as unknown as { heldClipboard: HeldClipboard }).heldClipboard[name](), method);
  const asked = async () => (await held('asked')) as string[];
  const waiting = () => expect.poll(async () => (await asked()).length, { message: 'no copy is waiting for the clipboard' }).toBeGreaterThan(0);
  return {
    asked,
    async succeed() {
      await waiting();
      await held('succeed');
    },
    async fail() {
      await waiting();
      await held('fail');
    },
    /** What the clipboard holds now. */
    read: () => page.evaluate(() => navigator.clipboard.readText()),
  };
}

interface HeldClipboard {
  /** The texts of the copies waiting. */
  asked(): string[];
  /** The oldest copy goes on to the clipboard. */
  succeed(): Promise<void>;
  /** The oldest copy is refused. */
  fail(): void;
}

const copyAddress = (page: Page) => button(page, exactly(CHECKOUT_TEXTS.copyAddress)).or(button(page, exactly(`✓ ${DASHBOARD_TEXTS.copied}`)));

/** The copy button: as it is, a copy waiting for the clipboard, or its outcome (shown for a moment). */
type CopyShown = 'idle' | 'copying' | 'copied' | 'failed';

walkInBrowser('clipboard', {
  // The address's copy button. The example copies "TXYZ"; the button copies the address shown.
  async open(page) {
    const clipboard = await holdClipboard(page);
    const walk = await openCheckout(page);
    await walk.api.answer(OPEN_DEPOSIT, 200, { deposit: quoteWire(DEPOSIT) });
    return { ...walk, clipboard, copy: 'idle' as CopyShown };
  },
  drive: {
    'clipboard.copy': (_event, walk) => {
      walk.copy = 'copying';
      return copyAddress(walk.page).click();
    },
    'xstate.done.actor.writeText': (_event, walk) => {
      walk.copy = 'copied';
      return walk.clipboard.succeed();
    },
    'xstate.error.actor.writeText': (_event, walk) => {
      walk.copy = 'failed';
      return walk.clipboard.fail();
    },
  },
  async see(_expected, walk, moment) {
    // The outcome's moment is over: the button is as it was.
    if (endedDelay(moment) === 'copiedFeedback') walk.copy = 'idle';
    const { page, clipboard, copy } = walk;
    // The polite announcement beside the button (visually hidden).
    const announcement = copyAddress(page).locator('..').getByRole('status');
    if (copy === 'copied') {
      await expect(copyAddress(page)).toHaveText(`✓ ${DASHBOARD_TEXTS.copied}`);
      await expect(announcement).toHaveText(DASHBOARD_TEXTS.copied);
      return expect.poll(() => clipboard.read()).toBe(DEPOSIT.address);
    }
    await expect(copyAddress(page)).toHaveText(CHECKOUT_TEXTS.copyAddress);
    await expect(announcement).toHaveText(copy === 'failed' ? DASHBOARD_TEXTS.copyFailed : '');
    // While copying, the address shown is waiting for the clipboard.
    expect(await clipboard.asked()).toEqual(copy === 'copying' ? [DEPOSIT.address] : []);
  },
});

// --- The deposit form ------------------------------------------------------------------------------

const OVERVIEW = 'GET /investor/overview/';
const CREATE_DEPOSIT = 'POST /investor/deposits/';
type ChoiceField = 'sector' | 'planId' | 'checkout';

/**
 * Each choice is a radio labelled with its option as the user reads it ("Agriculture …", "USDT
 * TRC20"); the chosen option's name gains a check mark ("USDT ✓TRC20").
 */
const CHOICE_LABELS: Record<ChoiceField, (value: string) => RegExp> = {
  sector: (id) => new RegExp(`^${sectorNameOf(id)}`),
  planId: (id) => new RegExp(`^${specPlanOf(id).name}`),
  checkout: (slug) => {
    const checkout = checkoutOf(slug);
    return new RegExp(`^${checkout.currency}\\W*${checkout.network}$`);
  },
};
const option = (page: Page, field: ChoiceField, value: string) => main(page).getByRole('radio', { name: CHOICE_LABELS[field](value) });
const depositAmount = (page: Page) => main(page).getByRole('textbox', { name: DEPOSIT_FORM_TEXTS.amount });
const acknowledgement = (page: Page) => main(page).getByRole('checkbox', { name: new RegExp(`^${DEPOSIT_FORM_TEXTS.acknowledgement.slice(0, 20)}`) });
const depositSubmit = (page: Page) => button(page, /^(Continue to checkout|Preparing checkout…)$/);

/**
 * The deposit form: loading what it asks (the 18+ box, or not) or failing to; the form as the
 * investor filled it, refused with its problems, or refused by the server; on its way; then on to
 * the checkout.
 */
interface DepositWalk extends Walk, Failing {
  shown: 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'failed' | 'submitting' | 'done';
  values: DepositFormValues;
  needsAcknowledgement: boolean;
}

const NO_DEPOSIT: DepositFormValues = { sector: '', planId: '', amount: '', checkout: '', acknowledged: false };

walkInBrowser('depositForm', {
  // The checkout the form goes on to loads the deposit: held, it stays loading.
  async open(page): Promise<DepositWalk> {
    const walk = await openSignedIn(page, '/dashboard/deposit', [OVERVIEW, CREATE_DEPOSIT, OPEN_DEPOSIT]);
    return { ...walk, shown: 'loading', failure: null, values: NO_DEPOSIT, needsAcknowledgement: false };
  },
  drive: {
    // A change after the server's refusal takes its error away; the problems of a refused form follow the changes.
    'form.change': ({ field, value }, walk) => {
      const { page } = walk;
      walk.values = { ...walk.values, [field]: value } as DepositFormValues;
      if (walk.shown === 'failed') walk.shown = 'editing';
      if (field === 'amount') return retype(depositAmount(page), String(value));
      if (field === 'acknowledged') return recheck(acknowledgement(page), Boolean(value));
      return recheck(option(page, field, String(value)));
    },
    // Sent only without a problem (tests/oracle/investorRules.ts).
    'form.submit': (_event, walk) => {
      if (depositFormProblems(walk.values, walk.needsAcknowledgement).length) walk.shown = 'invalid';
      else {
        walk.shown = 'submitting';
        walk.sent += 1;
      }
      return depositSubmit(walk.page).click();
    },
    'form.retry': (_event, walk) => retryLoad(walk, main(walk.page)),
    'xstate.done.actor.loadDepositOptions': ({ output }, walk) => {
      walk.needsAcknowledgement = output.needsAcknowledgement;
      walk.shown = 'editing';
      return walk.api.answer(OVERVIEW, 200, overviewWire(output));
    },
    'xstate.error.actor.loadDepositOptions': ({ error }, walk) => refuseWith(walk, OVERVIEW, error, 500, 'loadFailed'),
    'xstate.done.actor.createDeposit': ({ output }, walk) => {
      walk.shown = 'done';
      return walk.api.answer(CREATE_DEPOSIT, 201, quoteWire(output));
    },
    'xstate.error.actor.createDeposit': ({ error }, walk) => refuseWith(walk, CREATE_DEPOSIT, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { page, shown, values, needsAcknowledgement, failure } = walk;
    if (shown === 'loading' || shown === 'loadFailed') return seeLoad(page, shown === 'loadFailed' ? failure : null);
    if (shown === 'done') {
      // On to the checkout of the deposit just created.
      await expect(page).toHaveURL(new RegExp(`/deposit/checkout_${values.checkout}$`));
      return expect(main(page).getByRole('heading', { level: 1 })).toHaveText(CHECKOUT_TEXTS.title(CHECKOUT));
    }
    // The form shows what the user chose, and nothing else.
    await expect(depositAmount(page)).toHaveValue(values.amount);
    const chosen = (['sector', 'planId', 'checkout'] as const).filter((field) => values[field]);
    for (const field of chosen) await expect(option(page, field, values[field])).toBeChecked();
    await expect(main(page).getByRole('radio', { checked: true })).toHaveCount(chosen.length);
    await expect(acknowledgement(page)).toHaveCount(needsAcknowledgement ? 1 : 0);
    if (needsAcknowledgement) await expect(acknowledgement(page)).toBeChecked({ checked: values.acknowledged });
    // A refused submit: the summary and each field's problem; a failed one: the server's error.
    const problems = shown === 'invalid' ? depositFormProblems(values, needsAcknowledgement) : [];
    const summary = problems.length ? DEPOSIT_FORM_TEXTS.errorSummary : shown === 'failed' ? failure : null;
    await seeAlerts(main(page), summary ? [summary, ...problems] : []);
    const submitting = shown === 'submitting';
    await expect(depositSubmit(page)).toHaveText(submitting ? DEPOSIT_FORM_TEXTS.submitting : DEPOSIT_FORM_TEXTS.submit);
    await expect(depositSubmit(page)).toBeEnabled({ enabled: !submitting });
    await seeSent(walk, () => walk.api.bodiesTo(CREATE_DEPOSIT));
    if (submitting) {
      await expect.poll(() => walk.api.bodiesTo(CREATE_DEPOSIT).at(-1)).toEqual({
        sector: values.sector, plan: values.planId, amount_cents: centsOfUsd(values.amount), checkout: values.checkout, acknowledged: values.acknowledged,
      });
    }
  },
});

// --- The withdraw form -----------------------------------------------------------------------------

const WITHDRAW = 'POST /investor/withdrawals/';
/** A field's control: the currency list, or a text field. */
const withdrawField = (page: Page, field: WithdrawField) =>
  main(page).getByRole(field === 'checkout' ? 'combobox' : 'textbox', { name: WITHDRAW_FIELD_LABELS[field], exact: true });
const confirmWithdrawal = (page: Page) => button(page, /^(Confirm withdrawal|Submitting…)$/);

/**
 * The withdraw form: loading the balance or failing to; the form as the investor filled it (refused
 * with its problems); the confirm step that repeats it, the request on its way or refused; done.
 */
interface WithdrawWalk extends Walk, Failing {
  shown: 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'confirming' | 'submitting' | 'failed' | 'done';
  values: WithdrawFormValues;
  availableCents: number;
}

/** Crypto is chosen until the investor picks a bank account. */
const NO_WITHDRAWAL: WithdrawFormValues = { amount: '', method: 'crypto', checkout: '', address: '', accountHolder: '', sortCode: '', accountNumber: '', iban: '' };

walkInBrowser('withdraw', {
  async open(page): Promise<WithdrawWalk> {
    const walk = await openSignedIn(page, '/dashboard/withdraw', [OVERVIEW, WITHDRAW]);
    return { ...walk, shown: 'loading', failure: null, values: NO_WITHDRAWAL, availableCents: 0 };
  },
  drive: {
    'form.change': ({ field, value }, walk) => {
      const { page } = walk;
      walk.values = { ...walk.values, [field]: value };
      if (field === 'method') return recheck(main(page).getByRole('radio', { name: WITHDRAW_TEXTS[value as WithdrawFormValues['method']] }));
      if (field === 'checkout') return reselect(withdrawField(page, field), value);
      return retype(withdrawField(page, field), value);
    },
    // On to the confirm step only without a problem (tests/oracle/investorRules.ts).
    'form.submit': (_event, walk) => {
      walk.shown = withdrawFormProblems(walk.values, walk.availableCents).length ? 'invalid' : 'confirming';
      return button(walk.page, WITHDRAW_TEXTS.review).click();
    },
    'form.retry': (_event, walk) => retryLoad(walk, main(walk.page)),
    'confirm.back': (_event, walk) => {
      walk.shown = 'editing';
      return button(walk.page, WITHDRAW_TEXTS.back).click();
    },
    'withdrawal.confirm': (_event, walk) => {
      walk.shown = 'submitting';
      walk.sent += 1;
      return confirmWithdrawal(walk.page).click();
    },
    'xstate.done.actor.loadBalance': ({ output }, walk) => {
      walk.availableCents = output.availableCents;
      walk.shown = 'editing';
      return walk.api.answer(OVERVIEW, 200, overviewWire(output));
    },
    'xstate.error.actor.loadBalance': ({ error }, walk) => refuseWith(walk, OVERVIEW, error, 500, 'loadFailed'),
    'xstate.done.actor.requestWithdrawal': (_event, walk) => {
      walk.shown = 'done';
      return walk.api.answer(WITHDRAW, 201, { id: 'w1', status: 'pending' });
    },
    'xstate.error.actor.requestWithdrawal': ({ error }, walk) => refuseWith(walk, WITHDRAW, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { page, shown, values, availableCents, failure } = walk;
    if (shown === 'loading' || shown === 'loadFailed') return seeLoad(page, shown === 'loadFailed' ? failure : null);
    await seeSent(walk, () => walk.api.bodiesTo(WITHDRAW));
    if (shown === 'done') {
      await expect(main(page).getByRole('status')).toHaveText(WITHDRAW_TEXTS.doneTitle);
      return expect(main(page).getByRole('link', { name: DASHBOARD_TEXTS.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (shown === 'editing' || shown === 'invalid') {
      // The balance, and the form as the user filled it; a refused submit shows the summary and each field's problem.
      await expect(definitionOf(main(page), WITHDRAW_TEXTS.available)).toHaveText(dollarsOfCents(availableCents));
      await expect(main(page).getByRole('radio', { name: WITHDRAW_TEXTS[values.method] })).toBeChecked();
      for (const field of WITHDRAW_FIELDS_SHOWN[values.method]) await expect(withdrawField(page, field)).toHaveValue(values[field]);
      const problems = shown === 'invalid' ? withdrawFormProblems(values, availableCents) : [];
      return seeAlerts(main(page), problems.length ? [WITHDRAW_TEXTS.errorSummary, ...problems] : []);
    }
    // Confirming: every detail of the chosen destination repeated, and nothing else, before anything is sent; the form is gone.
    await expect(main(page).getByRole('heading', { name: WITHDRAW_TEXTS.confirmTitle })).toBeVisible();
    const summary = withdrawalSummary(values);
    await expect(main(page).locator('dt')).toHaveText(summary.map(([term]) => term));
    for (const [term, text] of summary) await expect(definitionOf(main(page), term)).toHaveText(text);
    await expect(button(page, WITHDRAW_TEXTS.review)).toHaveCount(0);
    // Once confirmed, neither sent twice nor called back.
    const submitting = shown === 'submitting';
    await expect(confirmWithdrawal(page)).toHaveText(submitting ? WITHDRAW_TEXTS.submitting : WITHDRAW_TEXTS.confirm);
    await expect(confirmWithdrawal(page)).toBeEnabled({ enabled: !submitting });
    await expect(button(page, WITHDRAW_TEXTS.back)).toBeEnabled({ enabled: !submitting });
    await seeAlerts(main(page), shown === 'failed' ? [failure!] : []);
    if (submitting) {
      await expect.poll(() => walk.api.bodiesTo(WITHDRAW).at(-1)).toEqual(withdrawalRequestBody(values));
    }
  },
});

// --- The breakdown's investment decisions (investment action) --------------------------------------

const BREAKDOWN = 'GET /investor/investments/';
/** The one running investment (matured and credited): its decision buttons are the page's only ones. */
const CREDITED = investment('inv-1', 'credited', 100_000);
const OPTIONS = `GET /investor/investments/${CREDITED.id}/options/` as const;
/** Each decision posts to the investment's address of its kind (…/end/, …/reinvest/, …). */
const decision = (kind: InvestmentActionKind) => `POST /investor/investments/${CREDITED.id}/${kind}/` as const;
const DECISIONS: InvestmentActionKind[] = ['terminate', 'reinvest', 'upgrade', 'end'];

interface ActionWalk extends Walk, Failing {
  /** The decision chosen last (its confirm button and its address are named after it). */
  kind?: InvestmentActionKind;
  /** Decisions the server has made so far (each loads the breakdown again). */
  decided: number;
  /**
   * The panel above the investments: nothing; the preview loading or refused; the preview to
   * confirm (the server's options as the example's lines), the decision on its way or refused;
   * the decision made.
   */
  shown: 'idle' | 'previewing' | 'previewFailed' | 'reviewing' | 'submitting' | 'failed' | 'done';
  preview: InvestmentActionPreview | null;
}

walkInBrowser('investmentAction', {
  async open(page): Promise<ActionWalk> {
    // The breakdown is shown at once (the resource walk holds it), and again after each decision.
    const walk = await openSignedIn(page, '/dashboard/breakdown', [BREAKDOWN, OPTIONS, ...DECISIONS.map(decision)]);
    await walk.api.answer(BREAKDOWN, 200, runningOnly([CREDITED]));
    return { ...walk, decided: 0, shown: 'idle', preview: null, failure: null };
  },
  drive: {
    // A credited investment offers Reinvest, Upgrade (a form of its own) and End contract.
    'action.choose': ({ request }, walk) => {
      if (request.investmentId !== CREDITED.id || request.kind === 'upgrade' || request.kind === 'terminate') {
        throw new Error(`the walk has no gesture for ${JSON.stringify(request)}`);
      }
      walk.kind = request.kind;
      walk.preview = null;
      walk.shown = 'previewing';
      return button(walk.page, BREAKDOWN_TEXTS.actions[request.kind]).click();
    },
    'action.confirm': (_event, walk) => {
      walk.shown = 'submitting';
      walk.sent += 1;
      return button(walk.page, BREAKDOWN_TEXTS.confirm[walk.kind!]).click();
    },
    'action.cancel': (_event, walk) => {
      walk.shown = 'idle';
      return button(walk.page, DASHBOARD_TEXTS.cancel).click();
    },
    'action.dismiss': (_event, walk) => {
      walk.shown = 'idle';
      return button(walk.page, BREAKDOWN_TEXTS.dismiss).click();
    },
    // The preview is computed from the server's options: the example's lines for $2,500.00 available.
    'xstate.done.actor.previewAction': ({ output }, walk) => {
      walk.preview = output;
      walk.shown = 'reviewing';
      return walk.api.answer(OPTIONS, 200, creditedOptions(CREDITED, 250_000));
    },
    'xstate.error.actor.previewAction': ({ error }, walk) => refuseWith(walk, OPTIONS, error, 400, 'previewFailed'),
    // The server makes the decision; the page then loads the breakdown again (the same list here).
    'xstate.done.actor.performAction': async ({ output }, walk) => {
      walk.decided += 1;
      walk.shown = 'done';
      await walk.api.answer(decision(walk.kind!), 200, output);
      await walk.api.answer(BREAKDOWN, 200, runningOnly([CREDITED]));
    },
    'xstate.error.actor.performAction': ({ error }, walk) => refuseWith(walk, decision(walk.kind!), error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { page, api, kind, shown, preview, failure } = walk;
    // Each confirmation, and nothing else, posts its decision.
    await seeSent(walk, () => DECISIONS.flatMap((each) => api.bodiesTo(decision(each))));
    // The investment and its decisions stay listed whatever the panel above shows.
    await expect(main(page).getByRole('table', { name: BREAKDOWN_TEXTS.runningTitle })).toContainText(dollarsOfCents(CREDITED.principal_cents));
    await expect(button(page, BREAKDOWN_TEXTS.actions.end)).toBeEnabled();
    if (shown === 'idle') {
      await expect(button(page, DASHBOARD_TEXTS.cancel)).toHaveCount(0);
      await expect(button(page, BREAKDOWN_TEXTS.dismiss)).toHaveCount(0);
      return expect(main(page).getByRole('alert')).toHaveCount(0);
    }
    if (shown === 'previewing') {
      await expect(main(page).getByRole('status')).toHaveText(DASHBOARD_TEXTS.loading);
      return expect(button(page, DASHBOARD_TEXTS.cancel)).toBeEnabled();
    }
    if (shown === 'previewFailed') {
      await expect(main(page).getByRole('alert')).toHaveText(failure!);
      return expect(button(page, DASHBOARD_TEXTS.cancel)).toBeEnabled();
    }
    if (shown === 'done') {
      await expect(main(page).getByRole('status')).toHaveText(BREAKDOWN_TEXTS.done[kind!]);
      await expect(button(page, BREAKDOWN_TEXTS.dismiss)).toBeEnabled();
      // The investments changed: the breakdown was loaded again, once per decision made.
      return expect(api.bodiesTo(BREAKDOWN)).toHaveLength(1 + walk.decided);
    }
    // Reviewing: the exact outcome, and the decision's own confirm button.
    const panel = main(page).getByRole('region', { name: BREAKDOWN_TEXTS.actionTitles[kind!] });
    for (const line of preview!.lines) {
      await expect(definitionOf(panel, line.label)).toHaveText(line.cents !== undefined ? dollarsOfCents(line.cents) : line.text!);
    }
    const submitting = shown === 'submitting';
    await expect(panel.getByRole('button', { name: BREAKDOWN_TEXTS.confirm[kind!] })).toBeEnabled({ enabled: !submitting });
    await expect(panel.getByRole('button', { name: DASHBOARD_TEXTS.cancel })).toBeEnabled({ enabled: !submitting });
    await expect(panel.getByRole('alert')).toHaveText(shown === 'failed' ? [failure!] : []);
  },
});

// --- The breakdown's data (resource) ---------------------------------------------------------------

const historyPages = (page: Page) => main(page).getByRole('navigation', { name: BREAKDOWN_TEXTS.historyPagination });

/** The breakdown: loading (what it showed stays meanwhile), shown as the server gave it last, or failed. */
interface ResourceWalk extends Walk, Failing {
  shown: 'loading' | 'ready' | 'failed';
  data: BreakdownWire | null;
}

walkInBrowser('resource', {
  async open(page): Promise<ResourceWalk> {
    return { ...(await openSignedIn(page, '/dashboard/breakdown', [BREAKDOWN])), shown: 'loading', failure: null, data: null };
  },
  drive: {
    // The breakdown loads again for another page of its finished investments.
    'resource.reload': (_event, walk) => {
      walk.shown = 'loading';
      return historyPages(walk.page).getByRole('button', { name: PAGINATION_TEXTS.next }).click();
    },
    'resource.retry': (_event, walk) => retryLoad(walk, main(walk.page)),
    'xstate.done.actor.load': ({ output }, walk) => answerLoad(walk, BREAKDOWN, output as BreakdownWire),
    'xstate.error.actor.load': ({ error }, walk) => refuseWith(walk, BREAKDOWN, error, 500, 'failed'),
  },
  async see(_expected, { page, shown, data, failure }) {
    if (!data || shown === 'failed') {
      await seeLoad(page, shown === 'failed' ? failure : null);
      return expect(main(page).getByRole('table')).toHaveCount(0);
    }
    // The finished investments, a page of them, with their place among the pages; marked busy
    // while the next page loads.
    const loading = shown === 'loading';
    const { history } = data;
    await expect(main(page).getByRole('heading', { name: BREAKDOWN_TEXTS.historyCount(history.count) })).toBeVisible();
    const finished = main(page).getByRole('table', { name: BREAKDOWN_TEXTS.historyTitle });
    for (const row of history.results) await expect(finished).toContainText(dollarsOfCents(row.principal_cents));
    await expect(historyPages(page).getByText(PAGINATION_TEXTS.pageOf(history.page, pageCountOf(history.count, history.page_size)))).toBeVisible();
    await expect(historyPages(page).getByRole('button', { name: PAGINATION_TEXTS.next })).toBeEnabled({ enabled: !loading });
    await expect(main(page).locator('[aria-busy]').filter({ has: page.getByRole('table', { name: BREAKDOWN_TEXTS.historyTitle }) })).toHaveAttribute('aria-busy', String(loading));
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  },
});

// --- The transactions list -------------------------------------------------------------------------

const TRANSACTIONS = 'GET /investor/transactions/';
const EXPORT = 'GET /investor/transactions/export/';
const CSV = '"Date","Type","Description","Status","Amount (USD)"\n"2026-11-20","deposit","Deposit USDT (TRC20)","completed","1000.00"\n';
const exportButton = (page: Page) => button(page, /^(Export CSV|Exporting…)$/);
const transactionPages = (page: Page) => main(page).getByRole('navigation', { name: TRANSACTIONS_TEXTS.pagination });
const FILTER_LABELS: Record<keyof TransactionFilters, string> = { type: TRANSACTIONS_TEXTS.type, from: TRANSACTIONS_TEXTS.from, to: TRANSACTIONS_TEXTS.to };

/**
 * The transactions: the filters set and the page asked for; loading (what it showed stays
 * meanwhile), failed, or a page as the server gave it last, its export on its way or refused.
 */
interface TransactionsWalk extends Walk, Failing {
  shown: 'loading' | 'failed' | 'ready' | 'exporting' | 'exportFailed';
  filters: TransactionFilters;
  pageNumber: number;
  data: TransactionsPageWire | null;
}

const NO_FILTERS: TransactionFilters = { type: '', from: '', to: '' };

/** The list loads again: for other filters from their first page, or for another page. */
function reload(walk: TransactionsWalk, filters: TransactionFilters, pageNumber: number) {
  walk.filters = filters;
  walk.pageNumber = pageNumber;
  walk.shown = 'loading';
}

walkInBrowser('transactions', {
  async open(page): Promise<TransactionsWalk> {
    const walk = await openSignedIn(page, '/dashboard/transactions', [TRANSACTIONS, EXPORT]);
    return { ...walk, shown: 'loading', failure: null, filters: NO_FILTERS, pageNumber: 1, data: null };
  },
  drive: {
    'filter.change': ({ field, value }, walk) => {
      reload(walk, { ...walk.filters, [field]: value }, 1);
      const filter = main(walk.page).getByLabel(FILTER_LABELS[field], { exact: true });
      return field === 'type' ? reselect(filter, value) : retype(filter, value);
    },
    'filter.clear': (_event, walk) => {
      reload(walk, NO_FILTERS, 1);
      return button(walk.page, TRANSACTIONS_TEXTS.clear).click();
    },
    'page.go': async ({ page: wanted }, walk) => {
      const { page, pageNumber } = walk;
      if (Math.abs(wanted - pageNumber) !== 1) throw new Error(`page ${wanted} is not next to page ${pageNumber}`);
      reload(walk, walk.filters, wanted);
      await transactionPages(page).getByRole('button', { name: wanted > pageNumber ? PAGINATION_TEXTS.next : PAGINATION_TEXTS.previous }).click();
    },
    'export.csv': (_event, walk) => {
      walk.shown = 'exporting';
      return exportButton(walk.page).click();
    },
    'transactions.retry': (_event, walk) => retryLoad(walk, main(walk.page)),
    'xstate.done.actor.loadTransactions': ({ output }, walk) => answerLoad(walk, TRANSACTIONS, output as TransactionsPageWire),
    'xstate.error.actor.loadTransactions': ({ error }, walk) => refuseWith(walk, TRANSACTIONS, error, 500, 'failed'),
    'xstate.done.actor.exportCsv': (_event, walk) => {
      walk.shown = 'ready';
      return walk.api.answerFile(EXPORT, 'text/csv', CSV);
    },
    'xstate.error.actor.exportCsv': ({ error }, walk) => refuseWith(walk, EXPORT, error, 429, 'exportFailed'),
  },
  async see(_expected, { page, api, shown, filters, pageNumber, data: result, failure }) {
    for (const [field, label] of Object.entries(FILTER_LABELS)) await expect(main(page).getByLabel(label, { exact: true })).toHaveValue(filters[field as keyof TransactionFilters]);
    if (shown === 'loading') {
      // Each load asks for the filters set, and a page after the first.
      const wanted: Record<string, string> = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
      if (pageNumber > 1) wanted.page = String(pageNumber);
      await expect.poll(() => Object.fromEntries(api.urlsTo(TRANSACTIONS).at(-1)?.searchParams ?? [])).toEqual(wanted);
    }
    if (!result || shown === 'failed') {
      await seeLoad(page, shown === 'failed' ? failure : null);
      await expect(main(page).getByRole('table')).toHaveCount(0);
      return expect(exportButton(page)).toBeDisabled();
    }
    // A page of transactions, its place among the pages, and the export (not while a page loads).
    await expect(main(page).getByRole('heading', { level: 2, name: TRANSACTIONS_TEXTS.count(result.count) })).toBeVisible();
    const table = main(page).getByRole('table', { name: TRANSACTIONS_TEXTS.title });
    for (const row of result.results) {
      await expect(table).toContainText(row.description);
      await expect(table).toContainText(TRANSACTION_TYPE_LABELS[row.type]);
    }
    const pageTotal = Math.ceil(result.count / result.page_size);
    const ready = shown !== 'loading';
    await expect(transactionPages(page).getByText(PAGINATION_TEXTS.pageOf(pageNumber, pageTotal))).toHaveAttribute('aria-current', 'page');
    await expect(transactionPages(page).getByRole('button', { name: PAGINATION_TEXTS.next })).toBeEnabled({ enabled: ready && pageNumber < pageTotal });
    const exporting = shown === 'exporting';
    await expect(exportButton(page)).toHaveText(exporting ? TRANSACTIONS_TEXTS.exporting : TRANSACTIONS_TEXTS.exportCsv);
    await expect(exportButton(page)).toBeEnabled({ enabled: ready && !exporting });
    await expect(main(page).getByRole('alert')).toHaveText(shown === 'exportFailed' ? [failure!] : []);
  },
});

// --- The profile's names form (profile edit) -------------------------------------------------------

const PROFILE = 'GET /investor/profile/';
const SAVE_PROFILE = 'PUT /investor/profile/';
/** The names form (the page's other form changes the password), found by its heading. */
const namesForm = (page: Page) => main(page).locator('form').filter({ has: page.getByRole('heading', { name: PROFILE_TEXTS.namesSection }) });
const saveButton = (page: Page) => namesForm(page).getByRole('button', { name: /^(Save changes|Saving…)$/ });

const NAME_LABELS: Record<keyof ProfileNames, string> = { firstName: PROFILE_TEXTS.firstName, lastName: PROFILE_TEXTS.lastName };
const nameField = (page: Page, field: keyof ProfileNames) => namesForm(page).getByRole('textbox', { name: NAME_LABELS[field] });

/**
 * The names form: loading the profile or failing to; the names as typed (or as the server gave
 * them), refused for a blank one or by the server, saved (its note until the next change); on its way.
 */
interface ProfileWalk extends Walk, Failing {
  shown: 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'failed' | 'saved' | 'saving';
  values: ProfileNames;
}

/** The names the server gave (the rest of the profile is not this form's). */
const namesOf = ({ firstName, lastName }: ProfileNames): ProfileNames => ({ firstName, lastName });

walkInBrowser('profileEdit', {
  async open(page): Promise<ProfileWalk> {
    const walk = await openSignedIn(page, '/dashboard/profile/edit', [PROFILE, SAVE_PROFILE]);
    return { ...walk, shown: 'loading', failure: null, values: { firstName: '', lastName: '' } };
  },
  drive: {
    // A change takes the form's message of the moment away.
    'form.change': ({ field, value }, walk) => {
      walk.values = { ...walk.values, [field]: value };
      walk.shown = 'editing';
      return retype(nameField(walk.page, field), value);
    },
    // Both names are needed (more than spaces), or nothing is sent.
    'form.submit': (_event, walk) => {
      if (walk.values.firstName.trim() && walk.values.lastName.trim()) {
        walk.shown = 'saving';
        walk.sent += 1;
      } else walk.shown = 'invalid';
      return saveButton(walk.page).click();
    },
    'form.retry': (_event, walk) => retryLoad(walk, main(walk.page)),
    'xstate.done.actor.loadProfile': ({ output }, walk) => {
      walk.values = namesOf(output);
      walk.shown = 'editing';
      return walk.api.answer(PROFILE, 200, profileWire(output));
    },
    'xstate.error.actor.loadProfile': ({ error }, walk) => refuseWith(walk, PROFILE, error, 500, 'loadFailed'),
    'xstate.done.actor.saveProfile': ({ output }, walk) => {
      walk.values = namesOf(output);
      walk.shown = 'saved';
      return walk.api.answer(SAVE_PROFILE, 200, profileWire(output));
    },
    'xstate.error.actor.saveProfile': ({ error }, walk) => refuseWith(walk, SAVE_PROFILE, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { page, shown, values, failure } = walk;
    if (shown === 'loading' || shown === 'loadFailed') {
      await seeLoad(page, shown === 'loadFailed' ? failure : null);
      return expect(namesForm(page)).toHaveCount(0);
    }
    // The names as typed (or as the server saved them), and the form's message of the moment.
    await expect(nameField(page, 'firstName')).toHaveValue(values.firstName);
    await expect(nameField(page, 'lastName')).toHaveValue(values.lastName);
    await seeAlerts(namesForm(page), shown === 'invalid' ? [PROFILE_TEXTS.namesRequired] : shown === 'failed' ? [failure!] : []);
    await expect(namesForm(page).getByRole('status')).toHaveText(shown === 'saved' ? [PROFILE_TEXTS.saved] : []);
    const saving = shown === 'saving';
    await expect(saveButton(page)).toHaveText(saving ? PROFILE_TEXTS.saving : PROFILE_TEXTS.save);
    await expect(saveButton(page)).toBeEnabled({ enabled: !saving });
    await seeSent(walk, () => walk.api.bodiesTo(SAVE_PROFILE));
    if (saving) await expect.poll(() => walk.api.bodiesTo(SAVE_PROFILE).at(-1)).toEqual({ first_name: values.firstName.trim(), last_name: values.lastName.trim() });
  },
});

// --- The profile's password form (password change) -------------------------------------------------

const CHANGE_PASSWORD = 'POST /investor/profile/password/';
const PASSWORD_LABELS: Record<keyof PasswordChangeValues, string> = {
  current: PROFILE_TEXTS.currentPassword, next: PROFILE_TEXTS.newPassword, confirm: PROFILE_TEXTS.confirmPassword,
};
const passwordForm = (page: Page) => main(page).locator('form').filter({ has: page.getByRole('heading', { name: PROFILE_TEXTS.passwordSection }) });
const passwordField = (page: Page, field: keyof PasswordChangeValues) => passwordForm(page).getByLabel(PASSWORD_LABELS[field], { exact: true });
const changeButton = (page: Page) => passwordForm(page).getByRole('button', { name: /^(Change password|Changing…)$/ });

/**
 * The password form: as typed, refused (a field left empty, a confirmation that does not match,
 * or the server's words), changed (empty again, its note until the next change), or on its way.
 */
interface PasswordWalk extends Walk, Failing {
  shown: 'editing' | 'blank' | 'mismatch' | 'failed' | 'changed' | 'submitting';
  values: PasswordChangeValues;
}

const NO_PASSWORDS: PasswordChangeValues = { current: '', next: '', confirm: '' };

walkInBrowser('passwordChange', {
  async open(page): Promise<PasswordWalk> {
    // Two-factor sign-in is off, as the step-up's status tells the app before a change: no proof is needed.
    await page.route('**/api/account/step_up/', (route) => route.fulfill({ json: { two_factor: false, passkeys: false, valid_until: null } }));
    // The names form above loads the profile: answered at once, it plays no part here.
    const walk = await openSignedIn(page, '/dashboard/profile/edit', [PROFILE, CHANGE_PASSWORD]);
    await walk.api.answer(PROFILE, 200, profileWire());
    return { ...walk, shown: 'editing', failure: null, values: NO_PASSWORDS };
  },
  drive: {
    // A change takes the form's message of the moment away.
    'form.change': ({ field, value }, walk) => {
      walk.values = { ...walk.values, [field]: value };
      walk.shown = 'editing';
      return retype(passwordField(walk.page, field), value);
    },
    // Every field filled, and the new password typed twice the same, or nothing is sent.
    'form.submit': (_event, walk) => {
      const { current, next, confirm } = walk.values;
      walk.shown = !current || !next || !confirm ? 'blank' : next !== confirm ? 'mismatch' : 'submitting';
      if (walk.shown === 'submitting') walk.sent += 1;
      return changeButton(walk.page).click();
    },
    'xstate.done.actor.changePassword': ({ output }, walk) => {
      walk.values = NO_PASSWORDS;
      walk.shown = 'changed';
      return walk.api.answer(CHANGE_PASSWORD, 200, output);
    },
    'xstate.error.actor.changePassword': ({ error }, walk) => refuseWith(walk, CHANGE_PASSWORD, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { page, shown, values, failure } = walk;
    // What was typed stays until the password is changed, which empties the form.
    for (const field of Object.keys(PASSWORD_LABELS) as (keyof PasswordChangeValues)[]) await expect(passwordField(page, field)).toHaveValue(values[field]);
    const problem = shown === 'blank' ? PROFILE_TEXTS.fillAll : shown === 'mismatch' ? PROFILE_TEXTS.mismatch : null;
    await seeAlerts(passwordForm(page), problem ? [problem] : shown === 'failed' ? [failure!] : []);
    await expect(passwordForm(page).getByRole('status')).toHaveText(shown === 'changed' ? [PROFILE_TEXTS.passwordChanged] : []);
    const submitting = shown === 'submitting';
    await expect(changeButton(page)).toHaveText(submitting ? PROFILE_TEXTS.changing : PROFILE_TEXTS.changePassword);
    await expect(changeButton(page)).toBeEnabled({ enabled: !submitting });
    await seeSent(walk, () => walk.api.bodiesTo(CHANGE_PASSWORD));
    if (submitting) {
      await expect.poll(() => walk.api.bodiesTo(CHANGE_PASSWORD).at(-1)).toEqual({ current_password: values.current, new_password: values.next, confirm_password: values.confirm });
    }
  },
});
