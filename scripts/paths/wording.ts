/**
 * How a person runs a generated tour by hand: per machine, one table of what to do for each of its
 * events and what to see in each of its states, the texts taken from the oracle (tests/oracle), as
 * the walks expect them. scripts/paths/steps.ts words every event a table leaves out from its
 * name and payload ("The server refuses login: …", "Wait loginRedirectDelay (2 s)"), so a
 * machine without a table still reads as steps.
 */
import type { EventObject } from 'xstate';
import type { MachineId } from '../../machines/index';
import {
  AUTH_ROUTES,
  BUSY_NOTICES,
  CHECKOUT_TEXTS,
  DEPOSIT_FORM_TEXTS,
  FALLBACKS,
  PASSKEY_SIGN_IN,
  PROFILE_TEXTS,
  REDIRECT_NOTICES,
  SECOND_FACTOR_STEP,
  SUCCESS,
  VALIDATION,
  WITHDRAW_TEXTS,
} from '../../tests/oracle/index';

/** What the person sees: a text, or one that depends on the event that led there (the server's own words). */
type Seen = string | ((event: EventObject) => string);

export interface Wording {
  /** Where the person starts. */
  open?: string;
  /** What the person does, by event type. */
  events?: Record<string, (event: EventObject) => string>;
  /** What the person sees, by the path of the state reached ("form.incomplete"). */
  states?: Record<string, Seen>;
}

/** The message of an answer or a refusal carried by an event, if any. */
export function messageOf(event: EventObject): string | undefined {
  const carried = (event as { error?: unknown; output?: unknown }).error ?? (event as { output?: unknown }).output;
  if (typeof carried === 'string') return carried;
  const message = carried && typeof carried === 'object' ? (carried as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

const quoted = (text: string) => `"${text}"`;
/** A page the flow ends on, by its route. */
const page = (route: string) => () => `the page ${route}`;
/** The server's words when it gives some, else the fallback the specification names. */
const serverSays = (fallback: string) => (event: EventObject) => `the message ${quoted(messageOf(event) ?? fallback)}`;
const valuesOf = (event: EventObject) => ((event as { values?: Record<string, string> }).values ?? {}) as Record<string, string>;
const typed = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([field, value]) => `${field} ${quoted(value)}`)
    .join(', ');

const CAPTCHA = {
  'captcha.verified': () => 'Tick the CAPTCHA',
  'captcha.expired': () => 'Let the CAPTCHA expire',
};

/** A field typed into: `Type " Ada " into the firstName field`. */
const typeInto = (event: EventObject) => {
  const { field, value } = event as { field?: string; value?: unknown };
  return typeof value === 'boolean' ? `${value ? 'Tick' : 'Untick'} ${field ?? 'the box'}` : `Type ${quoted(String(value ?? ''))} into the ${field ?? ''} field`;
};

const BUSY = { waiting: BUSY_NOTICES.waiting(2), stillBusy: BUSY_NOTICES.stillBusy };

export const WORDING: Partial<Record<MachineId, Wording>> = {
  login: {
    open: `Open ${AUTH_ROUTES.login}`,
    events: {
      ...CAPTCHA,
      'form.submit': (event) => `Fill in ${typed(valuesOf(event))} and press Log in`,
      'passkey.start': () => `Press ${quoted(PASSKEY_SIGN_IN.submit)}`,
      'code.request': () => 'Ask for a new code',
      'secondFactor.submit': (event) => `Type the code ${quoted((event as { code?: string }).code ?? '')} and press ${quoted(SECOND_FACTOR_STEP.submit)}`,
      'secondFactor.cancel': () => `Press ${quoted(SECOND_FACTOR_STEP.back)}`,
    },
    states: {
      'form.captchaMissing': VALIDATION.captchaMissing,
      'form.passkey': PASSKEY_SIGN_IN.waiting,
      'form.failed': serverSays(FALLBACKS.login),
      'form.busy': BUSY.waiting,
      'form.stillBusy': BUSY.stillBusy,
      'secondFactor.entering': SECOND_FACTOR_STEP.title,
      'secondFactor.codeMissing': SECOND_FACTOR_STEP.required,
      'secondFactor.codeFailed': serverSays(FALLBACKS.login),
      codeSent: SUCCESS.otpResent,
      signedIn: REDIRECT_NOTICES.login,
      done: page(AUTH_ROUTES.dashboard),
    },
  },
  signup: {
    open: `Open ${AUTH_ROUTES.signup}`,
    events: {
      ...CAPTCHA,
      'form.submit': (event) => `Fill in ${typed(valuesOf(event))} and press Sign up`,
      'code.submit': (event) => `Type the six-digit code from the e-mail (${quoted((event as { code?: string }).code ?? '')}) and press Verify`,
      'code.resend': () => `Press ${quoted('Resend OTP')}`,
      'email.edit': () => `Press ${quoted('Edit Email Address')}`,
      'signup.cancel': () => `Press ${quoted('Cancel')}`,
    },
    states: {
      'form.captchaMissing': VALIDATION.captchaMissing,
      'form.passwordMismatch': VALIDATION.signup.passwordMismatch,
      'form.failed': serverSays(FALLBACKS.signup),
      'form.busy': BUSY.waiting,
      'form.stillBusy': BUSY.stillBusy,
      'code.verification.idle': SUCCESS.accountCreated,
      'code.verification.empty': VALIDATION.signup.codeEmpty,
      'code.verification.failed': serverSays(FALLBACKS.verifyCode),
      'code.resend.waiting.resent': SUCCESS.otpResent,
      'code.resend.failed': serverSays(FALLBACKS.resendCode),
      verified: SUCCESS.otpVerified,
    },
  },
  resetRequest: {
    open: `Open ${AUTH_ROUTES.resetRequest}`,
    events: {
      'form.submit': (event) => `Type the e-mail ${quoted((event as { email?: string }).email ?? '')} and press Send`,
      'email.edit': () => `Press ${quoted('Edit Email')}`,
      'link.resend': () => `Press ${quoted('Resend Reset Link')}`,
    },
    states: {
      'form.emailMissing': VALIDATION.resetRequest.emailMissing,
      'form.failed': serverSays(FALLBACKS.resetRequest),
      'form.busy': BUSY.waiting,
      'form.stillBusy': BUSY.stillBusy,
      'sent.waiting': SUCCESS.resetLinkSent,
    },
  },
  newPassword: {
    open: `Open the reset link of the e-mail (${AUTH_ROUTES.newPassword('…', '…')})`,
    events: {
      'form.submit': (event) => `Fill in ${typed(valuesOf(event))} and press Reset`,
      'link.retry': () => 'Press Try again',
    },
    states: {
      'form.incomplete': VALIDATION.newPassword.incomplete,
      'form.passwordMismatch': VALIDATION.newPassword.passwordMismatch,
      'form.failed': serverSays(FALLBACKS.newPassword),
      'secondFactor.incomplete': VALIDATION.newPassword.incomplete,
      'secondFactor.passwordMismatch': VALIDATION.newPassword.passwordMismatch,
      'secondFactor.codeMissing': SECOND_FACTOR_STEP.required,
      'secondFactor.failed': serverSays(FALLBACKS.newPassword),
      succeeded: REDIRECT_NOTICES.newPassword,
      done: page(AUTH_ROUTES.login),
    },
  },
  logout: {
    open: `Open ${AUTH_ROUTES.logout}`,
    events: {
      'logout.confirm': () => 'Press Yes',
      'logout.cancel': () => 'Press No',
    },
    states: {
      signedOut: SUCCESS.loggedOut,
      cancelled: page(AUTH_ROUTES.dashboard),
      done: page(AUTH_ROUTES.login),
    },
  },
  contact: {
    open: 'Open /contact',
    events: {
      'form.change': (event) => `Type ${quoted((event as { value?: string }).value ?? '')} into the ${(event as { field?: string }).field ?? ''} field`,
      'form.submit': () => 'Press Send',
    },
    states: {
      'editing.invalid': VALIDATION.contact.invalid,
      'editing.succeeded': SUCCESS.contactSent,
      'editing.failed': serverSays(FALLBACKS.contact),
    },
  },
  subscribe: {
    open: 'Open the newsletter form in the footer',
    events: {
      'form.change': (event) => `Type ${quoted((event as { value?: string }).value ?? '')} into the e-mail field`,
      'form.submit': () => 'Press Subscribe',
    },
    states: {
      'editing.succeeded': SUCCESS.subscribed,
      'editing.failed': serverSays(FALLBACKS.subscribe),
    },
  },
  checkout: {
    open: 'Open the checkout of the open deposit (/deposit/checkout_usdt_trc20)',
    events: {
      'txHash.change': (event) => `Type ${quoted((event as { value?: string }).value ?? '')} into ${quoted(CHECKOUT_TEXTS.txHash)}`,
      'payment.sent': () => `Press ${quoted(CHECKOUT_TEXTS.sent)}`,
      'quote.refresh': () => `Press ${quoted(CHECKOUT_TEXTS.requote)}`,
      'checkout.retry': () => 'Press Try again',
    },
    states: {
      noDeposit: CHECKOUT_TEXTS.noDepositTitle,
      'awaitingPayment.payment.idle': CHECKOUT_TEXTS.subtitle.awaiting,
      'awaitingPayment.payment.submitting': CHECKOUT_TEXTS.sending,
      expired: CHECKOUT_TEXTS.expiredTitle,
      'expired.requoting': CHECKOUT_TEXTS.requoting,
      reported: CHECKOUT_TEXTS.reportedTitle,
    },
  },
  depositForm: {
    open: 'Open /dashboard/deposit',
    events: {
      'form.change': typeInto,
      'form.submit': () => `Press ${quoted(DEPOSIT_FORM_TEXTS.submit)}`,
      'form.retry': () => 'Press Try again',
    },
    states: {
      'editing.invalid': DEPOSIT_FORM_TEXTS.errorSummary,
      submitting: DEPOSIT_FORM_TEXTS.submitting,
      done: () => 'the checkout of the new deposit',
    },
  },
  withdraw: {
    open: 'Open /dashboard/withdraw',
    events: {
      'form.change': typeInto,
      'form.submit': () => `Press ${quoted(WITHDRAW_TEXTS.review)}`,
      'form.retry': () => 'Press Try again',
      'confirm.back': () => `Press ${quoted(WITHDRAW_TEXTS.back)}`,
      'withdrawal.confirm': () => `Press ${quoted(WITHDRAW_TEXTS.confirm)}`,
    },
    states: {
      'editing.invalid': WITHDRAW_TEXTS.errorSummary,
      'confirming.idle': WITHDRAW_TEXTS.confirmTitle,
      'confirming.submitting': WITHDRAW_TEXTS.submitting,
      done: WITHDRAW_TEXTS.doneTitle,
    },
  },
  profileEdit: {
    open: 'Open /dashboard/profile/edit',
    events: {
      'form.change': typeInto,
      'form.submit': () => `Press ${quoted(PROFILE_TEXTS.save)}`,
      'form.retry': () => 'Press Try again',
    },
    states: {
      'editing.invalid': PROFILE_TEXTS.namesRequired,
      saving: PROFILE_TEXTS.saving,
      'editing.saved': PROFILE_TEXTS.saved,
    },
  },
  passwordChange: {
    open: `Open /dashboard/profile/edit, section ${quoted(PROFILE_TEXTS.passwordSection)}`,
    events: {
      'form.change': typeInto,
      'form.submit': () => `Press ${quoted(PROFILE_TEXTS.changePassword)}`,
    },
    states: {
      'editing.blank': PROFILE_TEXTS.fillAll,
      'editing.mismatch': PROFILE_TEXTS.mismatch,
      submitting: PROFILE_TEXTS.changing,
      'editing.changed': PROFILE_TEXTS.passwordChanged,
    },
  },
  // The widgets: each event is a gesture on the page (the screen walks' drivers make the same ones).
  accordion: {
    open: 'Open /faq',
    events: { 'accordion.toggle': () => 'Press a question (click, or Enter or Space on it)' },
    states: { allClosed: 'every answer closed', oneOpen: 'that answer open, every other closed' },
  },
  disclosure: {
    events: { 'disclosure.toggle': () => 'Press the disclosure button' },
    states: { collapsed: 'the content hidden', expanded: 'the content shown' },
  },
  menu: {
    open: 'Open / and use the header',
    events: {
      'menu.toggle': () => 'Press the menu button',
      'key.escape': () => 'Press Escape',
      'link.choose': () => 'Choose a link in the menu',
      'focus.outside': () => 'Move the focus out of the menu (Tab past its last link)',
      'pointer.outside': () => 'Click outside the menu',
      'route.change': () => 'Go to another page (Back, or a link elsewhere)',
    },
    states: { closed: 'the menu closed', open: 'the menu open, its links listed' },
  },
  showMore: {
    open: 'Open /sectors/crypto-forex',
    events: {
      'showMore.toggle': () => 'Press "Show more charts" (or "Show fewer charts")',
      'viewport.wide': () => 'Widen the window to a desktop width',
      'viewport.narrow': () => 'Narrow the window to a phone width',
    },
  },
  carousel: {
    open: 'Open / and find a carousel',
    events: {
      'carousel.next': () => 'Press Next',
      'carousel.prev': () => 'Press Previous',
      'carousel.goto': () => 'Press a slide\'s dot',
      'carousel.pause': () => 'Press Pause',
      'carousel.play': () => 'Press Play',
      'carousel.hover.start': () => 'Rest the pointer on the carousel',
      'carousel.hover.end': () => 'Move the pointer away',
      'carousel.focus.in': () => 'Tab into the carousel',
      'carousel.focus.out': () => 'Tab out of the carousel',
      'carousel.pageSize': () => 'Resize the window so another number of slides fits',
    },
    states: { 'playing.rotating': 'the slides moving on by themselves', 'playing.held': 'the slides held while pointed at or focused', paused: 'the slides still, with Play offered' },
  },
};
