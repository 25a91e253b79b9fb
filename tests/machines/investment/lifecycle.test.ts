import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { investmentLifecycleMachine } from '../../../machines/investment/investmentLifecycle.machine';
import { depositNext, FINISHED_INVESTMENT_STATUSES, investmentNext, withdrawalNext } from '../../../machines/investment/lifecycle';

describe('investment lifecycle', () => {
  const baselayer = (cycle: number) => ({ planId: 'baselayer' as const, cycle });

  it('finishes in its final states only: reinvested, upgraded, ended, ended early', () => {
    expect([...FINISHED_INVESTMENT_STATUSES].sort()).toEqual(['ended', 'endedEarly', 'reinvested', 'upgraded']);
  });

  it('matures, is credited, then is reinvested, upgraded or ended', () => {
    expect(investmentNext('active', { type: 'investment.mature' }, baselayer(0))).toBe('matured');
    expect(investmentNext('matured', { type: 'investment.credit' }, baselayer(0))).toBe('credited');
    expect(investmentNext('credited', { type: 'investment.reinvest' }, baselayer(0))).toBe('reinvested');
    expect(investmentNext('credited', { type: 'investment.upgrade', planId: 'ignite' }, baselayer(0))).toBe('upgraded');
    expect(investmentNext('credited', { type: 'investment.end' }, baselayer(0))).toBe('ended');
  });

  it('allows three BaseLayer reinvestment cycles and then only an upgrade or the end', () => {
    expect(investmentNext('credited', { type: 'investment.reinvest' }, baselayer(2))).toBe('reinvested');
    expect(investmentNext('credited', { type: 'investment.reinvest' }, baselayer(3))).toBeNull();
    expect(investmentNext('credited', { type: 'investment.upgrade', planId: 'vertex' }, baselayer(3))).toBe('upgraded');
    expect(investmentNext('credited', { type: 'investment.end' }, baselayer(3))).toBe('ended');
  });

  it('started from a record (as the inspector starts it), keeps its plan and cycle', () => {
    const creditedAt = (cycle: number) => {
      const actor = createActor(investmentLifecycleMachine, { input: baselayer(cycle) }).start();
      actor.send({ type: 'investment.mature' });
      actor.send({ type: 'investment.credit' });
      return actor;
    };
    const lastCycle = creditedAt(3);
    expect(lastCycle.getSnapshot().context).toEqual(baselayer(3));
    lastCycle.send({ type: 'investment.reinvest' });
    expect(lastCycle.getSnapshot().value).toBe('credited');
    const cycleLeft = creditedAt(2);
    cycleLeft.send({ type: 'investment.reinvest' });
    expect(cycleLeft.getSnapshot().value).toBe('reinvested');
  });

  it('has no cycle limit on the other plans, and upgrades only to a higher tier', () => {
    expect(investmentNext('credited', { type: 'investment.reinvest' }, { planId: 'ignite', cycle: 9 })).toBe('reinvested');
    expect(investmentNext('credited', { type: 'investment.upgrade', planId: 'baselayer' }, { planId: 'ignite', cycle: 0 })).toBeNull();
    expect(investmentNext('credited', { type: 'investment.upgrade', planId: 'ignite' }, { planId: 'ignite', cycle: 0 })).toBeNull();
  });

  it('ends early only while active, and never skips crediting', () => {
    expect(investmentNext('active', { type: 'investment.terminate' }, baselayer(0))).toBe('endedEarly');
    expect(investmentNext('credited', { type: 'investment.terminate' }, baselayer(0))).toBeNull();
    expect(investmentNext('active', { type: 'investment.credit' }, baselayer(0))).toBeNull();
    expect(investmentNext('active', { type: 'investment.reinvest' }, baselayer(0))).toBeNull();
    expect(investmentNext('endedEarly', { type: 'investment.mature' }, baselayer(0))).toBeNull();
    expect(investmentNext('nonsense', { type: 'investment.mature' }, baselayer(0))).toBeNull();
  });
});

describe('deposit lifecycle', () => {
  it('goes from awaiting payment to pending to confirmed or rejected, once', () => {
    expect(depositNext('awaitingPayment', { type: 'deposit.paymentSent' })).toBe('pending');
    expect(depositNext('pending', { type: 'deposit.confirm' })).toBe('confirmed');
    expect(depositNext('pending', { type: 'deposit.reject' })).toBe('rejected');
    expect(depositNext('confirmed', { type: 'deposit.confirm' })).toBeNull();
    expect(depositNext('rejected', { type: 'deposit.confirm' })).toBeNull();
    expect(depositNext('pending', { type: 'deposit.paymentSent' })).toBeNull();
  });

  it('expires, can be quoted again, and a late payment can still be confirmed', () => {
    expect(depositNext('awaitingPayment', { type: 'deposit.expire' })).toBe('expired');
    expect(depositNext('expired', { type: 'deposit.requote' })).toBe('awaitingPayment');
    expect(depositNext('expired', { type: 'deposit.confirm' })).toBe('confirmed');
    expect(depositNext('expired', { type: 'deposit.paymentSent' })).toBeNull();
  });
});

describe('withdrawal lifecycle', () => {
  it('is paid or rejected once', () => {
    expect(withdrawalNext('pending', { type: 'withdrawal.pay' })).toBe('paid');
    expect(withdrawalNext('pending', { type: 'withdrawal.reject' })).toBe('rejected');
    expect(withdrawalNext('paid', { type: 'withdrawal.reject' })).toBeNull();
    expect(withdrawalNext('rejected', { type: 'withdrawal.pay' })).toBeNull();
  });
});

describe('stored statuses are the machines\' states', () => {
  it('lists the same names', async () => {
    const { depositLifecycleMachine } = await import('../../../machines/investment/depositLifecycle.machine');
    const { investmentLifecycleMachine } = await import('../../../machines/investment/investmentLifecycle.machine');
    const { withdrawalLifecycleMachine } = await import('../../../machines/investment/withdrawalLifecycle.machine');
    expect(Object.keys(investmentLifecycleMachine.config.states!)).toEqual(['active', 'matured', 'credited', 'reinvested', 'upgraded', 'ended', 'endedEarly']);
    expect(Object.keys(depositLifecycleMachine.config.states!)).toEqual(['awaitingPayment', 'expired', 'pending', 'confirmed', 'rejected']);
    expect(Object.keys(withdrawalLifecycleMachine.config.states!)).toEqual(['pending', 'paid', 'rejected']);
  });
});
