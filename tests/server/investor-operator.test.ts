import { describe, expect, it } from 'vitest';
import { mailNotify } from '../../server/investor/notify';
import type { InvestorDb } from '../../server/investor/schema';
import { runOperator, USAGE } from '../../server/operator';
import { forEachDatabase, type Harness } from './harness';


async function operator(h: Harness, ...args: string[]) {
  const lines: string[] = [];
  await runOperator(args, h.ctx.database.db as unknown as InvestorDb, h.clock(), 'operator:test', (line) => lines.push(line), mailNotify(h.config.appUrl));
  return lines;
}

forEachDatabase((setup) => {
  describe('operator CLI', () => {
    it('lists, confirms, pays, sets the fee and the address, and records every action', async () => {
      const h = await setup();
      const email = await h.createUser();
      const { access } = await h.login(email);
      const auth = { authorization: `Bearer ${access}` };
      const created = await h.post('/api/investor/deposits/', { sector: 'oil-gas', plan: 'baselayer', amount_cents: 60_000, checkout: 'usdt_trc20', acknowledged: true }, auth);
      const id = created.json().id as string;
      await h.post(`/api/investor/deposits/${id}/sent/`, { tx_hash: '' }, auth);
      expect((await operator(h, 'deposits'))[0]).toContain(`${id}  pending`);
      expect(await operator(h, 'confirm-deposit', id)).toEqual([expect.stringMatching(new RegExp(`^Deposit ${id} confirmed; investment .+ is active\\.$`))]);
      await expect(operator(h, 'confirm-deposit', id)).rejects.toThrow(/cannot be confirmed/);
      expect(await operator(h, 'deposits')).toEqual(['No deposits waiting.']);
      expect(await operator(h, 'set-fee', '250')).toEqual(['Early-termination fee set to 2.5% (was 0%).']);
      await expect(operator(h, 'set-fee', '99999')).rejects.toThrow(/basis points/);
      await expect(operator(h, 'set-address', 'usdt_trc20', '0xnot-tron')).rejects.toThrow(/not a valid TRC20 address/);
      await operator(h, 'set-address', 'usdt_trc20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
      const settings = await operator(h, 'settings');
      expect(settings).toContain('usdt_trc20   TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
      expect(settings).toContain('usdc_trc20   TXYZtestAddressDoNotUse11111111111  (TEST ADDRESS — not set: development only; production refuses deposits in this network)');
      const audit = await operator(h, 'audit');
      // All three happened at the same (test) instant, so compare them as a set.
      expect(audit.map((line) => line.split('  ').slice(1, 3).join(' ')).sort()).toEqual(['operator:test deposit.confirm', 'operator:test settings.address', 'operator:test settings.fee']);
      await expect(operator(h, 'nonsense')).rejects.toThrow(USAGE);
      expect(await operator(h, 'withdrawals')).toEqual(['No pending withdrawals.']);
    });
  });
});
