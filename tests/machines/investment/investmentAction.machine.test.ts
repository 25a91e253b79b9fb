import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { investmentActionMachine } from '../../../machines/investment/investmentAction.machine';
import type { InvestmentActionPreview, InvestmentActionRequest } from '../../../domain/investment/types';
import { controllableActor, flush } from '../auth/deferred';

/**
 * What the investmentAction walks cannot show: they hold one credited investment and take one
 * decision on it, so a second choice never differs from the first. Here the investor chooses
 * again after a refused preview and after a decision made, each time another decision on another
 * investment, and the preview and the decision must be the one chosen last.
 */
const END_FIRST: InvestmentActionRequest = { kind: 'end', investmentId: 'inv-1' };
const REINVEST_SECOND: InvestmentActionRequest = { kind: 'reinvest', investmentId: 'inv-2' };
const TERMINATE_THIRD: InvestmentActionRequest = { kind: 'terminate', investmentId: 'inv-3' };
const PREVIEW: InvestmentActionPreview = { kind: 'reinvest', lines: [{ label: 'Amount', cents: 100_000 }] };

function start() {
  const previewAction = controllableActor<InvestmentActionPreview, InvestmentActionRequest>();
  const performAction = controllableActor<unknown, { request: InvestmentActionRequest; preview: InvestmentActionPreview }>();
  const machine = investmentActionMachine.provide({ actors: { previewAction: previewAction.logic, performAction: performAction.logic } });
  const actor = createActor(machine).start();
  return { actor, previewAction, performAction };
}

describe('investmentAction machine', () => {
  it('previews and performs the decision chosen last, after a refused preview and after a decision made', async () => {
    const { actor, previewAction, performAction } = start();
    actor.send({ type: 'action.choose', request: END_FIRST });
    await previewAction.reject('The preview could not be loaded.');
    await flush();
    expect(actor.getSnapshot().hasTag('previewFailed')).toBe(true);

    actor.send({ type: 'action.choose', request: REINVEST_SECOND });
    expect(previewAction.calls).toEqual([END_FIRST, REINVEST_SECOND]);
    await previewAction.resolve(PREVIEW);
    await flush();
    actor.send({ type: 'action.confirm' });
    expect(performAction.calls).toEqual([{ request: REINVEST_SECOND, preview: PREVIEW }]);
    await performAction.resolve({});
    await flush();
    expect(actor.getSnapshot().hasTag('done')).toBe(true);

    actor.send({ type: 'action.choose', request: TERMINATE_THIRD });
    expect(previewAction.calls.at(-1)).toEqual(TERMINATE_THIRD);
    expect(actor.getSnapshot().context.request).toEqual(TERMINATE_THIRD);
  });
});
