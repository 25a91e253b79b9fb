import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { WithdrawFormValues } from '../../../domain/investment/types';
import { checkoutOf, dollarsOfCents } from '../../oracle/checkout';
import { DASHBOARD_TEXTS as common, WITHDRAW_TEXTS as copy } from '../../oracle/dashboard';
import { centsOfUsd, withdrawFormProblems } from '../../oracle/investorRules';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { definitionOf, overviewWire } from './paymentSupport';
import { json, retype } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const OVERVIEW = 'get /investor/overview/';
const WITHDRAW = 'post /investor/withdrawals/';

type Context = { values: WithdrawFormValues; availableCents: number; error: string | null };

/** The text fields of the form, by the label a user reads. */
const TEXT_FIELDS: Record<Exclude<keyof WithdrawFormValues, 'method' | 'checkout'>, string> = {
  amount: copy.amount, address: copy.address, accountHolder: copy.accountHolder, sortCode: copy.sortCode,
  accountNumber: copy.accountNumber, iban: copy.iban,
};

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** Confirmations the user clicked: each should reach the server once. */
  confirmations: number;
  /** The last gesture: where the focus goes depends on it (a review or going back moves it, typing keeps it). */
  gesture: 'review' | 'back' | 'other';
}

const button = (name: string | RegExp) => page().getByRole('button', { name });
const reviewButton = () => button(copy.review);
const confirmButton = () => button(/^(Confirm withdrawal|Submitting…)$/);
const textField = (name: keyof typeof TEXT_FIELDS) => page().getByLabelText(TEXT_FIELDS[name], { selector: 'input' }) as HTMLInputElement;

/** Sets one field the way a user does: types over a text field, picks from the list or the switch. */
async function change(user: UserEvent, field: keyof WithdrawFormValues, value: string) {
  if (field === 'checkout') return user.selectOptions(page().getByLabelText(copy.currency), value);
  if (field === 'method') return user.click(page().getByRole('radio', { name: copy[value as WithdrawFormValues['method']] }));
  return retype(user, textField(field), value);
}

/** The form, holding what the user entered, with the problems of a refused submit (or none). */
async function seeForm(expected: AnyMachineSnapshot, { values, availableCents }: Context, walk: Walk) {
  await soon(() => expect(reviewButton()).toBeEnabled());
  expect(definitionOf(page(), copy.available)).toHaveTextContent(dollarsOfCents(availableCents));
  expect(textField('amount')).toHaveValue(values.amount);
  expect(page().getByRole('radio', { name: copy[values.method] })).toBeChecked();
  if (values.method === 'crypto') {
    expect(page().getByLabelText(copy.currency)).toHaveValue(values.checkout);
    expect(textField('address')).toHaveValue(values.address);
  }
  const messages = expected.matches({ editing: 'invalid' }) ? withdrawFormProblems(values, availableCents) : [];
  // Back from the confirmation, the user is on the form again, at its first field.
  if (walk.gesture === 'back') expect(textField('amount')).toHaveFocus();
  if (messages.length === 0) return expect(page().queryByRole('alert')).not.toBeInTheDocument();
  // The summary, then each field's own problem, all announced.
  const alerts = page().getAllByRole('alert');
  expect(alerts[0]).toHaveTextContent(copy.errorSummary);
  expect(alerts.slice(1).map((alert) => alert.textContent).sort()).toEqual([...messages].sort());
  // A refused review takes the user to the summary of what to fix.
  if (walk.gesture === 'review') expect(alerts[0]).toHaveFocus();
}

/** The confirmation repeats every detail before anything is sent. */
function seeConfirmation({ values }: Context) {
  expect(page().getByRole('heading', { name: copy.confirmTitle })).toBeInTheDocument();
  expect(definitionOf(page(), copy.summary.amount)).toHaveTextContent(dollarsOfCents(centsOfUsd(values.amount)!));
  expect(definitionOf(page(), copy.summary.method)).toHaveTextContent(copy[values.method]);
  const checkout = checkoutOf(values.checkout);
  expect(definitionOf(page(), copy.summary.network)).toHaveTextContent(`${checkout.currency} on ${checkout.network}`);
  expect(definitionOf(page(), copy.summary.address)).toHaveTextContent(values.address.trim());
  // The form is gone: nothing to edit without going back.
  expect(page().queryByRole('button', { name: copy.review })).not.toBeInTheDocument();
}

walkScreen('withdraw', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/overview/'], ['post', '/investor/withdrawals/']]);
    await renderRoute('/dashboard/withdraw', { strict });
    return { api, user, confirmations: 0, gesture: 'other' };
  },
  drive: {
    'form.change': ({ field, value }, walk) => {
      walk.gesture = 'other';
      return change(walk.user, field, value);
    },
    'form.submit': (_event, walk) => {
      walk.gesture = 'review';
      return walk.user.click(reviewButton());
    },
    'form.retry': (_event, walk) => walk.user.click(button(common.retry)),
    'confirm.back': (_event, walk) => {
      walk.gesture = 'back';
      return walk.user.click(button(copy.back));
    },
    'withdrawal.confirm': (_event, walk) => {
      walk.gesture = 'other';
      walk.confirmations += 1;
      return walk.user.click(confirmButton());
    },
    'xstate.done.actor.loadBalance': ({ output }, walk) => walk.api.answer(OVERVIEW, json(overviewWire({ availableCents: output.availableCents }))),
    'xstate.error.actor.loadBalance': ({ error }, walk) => walk.api.answer(OVERVIEW, json({ detail: error.message }, 500)),
    'xstate.done.actor.requestWithdrawal': (_event, walk) => walk.api.answer(WITHDRAW, json({ id: 'w1', status: 'pending' }, 201)),
    'xstate.error.actor.requestWithdrawal': ({ error }, walk) => walk.api.answer(WITHDRAW, json({ detail: error.message }, 400)),
  },
  async see(expected, walk) {
    const context = expected.context as Context;
    if (expected.matches('loading')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(common.loading));
      return expect(page().queryByRole('button', { name: copy.review })).not.toBeInTheDocument();
    }
    if (expected.matches('loadFailed')) {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(context.error!));
      return expect(button(common.retry)).toBeEnabled();
    }
    // Every confirmation, and nothing else, reaches the server.
    await soon(() => expect(walk.api.bodiesTo(WITHDRAW)).toHaveLength(walk.confirmations));
    if (expected.matches('done')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(copy.doneTitle));
      return expect(page().getByRole('link', { name: common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    }
    if (expected.matches('editing')) return seeForm(expected, context, walk);

    await soon(() => seeConfirmation(context));
    // Reviewed: the user is on the confirmation, at its title (the button pressed is gone).
    if (walk.gesture === 'review') expect(page().getByRole('heading', { name: copy.confirmTitle })).toHaveFocus();
    if (expected.matches({ confirming: 'submitting' })) {
      const { values } = context;
      expect(walk.api.bodiesTo(WITHDRAW).at(-1)).toEqual({
        amount_cents: centsOfUsd(values.amount), method: 'crypto', checkout: values.checkout, address: values.address.trim(),
      });
      // Once confirmed, neither sent twice nor called back.
      await soon(() => expect(confirmButton()).toHaveTextContent(copy.submitting));
      expect(confirmButton()).toBeDisabled();
      return expect(button(copy.back)).toBeDisabled();
    }
    await soon(() => expect(confirmButton()).toHaveTextContent(copy.confirm));
    expect(confirmButton()).toBeEnabled();
    expect(button(copy.back)).toBeEnabled();
    if (expected.matches({ confirming: 'failed' })) await soon(() => expect(page().getByRole('alert')).toHaveTextContent(context.error!));
    else expect(page().queryByRole('alert')).not.toBeInTheDocument();
  },
});
