import { assertEvent, setup } from 'xstate';
import { PLANS, type PlanId } from '../../domain/constants';
import { requirements } from '../requirements';

/**
 * The lifecycle of one investment, from the operator's confirmation of its deposit to its end.
 * The API moves each stored investment only along these transitions (see ./lifecycle.ts).
 * Maturity is followed at once by crediting earnings and principal to the available balance;
 * then the investor reinvests into the same plan (BaseLayer: at most three cycles), upgrades
 * to a higher tier, or ends the contract. An active investment may be ended early.
 */
export const investmentLifecycleMachine = setup({
  types: {
    context: {} as { planId: PlanId; cycle: number },
    input: {} as { planId: PlanId; cycle: number },
    events: {} as
      | { type: 'investment.mature' }
      | { type: 'investment.credit' }
      | { type: 'investment.terminate' }
      | { type: 'investment.reinvest' }
      | { type: 'investment.upgrade'; planId: PlanId }
      | { type: 'investment.end' },
  },
  guards: {
    /** Reinvestment cycles left on this plan (unlimited when the plan sets no maximum). */
    hasReinvestmentCyclesLeft: ({ context }) => {
      const max = PLANS.find((plan) => plan.id === context.planId)?.maxReinvestmentCycles;
      return max === undefined || context.cycle < max;
    },
    /** The chosen plan is a higher tier than the current one. */
    isHigherTier: ({ context, event }) => {
      // Only an upgrade asks.
      assertEvent(event, 'investment.upgrade');
      const tier = (id: PlanId) => PLANS.findIndex((plan) => plan.id === id);
      return tier(event.planId) > tier(context.planId);
    },
  },
}).createMachine({
  id: 'investmentLifecycle',
  initial: 'active',
  context: ({ input }) => ({ planId: input.planId, cycle: input.cycle }),
  states: {
    active: {
      on: {
        'investment.mature': { target: 'matured', meta: requirements('investment.lifecycle.matures-credited') },
        'investment.terminate': { target: 'endedEarly', meta: requirements('investment.early-withdrawal') },
      },
    },
    matured: {
      on: { 'investment.credit': { target: 'credited', meta: requirements('investment.lifecycle.matures-credited') } },
    },
    credited: {
      on: {
        'investment.reinvest': { guard: 'hasReinvestmentCyclesLeft', target: 'reinvested', meta: requirements('investment.baselayer.max-3-reinvestments') },
        'investment.upgrade': { guard: 'isHigherTier', target: 'upgraded', meta: requirements('investment.after-third-upgrade-or-end') },
        'investment.end': { target: 'ended', meta: requirements('investment.after-third-upgrade-or-end') },
      },
    },
    reinvested: { type: 'final' },
    upgraded: { type: 'final' },
    ended: { type: 'final' },
    endedEarly: { type: 'final' },
  },
});
