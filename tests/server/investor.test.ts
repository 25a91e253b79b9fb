import { describe, expect, it } from 'vitest';
import { mailNotify } from '../../server/investor/notify';
import { DAY_MS, PAYMENT_WINDOW_MS } from '../oracle';
import { confirmDeposit, decideWithdrawal, rejectDeposit } from '../../server/investor/operator-commands';
import { settleMatured } from '../../server/investor/maturity';
import { setEarlyTerminationFeeBps, setReceivingAddress } from '../../server/investor/settings';
import { startMaturityScheduler } from '../../server/investor/scheduler';
import { forEachDatabase, PASSWORD } from './harness';
import { db, deposit, invest, investor, TRC20_ADDRESS, travel, TX_HASH } from './investor-support';

forEachDatabase((setup) => {
  const start = () => setup();

  describe('authorisation', () => {
    it('refuses every investor endpoint without a bearer token', async () => {
      const h = await start();
      for (const [method, url] of [['GET', '/api/investor/overview/'], ['GET', '/api/investor/investments/'], ['POST', '/api/investor/deposits/'],
        ['GET', '/api/investor/transactions/'], ['GET', '/api/investor/transactions/export/'], ['GET', '/api/investor/referrals/'],
        ['GET', '/api/investor/profile/'], ['POST', '/api/investor/withdrawals/'], ['POST', '/api/investor/profile/password/']] as const) {
        const res = await h.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
        expect(res.statusCode, url).toBe(401);
      }
    });

    it("never shows or changes another investor's deposits and investments", async () => {
      const h = await start();
      const alice = await investor(h);
      const bob = await investor(h);
      const { depositId, investmentId } = await invest(h, alice);
      const open = await deposit(alice, { checkout: 'btc_bitcoin' });
      expect((await bob.get(`/api/investor/investments/${investmentId}/options/`)).statusCode).toBe(404);
      expect((await bob.post(`/api/investor/investments/${investmentId}/terminate/`, { expected_payout_cents: 100_000 })).statusCode).toBe(404);
      expect((await bob.post(`/api/investor/deposits/${open.id}/sent/`, { tx_hash: '' })).statusCode).toBe(404);
      expect((await bob.post(`/api/investor/deposits/${open.id}/requote/`)).statusCode).toBe(404);
      expect((await bob.get('/api/investor/deposits/open/btc_bitcoin/')).json()).toEqual({ deposit: null });
      expect((await bob.get('/api/investor/investments/')).json()).toMatchObject({ running: [], history: { results: [], count: 0 } });
      expect((await bob.get('/api/investor/transactions/')).json().count).toBe(0);
      expect((await alice.get('/api/investor/transactions/')).json().results.map((t: { type: string }) => t.type)).toEqual(['deposit']);
      expect(depositId).toBeTruthy();
    });
  });

  describe('deposits', () => {
    it('validates the plan range, the $500 minimum, the choices and the first-deposit acknowledgement', async () => {
      const h = await start();
      const alice = await investor(h);
      const base = { sector: 'agriculture', plan: 'ignite', amount_cents: 300_000, checkout: 'usdt_trc20', acknowledged: true };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ plan: 'baselayer', amount_cents: 49_999 }, 'amount_cents', 'The minimum investment is $500.00.'],
        [{ amount_cents: 1_000_000 }, 'amount_cents', 'IGNITE takes $2,500.00 to $9,999.00.'],
        [{ sector: 'tobacco' }, 'sector', 'Choose a sector.'],
        [{ checkout: 'doge_dogecoin' }, 'checkout', 'Choose a currency and network.'],
        [{ acknowledged: false }, 'acknowledged', 'Confirm that you are 18 or older and accept the Terms of Service and the risk warning.'],
        [{ amount_cents: 10.5 }, 'amount_cents', 'Expected a integer.'],
      ];
      for (const [change, field, message] of cases) {
        const res = await alice.post('/api/investor/deposits/', { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        if (field !== 'amount_cents' || message.startsWith('The') || message.startsWith('IGNITE')) expect(res.json()[field]).toEqual([message]);
      }
      expect((await alice.get('/api/investor/overview/')).json().needs_acknowledgement).toBe(true);
      await deposit(alice, base);
      expect((await alice.get('/api/investor/overview/')).json().needs_acknowledgement).toBe(false);
      // After the first deposit the acknowledgement is on record.
      expect((await alice.post('/api/investor/deposits/', { ...base, acknowledged: false })).statusCode).toBe(201);
    });

    it('in production, a network without a receiving address takes no deposit until the operator sets one', async () => {
      const h = await setup({ config: { env: 'production' } });
      const alice = await investor(h);
      const body = { sector: 'agriculture', plan: 'baselayer', amount_cents: 100_000, checkout: 'usdt_trc20', acknowledged: true };
      const refused = await alice.post('/api/investor/deposits/', body);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().detail).toBe('Deposits in USDT (TRC20) are not open yet. Please choose another currency or try again later.');
      expect(await db(h).selectFrom('deposits').selectAll().execute()).toHaveLength(0);
      await setReceivingAddress(db(h), 'usdt_trc20', TRC20_ADDRESS);
      const open = await deposit(alice, body);
      expect(open).toMatchObject({ address: TRC20_ADDRESS, is_test_address: false });
    });

    it('locks a quote for the payment window (stablecoins 1:1, coins at the fixed rate), expires it and quotes again', async () => {
      const h = await start();
      const alice = await investor(h);
      const usdt = await deposit(alice);
      expect(usdt).toMatchObject({ status: 'awaitingPayment', coin_amount: '1000.00', is_test_address: true, expires_in_ms: PAYMENT_WINDOW_MS });
      const btc = await deposit(alice, { checkout: 'btc_bitcoin' });
      expect(btc.coin_amount).toBe('0.01030928');
      await travel(h, PAYMENT_WINDOW_MS - 1, alice);
      expect((await alice.get('/api/investor/deposits/open/usdt_trc20/')).json().deposit.status).toBe('awaitingPayment');
      h.clock.advance(1);
      const reopened = await alice.get('/api/investor/deposits/open/usdt_trc20/');
      expect(reopened.json().deposit?.status, reopened.body).toBe('expired');
      const late = await alice.post(`/api/investor/deposits/${usdt.id}/sent/`, { tx_hash: '' });
      expect(late.statusCode).toBe(409);
      const renewed = await alice.post(`/api/investor/deposits/${usdt.id}/requote/`);
      expect(renewed.json()).toMatchObject({ status: 'awaitingPayment', expires_in_ms: PAYMENT_WINDOW_MS });
      const sent = await alice.post(`/api/investor/deposits/${usdt.id}/sent/`, { tx_hash: TX_HASH.hex });
      expect(sent.json()).toMatchObject({ status: 'pending', tx_hash: TX_HASH.hex });
      expect((await alice.post(`/api/investor/deposits/${usdt.id}/sent/`, { tx_hash: '' })).statusCode).toBe(409);
      expect((await alice.get('/api/investor/overview/')).json().pending_deposits.map((d: { status: string }) => d.status)).toContain('pending');
    });

    it("refuses a transaction hash not in the form of the deposit's network, and keeps the deposit open", async () => {
      const h = await start();
      const alice = await investor(h);
      const eth = await deposit(alice, { checkout: 'eth_erc20' });
      const btc = await deposit(alice, { checkout: 'btc_bitcoin' });
      for (const [open, typo, message] of [
        [eth, '0xabc123', 'This is not a valid ERC20 transaction hash (expected 0x followed by 64 hexadecimal characters).'],
        [eth, TX_HASH.hex, 'This is not a valid ERC20 transaction hash (expected 0x followed by 64 hexadecimal characters).'],
        [btc, TX_HASH.evm, 'This is not a valid Bitcoin transaction hash (expected 64 hexadecimal characters).'],
      ] as const) {
        const refused = await alice.post(`/api/investor/deposits/${open.id}/sent/`, { tx_hash: typo });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().tx_hash).toEqual([message]);
      }
      expect((await alice.get('/api/investor/deposits/open/eth_erc20/')).json().deposit.status).toBe('awaitingPayment');
      const sent = await alice.post(`/api/investor/deposits/${eth.id}/sent/`, { tx_hash: ` ${TX_HASH.evm} ` });
      expect(sent.json()).toMatchObject({ status: 'pending', tx_hash: TX_HASH.evm });
    });

    it('becomes an active investment only when the operator confirms it, once; a rejected one never does', async () => {
      const h = await start();
      const alice = await investor(h);
      const { depositId } = await invest(h, alice);
      await expect(confirmDeposit(db(h), depositId, h.clock(), 'op', mailNotify(h.config.appUrl))).rejects.toThrow(/cannot be confirmed/);
      const overview = (await alice.get('/api/investor/overview/')).json();
      expect(overview.active_investments).toHaveLength(1);
      expect(overview.balances).toEqual({ available_cents: 0, invested_cents: 100_000, accrued_cents: 0, total_earned_cents: 0 });
      const other = await deposit(alice, { checkout: 'eth_erc20' });
      await rejectDeposit(db(h), other.id, h.clock(), 'op', 'no funds arrived');
      expect((await alice.get('/api/investor/investments/')).json().running).toHaveLength(1);
      const audit = await db(h).selectFrom('audit_log').select(['action', 'actor']).orderBy('at').execute();
      expect(audit).toEqual([{ action: 'deposit.confirm', actor: 'test-operator' }, { action: 'deposit.reject', actor: 'op' }]);
    });
  });

  describe('accrual and maturity', () => {
    it('accrues per full day and credits earnings and principal at maturity, correctly after downtime', async () => {
      const h = await start();
      const alice = await investor(h);
      const { investmentId } = await invest(h, alice);
      await travel(h, 2 * DAY_MS + 5_000, alice);
      let overview = (await alice.get('/api/investor/overview/')).json();
      expect(overview.balances.accrued_cents).toBe(2_000);
      expect(overview.active_investments[0].accrued_cents).toBe(2_000);
      // The server is "down" for three weeks: nothing runs, then one read catches up.
      await travel(h, 21 * DAY_MS, alice);
      overview = (await alice.get('/api/investor/overview/')).json();
      expect(overview.balances).toEqual({ available_cents: 107_000, invested_cents: 0, accrued_cents: 0, total_earned_cents: 7_000 });
      expect(overview.awaiting_decision.map((i: { id: string }) => i.id)).toEqual([investmentId]);
      // Crediting is idempotent.
      expect(await settleMatured(db(h), h.clock())).toBe(0);
      const tx = (await alice.get('/api/investor/transactions/?type=earning')).json();
      expect(tx.count).toBe(1);
      expect(tx.results[0]).toMatchObject({ amount_cents: 7_000, status: 'completed' });
      // Dated at maturity, not at the read.
      const maturity = new Date(overview.awaiting_decision[0].matures_at).getTime();
      expect(new Date(tx.results[0].created_at).getTime()).toBe(maturity);
    });

    it('credits on time with no request (scheduler)', async () => {
      const h = await start();
      const alice = await investor(h);
      await invest(h, alice);
      h.clock.advance(7 * DAY_MS);
      const scheduler = startMaturityScheduler(db(h), h.clock, { info: () => {}, error: () => {} });
      await expect.poll(async () => (await db(h).selectFrom('investments').select('status').executeTakeFirstOrThrow()).status).toBe('credited');
      await scheduler.stop();
    });
  });

  describe('reinvestment', () => {
    it('reinvests BaseLayer three times, then allows only an upgrade or the end', async () => {
      const h = await start();
      const alice = await investor(h);
      let { investmentId } = await invest(h, alice);
      for (let cycle = 1; cycle <= 3; cycle += 1) {
        await travel(h, 7 * DAY_MS, alice);
        const options = (await alice.get(`/api/investor/investments/${investmentId}/options/`)).json();
        expect(options.reinvest).toMatchObject({ allowed: true, amount_cents: 100_000, next_cycle: cycle });
        const res = await alice.post(`/api/investor/investments/${investmentId}/reinvest/`);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json()).toMatchObject({ plan: 'baselayer', cycle, max_cycles: 3, status: 'active' });
        investmentId = res.json().id;
      }
      await travel(h, 7 * DAY_MS, alice);
      const options = (await alice.get(`/api/investor/investments/${investmentId}/options/`)).json();
      expect(options.reinvest.allowed).toBe(false);
      expect(options.upgrade_plans).toEqual(['ignite', 'vertex', 'sovereign', 'dynasty-layer']);
      const refused = await alice.post(`/api/investor/investments/${investmentId}/reinvest/`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(/three reinvestment cycles/);
      // Available: 4 × $70 earnings + the $1,000 principal; an upgrade needs $2,500 for IGNITE.
      expect((await alice.post(`/api/investor/investments/${investmentId}/upgrade/`, { plan: 'ignite', amount_cents: 250_000 })).statusCode).toBe(400);
      expect((await alice.post(`/api/investor/investments/${investmentId}/upgrade/`, { plan: 'baselayer', amount_cents: 100_000 })).statusCode).toBe(409);
      const ended = await alice.post(`/api/investor/investments/${investmentId}/end/`);
      expect(ended.json().status).toBe('ended');
      expect((await alice.get('/api/investor/overview/')).json().balances.available_cents).toBe(128_000);
    });
  });

  describe('early withdrawal', () => {
    it('forfeits accrued profit and applies the operator fee, exactly as previewed', async () => {
      const h = await start();
      const alice = await investor(h);
      const { investmentId } = await invest(h, alice);
      await setEarlyTerminationFeeBps(db(h), 250);
      await travel(h, 3 * DAY_MS, alice);
      const preview = (await alice.get(`/api/investor/investments/${investmentId}/options/`)).json().early_termination;
      expect(preview).toEqual({ principal_cents: 100_000, forfeited_cents: 3_000, fee_bps: 250, fee_cents: 2_500, payout_cents: 97_500 });
      await setEarlyTerminationFeeBps(db(h), 300);
      const changed = await alice.post(`/api/investor/investments/${investmentId}/terminate/`, { expected_payout_cents: 97_500 });
      expect(changed.statusCode).toBe(409);
      const done = await alice.post(`/api/investor/investments/${investmentId}/terminate/`, { expected_payout_cents: 97_000 });
      expect(done.json()).toMatchObject({ status: 'endedEarly', payout_cents: 97_000 });
      expect((await alice.get('/api/investor/overview/')).json().balances).toMatchObject({ available_cents: 97_000, total_earned_cents: 0 });
      expect((await alice.post(`/api/investor/investments/${investmentId}/terminate/`, { expected_payout_cents: 97_000 })).statusCode).toBe(409);
    });
  });

  describe('referrals', () => {
    it("credits the referrer the plan's percentage once, when the referred investor's deposit is confirmed", async () => {
      const h = await start();
      const alice = await investor(h);
      const code = (await alice.get('/api/investor/profile/')).json().referral_code;
      const bob = await investor(h, code);
      const open = await deposit(bob, { plan: 'ignite', amount_cents: 300_000 });
      expect((await alice.get('/api/investor/referrals/')).json().total_bonus_cents).toBe(0);
      await confirmDeposit(db(h), open.id, h.clock(), 'op', mailNotify(h.config.appUrl));
      await expect(confirmDeposit(db(h), open.id, h.clock(), 'op', mailNotify(h.config.appUrl))).rejects.toThrow();
      const referrals = (await alice.get('/api/investor/referrals/')).json();
      expect(referrals.referred).toEqual([expect.objectContaining({ name: 'Grace H.', bonus_cents: 21_000 })]);
      expect(referrals.total_bonus_cents).toBe(21_000);
      expect(referrals.plans).toContainEqual({ plan: 'ignite', ref_bonus_bps: 700 });
      expect((await alice.get('/api/investor/overview/')).json().balances.available_cents).toBe(21_000);
      expect((await bob.get('/api/investor/referrals/')).json().total_bonus_cents).toBe(0);
    });
  });

  describe('withdrawals', () => {
    it('holds the amount while pending, validates the destination, and the operator pays or rejects', async () => {
      const h = await start();
      const alice = await investor(h);
      await invest(h, alice);
      await travel(h, 7 * DAY_MS, alice);
      await alice.stepUp();
      const base = { amount_cents: 50_000, method: 'crypto', checkout: 'usdt_trc20', address: TRC20_ADDRESS };
      expect((await alice.post('/api/investor/withdrawals/', { ...base, amount_cents: 107_001 })).json().amount_cents).toEqual(['The amount is more than your available balance.']);
      expect((await alice.post('/api/investor/withdrawals/', { ...base, checkout: 'eth_erc20' })).statusCode).toBe(400);
      expect((await alice.post('/api/investor/withdrawals/', { amount_cents: 50_000, method: 'bank', account_holder: 'G Hopper', iban: 'GB82WEST12345698765433' })).json().iban)
        .toEqual(['This IBAN is not valid. Check it against your bank statement.']);
      const first = await alice.post('/api/investor/withdrawals/', base);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ status: 'pending', destination: 'USDT on TRC20 · TJRa…RTv8' });
      const second = await alice.post('/api/investor/withdrawals/', { amount_cents: 40_000, method: 'bank', account_holder: 'G Hopper', iban: 'GB82 WEST 1234 5698 7654 32' });
      expect(second.statusCode).toBe(201);
      expect((await alice.get('/api/investor/overview/')).json().balances.available_cents).toBe(17_000);
      await decideWithdrawal(db(h), first.json().id, 'pay', h.clock(), 'op', 'tx 0xfeed', mailNotify(h.config.appUrl));
      await decideWithdrawal(db(h), second.json().id, 'reject', h.clock(), 'op', 'name mismatch', mailNotify(h.config.appUrl));
      await expect(decideWithdrawal(db(h), first.json().id, 'reject', h.clock(), 'op', '', mailNotify(h.config.appUrl))).rejects.toThrow(/is paid/);
      const overview = (await alice.get('/api/investor/overview/')).json();
      expect(overview.balances.available_cents).toBe(57_000);
      expect(overview.pending_withdrawals).toEqual([]);
      const withdrawals = (await alice.get('/api/investor/transactions/?type=withdrawal')).json().results;
      expect(withdrawals.map((t: { status: string }) => t.status).sort()).toEqual(['completed', 'rejected']);
    });

    it('shows an account number by its last four digits only: the answer, the pending list, the transactions, the CSV export and the alert', async () => {
      const h = await start();
      const alice = await investor(h);
      await invest(h, alice);
      await travel(h, 7 * DAY_MS, alice);
      await alice.stepUp();
      const res = await alice.post('/api/investor/withdrawals/', { amount_cents: 20_000, method: 'bank', account_holder: 'G Hopper', sort_code: '12-34-56', account_number: '12345678' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().destination).toBe('Bank · G Hopper · 123456 …5678');
      const shown = [
        res.body,
        (await alice.get('/api/investor/overview/')).body,
        (await alice.get('/api/investor/transactions/?type=withdrawal')).body,
        (await alice.get('/api/investor/transactions/export/')).body,
        h.outbox().find((mail) => mail.to === alice.email && mail.meta?.kind === 'alert:withdrawal-requested')!.text,
      ];
      for (const text of shown) {
        expect(text).toContain('123456 …5678');
        expect(text).not.toContain('12345678');
      }
    });
  });

  describe('transactions', () => {
    it('filters by type and date, pages by ten, and exports the filtered set as CSV', async () => {
      const h = await start();
      const alice = await investor(h);
      for (let i = 0; i < 12; i += 1) {
        const open = await deposit(alice);
        await alice.post(`/api/investor/deposits/${open.id}/sent/`, { tx_hash: '' });
        await travel(h, DAY_MS, alice);
      }
      const page1 = (await alice.get('/api/investor/transactions/')).json();
      expect(page1).toMatchObject({ count: 12, page: 1, page_size: 10 });
      expect(page1.results).toHaveLength(10);
      expect((await alice.get('/api/investor/transactions/?page=2')).json().results).toHaveLength(2);
      expect((await alice.get('/api/investor/transactions/?from=2026-01-03&to=2026-01-04')).json().count).toBe(2);
      expect((await alice.get('/api/investor/transactions/?type=withdrawal')).json().count).toBe(0);
      expect((await alice.get('/api/investor/transactions/?type=bogus')).statusCode).toBe(400);
      expect((await alice.get('/api/investor/transactions/?from=yesterday')).statusCode).toBe(400);
      const csv = await alice.get('/api/investor/transactions/export/?from=2026-01-03&to=2026-01-04');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('"Date","Type","Description","Status","Amount (USD)"');
      expect(lines).toHaveLength(3);
      expect(lines[1]).toBe('"2026-01-04T00:00:00.000Z","deposit","Deposit USDT (TRC20) · BASELAYER","pending","1000.00"');
      // A bad filter is refused before the file starts: a readable 400, not a CSV cut short.
      const refused = await alice.get('/api/investor/transactions/export/?type=bogus');
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      expect(refused.json()).toMatchObject({ type: ['Unknown transaction type.'] });
    });
  });

  describe('profile', () => {
    it('shows and edits names; the e-mail stays', async () => {
      const h = await start();
      const alice = await investor(h);
      const me = (await alice.get('/api/investor/profile/')).json();
      expect(me).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: alice.email });
      const edited = await alice.put('/api/investor/profile/', { first_name: ' Ada ', last_name: 'Lovelace', email: 'x@example.com' });
      expect(edited.json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: alice.email });
      expect((await alice.put('/api/investor/profile/', { first_name: ' ', last_name: 'L' })).statusCode).toBe(400);
    });

    it('changes the password with the current one and ends every other session', async () => {
      const h = await start();
      const alice = await investor(h);
      const other = await h.login(alice.email);
      const body = { current_password: PASSWORD, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' };
      expect((await alice.post('/api/investor/profile/password/', { ...body, current_password: 'wrong password!' })).statusCode).toBe(400);
      expect((await alice.post('/api/investor/profile/password/', { ...body, confirm_password: 'something else' })).json().confirm_password).toEqual(['Passwords do not match.']);
      expect((await alice.post('/api/investor/profile/password/', body)).statusCode).toBe(200);
      expect((await h.inject({ method: 'GET', url: '/api/investor/profile/', headers: { authorization: `Bearer ${other.access}` } })).statusCode).toBe(401);
      expect((await alice.get('/api/investor/profile/')).statusCode).toBe(200);
      await expect(h.login(alice.email)).rejects.toThrow();
      await expect(h.login(alice.email, 'a brand new passphrase')).resolves.toBeTruthy();
    });

    it('a password change voids reset links sent before it', async () => {
      const h = await start();
      const alice = await investor(h);
      await h.post('/api/account/password_reset/', { email: alice.email });
      const { token } = h.lastMailTo(alice.email)!.meta!;
      const body = { current_password: PASSWORD, new_password: 'a brand new passphrase', confirm_password: 'a brand new passphrase' };
      expect((await alice.post('/api/investor/profile/password/', body)).statusCode).toBe(200);
      // Someone holding the old mail cannot set a password of their own any more.
      const late = await h.post('/api/account/api/password_reset/confirm/', { password: 'an intruder passphrase', token });
      expect(late.statusCode).toBe(400);
      await expect(h.login(alice.email, 'a brand new passphrase')).resolves.toBeTruthy();
    });
  });
});
