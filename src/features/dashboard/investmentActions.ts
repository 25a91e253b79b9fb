/** The investment decisions, bound to the API: preview the exact outcome, then perform it. */
import { fromPromise } from 'xstate';
import { PLANS } from '../../../domain/constants';
import { planName } from '../../content/names';
import { formatBps, parseUsdToCents } from '../../../domain/investment/money';
import type { InvestmentActionPreview, InvestmentActionRequest } from '../../../domain/investment/types';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { breakdownCopy, shortDate } from '../../content/dashboard';

const DAY = 86_400_000;

export const previewAction = fromPromise<InvestmentActionPreview, InvestmentActionRequest>(async ({ input, signal }) => {
  const options = await api.investmentOptions({ params: { id: input.investmentId }, signal }, INVESTOR_FALLBACKS.action);
  const l = breakdownCopy.previewLines;
  const investment = options.investment;
  switch (input.kind) {
    case 'terminate': {
      const outcome = options.early_termination;
      if (!outcome) throw new Error('This investment can no longer be ended early.');
      return {
        kind: 'terminate',
        expectedPayoutCents: outcome.payout_cents,
        lines: [
          { label: l.principal, cents: outcome.principal_cents },
          { label: l.forfeited, cents: -outcome.forfeited_cents },
          { label: l.fee(formatBps(outcome.fee_bps)), cents: -outcome.fee_cents },
          { label: l.payout, cents: outcome.payout_cents },
        ],
      };
    }
    case 'reinvest': {
      const reinvest = options.reinvest;
      if (!reinvest?.allowed) throw new Error(reinvest?.reason ?? breakdownCopy.baselayerLimit);
      const plan = PLANS.find((candidate) => candidate.id === investment.plan);
      return {
        kind: 'reinvest',
        lines: [
          { label: l.plan, text: planName(investment.plan) },
          { label: l.amount, cents: reinvest.amount_cents },
          { label: l.cycle, text: breakdownCopy.cycle(reinvest.next_cycle, investment.max_cycles) },
          { label: l.maturity, text: shortDate(new Date(Date.now() + (plan?.durationDays ?? 0) * DAY).toISOString()) },
        ],
      };
    }
    case 'upgrade': {
      const plan = PLANS.find((candidate) => candidate.id === input.planId);
      const amountCents = parseUsdToCents(input.amount ?? '');
      if (!plan || !options.upgrade_plans.includes(plan.id)) throw new Error('Choose a higher plan.');
      if (amountCents === null) throw new Error('Enter the amount to invest in US dollars.');
      return {
        kind: 'upgrade',
        lines: [
          { label: l.plan, text: plan.name },
          { label: l.amount, cents: amountCents },
          { label: l.maturity, text: shortDate(new Date(Date.now() + plan.durationDays * DAY).toISOString()) },
          { label: l.available, cents: options.available_cents },
        ],
      };
    }
    case 'end':
      return { kind: 'end', lines: [{ label: l.available, cents: options.available_cents }, { label: l.plan, text: l.ended }] };
  }
});

export const performAction = fromPromise<unknown, { request: InvestmentActionRequest; preview: InvestmentActionPreview }>(({ input, signal }) => {
  const { request, preview } = input;
  const investment = { params: { id: request.investmentId }, signal };
  switch (request.kind) {
    case 'terminate': return api.terminate({ ...investment, body: { expected_payout_cents: preview.expectedPayoutCents ?? 0 } }, INVESTOR_FALLBACKS.action);
    case 'reinvest': return api.reinvest(investment, INVESTOR_FALLBACKS.action);
    case 'upgrade': return api.upgrade({ ...investment, body: { plan: request.planId ?? '', amount_cents: parseUsdToCents(request.amount ?? '') ?? 0 } }, INVESTOR_FALLBACKS.action);
    case 'end': return api.end(investment, INVESTOR_FALLBACKS.action);
  }
});
