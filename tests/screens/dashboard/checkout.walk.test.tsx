/**
 * The checkout walked through the real page. What it should show is decided from what happened,
 * not from the machine: the server's answers the walk gave, the gestures it made, and the time
 * the fake clock moved (a quote runs out PAYMENT_WINDOW_MS after the server gave it). Texts,
 * the window and the checkout's currency and network come from the oracle (tests/oracle).
 */
import { expect } from 'vitest';
import type { CheckoutDeposit } from '../../../machines/investment/types';
import { checkoutShownFor, type CheckoutShown } from '../../support/walk/checkoutShown';
import {
  CHECKOUT_TEXTS as copy, PAYMENT_WINDOW_MS, checkoutOf, countdownSpoken, countdownText, dollarsOfCents, secondsLeftUntil,
} from '../../oracle/checkout';
import { DASHBOARD_TEXTS as common } from '../../oracle/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { definitionOf, depositWire } from './paymentSupport';
import { json, retype } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const SLUG = 'usdt_trc20';
const CHECKOUT = checkoutOf(SLUG);
const OPEN = `get /investor/deposits/open/${SLUG}/`;
const SENT = 'post /investor/deposits/:id/sent/';
const REQUOTE = 'post /investor/deposits/:id/requote/';

type Shown = CheckoutShown;
type Part = Shown['part'] | 'other';

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
  /** Payment reports and new quotes the user asked for by now. */
  reports: number;
  requotes: number;
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

/** The page's main region, queried once a step (finding it is itself a role query over the whole page). */
type Main = ReturnType<typeof page>;

const button = (name: string | RegExp, main = page()) => main.getByRole('button', { name });
const sentButton = (main = page()) => button(new RegExp(`^(${copy.sent}|${copy.sending})$`), main);
const requoteButton = (main = page()) => button(new RegExp(`^(${copy.requote}|${copy.requoting})$`), main);

/** A deposit as the server sends it: a fresh quote is locked for the whole window, an expired one has nothing left. */
function wireOf(walk: Walk, deposit: CheckoutDeposit) {
  const left = deposit.status === 'expired' ? 0 : PAYMENT_WINDOW_MS;
  walk.quoteEndsAt = Date.now() + left;
  walk.deposit = deposit;
  return depositWire(deposit, left);
}

/**
 * What to pay, where and until when: the quote, its address and the countdown. (The copy buttons
 * are found by their text: a role query names every button of the page, too slow for each step.)
 */
function seeQuote(main: Main, deposit: CheckoutDeposit, walk: Walk) {
  const { currency } = CHECKOUT;
  const secondsLeft = secondsLeftUntil(walk.quoteEndsAt);
  const countdown = main.getByText(/^\d+:\d{2}$/);
  expect(countdown).toHaveTextContent(countdownText(secondsLeft));
  expect(countdown).toHaveAccessibleName(copy.countdownLabel);
  expect(countdown).toHaveAccessibleDescription(countdownSpoken(secondsLeft));
  expect(main.getByText(copy.windowHint)).toBeInTheDocument();
  expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(dollarsOfCents(deposit.amountCents));
  expect(definitionOf(main, copy.amountCoin(currency))).toHaveTextContent(`${deposit.coinAmount} ${currency}`);
  expect(main.getByText(copy.rate(currency, dollarsOfCents(deposit.rateCents)))).toBeInTheDocument();
  expect(main.getByTestId('receiving-address')).toHaveTextContent(deposit.address);
  expect(main.getByRole('img', { name: copy.qrLabel(CHECKOUT) })).toBeInTheDocument();
  expect(main.getByRole('note')).toHaveTextContent(copy.warning(CHECKOUT));
  expect(main.getByText(copy.copyAddress, { selector: 'button' })).toBeEnabled();
  expect(main.getByText(copy.copyAmount, { selector: 'button' })).toBeEnabled();
  return countdown;
}

walkScreen('checkout', {
  // A quote runs out second by second: 1,800 ticks of the countdown, up to three times a tour.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', `/investor/deposits/open/${SLUG}/`], ['post', '/investor/deposits/:id/sent/'], ['post', '/investor/deposits/:id/requote/']]);
    await renderRoute(`/deposit/checkout_${SLUG}`, { strict });
    return { api, user, shown: { part: 'loading' }, deposit: null, txHash: '', quoteEndsAt: 0, reports: 0, requotes: 0, part: 'other' };
  },
  drive: {
    'txHash.change': ({ value }, walk) => {
      walk.txHash = value;
      // Typing again after a refused report starts over: the report's alert goes.
      if (walk.shown.part === 'awaiting' && walk.shown.payment === 'failed') walk.shown = { part: 'awaiting', payment: 'idle' };
      return retype(walk.user, page().getByLabelText(copy.txHash) as HTMLInputElement, value);
    },
    'payment.sent': (_event, walk) => {
      walk.reports += 1;
      walk.shown = { part: 'awaiting', payment: 'submitting' };
      return walk.user.click(sentButton());
    },
    'quote.refresh': (_event, walk) => {
      walk.requotes += 1;
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
    'xstate.done.actor.reportPayment': ({ output }, walk) => {
      walk.shown = checkoutShownFor(output);
      return walk.api.answer(SENT, json(wireOf(walk, output)));
    },
    'xstate.error.actor.reportPayment': ({ error }, walk) => {
      walk.shown = { part: 'awaiting', payment: 'failed', error: error.message };
      return walk.api.answer(SENT, json({ detail: error.message }, 409));
    },
    'xstate.done.actor.requote': ({ output }, walk) => {
      walk.shown = checkoutShownFor(output);
      return walk.api.answer(REQUOTE, json(wireOf(walk, output)));
    },
    'xstate.error.actor.requote': ({ error }, walk) => {
      walk.shown = { part: 'expired', requote: 'failed', error: error.message };
      return walk.api.answer(REQUOTE, json({ detail: error.message }, 500));
    },
  },
  async see(_expected, walk) {
    // The clock ran to the quote's end while the user was paying: the quote has expired.
    if (walk.shown.part === 'awaiting' && Date.now() >= walk.quoteEndsAt) walk.shown = { part: 'expired', requote: 'idle' };
    const { shown, deposit } = walk;
    const main = page();
    // The page is about this checkout's currency and network whatever it shows below.
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title(CHECKOUT));
    // Each report and new quote is asked once, of the deposit on screen.
    await soon(() => expect(walk.api.bodiesTo(SENT)).toHaveLength(walk.reports));
    await soon(() => expect(walk.api.bodiesTo(REQUOTE)).toHaveLength(walk.requotes));
    for (const url of [...walk.api.urlsTo(SENT), ...walk.api.urlsTo(REQUOTE)]) expect(url.pathname).toContain(`/deposits/${deposit?.id}/`);
    const replaced = replacedPart(walk);

    if (shown.part === 'loading') return soon(() => expect(main.getByRole('status')).toHaveTextContent(common.loading));
    if (shown.part === 'loadFailed') {
      await soon(() => expect(main.getByRole('alert')).toHaveTextContent(shown.error));
      return expect(button(common.retry, main)).toBeEnabled();
    }
    if (shown.part === 'noDeposit') {
      await soon(() => expect(main.getByRole('heading', { name: copy.noDepositTitle })).toBeInTheDocument());
      return expect(main.getByRole('link', { name: copy.startDeposit })).toHaveAttribute('href', copy.startDepositHref);
    }
    if (shown.part === 'reported') {
      await soon(() => expect(main.getByRole('status')).toHaveTextContent(copy.reportedTitle));
      if (replaced) expect(main.getByRole('status')).toHaveFocus();
      // What happens next: the deposit waits for the network, not for another payment.
      expect(main.getByText(copy.reportedExplanation)).toBeInTheDocument();
      expect(main.queryByText(copy.expiredExplanation)).not.toBeInTheDocument();
      expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(dollarsOfCents(deposit!.amountCents));
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      return expect(main.getByRole('link', { name: common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (shown.part === 'expired') {
      await soon(() => expect(main.getByRole('heading', { name: copy.expiredTitle })).toBeInTheDocument());
      if (replaced) expect(main.getByRole('heading', { name: copy.expiredTitle })).toHaveFocus();
      // Why, and what to do: a new quote; a payment already made is still matched.
      expect(main.getByText(copy.expiredExplanation)).toBeInTheDocument();
      expect(main.queryByText(copy.reportedExplanation)).not.toBeInTheDocument();
      // An expired quote's address is no longer offered: nobody should pay at the old rate.
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      const requoting = shown.requote === 'requoting';
      await soon(() => expect(requoteButton(main)).toHaveTextContent(requoting ? copy.requoting : copy.requote));
      expect(requoteButton(main)).toHaveProperty('disabled', requoting);
      if (shown.requote === 'failed') return soon(() => expect(main.getByRole('alert')).toHaveTextContent(shown.error!));
      return expect(main.queryByRole('alert')).not.toBeInTheDocument();
    }

    // Awaiting the payment: the quote, and the report form with the hash as typed.
    const countdown = await soon(() => seeQuote(main, deposit!, walk));
    // A new quote: the user is at its countdown.
    if (replaced) expect(countdown).toHaveFocus();
    expect(main.getByLabelText(copy.txHash)).toHaveValue(walk.txHash);
    const sent = sentButton(main);
    if (shown.payment === 'submitting') {
      expect(walk.api.bodiesTo(SENT).at(-1)).toEqual({ tx_hash: walk.txHash.trim() });
      await soon(() => expect(sent).toHaveTextContent(copy.sending));
      return expect(sent).toBeDisabled();
    }
    await soon(() => expect(sent).toHaveTextContent(copy.sent));
    expect(sent).toBeEnabled();
    if (shown.payment === 'failed') await soon(() => expect(main.getByRole('alert')).toHaveTextContent(shown.error!));
    else expect(main.queryByRole('alert')).not.toBeInTheDocument();
  },
});
