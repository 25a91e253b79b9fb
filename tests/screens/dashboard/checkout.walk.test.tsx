/**
 * The checkout walked through the real page. What it should show is decided from what happened,
 * not from the machine: the server's answers the walk gave, the gestures it made, and the time
 * the fake clock moved (a quote runs out PAYMENT_WINDOW_MS after the server gave it). Texts,
 * the window and the checkout's currency and network come from the oracle (tests/oracle). What
 * the driver did is checked against its own record: the requests the server was asked (which
 * deposit, which body), the time it moved the clock, the texts the copy buttons put on the clipboard.
 */
import { expect, vi } from 'vitest';
import type { CheckoutDeposit } from '../../../domain/investment/types';
import { checkoutShownFor, type CheckoutShown } from '../../support/walk/checkoutShown';
import {
  CHECKOUT_TEXTS as copy, PAYMENT_WINDOW_MS, TEST_ADDRESS_NOTICE, checkoutOf, countdownSpoken, countdownText, dollarsOfCents, secondsLeftUntil,
} from '../../oracle/checkout';
import { DASHBOARD_TEXTS as common, sectorNameOf, specPlanOf } from '../../oracle/dashboard';
import { delayNameOf } from '../../oracle/delays';
import { DECIDED_TIMERS } from '../../oracle/timers';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type Moment, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { definitionOf, depositWire } from './paymentSupport';
import { json, retype, seeLoadFailed } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const SLUG = 'usdt_trc20';
const CHECKOUT = checkoutOf(SLUG);
const OPEN = `get /investor/deposits/open/${SLUG}/`;
const SENT = 'post /investor/deposits/:id/sent/';
const REQUOTE = 'post /investor/deposits/:id/requote/';

type Shown = CheckoutShown;
type Part = Shown['part'] | 'other';

/** A payment report as the server should receive it: for the deposit on screen when the user clicked, with the hash typed. */
interface Report {
  id: string;
  body: { tx_hash: string };
}

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  shown: Shown;
  /** The deposit the server sent last. */
  deposit: CheckoutDeposit | null;
  /** The transaction hash as the user typed it. */
  txHash: string;
  /** When the quote on screen runs out (this device's clock): PAYMENT_WINDOW_MS after the server gave it. */
  quoteEndsAt: number;
  /** The payment reports and new quotes (the id of the deposit they were for) the user asked for by now. */
  reports: Report[];
  requotes: string[];
  /** What landed on the clipboard, and what the user copied; when they last copied from the quote on screen (null: not yet). */
  clipboard: string[];
  copied: string[];
  copiedAt: number | null;
  /** The part of the checkout the last step showed: when it is replaced under the user, the focus follows. */
  part: Part;
}

/** Whether this step replaced the part the user was in (paid, run out, quoted again): not the first paint. */
function replacedPart(walk: Walk): boolean {
  const before = walk.part;
  const now = walk.shown.part;
  walk.part = now === 'awaiting' || now === 'expired' || now === 'reported' ? now : 'other';
  return before !== 'other' && before !== walk.part;
}

/** The new part's first line has the focus when it replaced the part the user was in, and only then (not at the first paint). */
function seeFocus(firstLine: HTMLElement, replaced: boolean) {
  // Focusable by the page, not a stop of the Tab key.
  expect(firstLine).toHaveAttribute('tabindex', '-1');
  if (replaced) expect(firstLine).toHaveFocus();
  else expect(firstLine).not.toHaveFocus();
}

/** The page's main region, queried once a step (finding it is itself a role query over the whole page). */
type Main = ReturnType<typeof page>;

const button = (name: string | RegExp, main = page()) => main.getByRole('button', { name });
const sentButton = (main = page()) => button(new RegExp(`^(${copy.sent}|${copy.sending})$`), main);
const requoteButton = (main = page()) => button(new RegExp(`^(${copy.requote}|${copy.requoting})$`), main);
const COPIED = `✓ ${common.copied}`;
/**
 * The quote's two copy buttons, amount then address. (Found by their text: a role query names
 * every button of the page, too slow for each step.)
 */
const copyButtons = (main: Main) => main.getAllByText(new RegExp(`^(${copy.copyAmount}|${copy.copyAddress}|${COPIED})$`), { selector: 'button' });

/** The deposit's id in a request's address (`/investor/deposits/<id>/sent/`). */
const depositIdIn = (url: URL) => decodeURIComponent(/\/deposits\/([^/]+)\//.exec(url.pathname)?.[1] ?? '');

/** What the deposit buys, named as the specification names its plan and the dashboard its sector. */
const investmentOf = (deposit: CheckoutDeposit) => copy.investmentOf(specPlanOf(deposit.planId).name, sectorNameOf(deposit.sectorId));

/** A deposit as the server sends it: a fresh quote is locked for the whole window, an expired one has nothing left. */
function wireOf(walk: Walk, deposit: CheckoutDeposit) {
  const left = deposit.status === 'expired' ? 0 : PAYMENT_WINDOW_MS;
  walk.quoteEndsAt = Date.now() + left;
  walk.deposit = deposit;
  // A new quote comes with its own copy buttons, which have copied nothing yet.
  walk.copiedAt = null;
  return depositWire(deposit, left);
}

/** The server answers a payment report or a new quote with the deposit: the page shows what became of it (a new quote restarts its window). */
function answerDeposit(walk: Walk, request: string, deposit: CheckoutDeposit) {
  walk.shown = checkoutShownFor(deposit);
  return walk.api.answer(request, json(wireOf(walk, deposit)));
}

/** Whether the copy buttons still say they copied: for DECIDED_TIMERS.copiedFeedback after the copy, on the fake clock. */
const stillSaysCopied = (walk: Walk) => walk.copiedAt !== null && Date.now() < walk.copiedAt + DECIDED_TIMERS.copiedFeedback;

/** What to pay, where and until when: the quote, its address and the countdown. */
function seeQuote(main: Main, deposit: CheckoutDeposit, walk: Walk) {
  const { currency } = CHECKOUT;
  const secondsLeft = secondsLeftUntil(walk.quoteEndsAt);
  const countdown = main.getByText(/^\d+:\d{2}$/);
  expect(countdown).toHaveTextContent(countdownText(secondsLeft));
  expect(countdown).toHaveAccessibleName(copy.countdownLabel);
  expect(countdown).toHaveAccessibleDescription(countdownSpoken(secondsLeft));
  expect(main.getByText(copy.windowHint)).toBeInTheDocument();
  expect(main.getByText(copy.subtitle.awaiting)).toBeInTheDocument();
  expect(definitionOf(main, copy.investment)).toHaveTextContent(investmentOf(deposit));
  expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(dollarsOfCents(deposit.amountCents));
  expect(definitionOf(main, copy.amountCoin(currency))).toHaveTextContent(`${deposit.coinAmount} ${currency}`);
  expect(main.getByText(copy.rate(currency, dollarsOfCents(deposit.rateCents)))).toBeInTheDocument();
  expect(main.getByTestId('receiving-address')).toHaveTextContent(deposit.address);
  expect(main.getByRole('img', { name: copy.qrLabel(CHECKOUT) })).toBeInTheDocument();
  expect(main.getByRole('note')).toHaveTextContent(copy.warning(CHECKOUT));
  // Only an address the server marks as a test address says so.
  if (deposit.isTestAddress) expect(main.getByText(TEST_ADDRESS_NOTICE)).toBeInTheDocument();
  else expect(main.queryByText(TEST_ADDRESS_NOTICE)).not.toBeInTheDocument();
  const labels = stillSaysCopied(walk) ? [COPIED, COPIED] : [copy.copyAmount, copy.copyAddress];
  expect(copyButtons(main).map((each) => each.textContent)).toEqual(labels);
  for (const each of copyButtons(main)) expect(each).toBeEnabled();
  return countdown;
}

/**
 * Copies the amount, then the address, of a quote the user has not copied from yet: what lands
 * on the clipboard is what the page shows (the coin amount, without its currency, and the address).
 */
async function copyQuote(main: Main, deposit: CheckoutDeposit, walk: Walk) {
  const [amount, address] = copyButtons(main) as [HTMLElement, HTMLElement];
  await walk.user.click(amount);
  await walk.user.click(address);
  walk.copied.push(deposit.coinAmount, deposit.address);
  walk.copiedAt = Date.now();
  await soon(() => expect(copyButtons(main).map((each) => each.textContent)).toEqual([COPIED, COPIED]));
  expect(walk.clipboard).toEqual(walk.copied);
}

/**
 * The first time a quote is seen (not at a delay's boundary, which looks again at a step already
 * seen), the user copies from it: once a quote, so the labels' "Copied" is the walk's to expect.
 */
async function copyOnce(main: Main, walk: Walk, moment: Moment) {
  if (walk.copiedAt !== null || moment.beforeDelay) return;
  await copyQuote(main, walk.deposit!, walk);
}

/** Each report and new quote was asked once, of the deposit on screen when clicked, with what was typed. */
async function seeRequests(walk: Walk) {
  const { api, reports, requotes } = walk;
  await soon(() => expect(api.bodiesTo(SENT)).toHaveLength(reports.length));
  await soon(() => expect(api.bodiesTo(REQUOTE)).toHaveLength(requotes.length));
  expect(api.bodiesTo(SENT)).toEqual(reports.map((report) => report.body));
  expect(api.urlsTo(SENT).map(depositIdIn)).toEqual(reports.map((report) => report.id));
  // A requote sends no body: the contract declares none.
  expect(api.bodiesTo(REQUOTE)).toEqual(requotes.map(() => undefined));
  expect(api.urlsTo(REQUOTE).map(depositIdIn)).toEqual(requotes);
  // Nothing was copied but what the user copied, once a click.
  expect(walk.clipboard).toEqual(walk.copied);
}

walkScreen('checkout', {
  // A quote runs out second by second: 1,800 ticks of the countdown, up to three times a tour.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', `/investor/deposits/open/${SLUG}/`], ['post', '/investor/deposits/:id/sent/'], ['post', '/investor/deposits/:id/requote/']]);
    // The clipboard the copy buttons write to, which keeps what it was given.
    const clipboard: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
      clipboard.push(text);
    });
    await renderRoute(`/deposit/checkout_${SLUG}`, { strict });
    return {
      api, user, shown: { part: 'loading' }, deposit: null, txHash: '', quoteEndsAt: 0, reports: [], requotes: [],
      clipboard, copied: [], copiedAt: null, part: 'other',
    };
  },
  drive: {
    'txHash.change': ({ value }, walk) => {
      walk.txHash = value;
      // Typing again after a refused report starts over: the report's alert goes.
      if (walk.shown.part === 'awaiting' && walk.shown.payment === 'failed') walk.shown = { part: 'awaiting', payment: 'idle' };
      return retype(walk.user, page().getByLabelText(copy.txHash) as HTMLInputElement, value);
    },
    'payment.sent': (_event, walk) => {
      // The hash is sent without the spaces around it; none typed sends an empty one.
      walk.reports.push({ id: walk.deposit!.id, body: { tx_hash: walk.txHash.trim() } });
      walk.shown = { part: 'awaiting', payment: 'submitting' };
      return walk.user.click(sentButton());
    },
    'quote.refresh': (_event, walk) => {
      walk.requotes.push(walk.deposit!.id);
      walk.shown = { part: 'expired', requote: 'requoting' };
      return walk.user.click(requoteButton());
    },
    'checkout.retry': (_event, walk) => {
      walk.shown = { part: 'loading' };
      return walk.user.click(button(common.retry));
    },
    'xstate.done.actor.loadOpenDeposit': ({ output }, walk) => {
      walk.shown = checkoutShownFor(output);
      return walk.api.answer(OPEN, json({ deposit: output && wireOf(walk, output) }));
    },
    'xstate.error.actor.loadOpenDeposit': ({ error }, walk) => {
      walk.shown = { part: 'loadFailed', error: error.message };
      return walk.api.answer(OPEN, json({ detail: error.message }, 500));
    },
    'xstate.done.actor.reportPayment': ({ output }, walk) => answerDeposit(walk, SENT, output),
    'xstate.error.actor.reportPayment': ({ error }, walk) => {
      walk.shown = { part: 'awaiting', payment: 'failed', error: error.message };
      return walk.api.answer(SENT, json({ detail: error.message }, 409));
    },
    'xstate.done.actor.requote': ({ output }, walk) => answerDeposit(walk, REQUOTE, output),
    'xstate.error.actor.requote': ({ error }, walk) => {
      walk.shown = { part: 'expired', requote: 'failed', error: error.message };
      return walk.api.answer(REQUOTE, json({ detail: error.message }, 500));
    },
  },
  async see(_expected, walk, moment) {
    // The clock ran to the quote's end while the user was paying: the quote has expired.
    if (walk.shown.part === 'awaiting' && Date.now() >= walk.quoteEndsAt) walk.shown = { part: 'expired', requote: 'idle' };
    const { shown, deposit } = walk;
    const main = page();
    // The page is about this checkout's currency and network whatever it shows below.
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title(CHECKOUT));
    await seeRequests(walk);
    const replaced = replacedPart(walk);

    // Before a deposit is shown, the page asks nothing of the investor yet.
    if (shown.part === 'loading' || shown.part === 'loadFailed' || shown.part === 'noDeposit') {
      for (const asked of Object.values(copy.subtitle)) expect(main.queryByText(asked)).not.toBeInTheDocument();
    }
    if (shown.part === 'loading') return soon(() => expect(main.getByRole('status')).toHaveTextContent(common.loading));
    if (shown.part === 'loadFailed') return seeLoadFailed(shown.error);
    if (shown.part === 'noDeposit') {
      await soon(() => expect(main.getByRole('heading', { name: copy.noDepositTitle })).toBeInTheDocument());
      return expect(main.getByRole('link', { name: copy.startDeposit })).toHaveAttribute('href', copy.startDepositHref);
    }
    if (shown.part === 'reported') {
      await soon(() => expect(main.getByRole('status')).toHaveTextContent(copy.reportedTitle));
      seeFocus(main.getByRole('status'), replaced);
      // What happens next: the deposit waits for the network, not for another payment.
      expect(main.getByText(copy.reportedExplanation)).toBeInTheDocument();
      expect(main.getByText(copy.subtitle.reported)).toBeInTheDocument();
      expect(main.queryByText(copy.subtitle.awaiting)).not.toBeInTheDocument();
      expect(definitionOf(main, copy.investment)).toHaveTextContent(investmentOf(deposit!));
      expect(main.queryByText(copy.expiredExplanation)).not.toBeInTheDocument();
      expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(dollarsOfCents(deposit!.amountCents));
      expect(definitionOf(main, copy.amountCoin(CHECKOUT.currency))).toHaveTextContent(`${deposit!.coinAmount} ${CHECKOUT.currency}`);
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      return expect(main.getByRole('link', { name: common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (shown.part === 'expired') {
      await soon(() => expect(main.getByRole('heading', { name: copy.expiredTitle })).toBeInTheDocument());
      seeFocus(main.getByRole('heading', { name: copy.expiredTitle }), replaced);
      // Why, and what to do: a new quote; a payment already made is still matched.
      expect(main.getByText(copy.expiredExplanation)).toBeInTheDocument();
      expect(main.queryByText(copy.reportedExplanation)).not.toBeInTheDocument();
      expect(main.getByText(copy.subtitle.expired)).toBeInTheDocument();
      expect(main.queryByText(copy.subtitle.awaiting)).not.toBeInTheDocument();
      // An expired quote's address is no longer offered: nobody should pay at the old rate.
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      const requoting = shown.requote === 'requoting';
      await soon(() => expect(requoteButton(main)).toHaveTextContent(requoting ? copy.requoting : copy.requote));
      expect(requoteButton(main)).toHaveProperty('disabled', requoting);
      if (shown.requote === 'failed') return soon(() => expect(main.getByRole('alert')).toHaveTextContent(shown.error!));
      return expect(main.queryByRole('alert')).not.toBeInTheDocument();
    }

    // Awaiting the payment: the quote, and the report form with the hash as typed.
    if (moment.beforeDelay && delayNameOf(moment.beforeDelay.event) === 'paymentWindow') {
      // The clock the runner moved stands where the quote the walk handed out is about to end: the page waited all of it.
      expect(walk.quoteEndsAt - Date.now()).toBe(moment.beforeDelay.leftMs);
    }
    const countdown = await soon(() => seeQuote(main, deposit!, walk));
    // A new quote puts the user at its countdown; the first paint leaves the focus alone.
    seeFocus(countdown, replaced);
    await copyOnce(main, walk, moment);
    expect(main.getByLabelText(copy.txHash)).toHaveValue(walk.txHash);
    // A transaction hash is no word: no spell checking, no autofill.
    expect(main.getByLabelText(copy.txHash)).toHaveAttribute('spellcheck', 'false');
    expect(main.getByLabelText(copy.txHash)).toHaveAttribute('autocomplete', 'off');
    const sent = sentButton(main);
    if (shown.payment === 'submitting') {
      await soon(() => expect(sent).toHaveTextContent(copy.sending));
      return expect(sent).toBeDisabled();
    }
    await soon(() => expect(sent).toHaveTextContent(copy.sent));
    expect(sent).toBeEnabled();
    if (shown.payment === 'failed') await soon(() => expect(main.getByRole('alert')).toHaveTextContent(shown.error!));
    else expect(main.queryByRole('alert')).not.toBeInTheDocument();
  },
});
