/**
 * The registry of every statechart of the product: the map from a flow to its machine, where a
 * user meets it (its screen and the app-side bindings that supply its actors) and the tests that
 * walk it. The path catalogue (`npm run paths`), the diagrams (`npm run diagrams`), the
 * reachability test and the coverage gate read it. Example events live in ./examples, not here.
 * Add each new machine to `registeredMachines` and give it an entry below.
 */
import type { AnyStateMachine, ContextFrom, StateValue } from 'xstate';
import { TIMERS } from '../domain/constants';
import { accordionMachine } from './ui/accordion.machine';
import { showMoreMachine } from './ui/showMore.machine';
import { marketWidgetMachine } from './ui/marketWidget.machine';
import { consentMachine } from './ui/consent.machine';
import { contactMachine } from './forms/contact.machine';
import { subscribeMachine } from './forms/subscribe.machine';
import { carouselMachine } from './ui/carousel.machine';
import { countUpMachine } from './ui/countUp.machine';
import { revealMachine } from './ui/reveal.machine';
import { disclosureMachine } from './ui/disclosure.machine';
import { menuMachine } from './ui/menu.machine';
import { sessionMachine } from './session.machine';
import { countdownMachine } from './auth/countdown.machine';
import { signupMachine } from './auth/signup.machine';
import { loginMachine } from './auth/login.machine';
import { resetRequestMachine } from './auth/resetRequest.machine';
import { newPasswordMachine } from './auth/newPassword.machine';
import { logoutMachine } from './auth/logout.machine';
import { undoChangeMachine } from './auth/undoChange.machine';
import { investmentLifecycleMachine } from './investment/investmentLifecycle.machine';
import { depositLifecycleMachine } from './investment/depositLifecycle.machine';
import { withdrawalLifecycleMachine } from './investment/withdrawalLifecycle.machine';
import { checkoutMachine } from './investment/checkout.machine';
import { depositFormMachine } from './investment/depositForm.machine';
import { withdrawMachine } from './investment/withdraw.machine';
import { investmentActionMachine } from './investment/investmentAction.machine';
import { transactionsMachine } from './investment/transactions.machine';
import { resourceMachine } from './investment/resource.machine';
import { profileEditMachine } from './investment/profileEdit.machine';
import { passwordChangeMachine } from './investment/passwordChange.machine';
import { clipboardMachine } from './investment/clipboard.machine';
import { signedInDevicesMachine } from './account/signedInDevices.machine';
import { twoFactorSettingsMachine } from './account/twoFactorSettings.machine';
import { passkeysMachine } from './account/passkeys.machine';
import { stepUpMachine } from './account/stepUp.machine';

/** Every registered machine by id; the id is also the machine's own `id`. */
export const registeredMachines = {
  accordion: accordionMachine,
  showMore: showMoreMachine,
  marketWidget: marketWidgetMachine,
  consent: consentMachine,
  contact: contactMachine,
  subscribe: subscribeMachine,
  carousel: carouselMachine,
  countUp: countUpMachine,
  reveal: revealMachine,
  session: sessionMachine,
  disclosure: disclosureMachine,
  menu: menuMachine,
  signup: signupMachine,
  login: loginMachine,
  resetRequest: resetRequestMachine,
  newPassword: newPasswordMachine,
  logout: logoutMachine,
  undoChange: undoChangeMachine,
  countdown: countdownMachine,
  investmentLifecycle: investmentLifecycleMachine,
  depositLifecycle: depositLifecycleMachine,
  withdrawalLifecycle: withdrawalLifecycleMachine,
  checkout: checkoutMachine,
  depositForm: depositFormMachine,
  withdraw: withdrawMachine,
  investmentAction: investmentActionMachine,
  transactions: transactionsMachine,
  resource: resourceMachine,
  profileEdit: profileEditMachine,
  passwordChange: passwordChangeMachine,
  clipboard: clipboardMachine,
  signedInDevices: signedInDevicesMachine,
  twoFactorSettings: twoFactorSettingsMachine,
  passkeys: passkeysMachine,
  stepUp: stepUpMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type MachineId = keyof typeof registeredMachines;

/**
 * An outcome the graph derives but no user can take, with why (at most 2 % of all): as
 * `npm run paths <machine>` lists it (from, event type, to, and the branch when it names one).
 */
export interface ExcludedOutcome {
  /** The state value it starts from, as `snapshot.value` shows it. */
  from: StateValue;
  event: string;
  /** The state value it leads to. */
  to: StateValue;
  /** The branch of a guarded choice, when the catalogue names one. */
  branch?: string;
  /** An ignored event (the state ignores it on purpose; `to` is `from`). */
  ignored?: true;
  reason: string;
}

export interface RegisteredMachine {
  /** Stable id, used on the command line: `npm run paths signup`. */
  id: MachineId;
  description: string;
  machine: AnyStateMachine;
  /** The file that renders it, or null for a machine the server enforces (a record's lifecycle). */
  screen: string | null;
  /** The app-side module that binds its actors and actions and connects its view and intents, or null. */
  flow: string | null;
  /** The test files whose generated walks drive it (kept equal to what the walks record). */
  tests: readonly string[];
  /** For a machine with a screen: the browser walks' file (the shortest path to each top-level state). */
  browser?: string;
  /**
   * Hand-written tests of its flow and screen through the app, for what no generated walk
   * reaches (the change a proof lets through, two refusals sharing one dialog): mutation runs
   * (`npm run mutate`) judge with them too.
   */
  screenTests?: readonly string[];
  excludedOutcomes?: readonly ExcludedOutcome[];
  /**
   * For a machine whose context holds a choice that changes what its states show and send (the
   * withdrawal's destination): the choice, named. The catalogue then tells its outcomes apart by
   * it (scripts/paths/model.ts), so the walks take each one in each mode: a bank withdrawal is
   * reviewed, confirmed and refused too, not only a crypto one.
   */
  modeOf?: (context: never) => string;
}

type Details = Omit<RegisteredMachine, 'id' | 'machine'>;

const entry = (id: MachineId, details: Details): RegisteredMachine => ({ id, machine: registeredMachines[id], ...details });

/** A named delay as the descriptions (and the diagrams written from them) say it: its length now, then its name. */
const delay = (name: keyof typeof TIMERS) => `${TIMERS[name] / 1000} s (${name})`;

export const machineRegistry: RegisteredMachine[] = [
  entry('accordion', {
    description: 'FAQ accordion: at most one panel open; toggling the open one closes it.',
    screen: 'src/features/faq/Accordion.tsx',
    flow: 'src/features/faq/accordion.flow.ts',
    tests: ['tests/screens/ui/accordion.walk.test.tsx'],
    screenTests: ['tests/screens/faq.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('showMore', {
    description: 'Crypto/forex chart grid: 2 charts below 768 px, 4 from 768 px, all 12 after Show More.',
    screen: 'src/features/markets/MarketsSection.tsx',
    flow: 'src/features/markets/showMore.flow.ts',
    tests: ['tests/screens/ui/showMore.walk.test.tsx'],
    screenTests: ['tests/screens/crypto.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('marketWidget', {
    description: 'One TradingView widget slot: waits for cookie consent, loads, or shows "unavailable" after a timeout.',
    screen: 'src/features/markets/MarketWidgetSlot.tsx',
    flow: 'src/features/markets/marketWidget.flow.ts',
    tests: ['tests/screens/ui/marketWidget.walk.test.tsx'],
    screenTests: ['tests/screens/crypto.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('consent', {
    description: 'Cookie consent banner: Accept all / Reject all, stored, reopened from the footer.',
    screen: 'src/features/consent/CookieBanner.tsx',
    flow: 'src/consent/consentStore.ts',
    tests: ['tests/screens/ui/consent.walk.test.tsx'],
    screenTests: ['tests/screens/consent.test.tsx', 'tests/screens/prerendered-consent.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('contact', {
    description: `Contact form: trimmed validation, POST, success message for ${delay('messageDisplay')}, error kept while failed.`,
    screen: 'src/features/contact/ContactForm.tsx',
    flow: 'src/features/contact/contact.flow.ts',
    tests: ['tests/screens/forms/contact.walk.test.tsx'],
    screenTests: ['tests/screens/contact.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('subscribe', {
    description: `Footer newsletter form: POST {email}, success message for ${delay('messageDisplay')}, error kept while failed.`,
    screen: 'src/features/newsletter/NewsletterForm.tsx',
    flow: 'src/features/newsletter/subscribe.flow.ts',
    tests: ['tests/screens/forms/subscribe.walk.test.tsx'],
    screenTests: ['tests/screens/newsletter.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('carousel', {
    description: 'Rotating element (hero, testimonials, partners, quote, sector slideshows): named interval, pause/play, holds on hover and focus, starts paused under reduced motion, page size 3/5.',
    screen: 'src/widgets/Carousel.tsx',
    flow: 'src/widgets/carousel.flow.ts',
    tests: ['tests/screens/ui/carousel.walk.test.tsx'],
    screenTests: ['tests/screens/home-widgets.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('countUp', {
    description: `Stats that count up over ${delay('statsCountUpDuration')} once visible (a named frame tick, countUpTick); final numbers at once under reduced motion.`,
    screen: 'src/widgets/StatCounter.tsx',
    flow: 'src/widgets/countUp.flow.ts',
    tests: ['tests/screens/ui/countUp.walk.test.tsx'],
    screenTests: ['tests/screens/home-widgets.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('reveal', {
    description: 'Animates content in once when half of it is in view; simply shown under reduced motion.',
    screen: 'src/widgets/Reveal.tsx',
    flow: 'src/widgets/reveal.flow.ts',
    tests: ['tests/screens/ui/reveal.walk.test.tsx'],
    screenTests: ['tests/screens/certificates.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('session', {
    description: 'Signed in or out, kept in localStorage across tabs; one refresh at a time on a 401 (Web Locks across tabs), sign-out and login on a refused refresh.',
    screen: null,
    flow: 'src/session/createSession.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/session/session.walk.test.tsx'],
  }),
  entry('disclosure', {
    description: 'Show/hide toggle (APG disclosure): the about page read-more.',
    screen: 'src/features/about/StorySection.tsx',
    flow: 'src/widgets/disclosure.flow.ts',
    tests: ['tests/screens/ui/disclosure.walk.test.tsx'],
    screenTests: ['tests/screens/about-page.test.tsx', 'tests/screens/crypto.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('menu', {
    description: 'Header disclosure menu (wide Sectors dropdown, narrow menu): toggle; Escape (focus back to the button), outside press or focus, a chosen link or a route change close it.',
    screen: 'src/features/header/SectorsDropdown.tsx',
    flow: 'src/features/header/menu.flow.ts',
    tests: ['tests/screens/ui/menu.walk.test.tsx'],
    screenTests: ['tests/screens/shell-header.test.tsx', 'tests/screens/shell-menus-early.test.tsx'],
    browser: 'tests/e2e/walks/public.spec.ts',
  }),
  entry('signup', {
    description: `Sign-up: form (required fields, captcha, matching passwords), then the one-time code with a resend wait of ${delay('otpResendWait')}, less when the step resumes or the login page found a code sent a moment ago; Edit Email Address, Cancel; verified → /auth/login.`,
    screen: 'src/screens/auth/SignupPage.tsx',
    flow: 'src/features/auth/signup.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/auth/signup.normal.walk.test.tsx', 'tests/screens/auth/signup.strict.walk.test.tsx'],
    screenTests: ['tests/screens/auth/signup-verified.test.tsx', 'tests/screens/auth/signup-focus.test.tsx', 'tests/screens/signup-hydration.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('login', {
    description: `Login: required fields and captcha, POST, tokens stored, /dashboard (or the redirect) after ${delay('loginRedirectDelay')}; an unverified account is offered a new code (sendCode), then the sign-up code step; refused inside the resend wait of ${delay('otpResendWait')}, the code step all the same, with the wait left.`,
    screen: 'src/screens/auth/LoginPage.tsx',
    flow: 'src/features/auth/login.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/auth/login.walk.test.tsx'],
    screenTests: ['tests/screens/auth/login-destination.test.tsx', 'tests/screens/auth/login-verified-email.test.tsx', 'tests/screens/login-hydration.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('resetRequest', {
    description: `Reset request: e-mail, then Check Your Inbox with a resend wait of ${delay('resetLinkResendWait')}, Resend Reset Link, Edit Email.`,
    screen: 'src/screens/auth/ResetPasswordPage.tsx',
    flow: 'src/features/auth/resetRequest.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/auth/resetRequest.walk.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('newPassword', {
    description: `New password: the link checked as the page opens (spends nothing): a dead link says so at once with the way to a new one, a failed check offers Try again; then both fields, matching, POST {password, token}, /auth/login after ${delay('resetRedirectDelay')}; with two-factor sign-in on (said by the check, or by the server at the submit) the form has the code field and sends {password, token, code}.`,
    screen: 'src/screens/auth/NewPasswordPage.tsx',
    flow: 'src/features/auth/newPassword.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/auth/newPassword.walk.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('logout', {
    description: `Logout: confirm; Yes → POST (failures ignored) → session removed → /auth/login after ${delay('logoutRedirectDelay')}; No → /dashboard.`,
    screen: 'src/screens/auth/LogoutPage.tsx',
    flow: 'src/features/auth/logout.flow.ts',
    tests: ['tests/screens/auth/logout.walk.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('undoChange', {
    description: 'Undo link of an account alert: opening spends nothing; the press POSTs {token}, removes that way in and ends every session (this browser\'s too); a refused link (or none) is final, a failure on the way offers the button again.',
    screen: 'src/screens/auth/UndoChangePage.tsx',
    flow: 'src/features/auth/undoChange.flow.ts',
    tests: ['tests/screens/auth/undoChange.walk.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
    screenTests: ['tests/screens/auth/bindings.test.ts', 'tests/screens/auth/undoChange-words.test.tsx'],
  }),
  entry('countdown', {
    description: `Visible seconds of a resend wait: one tick of ${delay('countdownTick')} down to zero (used by sign-up and reset request).`,
    screen: 'src/features/auth/ResendCountdown.tsx',
    flow: 'src/features/auth/resendStatus.ts',
    tests: ['tests/screens/auth/countdown.walk.test.tsx'],
    // The resend button's status (resendStatus.ts) shows in the steps that hold the countdown.
    screenTests: ['tests/screens/auth/resetRequest.walk.test.tsx'],
    browser: 'tests/e2e/walks/auth.spec.ts',
  }),
  entry('investmentLifecycle', {
    description: 'Investment lifecycle (server-enforced): active → matured → credited → reinvested (BaseLayer at most 3 cycles) / upgraded / ended; active → endedEarly.',
    screen: null,
    flow: null,
    tests: ['tests/machines/walks/investmentLifecycle.walk.test.ts'],
  }),
  entry('depositLifecycle', {
    description: 'Deposit lifecycle (server-enforced): awaitingPayment (rate locked) → pending (payment reported) → confirmed / rejected; expired ↔ requote.',
    screen: null,
    flow: null,
    tests: ['tests/machines/walks/depositLifecycle.walk.test.ts'],
  }),
  entry('withdrawalLifecycle', {
    description: 'Withdrawal lifecycle (server-enforced): pending (amount held) → paid / rejected (amount returned).',
    screen: null,
    flow: null,
    tests: ['tests/machines/walks/withdrawalLifecycle.walk.test.ts'],
  }),
  entry('checkout', {
    description: `Crypto checkout: open deposit with locked quote, countdown ticking every ${delay('countdownTick')} to the paymentWindow delay, report payment with optional hash, new quote after expiry.`,
    screen: 'src/screens/dashboard/CheckoutPage.tsx',
    flow: 'src/features/dashboard/checkout.flow.ts',
    tests: ['tests/screens/dashboard/checkout.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
  }),
  entry('depositForm', {
    description: 'Deposit form: sector, plan, amount in range ($500 minimum), currency/network, first-deposit 18+ and terms; creates the deposit, goes to the checkout.',
    screen: 'src/screens/dashboard/DepositPage.tsx',
    flow: 'src/features/dashboard/depositForm.flow.ts',
    tests: ['tests/screens/dashboard/depositForm.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
    screenTests: ['tests/screens/dashboard/depositForm.test.tsx'],
  }),
  entry('withdraw', {
    description: 'Withdraw flow: amount up to the balance, wallet or bank details → confirmation → submitting → pending.',
    screen: 'src/screens/dashboard/WithdrawPage.tsx',
    flow: 'src/features/dashboard/withdraw.flow.ts',
    tests: ['tests/screens/dashboard/withdraw.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
    screenTests: ['tests/screens/dashboard/withdraw.test.tsx'],
    modeOf: (context: ContextFrom<typeof withdrawMachine>) => context.values.method,
  }),
  entry('investmentAction', {
    description: 'One investment decision (end early, reinvest, upgrade, end): exact outcome previewed, then confirmed.',
    screen: 'src/screens/dashboard/BreakdownPage.tsx',
    flow: 'src/features/dashboard/investmentAction.flow.ts',
    tests: ['tests/screens/dashboard/investmentAction.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
    // The page's other half (the totals, the history) is the resource machine's: its tests judge it.
    screenTests: ['tests/screens/dashboard/breakdown.test.tsx', 'tests/screens/dashboard/resource.walk.test.tsx'],
  }),
  entry('transactions', {
    description: 'Transaction history: type and date filters, pages, CSV export of the filtered set.',
    screen: 'src/screens/dashboard/TransactionsPage.tsx',
    flow: 'src/features/dashboard/transactions.flow.ts',
    tests: ['tests/screens/dashboard/transactions.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
    screenTests: ['tests/screens/dashboard/transactions.test.tsx'],
  }),
  entry('resource', {
    description: 'A dashboard screen\'s data: loading, ready (reload), failed with retry.',
    screen: 'src/screens/dashboard/BreakdownPage.tsx',
    flow: 'src/features/dashboard/resource.flow.ts',
    tests: ['tests/screens/dashboard/resource.walk.test.tsx'],
    // The breakdown's investment actions, and the other pages each loader of the flow serves:
    // the dashboard home and its header (account, overview), referrals, the profile.
    screenTests: [
      'tests/screens/dashboard/breakdown.test.tsx',
      'tests/screens/dashboard/investmentAction.walk.test.tsx',
      'tests/screens/dashboard/signed-in-as.test.tsx',
      'tests/screens/dashboard/clipboard.walk.test.tsx',
      'tests/screens/dashboard/profileEdit.walk.test.tsx',
      'tests/screens/dashboard/overview-and-profile.test.tsx',
    ],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
  }),
  entry('profileEdit', {
    description: 'Edit first and last name: load, edit, save, saved message until the next change.',
    screen: 'src/screens/dashboard/ProfileEditPage.tsx',
    flow: 'src/features/dashboard/profileEdit.flow.ts',
    tests: ['tests/screens/dashboard/profileEdit.walk.test.tsx'],
    // The page's other form (the password) is walked there.
    screenTests: ['tests/screens/dashboard/passwordChange.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
  }),
  entry('passwordChange', {
    description: 'Change password: current + new + confirm, blanks and match checked, other sessions end.',
    screen: 'src/screens/dashboard/ProfileEditPage.tsx',
    flow: 'src/features/dashboard/passwordChange.flow.ts',
    tests: ['tests/screens/dashboard/passwordChange.walk.test.tsx'],
    // The page's other form (the names) is walked there.
    screenTests: ['tests/screens/dashboard/profileEdit.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
  }),
  entry('clipboard', {
    description: 'Copy button: copying, then "Copied" or failure for copiedFeedback.',
    screen: 'src/widgets/CopyButton.tsx',
    flow: 'src/widgets/clipboard.flow.ts',
    tests: ['tests/screens/dashboard/clipboard.walk.test.tsx'],
    browser: 'tests/e2e/walks/dashboard.spec.ts',
  }),
  entry('signedInDevices', {
    description: 'Signed-in devices on the profile: load the live sessions, end one other device or every other one.',
    screen: 'src/features/account/SignedInDevices.tsx',
    flow: 'src/features/account/signedInDevices.flow.ts',
    tests: ['tests/screens/account/signedInDevices.walk.test.tsx'],
    browser: 'tests/e2e/walks/account.spec.ts',
  }),
  entry('twoFactorSettings', {
    description: 'Two-factor sign-in on the profile: set up (scan, confirm with a code, save the recovery codes), make new recovery codes (confirmed first, shown once), or turn off with the password and a code.',
    screen: 'src/features/account/TwoFactorSettings.tsx',
    flow: 'src/features/account/twoFactorSettings.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/account/twoFactorSettings.walk.test.tsx'],
    browser: 'tests/e2e/walks/account.spec.ts',
  }),
  entry('passkeys', {
    description: 'Passkeys on the profile: load the list, add one through the browser\'s passkey dialog (named), remove one.',
    screen: 'src/features/account/Passkeys.tsx',
    flow: 'src/features/account/passkeys.flow.ts',
    tests: ['tests/screens/account/passkeys.walk.test.tsx'],
    browser: 'tests/e2e/walks/account.spec.ts',
  }),
  entry('stepUp', {
    description: 'Step-up dialog: a sensitive change refused for want of a fresh proof (403 step_up_required) asks for the password (and the code when two-factor is on) or a passkey; proved, the change is sent again; cancelled, it fails.',
    screen: 'src/features/account/StepUpDialog.tsx',
    flow: 'src/features/account/stepUp.flow.ts',
    tests: ['tests/machines/walks/ignored.walk.test.ts', 'tests/screens/account/stepUp.walk.test.tsx'],
    screenTests: ['tests/screens/account/stepUp.resume.test.tsx', 'tests/screens/stepUp-interceptor.test.ts'],
    browser: 'tests/e2e/walks/account.spec.ts',
  }),
];

/** The registry entry of `id`; throws for an unknown id (a typo on the command line). */
export function registered(id: string): RegisteredMachine {
  const found = machineRegistry.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No machine "${id}" in machines/index.ts (known: ${machineRegistry.map((candidate) => candidate.id).join(', ')})`);
  return found;
}
