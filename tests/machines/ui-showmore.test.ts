import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { showMoreMachine } from '../../machines/ui/showMore.machine';
import { visibleChartCount } from '../../src/features/markets/showMore.flow';

function start(wide: boolean) {
  return createActor(showMoreMachine, { input: { wide } }).start();
}

describe('show-more machine: the 2 / 4 / 12 chart rule', () => {
  it('shows 2 charts below 768 px and 4 from 768 px', () => {
    expect(visibleChartCount(start(false).getSnapshot())).toBe(2);
    expect(visibleChartCount(start(true).getSnapshot())).toBe(4);
  });

  it.each([
    ['narrow', false],
    ['wide', true],
  ])('shows all 12 after Show More and goes back after Show Less (%s)', (_name, wide) => {
    const actor = start(wide);
    actor.send({ type: 'showMore.toggle' });
    expect(actor.getSnapshot().matches({ list: 'expanded' })).toBe(true);
    expect(visibleChartCount(actor.getSnapshot())).toBe(12);
    actor.send({ type: 'showMore.toggle' });
    expect(visibleChartCount(actor.getSnapshot())).toBe(wide ? 4 : 2);
  });

  it('follows the viewport when it crosses 768 px', () => {
    const actor = start(false);
    actor.send({ type: 'viewport.wide' });
    expect(visibleChartCount(actor.getSnapshot())).toBe(4);
    actor.send({ type: 'viewport.narrow' });
    expect(visibleChartCount(actor.getSnapshot())).toBe(2);
  });

  it('keeps all 12 when the viewport changes after Show More', () => {
    const actor = start(true);
    actor.send({ type: 'showMore.toggle' });
    actor.send({ type: 'viewport.narrow' });
    expect(visibleChartCount(actor.getSnapshot())).toBe(12);
  });
});
