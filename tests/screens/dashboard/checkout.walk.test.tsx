import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { formatCents } from '../../../machines/investment/money';
import { secondsUntil } from '../../../machines/investment/time';
import type { CheckoutDeposit } from '../../../machines/investment/types';
import { checkoutCopy as copy, common } from '../../../src/content/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { definitionOf, depositWire } from './paymentSupport';
import { json, retype } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const OPEN = 'get /investor/deposits/open/usdt_trc20/';
const SENT = 'post /investor/deposits/:id/sent/';
const REQUOTE = 'post /investor/deposits/:id/requote/';

/**
 * What is left of each quote the server gives in these walks: the whole payment window of the
 * specification (30 minutes), run out on the fake clock (the `paymentWindow` delay) second by
 * second. The tick itself is checked second by second in checkout-countdown.test.tsx.
 */
const QUOTE_LEFT_MS = 30 * 60_000;

type Context = { deposit: CheckoutDeposit | null; txHash: string; error: string | null };

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** When the quote on screen runs out (this device's clock), from the server's last answer. */
  quoteEndsAt: number;
  /** Payment reports and new quotes the screen should have asked for by now (one per pending state). */
  reports: number;
  requotes: number;
  /** The part of the checkout the last step showed: when it is replaced under the user, the focus follows. */
  part: Part;
}

type Part = 'awaiting' | 'expired' | 'reported' | 'other';
const partOf = (expected: AnyMachineSnapshot): Part =>
  expected.matches('awaitingPayment') ? 'awaiting' : expected.matches('expired') ? 'expired' : expected.matches('reported') ? 'reported' : 'other';

/** Whether this step replaced the part the user was in (paid, run out, quoted again): not the first paint. */
function replacedPart(expected: AnyMachineSnapshot, walk: Walk): boolean {
  const before = walk.part;
  walk.part = partOf(expected);
  return before !== 'other' && before !== walk.part;
}

/** The page's main region, queried once a step (finding it is itself a role query over the whole page). */
type Main = ReturnType<typeof page>;

const button = (name: string | RegExp, main = page()) => main.getByRole('button', { name });
const sentButton = (main = page()) => button(/^(I have sent the payment|Recording…)$/, main);
const requoteButton = (main = page()) => button(/^(Get a new quote|Getting a new quote…)$/, main);

/** A deposit as the server sends it, with a quote of a few seconds unless it has run out. */
function wireOf(walk: Walk, deposit: CheckoutDeposit) {
  const left = deposit.status === 'expired' ? 0 : QUOTE_LEFT_MS;
  walk.quoteEndsAt = Date.now() + left;
  return depositWire(deposit, left);
}

/**
 * What to pay, where and until when: the quote, its address and the countdown. (The copy buttons
 * are found by their text: a role query names every button of the page, too slow for each step.)
 */
function seeQuote(main: Main, deposit: CheckoutDeposit, walk: Walk) {
  const { currency, network } = deposit;
  const secondsLeft = secondsUntil(walk.quoteEndsAt);
  const countdown = main.getByText(/^\d+:\d{2}$/);
  expect(countdown).toHaveTextContent(copy.seconds(secondsLeft));
  expect(countdown).toHaveAccessibleName(copy.countdownLabel);
  expect(countdown).toHaveAccessibleDescription(copy.secondsSpoken(secondsLeft));
  expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(formatCents(deposit.amountCents));
  expect(definitionOf(main, copy.amountCoin(currency))).toHaveTextContent(`${deposit.coinAmount} ${currency}`);
  expect(main.getByText(copy.rate(currency, formatCents(deposit.rateCents)))).toBeInTheDocument();
  expect(main.getByTestId('receiving-address')).toHaveTextContent(deposit.address);
  expect(main.getByRole('img', { name: copy.qrLabel(currency, network) })).toBeInTheDocument();
  expect(main.getByRole('note')).toHaveTextContent(copy.warning(currency, network));
  expect(main.getByText(copy.copyAddress, { selector: 'button' })).toBeEnabled();
  expect(main.getByText(copy.copyAmount, { selector: 'button' })).toBeEnabled();
  return countdown;
}

walkScreen('checkout', {
  // A quote runs out second by second: 1,800 ticks of the countdown, up to three times a tour.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/deposits/open/usdt_trc20/'], ['post', '/investor/deposits/:id/sent/'], ['post', '/investor/deposits/:id/requote/']]);
    await renderRoute('/deposit/checkout_usdt_trc20', { strict });
    return { api, user, quoteEndsAt: 0, reports: 0, requotes: 0, part: 'other' };
  },
  drive: {
    'txHash.change': ({ value }, walk) => retype(walk.user, page().getByLabelText(copy.txHash) as HTMLInputElement, value),
    'payment.sent': (_event, walk) => walk.user.click(sentButton()),
    'quote.refresh': (_event, walk) => walk.user.click(requoteButton()),
    'checkout.retry': (_event, walk) => walk.user.click(button(common.retry)),
    'xstate.done.actor.loadOpenDeposit': ({ output }, walk) => walk.api.answer(OPEN, json({ deposit: output && wireOf(walk, output) })),
    'xstate.error.actor.loadOpenDeposit': ({ error }, walk) => walk.api.answer(OPEN, json({ detail: error.message }, 500)),
    'xstate.done.actor.reportPayment': ({ output }, walk) => walk.api.answer(SENT, json(wireOf(walk, output))),
    'xstate.error.actor.reportPayment': ({ error }, walk) => walk.api.answer(SENT, json({ detail: error.message }, 409)),
    'xstate.done.actor.requote': ({ output }, walk) => walk.api.answer(REQUOTE, json(wireOf(walk, output))),
    'xstate.error.actor.requote': ({ error }, walk) => walk.api.answer(REQUOTE, json({ detail: error.message }, 500)),
  },
  async see(expected, walk, moment) {
    const { deposit, txHash, error } = expected.context as Context;
    const main = page();
    // The page is about this checkout's currency and network whatever it shows below.
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(copy.title('USDT', 'TRC20'));
    // (Just before the window ends the state is the one the last step saw: nothing new was asked.)
    if (!moment.beforeDelay && expected.matches({ awaitingPayment: { payment: 'submitting' } })) walk.reports += 1;
    if (!moment.beforeDelay && expected.matches({ expired: 'requoting' })) walk.requotes += 1;
    // Each report and new quote is asked once, of the deposit on screen.
    await soon(() => expect(walk.api.bodiesTo(SENT)).toHaveLength(walk.reports));
    await soon(() => expect(walk.api.bodiesTo(REQUOTE)).toHaveLength(walk.requotes));
    for (const url of [...walk.api.urlsTo(SENT), ...walk.api.urlsTo(REQUOTE)]) expect(url.pathname).toContain(`/deposits/${deposit?.id}/`);
    const replaced = replacedPart(expected, walk);

    if (expected.matches('loading')) return soon(() => expect(main.getByRole('status')).toHaveTextContent(common.loading));
    if (expected.matches('loadFailed')) {
      await soon(() => expect(main.getByRole('alert')).toHaveTextContent(error!));
      return expect(button(common.retry, main)).toBeEnabled();
    }
    if (expected.matches('noDeposit')) {
      await soon(() => expect(main.getByRole('heading', { name: copy.noDepositTitle })).toBeInTheDocument());
      return expect(main.getByRole('link', { name: copy.startDeposit })).toHaveAttribute('href', '/dashboard/deposit');
    }
    if (expected.matches('reported')) {
      await soon(() => expect(main.getByRole('status')).toHaveTextContent(copy.reportedTitle));
      if (replaced) expect(main.getByRole('status')).toHaveFocus();
      expect(definitionOf(main, copy.amountUsd)).toHaveTextContent(formatCents(deposit!.amountCents));
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      return expect(main.getByRole('link', { name: common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (expected.matches('expired')) {
      await soon(() => expect(main.getByRole('heading', { name: copy.expiredTitle })).toBeInTheDocument());
      if (replaced) expect(main.getByRole('heading', { name: copy.expiredTitle })).toHaveFocus();
      // An expired quote's address is no longer offered: nobody should pay at the old rate.
      expect(main.queryByTestId('receiving-address')).not.toBeInTheDocument();
      const requoting = expected.matches({ expired: 'requoting' });
      await soon(() => expect(requoteButton(main)).toHaveTextContent(requoting ? copy.requoting : copy.requote));
      expect(requoteButton(main)).toHaveProperty('disabled', requoting);
      if (expected.matches({ expired: 'failed' })) return soon(() => expect(main.getByRole('alert')).toHaveTextContent(error!));
      return expect(main.queryByRole('alert')).not.toBeInTheDocument();
    }

    // Awaiting the payment: the quote, and the report form with the hash as typed.
    const countdown = await soon(() => seeQuote(main, deposit!, walk));
    // A new quote: the user is at its countdown.
    if (replaced) expect(countdown).toHaveFocus();
    expect(main.getByLabelText(copy.txHash)).toHaveValue(txHash);
    const sent = sentButton(main);
    if (expected.matches({ awaitingPayment: { payment: 'submitting' } })) {
      expect(walk.api.bodiesTo(SENT).at(-1)).toEqual({ tx_hash: txHash.trim() });
      await soon(() => expect(sent).toHaveTextContent(copy.sending));
      return expect(sent).toBeDisabled();
    }
    await soon(() => expect(sent).toHaveTextContent(copy.sent));
    expect(sent).toBeEnabled();
    if (expected.matches({ awaitingPayment: { payment: 'failed' } })) await soon(() => expect(main.getByRole('alert')).toHaveTextContent(error!));
    else expect(main.queryByRole('alert')).not.toBeInTheDocument();
  },
});
