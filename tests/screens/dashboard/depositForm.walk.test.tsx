import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CheckoutDeposit, DepositFormValues } from '../../../domain/investment/types';
import { CHECKOUT_TEXTS, PAYMENT_WINDOW_MS, checkoutOf, checkoutPath } from '../../oracle/checkout';
import { DEPOSIT_FORM_TEXTS as copy, sectorNameOf, specPlanOf } from '../../oracle/dashboard';
import { FORM_PROBLEMS, centsOfUsd, depositAmountHint, depositAmountProblem, depositFormProblems, depositProjection } from '../../oracle/investorRules';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { depositWire, overviewWire } from './paymentSupport';
import { json, refuseWith, retryLoad, retype, seeLoadFailed, seeLoading } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const OVERVIEW = 'get /investor/overview/';
const CREATE = 'post /investor/deposits/';

type ChoiceField = 'sector' | 'planId' | 'checkout';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  router: Awaited<ReturnType<typeof renderRoute>>['router'];
  user: UserEvent;
  /** Deposits the form should have asked the server for by now (one per submitting state). */
  creations: number;
  /** The form's alert takes the focus after a submit (or its refusal), not after the user changes a field. */
  focusOnAlert: boolean;
  /** The deposit the server created: the checkout the form goes on to shows it. */
  created: CheckoutDeposit | null;
  /**
   * By the walk's own account (never the machine's): what the page shows (the options loading or
   * refused, the form as typed, refused for its problems or by the server, on its way, or the
   * checkout it went on to), what the form holds, whether the server asked for the acknowledgement,
   * and the server's last refusal.
   */
  shown: 'loading' | 'loadFailed' | 'editing' | 'invalid' | 'failed' | 'submitting' | 'done';
  values: DepositFormValues;
  needsAcknowledgement: boolean;
  failure: string | null;
}

/** The form as it opens: nothing chosen, nothing typed. */
const EMPTY: DepositFormValues = { sector: '', planId: '', amount: '', checkout: '', acknowledged: false };

/** A name that begins with `parts` (the option's words, however the label spaces them). */
const startsWith = (...parts: string[]) => new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}`);

/** Each choice is a group of radios, each labelled with its option as the user reads it ("USDT TRC20"). */
const CHOICES: Record<ChoiceField, { group: string; label: (value: string) => RegExp }> = {
  sector: { group: `1. ${copy.sector}`, label: (id) => startsWith(sectorNameOf(id)) },
  planId: { group: `2. ${copy.plan}`, label: (id) => startsWith(specPlanOf(id).name) },
  checkout: {
    group: `4. ${copy.currency}`,
    label: (slug) => {
      const checkout = checkoutOf(slug);
      return startsWith(checkout.currency, checkout.network);
    },
  },
};

const submitButton = () => page().getByRole('button', { name: /^(Continue to checkout|Preparing checkout…)$/ });
const amountField = () => page().getByLabelText(copy.amount, { selector: 'input' }) as HTMLInputElement;
const acknowledgement = () => page().getByRole('checkbox', { name: startsWith(copy.acknowledgement) });
// Options are found by their labels: a role query names every radio of the page, too slow to repeat at each step.
const option = (field: ChoiceField, value: string) => page().getByLabelText(CHOICES[field].label(value), { selector: 'input[type=radio]' }) as HTMLInputElement;

/**
 * Sets one field as a user does. A field may already hold the value (changing it again after a
 * failed submit, say): the user then changes their mind on the way, picking another option first.
 */
async function change(user: UserEvent, field: keyof DepositFormValues, value: string | boolean) {
  if (field === 'amount') return retype(user, amountField(), String(value));
  if (field === 'acknowledged') {
    if ((acknowledgement() as HTMLInputElement).checked === value) await user.click(acknowledgement());
    return user.click(acknowledgement());
  }
  const wanted = option(field, String(value));
  if (wanted.checked) {
    const other = within(page().getByRole('group', { name: CHOICES[field].group })).getAllByRole('radio').find((radio) => radio !== wanted)!;
    await user.click(other);
  }
  return user.click(wanted);
}

/** The form shows what the user chose, and nothing else. */
function seeValues({ values, needsAcknowledgement }: Walk) {
  expect(amountField()).toHaveValue(values.amount);
  const chosen = (['sector', 'planId', 'checkout'] as const).filter((field) => values[field]);
  for (const field of chosen) expect(option(field, values[field]), `${field} chosen`).toBeChecked();
  expect(page().queryAllByRole('radio', { checked: true })).toHaveLength(chosen.length);
  if (needsAcknowledgement) expect(acknowledgement()).toHaveProperty('checked', values.acknowledged);
  else expect(page().queryByRole('checkbox')).not.toBeInTheDocument();
}

async function seeAlerts(walk: Walk) {
  const { shown, values, needsAcknowledgement, failure } = walk;
  // A refused form's problems update as the investor fixes them, from what the fields hold now.
  const problems = shown === 'invalid' ? depositFormProblems(values, needsAcknowledgement) : [];
  // The summary (the problems' or the server's), then each field's own problem.
  const summary = problems.length ? copy.errorSummary : shown === 'failed' ? failure : null;
  if (!summary) return expect(page().queryByRole('alert')).not.toBeInTheDocument();
  await soon(() => expect(page().getAllByRole('alert')[0]).toHaveTextContent(summary));
  const alerts = page().getAllByRole('alert');
  expect(alerts.slice(1).map((alert) => alert.textContent).sort()).toEqual([...problems].sort());
  if (walk.focusOnAlert) expect(alerts[0]).toHaveFocus();
}

/** Each field tells a screen reader its hint and its problem; under the amount, the plan's projection once it takes the amount. */
function seeDescriptions({ shown, values, needsAcknowledgement }: Walk) {
  const problems = shown === 'invalid' ? depositFormProblems(values, needsAcknowledgement) : [];
  const problemOf = (problem: string) => (problems.includes(problem) ? problem : '');
  const groups = { sector: FORM_PROBLEMS.sectorRequired, planId: FORM_PROBLEMS.planRequired, checkout: FORM_PROBLEMS.checkoutRequired } as const;
  for (const [field, problem] of Object.entries(groups) as [ChoiceField, string][]) {
    expect(page().getByRole('group', { name: CHOICES[field].group }), `${field}'s description`).toHaveAccessibleDescription(problemOf(problem));
  }
  const amountProblem = shown === 'invalid' ? depositAmountProblem(values) : undefined;
  expect(amountField()).toHaveAccessibleDescription([depositAmountHint(values.planId), amountProblem].filter(Boolean).join(' '));
  if (needsAcknowledgement) expect(acknowledgement()).toHaveAccessibleDescription(problemOf(FORM_PROBLEMS.acknowledgementRequired));
  const projection = depositProjection(values.planId, values.amount);
  if (projection) expect(page().getByText(projection)).toBeVisible();
  else expect(page().queryByText(/^Projected profit/)).not.toBeInTheDocument();
}

walkScreen('depositForm', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/overview/'], ['post', '/investor/deposits/']]);
    const walk: Walk = {
      api, router: undefined as never, user, creations: 0, focusOnAlert: false, created: null,
      shown: 'loading', values: EMPTY, needsAcknowledgement: false, failure: null,
    };
    // The checkout the form goes on to opens the deposit just created.
    server.use(
      http.get(apiUrl('/investor/deposits/open/:slug/'), () =>
        HttpResponse.json({ deposit: depositWire(walk.created!, PAYMENT_WINDOW_MS) }),
      ),
    );
    ({ router: walk.router } = await renderRoute('/dashboard/deposit', { strict }));
    return walk;
  },
  drive: {
    // A change keeps a refused form's problems on show (updated); the server's refusal stays only until the next change.
    'form.change': async ({ field, value }, walk) => {
      walk.focusOnAlert = false;
      await change(walk.user, field, value);
      walk.values = { ...walk.values, [field]: value };
      if (walk.shown === 'failed') walk.shown = 'editing';
    },
    // Only a form without a problem (the specification's rules) is sent; any other shows its problems.
    'form.submit': async (_event, walk) => {
      walk.focusOnAlert = true;
      await walk.user.click(submitButton());
      walk.shown = depositFormProblems(walk.values, walk.needsAcknowledgement).length === 0 ? 'submitting' : 'invalid';
    },
    'form.retry': (_event, walk) => retryLoad(walk),
    'xstate.done.actor.loadDepositOptions': async ({ output }, walk) => {
      await walk.api.answer(OVERVIEW, json(overviewWire({ needsAcknowledgement: output.needsAcknowledgement })));
      walk.needsAcknowledgement = output.needsAcknowledgement;
      walk.shown = 'editing';
    },
    'xstate.error.actor.loadDepositOptions': ({ error }, walk) => refuseWith(walk, OVERVIEW, error, 500, 'loadFailed'),
    'xstate.done.actor.createDeposit': async ({ output }, walk) => {
      walk.created = output;
      await walk.api.answer(CREATE, json(depositWire(output, PAYMENT_WINDOW_MS), 201));
      walk.shown = 'done';
    },
    'xstate.error.actor.createDeposit': ({ error }, walk) => refuseWith(walk, CREATE, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { shown } = walk;
    if (shown === 'loading') return seeLoading(() => page().queryByRole('button', { name: copy.submit }));
    if (shown === 'loadFailed') return seeLoadFailed(walk.failure!);
    if (shown === 'done') {
      // On to the checkout of the deposit just created.
      const { slug } = walk.created!;
      await soon(() => expect(walk.router.state.location.pathname).toBe(checkoutPath(slug)));
      await soon(() => expect(page().getByRole('button', { name: CHECKOUT_TEXTS.sent })).toBeEnabled());
      return expect(page().getByRole('heading', { level: 1 })).toHaveTextContent(CHECKOUT_TEXTS.title(checkoutOf(slug)));
    }
    await soon(() => seeValues(walk));
    if (shown === 'submitting') {
      walk.creations += 1;
      await soon(() => expect(walk.api.bodiesTo(CREATE)).toHaveLength(walk.creations));
      const { values } = walk;
      expect(walk.api.bodiesTo(CREATE).at(-1)).toEqual({
        sector: values.sector, plan: values.planId, amount_cents: centsOfUsd(values.amount), checkout: values.checkout, acknowledged: values.acknowledged,
      });
      const submit = submitButton();
      await soon(() => expect(submit).toHaveTextContent(copy.submitting));
      return expect(submit).toBeDisabled();
    }
    // A refused submit sends nothing.
    expect(walk.api.bodiesTo(CREATE)).toHaveLength(walk.creations);
    const submit = await soon(() => submitButton());
    await soon(() => expect(submit).toHaveTextContent(copy.submit));
    expect(submit).toBeEnabled();
    await seeAlerts(walk);
    seeDescriptions(walk);
  },
});
