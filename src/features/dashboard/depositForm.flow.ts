/** The deposit form: sector, plan, amount and checkout, the risk acknowledgement, then the checkout page. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useNavigate, type UseNavigateResult } from '@tanstack/react-router';
import { CHECKOUTS, PLANS } from '../../../domain/constants';
import { depositFormMachine } from '../../../machines/investment/depositForm.machine';
import type { CheckoutDeposit, DepositFormValues } from '../../../domain/investment/types';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { toCheckoutDeposit } from '../../api/investor';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { dailyReturnCents } from '../../../domain/investment/accrual';
import { formatCents, parseUsdToCents } from '../../../domain/investment/money';
import { depositProblems, planById, type DepositField } from '../../../domain/investment/validation';
import { rangeMessage } from '../../content/dashboard';

/** What the deposit screen shows (no copy here). */
export function selectDepositView(snapshot: SnapshotFrom<typeof depositFormMachine>) {
  const { values, needsAcknowledgement, error } = snapshot.context;
  const amountCents = parseUsdToCents(values.amount);
  const plan = planById(values.planId);
  const showProblems = snapshot.hasTag('invalid');
  const problems: Partial<Record<DepositField, string>> = showProblems
    ? depositProblems({ ...values, amountCents }, needsAcknowledgement)
    : {};
  // The projection needs a plan and an amount it takes; the other fields do not matter to it.
  const amountProblem = depositProblems({ ...values, amountCents }, false).amount;
  const projection =
    plan &&
    !amountProblem &&
    amountCents !== null
    ? (() => {
        const earnings = dailyReturnCents({ principalCents: amountCents, dailyReturnBps: plan.dailyReturnBps, durationDays: plan.durationDays, startedAt: 0 }) * plan.durationDays;
        return { earnings: formatCents(earnings), total: formatCents(amountCents + earnings) };
      })()
    : null;
  return {
    loading: snapshot.hasTag('loading'),
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    values,
    needsAcknowledgement,
    problems,
    hasProblems: Object.keys(problems).length > 0,
    submitting: snapshot.hasTag('submitting'),
    submitError: snapshot.hasTag('submitFailed') ? error : null,
    rangeHint: plan ? rangeMessage(plan) : '',
    projection,
    plans: PLANS,
    checkouts: CHECKOUTS,
  };
}

export type DepositView = ReturnType<typeof selectDepositView>;

/** The deposit form: what it shows, and what the investor can do there. */
export interface DepositFormApi {
  view: DepositView;
  /** Changed `field` to `value`. */
  change(field: keyof DepositFormValues, value: string | boolean): void;
  /** Create the deposit (the fields are checked first). */
  submit(): void;
  /** Load the form's options again after they failed to load. */
  retry(): void;
}

export function connectDepositForm(snapshot: SnapshotFrom<typeof depositFormMachine>, send: FlowSend<typeof depositFormMachine>): DepositFormApi {
  return {
    view: selectDepositView(snapshot),
    change: (field, value) => send({ type: 'form.change', field, value }),
    submit: () => send({ type: 'form.submit' }),
    retry: () => send({ type: 'form.retry' }),
  };
}

/** The app's side of the deposit form machine: its options, the new deposit, and its checkout page. */
export function depositFormBindings({ navigate }: { navigate: UseNavigateResult<string> }) {
  return {
    actors: {
      // The first load takes no abort signal: see resourceBindings (resource.flow.ts).
      loadDepositOptions: fromPromise<{ needsAcknowledgement: boolean }, void>(async () => ({
        needsAcknowledgement: (await api.overview({}, INVESTOR_FALLBACKS.load)).needs_acknowledgement,
      })),
      createDeposit: fromPromise<CheckoutDeposit, { values: DepositFormValues; needsAcknowledgement: boolean }>(async ({ input, signal }) =>
        toCheckoutDeposit(await api.createDeposit({
          body: {
            sector: input.values.sector,
            plan: input.values.planId,
            amount_cents: parseUsdToCents(input.values.amount) ?? 0,
            checkout: input.values.checkout,
            acknowledged: input.values.acknowledged,
          },
          signal,
        }, INVESTOR_FALLBACKS.deposit)),
      ),
    },
    actions: {
      goToCheckout: (_, deposit) => {
        void navigate({ to: '/deposit/$checkout', params: { checkout: `checkout_${deposit.slug}` } });
      },
    },
  } satisfies FlowBindings<typeof depositFormMachine>;
}

/** The deposit form; a created deposit opens its checkout. */
export function useDepositForm(): DepositFormApi {
  const navigate = useNavigate();
  return useFlow(depositFormMachine, depositFormBindings({ navigate }), connectDepositForm);
}
