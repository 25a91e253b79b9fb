/**
 * CSV exports take turns (ten exports of long histories at once held /healthz up): a
 * few build at once, a few more wait in order, and beyond that the investor is told to try again
 * shortly. Behaviour only; the timings are the bench's business.
 */
import { describe, expect, it } from 'vitest';
import type { ApiPlugin } from '../../server/app';
import { ConcurrencyLimit, type Release } from '../../server/investor/concurrency-limit';
import investorRoutes from '../../server/investor/routes';
import { EXPORTS_BUSY_MESSAGE } from '../../server/investor/export';
import { forEachDatabase } from './harness';
import { invest, investor } from './investor-support';

describe('ConcurrencyLimit', () => {
  it('lets `running` in at once, queues `waiting` in arrival order, and refuses the rest', async () => {
    const limit = new ConcurrencyLimit(2, 2);
    const first = (await limit.acquire())!;
    const second = (await limit.acquire())!;
    const order: string[] = [];
    const third = limit.acquire().then((release) => (order.push('third'), release!));
    const fourth = limit.acquire().then((release) => (order.push('fourth'), release!));
    expect(await limit.acquire()).toBeNull();
    expect(limit.load).toEqual({ running: 2, waiting: 2 });
    first();
    first(); // a second call of the same release changes nothing
    const thirdRelease = await third;
    expect(order).toEqual(['third']);
    expect(limit.load).toEqual({ running: 2, waiting: 1 });
    second();
    const fourthRelease = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    for (const release of [thirdRelease, fourthRelease] as Release[]) release();
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
    expect(await limit.acquire()).not.toBeNull();
  });
});

forEachDatabase((setup) => {
  describe('CSV export limit', () => {
    /** The investor routes a second time under /api/limited/, with a limit the test holds. */
    async function withLimit(limit: ConcurrencyLimit) {
      const limited: ApiPlugin = async (api, { ctx }) => {
        await api.register(investorRoutes, { ctx, scheduler: false, exportLimit: limit, prefix: '/limited' });
      };
      const h = await setup({ build: { apiPlugins: [limited] } });
      const alice = await investor(h);
      await invest(h, alice);
      return { h, alice, exportCsv: () => alice.get('/api/limited/investor/transactions/export/') };
    }

    it('answers 429 with a readable message while every place and the queue are taken', async () => {
      const limit = new ConcurrencyLimit(1, 0);
      const { exportCsv } = await withLimit(limit);
      const held = (await limit.acquire())!;
      const busy = await exportCsv();
      expect(busy.statusCode).toBe(429);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toEqual({ detail: EXPORTS_BUSY_MESSAGE });
      held();
      const done = await exportCsv();
      expect(done.statusCode).toBe(200);
      expect(done.body.trim().split('\r\n')).toHaveLength(2); // the header and the deposit
      await expect.poll(() => limit.load).toEqual({ running: 0, waiting: 0 }); // the finished export gives its place back
    });

    it('queues an export while the places are taken and runs it when one is given back', async () => {
      const limit = new ConcurrencyLimit(1, 1);
      const { exportCsv } = await withLimit(limit);
      const held = (await limit.acquire())!;
      const queued = exportCsv();
      await expect.poll(() => limit.load).toEqual({ running: 1, waiting: 1 });
      expect((await exportCsv()).statusCode).toBe(429); // the queue is full
      held();
      const done = await queued;
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain('"deposit"');
      await expect.poll(() => limit.load).toEqual({ running: 0, waiting: 0 });
    });
  });
});
