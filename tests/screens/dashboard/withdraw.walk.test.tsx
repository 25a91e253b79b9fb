import { expect } from 'vitest';
import type { WithdrawFormValues } from '../../../domain/investment/types';
import { CHECKOUT_ROUTES, dollarsOfCents } from '../../oracle/checkout';
import { DASHBOARD_TEXTS as common, WITHDRAW_TEXTS as copy } from '../../oracle/dashboard';
import {
  WITHDRAW_FIELD_LABELS, WITHDRAW_FIELDS_SHOWN, withdrawalRequestBody, withdrawalSummary, withdrawFieldProblems, withdrawFormProblems, type WithdrawField,
} from '../../oracle/investorRules';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { definitionOf, overviewWire } from './paymentSupport';
import { within } from '@testing-library/react';
import { json, refuseWith, retryLoad, retype, seeLoadFailed, seeLoading } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const OVERVIEW = 'get /investor/overview/';
const WITHDRAW = 'post /investor/withdrawals/';

const ALL_FIELDS = Object.keys(WITHDRAW_FIELD_LABELS) as WithdrawField[];
/** The fields a browser must not spell-check: what is typed there is no word (an address, an IBAN). */
const NOT_SPELL_CHECKED: readonly WithdrawField[] = ['address', 'iban'];

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** Confirmations the user clicked: each should reach the server once. */
  confirmations: number;
  /** The last gesture: where the focus goes depends on it (a review or going back moves it, typing keeps it, the balance arriving takes none). */
  gesture: 'review' | 'back' | 'load' | 'other';
  /**
   * By the walk's own account (never the machine's): what the page shows (the balance loading or
   * refused, the form as typed or refused for its problems, the confirmation, the request on its
   * way or refused, the request recorded), what the form holds, the balance the server gave, and
   * the server's last refusal.
   */
  shown: 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'confirming' | 'submitting' | 'failed' | 'done';
  values: WithdrawFormValues;
  availableCents: number;
  failure: string | null;
}

/** The form as it opens: a withdrawal to a crypto wallet, nothing typed or chosen. */
const EMPTY: WithdrawFormValues = { amount: '', method: 'crypto', checkout: '', address: '', accountHolder: '', sortCode: '', accountNumber: '', iban: '' };

const button = (name: string | RegExp) => page().getByRole('button', { name });
const reviewButton = () => button(copy.review);
const confirmButton = () => button(/^(Confirm withdrawal|Submitting…)$/);
/** A field's control (the currency list, or a text field), or null while the form hides it. */
const fieldControl = (field: WithdrawField) => page().queryByLabelText(WITHDRAW_FIELD_LABELS[field], { selector: field === 'checkout' ? 'select' : 'input' });
const amountField = () => fieldControl('amount')!;

/** Sets one field the way a user does: types over a text field, picks from the list or the switch. */
async function change(user: UserEvent, field: keyof WithdrawFormValues, value: string) {
  if (field === 'checkout') return user.selectOptions(fieldControl('checkout')!, value);
  if (field === 'method') return user.click(page().getByRole('radio', { name: copy[value as WithdrawFormValues['method']] }));
  return retype(user, fieldControl(field) as HTMLInputElement, value);
}

/** The form, holding what the user entered, with the problems of a refused submit (or none). */
async function seeForm(walk: Walk) {
  const { values, availableCents } = walk;
  await soon(() => expect(reviewButton()).toBeEnabled());
  expect(definitionOf(page(), copy.available)).toHaveTextContent(dollarsOfCents(availableCents));
  expect(page().getByRole('radio', { name: copy[values.method] })).toBeChecked();
  // A refused form's problems update as the investor fixes them, from what the fields hold now.
  const problems = walk.shown === 'invalid' ? withdrawFieldProblems(values, availableCents) : {};
  // The chosen destination's fields, as typed, each described by its hint and its problem; the other destination's are gone.
  for (const field of ALL_FIELDS) {
    const control = fieldControl(field);
    if (!WITHDRAW_FIELDS_SHOWN[values.method].includes(field)) {
      expect(control, `${field} is hidden`).toBeNull();
      continue;
    }
    expect(control).toHaveValue(values[field]);
    if (NOT_SPELL_CHECKED.includes(field)) expect(control).toHaveAttribute('spellcheck', 'false');
    const problem = problems[field];
    expect(control, `${field}'s description`).toHaveAccessibleDescription([field === 'address' ? copy.addressHint : '', problem ?? ''].filter(Boolean).join(' '));
    if (problem) expect(control).toBeInvalid();
    else expect(control).toBeValid();
  }
  // The currencies and networks to choose from, each named by both, after "none chosen".
  if (values.method === 'crypto') {
    const options = [...(fieldControl('checkout') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual(['—', ...CHECKOUT_ROUTES.map((checkout) => `${checkout.currency} · ${checkout.network}`)]);
  }
  const messages = Object.values(problems);
  // Back from the confirmation, the user is on the form again, at its first field; the balance arriving moves the focus nowhere.
  if (walk.gesture === 'back') expect(amountField()).toHaveFocus();
  if (walk.gesture === 'load') expect(amountField()).not.toHaveFocus();
  if (messages.length === 0) return expect(page().queryByRole('alert')).not.toBeInTheDocument();
  // The summary, then each field's own problem, all announced.
  const alerts = page().getAllByRole('alert');
  expect(alerts[0]).toHaveTextContent(copy.errorSummary);
  expect(alerts.slice(1).map((alert) => alert.textContent).sort()).toEqual([...messages].sort());
  // A refused review takes the user to the summary of what to fix.
  if (walk.gesture === 'review') expect(alerts[0]).toHaveFocus();
}

/** The confirmation repeats every detail of the chosen destination, and nothing else, before anything is sent. */
function seeConfirmation({ values }: Walk) {
  // The title takes the focus when the step opens, but no place in the tab order.
  expect(page().getByRole('heading', { name: copy.confirmTitle })).toHaveAttribute('tabindex', '-1');
  const summary = withdrawalSummary(values);
  const terms = within(page().getByRole('heading', { name: copy.confirmTitle }).parentElement!).getAllByRole('term');
  expect(terms.map((term) => term.textContent)).toEqual(summary.map(([term]) => term));
  for (const [term, text] of summary) expect(definitionOf(page(), term).textContent, term).toBe(text);
  // The form is gone: nothing to edit without going back.
  expect(page().queryByRole('button', { name: copy.review })).not.toBeInTheDocument();
}

walkScreen('withdraw', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/overview/'], ['post', '/investor/withdrawals/']]);
    await renderRoute('/dashboard/withdraw', { strict });
    return { api, user, confirmations: 0, gesture: 'other', shown: 'loading', values: EMPTY, availableCents: 0, failure: null };
  },
  drive: {
    // A change keeps a refused form's problems on show (updated).
    'form.change': async ({ field, value }, walk) => {
      walk.gesture = 'other';
      await change(walk.user, field, value);
      walk.values = { ...walk.values, [field]: value };
    },
    // Only a form without a problem (the specification's rules, against the balance shown) goes on to the confirmation.
    'form.submit': async (_event, walk) => {
      walk.gesture = 'review';
      await walk.user.click(reviewButton());
      walk.shown = withdrawFormProblems(walk.values, walk.availableCents).length === 0 ? 'confirming' : 'invalid';
    },
    'form.retry': (_event, walk) => retryLoad(walk),
    // Back on the form, as typed, with no problem shown.
    'confirm.back': async (_event, walk) => {
      walk.gesture = 'back';
      await walk.user.click(button(copy.back));
      walk.shown = 'editing';
    },
    'withdrawal.confirm': async (_event, walk) => {
      walk.gesture = 'other';
      walk.confirmations += 1;
      await walk.user.click(confirmButton());
      walk.shown = 'submitting';
    },
    'xstate.done.actor.loadBalance': async ({ output }, walk) => {
      await walk.api.answer(OVERVIEW, json(overviewWire({ availableCents: output.availableCents })));
      walk.gesture = 'load';
      walk.availableCents = output.availableCents;
      walk.shown = 'editing';
    },
    'xstate.error.actor.loadBalance': ({ error }, walk) => refuseWith(walk, OVERVIEW, error, 500, 'loadFailed'),
    'xstate.done.actor.requestWithdrawal': async (_event, walk) => {
      await walk.api.answer(WITHDRAW, json({ id: 'w1', status: 'pending' }, 201));
      walk.shown = 'done';
    },
    'xstate.error.actor.requestWithdrawal': ({ error }, walk) => refuseWith(walk, WITHDRAW, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { shown } = walk;
    if (shown === 'loading') return seeLoading(() => page().queryByRole('button', { name: copy.review }));
    if (shown === 'loadFailed') return seeLoadFailed(walk.failure!);
    // Every confirmation, and nothing else, reaches the server.
    await soon(() => expect(walk.api.bodiesTo(WITHDRAW)).toHaveLength(walk.confirmations));
    if (shown === 'done') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(copy.doneTitle));
      return expect(page().getByRole('link', { name: common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (shown === 'editing' || shown === 'invalid') return seeForm(walk);

    await soon(() => seeConfirmation(walk));
    // Reviewed: the user is on the confirmation, at its title (the button pressed is gone).
    if (walk.gesture === 'review') expect(page().getByRole('heading', { name: copy.confirmTitle })).toHaveFocus();
    if (shown === 'submitting') {
      expect(walk.api.bodiesTo(WITHDRAW).at(-1)).toEqual(withdrawalRequestBody(walk.values));
      // Once confirmed, neither sent twice nor called back.
      await soon(() => expect(confirmButton()).toHaveTextContent(copy.submitting));
      expect(confirmButton()).toBeDisabled();
      return expect(button(copy.back)).toBeDisabled();
    }
    await soon(() => expect(confirmButton()).toHaveTextContent(copy.confirm));
    expect(confirmButton()).toBeEnabled();
    expect(button(copy.back)).toBeEnabled();
    if (shown === 'failed') await soon(() => expect(page().getByRole('alert')).toHaveTextContent(walk.failure!));
    else expect(page().queryByRole('alert')).not.toBeInTheDocument();
  },
});
