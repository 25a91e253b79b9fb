/**
 * The registry of every statechart of the product, with a short description. The path
 * catalogue (`npm run paths`), the diagrams (`npm run diagrams`) and the reachability test read it.
 * Add each new machine here, one entry per line group.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { accordionMachine } from './ui/accordion.machine';
import { showMoreMachine } from './ui/showMore.machine';
import { marketWidgetMachine } from './ui/marketWidget.machine';
import { consentMachine } from './ui/consent.machine';
import { contactMachine } from './forms/contact.machine';
import { subscribeMachine } from './forms/subscribe.machine';
import { contactEvents, subscribeEvents } from './forms/fixtures';
import { accordionEvents, consentEvents } from './ui/publicFixtures';
import { carouselMachine } from './ui/carousel.machine';
import { countUpMachine } from './ui/countUp.machine';
import { revealMachine } from './ui/reveal.machine';
import { disclosureMachine } from './ui/disclosure.machine';
import { menuMachine } from './ui/menu.machine';
import { sessionMachine } from './session.machine';
import { sessionEvents } from './session.fixtures';
import { countdownMachine } from './auth/countdown.machine';
import { signupMachine } from './auth/signup.machine';
import { loginMachine } from './auth/login.machine';
import { resetRequestMachine } from './auth/resetRequest.machine';
import { newPasswordMachine } from './auth/newPassword.machine';
import { logoutMachine } from './auth/logout.machine';
import { investmentMachine } from './investment/investment.machine';
import { depositMachine } from './investment/deposit.machine';
import { withdrawalMachine } from './investment/withdrawal.machine';
import { checkoutMachine } from './investment/checkout.machine';
import { depositFormMachine } from './investment/depositForm.machine';
import { withdrawMachine } from './investment/withdraw.machine';
import { investmentActionMachine } from './investment/investmentAction.machine';
import { transactionsMachine } from './investment/transactions.machine';
import { resourceMachine } from './investment/resource.machine';
import { profileEditMachine } from './investment/profileEdit.machine';
import { passwordChangeMachine } from './investment/passwordChange.machine';
import { clipboardMachine } from './investment/clipboard.machine';
import {
  checkoutEvents, clipboardEvents, depositFormEvents, investmentActionEvents, investmentEvents, passwordChangeEvents,
  profileEditEvents, resourceEvents, transactionsEvents, withdrawEvents,
} from './investment/fixtures';
import { loginEvents, newPasswordEvents, NEW_PASSWORD_TOKEN, resetRequestEvents, signupEvents, signupSimplePathEvents } from './auth/fixtures';

export interface RegisteredMachine {
  /** Stable id, used on the command line: `npm run paths signup`. */
  id: string;
  description: string;
  machine: AnyStateMachine;
  /** Example events with data (filled forms, API answers) for walking the graph; see machines/auth/fixtures.ts. */
  events?: readonly EventObject[];
  /** Input for machines that need one to start. */
  input?: unknown;
  /** Other starting inputs, for states the default input never leads to (reduced motion, say). */
  alternativeInputs?: readonly unknown[];
  /** Restricts which events the simple-path enumeration follows, to keep it finite and fast. */
  simplePathEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
}

export const machineRegistry: RegisteredMachine[] = [
  { id: 'accordion', description: 'FAQ accordion: at most one panel open; toggling the open one closes it.', machine: accordionMachine, events: accordionEvents },
  { id: 'showMore', description: 'Crypto/forex chart grid: 2 charts below 768 px, 4 from 768 px, all 12 after Show More.', machine: showMoreMachine, input: { wide: false } },
  { id: 'marketWidget', description: 'One TradingView widget slot: waits for cookie consent, loads, or shows "unavailable" after a timeout.', machine: marketWidgetMachine, input: { consented: false } },
  { id: 'consent', description: 'Cookie consent banner: Accept all / Reject all, stored, reopened from the footer.', machine: consentMachine, input: { stored: null }, events: consentEvents },
  { id: 'contact', description: 'Contact form: trimmed validation, POST, success message for 5 s, error kept while failed.', machine: contactMachine, events: contactEvents },
  { id: 'subscribe', description: 'Footer newsletter form: POST {email}, success message for 5 s, error kept while failed.', machine: subscribeMachine, events: subscribeEvents },
  { id: 'carousel', description: 'Rotating element (hero, testimonials, partners, quote, sector slideshows): named interval, pause/play, holds on hover and focus, starts paused under reduced motion, page size 3/5.', machine: carouselMachine },
  { id: 'countUp', description: 'Stats that count up over 2 s once visible (named tick and duration); final numbers at once under reduced motion.', machine: countUpMachine },
  { id: 'reveal', description: 'Animates content in once when half of it is in view; simply shown under reduced motion.', machine: revealMachine, alternativeInputs: [{ reducedMotion: true }] },
  { id: 'session', description: 'Signed in or out, kept in localStorage across tabs; one refresh at a time on a 401 (Web Locks across tabs), sign-out and login on a refused refresh.', machine: sessionMachine, events: sessionEvents },
  { id: 'disclosure', description: 'Show/hide toggle (APG disclosure): the about page read-more.', machine: disclosureMachine },
  { id: 'menu', description: 'Header disclosure menu (wide Sectors dropdown, narrow menu): toggle; Escape (focus back to the button), outside press or focus, a chosen link or a route change close it.', machine: menuMachine },
  { id: 'signup', description: 'Sign-up: form (required fields, captcha, matching passwords), then the one-time code with a 60 s resend wait (named delay otpResendWait), Edit Email Address, Cancel; verified → /auth/login.', machine: signupMachine, events: signupEvents, input: {}, simplePathEvents: signupSimplePathEvents },
  { id: 'login', description: 'Login: required fields and captcha, POST, tokens stored, /dashboard (or the redirect) after 2 s (loginRedirectDelay).', machine: loginMachine, events: loginEvents },
  { id: 'resetRequest', description: 'Reset request: e-mail, then Check Your Inbox with a 120 s resend wait (resetLinkResendWait), Resend Reset Link, Edit Email.', machine: resetRequestMachine, events: resetRequestEvents },
  { id: 'newPassword', description: 'New password: both fields, matching, POST {password, token}, /auth/login after 4 s (resetRedirectDelay).', machine: newPasswordMachine, events: newPasswordEvents, input: { token: NEW_PASSWORD_TOKEN } },
  { id: 'logout', description: 'Logout: confirm; Yes → POST (failures ignored) → session removed → /auth/login after 2 s (logoutRedirectDelay); No → /dashboard.', machine: logoutMachine },
  { id: 'countdown', description: 'Visible seconds of a resend wait: one named 1 s tick down to zero (used by sign-up and reset request).', machine: countdownMachine, input: { seconds: 2 } },
  { id: 'investment', description: 'Investment lifecycle (server-enforced): active → matured → credited → reinvested (BaseLayer at most 3 cycles) / upgraded / ended; active → endedEarly.', machine: investmentMachine, events: investmentEvents, input: { planId: 'baselayer', cycle: 0 } },
  { id: 'deposit', description: 'Deposit lifecycle (server-enforced): awaitingPayment (rate locked) → pending (payment reported) → confirmed / rejected; expired ↔ requote.', machine: depositMachine },
  { id: 'withdrawal', description: 'Withdrawal lifecycle (server-enforced): pending (amount held) → paid / rejected (amount returned).', machine: withdrawalMachine },
  { id: 'checkout', description: 'Crypto checkout: open deposit with locked quote, countdown (1 s tick) to the paymentWindow delay, report payment with optional hash, new quote after expiry.', machine: checkoutMachine, events: checkoutEvents, input: { slug: 'usdt_trc20' } },
  { id: 'depositForm', description: 'Deposit form: sector, plan, amount in range ($500 minimum), currency/network, first-deposit 18+ and terms; creates the deposit, goes to the checkout.', machine: depositFormMachine, events: depositFormEvents },
  { id: 'withdraw', description: 'Withdraw flow: amount up to the balance, wallet or bank details → confirmation → submitting → pending.', machine: withdrawMachine, events: withdrawEvents },
  { id: 'investmentAction', description: 'One investment decision (end early, reinvest, upgrade, end): exact outcome previewed, then confirmed.', machine: investmentActionMachine, events: investmentActionEvents },
  { id: 'transactions', description: 'Transaction history: type and date filters, pages, CSV export of the filtered set.', machine: transactionsMachine, events: transactionsEvents },
  { id: 'resource', description: 'A dashboard screen\'s data: loading, ready (reload), failed with retry.', machine: resourceMachine, events: resourceEvents },
  { id: 'profileEdit', description: 'Edit first and last name: load, edit, save, saved message until the next change.', machine: profileEditMachine, events: profileEditEvents },
  { id: 'passwordChange', description: 'Change password: current + new + confirm, blanks and match checked, other sessions end.', machine: passwordChangeMachine, events: passwordChangeEvents },
  { id: 'clipboard', description: 'Copy button: copying, then "Copied" or failure for copiedFeedback.', machine: clipboardMachine, events: clipboardEvents },
];
