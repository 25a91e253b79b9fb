/**
 * Every flow module's `connect<Flow>(snapshot, send)`, without React: given a snapshot of its
 * machine, the view says what the screen shows, and each intent sends its event (a spy send).
 * The snapshots come from the machines themselves (`resolveState` from the state the machine
 * starts in), so a view that reads the wrong tag or field fails here.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type ContextFrom, type SnapshotFrom, type StateValue } from 'xstate';
import { registeredMachines, type MachineId } from '../../../machines';
import { machineExamples } from '../../../machines/examples';
import { connectLogin } from '../../../src/features/auth/login.flow';
import { connectLogout } from '../../../src/features/auth/logout.flow';
import { connectNewPassword } from '../../../src/features/auth/newPassword.flow';
import { connectResetRequest } from '../../../src/features/auth/resetRequest.flow';
import { connectSignup } from '../../../src/features/auth/signup.flow';
import { connectUndoChange } from '../../../src/features/auth/undoChange.flow';
import { connectPasskeys } from '../../../src/features/account/passkeys.flow';
import { connectSignedInDevices } from '../../../src/features/account/signedInDevices.flow';
import { connectTwoFactorSettings } from '../../../src/features/account/twoFactorSettings.flow';
import { connectStepUp } from '../../../src/features/account/stepUp.flow';
import { connectContact } from '../../../src/features/contact/contact.flow';
import { connectConsent } from '../../../src/consent/consentStore';
import { connectCheckout } from '../../../src/features/dashboard/checkout.flow';
import { connectDepositForm } from '../../../src/features/dashboard/depositForm.flow';
import { connectInvestmentAction } from '../../../src/features/dashboard/investmentAction.flow';
import { connectPasswordChange } from '../../../src/features/dashboard/passwordChange.flow';
import { connectProfileEdit } from '../../../src/features/dashboard/profileEdit.flow';
import { connectResource } from '../../../src/features/dashboard/resource.flow';
import { connectTransactions } from '../../../src/features/dashboard/transactions.flow';
import { connectWithdraw } from '../../../src/features/dashboard/withdraw.flow';
import { connectAccordion } from '../../../src/features/faq/accordion.flow';
import { connectMenu } from '../../../src/features/header/menu.flow';
import { connectMarketWidget } from '../../../src/features/markets/marketWidget.flow';
import { connectShowMore } from '../../../src/features/markets/showMore.flow';
import { connectSubscribe } from '../../../src/features/newsletter/subscribe.flow';
import { connectCarousel } from '../../../src/widgets/carousel.flow';
import { connectClipboard } from '../../../src/widgets/clipboard.flow';
import { connectCountUp } from '../../../src/widgets/countUp.flow';
import { connectDisclosure } from '../../../src/widgets/disclosure.flow';
import { connectReveal } from '../../../src/widgets/reveal.flow';
import { DEVICES_CARD, PASSKEYS_CARD, STEP_UP, TWO_FACTOR_CARD } from '../../oracle/account';
import { FALLBACKS, UNDO_PAGE, VALIDATION } from '../../oracle/auth';

type Machine<TId extends MachineId> = (typeof registeredMachines)[TId];

/** The snapshot the machine `id` starts in (from its usual example input), never started. */
function initial(id: MachineId) {
  const input = machineExamples[id].inputs?.[0];
  return createActor(registeredMachines[id] as AnyStateMachine, input === undefined ? {} : { input }).getSnapshot();
}

function start<TId extends MachineId>(id: TId): SnapshotFrom<Machine<TId>> {
  return initial(id) as SnapshotFrom<Machine<TId>>;
}

/** The machine `id` in state `value`, with `context` over the context it starts with. */
function inState<TId extends MachineId>(id: TId, value: StateValue, context: Partial<ContextFrom<Machine<TId>>> = {}): SnapshotFrom<Machine<TId>> {
  const machine = registeredMachines[id] as AnyStateMachine;
  return machine.resolveState({ value, context: { ...initial(id).context, ...context } }) as SnapshotFrom<Machine<TId>>;
}

/** A connect function as the table calls it: any snapshot of its machine, any send. */
type AnyConnect = (snapshot: never, send: (event: unknown) => void) => { view: unknown };

interface IntentRow {
  intent: string;
  args: unknown[];
  sends: { type: string } & Record<string, unknown>;
}

const LOGIN = { email: 'ada@example.com', password: 'analytical-engine' };
const SIGNUP = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'n3w-Secret!', confirmPassword: 'n3w-Secret!', referral: '' };
const ACTION = { kind: 'reinvest', investmentId: 'inv-1' };

/** Each flow's intents: the arguments a screen passes, and the event the machine must get. */
const intents: [MachineId, AnyConnect, IntentRow[]][] = [
  ['login', connectLogin as AnyConnect, [
    { intent: 'submit', args: [LOGIN], sends: { type: 'form.submit', values: LOGIN } },
    { intent: 'captchaVerified', args: ['captcha-token'], sends: { type: 'captcha.verified', token: 'captcha-token' } },
    { intent: 'captchaExpired', args: [], sends: { type: 'captcha.expired' } },
    { intent: 'requestCode', args: [], sends: { type: 'code.request' } },
    { intent: 'signInWithPasskey', args: [], sends: { type: 'passkey.start' } },
    { intent: 'submitSecondFactor', args: ['482915'], sends: { type: 'secondFactor.submit', code: '482915' } },
    { intent: 'cancelSecondFactor', args: [], sends: { type: 'secondFactor.cancel' } },
  ]],
  ['logout', connectLogout as AnyConnect, [
    { intent: 'confirm', args: [], sends: { type: 'logout.confirm' } },
    { intent: 'cancel', args: [], sends: { type: 'logout.cancel' } },
  ]],
  ['newPassword', connectNewPassword as AnyConnect, [
    { intent: 'submit', args: [{ password: 'n3w-Secret!', confirm: 'n3w-Secret!', code: '' }], sends: { type: 'form.submit', values: { password: 'n3w-Secret!', confirm: 'n3w-Secret!', code: '' } } },
    { intent: 'retry', args: [], sends: { type: 'link.retry' } },
  ]],
  ['resetRequest', connectResetRequest as AnyConnect, [
    { intent: 'submit', args: ['ada@example.com'], sends: { type: 'form.submit', email: 'ada@example.com' } },
    { intent: 'resend', args: [], sends: { type: 'link.resend' } },
    { intent: 'editEmail', args: [], sends: { type: 'email.edit' } },
  ]],
  ['signup', connectSignup as AnyConnect, [
    { intent: 'submit', args: [SIGNUP], sends: { type: 'form.submit', values: SIGNUP } },
    { intent: 'captchaVerified', args: ['captcha-token'], sends: { type: 'captcha.verified', token: 'captcha-token' } },
    { intent: 'captchaExpired', args: [], sends: { type: 'captcha.expired' } },
    { intent: 'submitCode', args: ['482915'], sends: { type: 'code.submit', code: '482915' } },
    { intent: 'resend', args: [], sends: { type: 'code.resend' } },
    { intent: 'editEmail', args: [], sends: { type: 'email.edit' } },
    { intent: 'cancel', args: [], sends: { type: 'signup.cancel' } },
  ]],
  ['undoChange', connectUndoChange as AnyConnect, [{ intent: 'undo', args: [], sends: { type: 'undo.confirm' } }]],
  ['passkeys', connectPasskeys as AnyConnect, [
    { intent: 'retry', args: [], sends: { type: 'passkeys.retry' } },
    { intent: 'add', args: ['Laptop'], sends: { type: 'passkey.add', name: 'Laptop' } },
    { intent: 'remove', args: ['pk-1'], sends: { type: 'passkey.remove', id: 'pk-1' } },
  ]],
  ['signedInDevices', connectSignedInDevices as AnyConnect, [
    { intent: 'retry', args: [], sends: { type: 'devices.retry' } },
    { intent: 'end', args: ['s-2'], sends: { type: 'device.end', id: 's-2' } },
    { intent: 'endOthers', args: [], sends: { type: 'devices.endOthers' } },
  ]],
  ['twoFactorSettings', connectTwoFactorSettings as AnyConnect, [
    { intent: 'retry', args: [], sends: { type: 'twoFactor.retry' } },
    { intent: 'setUp', args: [], sends: { type: 'twoFactor.setUp' } },
    { intent: 'confirm', args: ['482915'], sends: { type: 'code.submit', code: '482915' } },
    { intent: 'cancelSetUp', args: [], sends: { type: 'enrolment.cancel' } },
    { intent: 'codesSaved', args: [], sends: { type: 'codes.done' } },
    { intent: 'turnOff', args: [], sends: { type: 'twoFactor.turnOff' } },
    { intent: 'submitTurnOff', args: ['secret', '482915'], sends: { type: 'turnOff.submit', password: 'secret', code: '482915' } },
    { intent: 'cancelTurnOff', args: [], sends: { type: 'turnOff.cancel' } },
    { intent: 'regenerateCodes', args: [], sends: { type: 'recoveryCodes.regenerate' } },
    { intent: 'confirmRegenerate', args: [], sends: { type: 'recoveryCodes.confirm' } },
    { intent: 'cancelRegenerate', args: [], sends: { type: 'recoveryCodes.cancel' } },
  ]],
  ['stepUp', connectStepUp as AnyConnect, [
    { intent: 'submit', args: ['secret', '482915'], sends: { type: 'stepUp.submit', password: 'secret', code: '482915' } },
    { intent: 'proveWithPasskey', args: [], sends: { type: 'stepUp.passkey' } },
    { intent: 'retry', args: [], sends: { type: 'stepUp.retry' } },
    { intent: 'cancel', args: [], sends: { type: 'stepUp.cancel' } },
  ]],
  ['contact', connectContact as AnyConnect, [
    { intent: 'changeField', args: ['email', 'ada@example.com'], sends: { type: 'form.change', field: 'email', value: 'ada@example.com' } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
  ]],
  ['checkout', connectCheckout as AnyConnect, [
    { intent: 'retry', args: [], sends: { type: 'checkout.retry' } },
    { intent: 'requestNewQuote', args: [], sends: { type: 'quote.refresh' } },
    { intent: 'typeTxHash', args: ['0xabc'], sends: { type: 'txHash.change', value: '0xabc' } },
    { intent: 'reportPayment', args: [], sends: { type: 'payment.sent' } },
  ]],
  ['depositForm', connectDepositForm as AnyConnect, [
    { intent: 'change', args: ['acknowledged', true], sends: { type: 'form.change', field: 'acknowledged', value: true } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
    { intent: 'retry', args: [], sends: { type: 'form.retry' } },
  ]],
  ['investmentAction', connectInvestmentAction as AnyConnect, [
    { intent: 'choose', args: [ACTION], sends: { type: 'action.choose', request: ACTION } },
    { intent: 'confirm', args: [], sends: { type: 'action.confirm' } },
    { intent: 'cancel', args: [], sends: { type: 'action.cancel' } },
    { intent: 'dismiss', args: [], sends: { type: 'action.dismiss' } },
  ]],
  ['passwordChange', connectPasswordChange as AnyConnect, [
    { intent: 'change', args: ['current', 'old-Secret'], sends: { type: 'form.change', field: 'current', value: 'old-Secret' } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
  ]],
  ['profileEdit', connectProfileEdit as AnyConnect, [
    { intent: 'change', args: ['firstName', 'Ada'], sends: { type: 'form.change', field: 'firstName', value: 'Ada' } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
    { intent: 'retry', args: [], sends: { type: 'form.retry' } },
  ]],
  ['resource', connectResource as AnyConnect, [
    { intent: 'retry', args: [], sends: { type: 'resource.retry' } },
    { intent: 'reload', args: [], sends: { type: 'resource.reload' } },
  ]],
  ['transactions', connectTransactions as AnyConnect, [
    { intent: 'changeFilter', args: ['type', 'deposit'], sends: { type: 'filter.change', field: 'type', value: 'deposit' } },
    { intent: 'clearFilters', args: [], sends: { type: 'filter.clear' } },
    { intent: 'showPage', args: [3], sends: { type: 'page.go', page: 3 } },
    { intent: 'exportCsv', args: [], sends: { type: 'export.csv' } },
    { intent: 'retry', args: [], sends: { type: 'transactions.retry' } },
  ]],
  ['withdraw', connectWithdraw as AnyConnect, [
    { intent: 'change', args: ['amount', '600'], sends: { type: 'form.change', field: 'amount', value: '600' } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
    { intent: 'retry', args: [], sends: { type: 'form.retry' } },
    { intent: 'confirm', args: [], sends: { type: 'withdrawal.confirm' } },
    { intent: 'back', args: [], sends: { type: 'confirm.back' } },
  ]],
  ['accordion', connectAccordion as AnyConnect, [{ intent: 'toggle', args: ['returns'], sends: { type: 'accordion.toggle', id: 'returns' } }]],
  ['menu', connectMenu as AnyConnect, [
    { intent: 'toggle', args: [], sends: { type: 'menu.toggle' } },
    { intent: 'pressEscape', args: [], sends: { type: 'key.escape' } },
    { intent: 'pressOutside', args: [], sends: { type: 'pointer.outside' } },
    { intent: 'focusOutside', args: [], sends: { type: 'focus.outside' } },
    { intent: 'chooseLink', args: [], sends: { type: 'link.choose' } },
    { intent: 'routeChanged', args: [], sends: { type: 'route.change' } },
  ]],
  ['marketWidget', connectMarketWidget as AnyConnect, [
    { intent: 'consentChanged', args: [true], sends: { type: 'consent.granted' } },
    { intent: 'consentChanged', args: [false], sends: { type: 'consent.withdrawn' } },
    { intent: 'widgetLoaded', args: [], sends: { type: 'widget.loaded' } },
    { intent: 'widgetFailed', args: [], sends: { type: 'widget.failed' } },
  ]],
  ['consent', connectConsent as AnyConnect, [
    { intent: 'acceptAll', args: [], sends: { type: 'consent.acceptAll' } },
    { intent: 'rejectAll', args: [], sends: { type: 'consent.rejectAll' } },
    { intent: 'keep', args: [], sends: { type: 'consent.keep' } },
    { intent: 'review', args: [], sends: { type: 'consent.review' } },
    { intent: 'grantMarkets', args: [], sends: { type: 'consent.grantMarkets' } },
  ]],
  ['showMore', connectShowMore as AnyConnect, [
    { intent: 'toggle', args: [], sends: { type: 'showMore.toggle' } },
    { intent: 'viewportChanged', args: [true], sends: { type: 'viewport.wide' } },
    { intent: 'viewportChanged', args: [false], sends: { type: 'viewport.narrow' } },
  ]],
  ['subscribe', connectSubscribe as AnyConnect, [
    { intent: 'changeEmail', args: ['ada@example.com'], sends: { type: 'form.change', value: 'ada@example.com' } },
    { intent: 'submit', args: [], sends: { type: 'form.submit' } },
  ]],
  ['carousel', connectCarousel as AnyConnect, [
    { intent: 'next', args: [], sends: { type: 'carousel.next' } },
    { intent: 'previous', args: [], sends: { type: 'carousel.prev' } },
    { intent: 'showPage', args: [2], sends: { type: 'carousel.goto', page: 2 } },
    { intent: 'pause', args: [], sends: { type: 'carousel.pause' } },
    { intent: 'play', args: [], sends: { type: 'carousel.play' } },
    { intent: 'pointerEnter', args: [], sends: { type: 'carousel.hover.start' } },
    { intent: 'pointerLeave', args: [], sends: { type: 'carousel.hover.end' } },
    { intent: 'focusEnter', args: [], sends: { type: 'carousel.focus.in' } },
    { intent: 'focusLeave', args: [], sends: { type: 'carousel.focus.out' } },
    { intent: 'changePageSize', args: [5], sends: { type: 'carousel.pageSize', pageSize: 5 } },
  ]],
  ['clipboard', connectClipboard as AnyConnect, [{ intent: 'copy', args: ['TJRabPrw'], sends: { type: 'clipboard.copy', text: 'TJRabPrw' } }]],
  ['countUp', connectCountUp as AnyConnect, [{ intent: 'cameIntoView', args: [], sends: { type: 'visible' } }]],
  ['disclosure', connectDisclosure as AnyConnect, [{ intent: 'toggle', args: [], sends: { type: 'disclosure.toggle' } }]],
  ['reveal', connectReveal as AnyConnect, [{ intent: 'cameIntoView', args: [], sends: { type: 'visible' } }]],
];

describe('each flow intent sends its event, and only that', () => {
  it.each(intents)('%s', (id, connect, rows) => {
    const snapshot = start(id);
    const offered = Object.keys(connect(snapshot as never, () => {})).filter((key) => key !== 'view');
    // A new intent without a row here fails, and so does a row for an intent that went away.
    expect(offered.sort()).toEqual([...new Set(rows.map((row) => row.intent))].sort());
    for (const row of rows) {
      const send = vi.fn();
      const api = connect(snapshot as never, send) as unknown as Record<string, (...args: unknown[]) => void>;
      api[row.intent]?.(...row.args);
      expect(send, row.intent).toHaveBeenCalledTimes(1);
      expect(send, row.intent).toHaveBeenCalledWith(row.sends);
    }
  });

  it('sends nothing while the view is read', () => {
    const send = vi.fn();
    for (const [id, connect] of intents) connect(start(id) as never, send);
    expect(send).not.toHaveBeenCalled();
  });
});

const none = () => {};

describe('each flow view says what the screen shows', () => {
  it('login: the missing captcha, then the server refusal, then the second step', () => {
    expect(connectLogin(inState('login', { form: 'captchaMissing' }), none).view).toMatchObject({ formError: VALIDATION.captchaMissing, submitting: false, signingIn: false });
    expect(connectLogin(inState('login', { form: 'failed' }, { error: FALLBACKS.login }), none).view.formError).toBe(FALLBACKS.login);
    const submitting = connectLogin(inState('login', { form: 'submitting' }, { values: LOGIN }), none).view;
    expect(submitting).toMatchObject({ formError: null, submitting: true, signingIn: true, values: LOGIN });
    expect(connectLogin(inState('login', { secondFactor: 'verifying' }), none).view).toMatchObject({ secondFactor: true, verifying: true, codeError: null });
  });

  it('logout and undo: the phase, and the undo page own words for a link without a token', () => {
    expect(connectLogout(inState('logout', 'loggingOut'), none).view.phase).toBe('loggingOut');
    expect(connectLogout(inState('logout', 'cancelled'), none).view.phase).toBe('leaving');
    expect(connectUndoChange(inState('undoChange', 'done', { message: UNDO_PAGE.done }), none).view).toEqual({ phase: 'done', message: UNDO_PAGE.done });
    expect(connectUndoChange(inState('undoChange', 'linkInvalid', { message: 'That link has expired.' }), none).view.message).toBe('That link has expired.');
    expect(connectUndoChange(inState('undoChange', 'failed', { message: 'Try again.' }), none).view).toEqual({ phase: 'failed', message: 'Try again.' });
  });

  it('sign-up, reset request and new password: the step and the message each shows', () => {
    const code = connectSignup(inState('signup', { code: { verification: 'empty', resend: { waiting: 'afterSignup' } } }, { values: SIGNUP }), none).view;
    expect(code).toMatchObject({ step: 'code', email: 'ada@example.com', codeError: VALIDATION.signup.codeEmpty });
    expect(connectSignup(inState('signup', { form: 'passwordMismatch' }), none).view).toMatchObject({ step: 'form', formError: VALIDATION.signup.passwordMismatch });
    expect(connectResetRequest(inState('resetRequest', { form: 'emailMissing' }), none).view).toMatchObject({ step: 'form', formError: VALIDATION.resetRequest.emailMissing });
    expect(connectNewPassword(inState('newPassword', { form: 'passwordMismatch' }), none).view).toMatchObject({ formError: VALIDATION.newPassword.passwordMismatch, checking: false, submitting: false });
  });

  it('passkeys, devices and two-factor: the list once loaded, what is under way, the notes', () => {
    const passkey = { id: 'pk-1', name: 'Laptop', createdAt: 0, lastUsedAt: null };
    expect(connectPasskeys(inState('passkeys', 'loading'), none).view.passkeys).toBeNull();
    expect(connectPasskeys(inState('passkeys', { ready: 'removed' }, { passkeys: [passkey] }), none).view).toMatchObject({ passkeys: [passkey], note: PASSKEYS_CARD.removedNote, busy: false });
    const device = (id: string, current: boolean) => ({ id, current, browser: 'Firefox', device: 'Linux', ip: '192.0.2.1', place: null, signedInAt: 0, lastSeenAt: 0 });
    const devices = connectSignedInDevices(inState('signedInDevices', { ready: 'ended' }, { devices: [device('s-1', true)] }), none).view;
    expect(devices).toMatchObject({ note: DEVICES_CARD.ended, hasOthers: false });
    expect(connectSignedInDevices(inState('signedInDevices', 'endingOthers', { devices: [device('s-1', true), device('s-2', false)] }), none).view)
      .toMatchObject({ endingOthers: true, busy: true, hasOthers: true });
    expect(connectTwoFactorSettings(inState('twoFactorSettings', { off: 'turnedOff' }), none).view).toMatchObject({ loaded: true, on: false, note: TWO_FACTOR_CARD.turnedOff });
  });

  it('step-up: closed until asked, then the form with the problem of a blank field', () => {
    expect(connectStepUp(start('stepUp'), none).view).toMatchObject({ open: false, form: false });
    const asking = connectStepUp(inState('stepUp', { open: { asking: 'incomplete' } }, { options: { twoFactor: true, passkeys: false } }), none).view;
    expect(asking).toMatchObject({ open: true, form: true, askCode: true, offerPasskey: false, problem: STEP_UP.required(true), fixField: 'password' });
  });

  it('a resource keeps its data while it reloads and shows none once the load failed', () => {
    expect(connectResource(inState('resource', 'loading', { data: { balance: 5 } }), none).view).toEqual({ data: { balance: 5 }, loading: true, error: null });
    expect(connectResource(inState('resource', 'failed', { data: { balance: 5 }, error: 'Down.' }), none).view).toEqual({ data: null, loading: false, error: 'Down.' });
  });

  it('transactions: a shown, non-empty list can be exported; a loading one cannot', () => {
    const result = { count: 12, page_size: 10, results: [] };
    const ready = connectTransactions(inState('transactions', { ready: 'idle' }, { result }), none).view;
    expect(ready).toMatchObject({ total: 12, pages: 2, canExport: true, firstLoad: false });
    expect(connectTransactions(inState('transactions', 'loading', { result }), none).view).toMatchObject({ loading: true, canExport: false, firstLoad: false });
  });

  it('consent: the banner until a choice, reopened with the choice said, and what each choice allows', () => {
    expect(connectConsent(start('consent'), none).view).toEqual({ bannerOpen: true, reviewing: false, marketsAllowed: false, analyticsAllowed: false });
    expect(connectConsent(inState('consent', 'decided', { choice: { markets: true, analytics: false } }), none).view)
      .toEqual({ bannerOpen: false, reviewing: false, marketsAllowed: true, analyticsAllowed: false });
    expect(connectConsent(inState('consent', 'decided', { choice: { markets: false, analytics: true } }), none).view)
      .toEqual({ bannerOpen: false, reviewing: false, marketsAllowed: false, analyticsAllowed: true });
    expect(connectConsent(inState('consent', { asking: 'reviewing' }, { choice: { markets: true, analytics: true } }), none).view)
      .toEqual({ bannerOpen: true, reviewing: true, marketsAllowed: true, analyticsAllowed: true });
  });

  it('the widgets: open panel, menu, charts shown, slot phase, copy, count, disclosure and reveal', () => {
    expect(connectAccordion(inState('accordion', 'oneOpen', { openId: 'returns' }), none).view).toEqual({ openId: 'returns' });
    expect(connectMenu(inState('menu', 'open'), none).view).toEqual({ isOpen: true });
    expect(connectShowMore(start('showMore'), none).view).toEqual({ visibleCount: 2, expanded: false });
    expect(connectMarketWidget(start('marketWidget'), none).view).toEqual({ phase: 'consent', embedded: false });
    expect(connectClipboard(inState('clipboard', 'copied'), none).view).toEqual({ copied: true, failed: false });
    expect(connectCountUp(inState('countUp', { counting: 'ticking' }, { elapsedMs: 1000, durationMs: 2000 }), none).view).toBe(0.875);
    expect(connectDisclosure(inState('disclosure', 'expanded'), none).view).toEqual({ expanded: true });
    expect(connectReveal(inState('reveal', 'revealed'), none).view).toEqual({ phase: 'revealed' });
  });
});
