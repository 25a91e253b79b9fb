import { describe, expect, it } from 'vitest';
import { applyBps, centsToDecimal, coinAmountFor, formatBps, formatCents, parseUsdToCents } from '../../../domain/investment/money';
import {
  accruedCents, earlyTerminationOutcome, earningsAtMaturityCents, fullDaysElapsed, hasMatured, maturesAt, progressToMaturity,
} from '../../../domain/investment/accrual';
import {
  depositProblems, isValidAddress, isValidIban, usesUkAccount, withdrawalProblems,
} from '../../../domain/investment/validation';
import { VALIDATION_MESSAGES } from '../../../domain/investment/messages';
import { NETWORKS } from '../../../domain/investment/networks';
import { DAY_MS, SPEC_PLANS, dailyReturnBpsOf } from '../../oracle/dashboard';

describe('money in integer cents', () => {
  it('parses what an investor types and refuses what is not money', () => {
    expect(parseUsdToCents('1000')).toBe(100_000);
    expect(parseUsdToCents('$1,250.5')).toBe(125_050);
    expect(parseUsdToCents(' 0.07 ')).toBe(7);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseUsdToCents(bad)).toBeNull();
  });

  it('formats cents and basis points', () => {
    expect(formatCents(125_050)).toBe('$1,250.50');
    expect(formatCents(-1_200)).toBe('-$12.00');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(formatBps(170)).toBe('1.7%');
    expect(formatBps(100)).toBe('1%');
    expect(applyBps(99_999, 100)).toBe(999); // rounds down
  });

  it('quotes coin amounts rounded up to the last digit, with integers only', () => {
    expect(coinAmountFor(100_000, 9_700_000, 8)).toBe('0.01030928');
    expect(coinAmountFor(100_000, 100, 2)).toBe('1000.00');
    expect(coinAmountFor(50_000, 18_000, 6)).toBe('2.777778');
  });
});

describe('accrual and maturity', () => {
  const base = SPEC_PLANS[0]!; // BASELAYER: 1% a day for 7 days (spec section 9)
  const terms = { principalCents: 100_000, dailyReturnBps: dailyReturnBpsOf(base), durationDays: base.durationDays, startedAt: 1_000_000 };

  it('accrues the daily return for each full day only', () => {
    expect(fullDaysElapsed(terms, terms.startedAt + DAY_MS - 1)).toBe(0);
    expect(accruedCents(terms, terms.startedAt + DAY_MS)).toBe(1_000);
    expect(accruedCents(terms, terms.startedAt + 3.5 * DAY_MS)).toBe(3_000);
  });

  it('stops at the duration and matures on its last day', () => {
    expect(maturesAt(terms)).toBe(terms.startedAt + 7 * DAY_MS);
    expect(hasMatured(terms, maturesAt(terms) - 1)).toBe(false);
    expect(hasMatured(terms, maturesAt(terms))).toBe(true);
    expect(accruedCents(terms, terms.startedAt + 30 * DAY_MS)).toBe(earningsAtMaturityCents(terms));
    expect(earningsAtMaturityCents(terms)).toBe(7_000);
    expect(progressToMaturity(terms, terms.startedAt + 3.5 * DAY_MS)).toBeCloseTo(0.5);
  });

  it('ends early by forfeiting the accrued profit and charging the fee on the principal', () => {
    const now = terms.startedAt + 2 * DAY_MS;
    expect(earlyTerminationOutcome(terms, now, 0)).toEqual({ principalCents: 100_000, forfeitedCents: 2_000, feeCents: 0, payoutCents: 100_000 });
    expect(earlyTerminationOutcome(terms, now, 250)).toEqual({ principalCents: 100_000, forfeitedCents: 2_000, feeCents: 2_500, payoutCents: 97_500 });
  });
});

describe('deposit rules', () => {
  const valid = { sector: 'agriculture', planId: 'ignite', amountCents: 300_000, checkout: 'usdt_trc20', acknowledged: true };

  it('accepts a complete draft', () => {
    expect(depositProblems(valid, true)).toEqual({});
    expect(depositProblems({ ...valid, acknowledged: false }, false)).toEqual({});
  });

  it('enforces the $500 minimum, the plan range, the choices and the first-deposit acknowledgement', () => {
    expect(depositProblems({ ...valid, planId: 'baselayer', amountCents: 49_999 }, false).amount).toBe(VALIDATION_MESSAGES.belowMinimum);
    expect(depositProblems({ ...valid, amountCents: 250_000 - 1 }, false).amount).toBe('IGNITE takes $2,500.00 to $9,999.00.');
    expect(depositProblems({ ...valid, amountCents: 999_900 + 1 }, false).amount).toBe('IGNITE takes $2,500.00 to $9,999.00.');
    expect(depositProblems({ ...valid, amountCents: null }, false).amount).toBe(VALIDATION_MESSAGES.amountInvalid);
    expect(depositProblems({ ...valid, sector: 'tobacco', planId: 'x', checkout: 'doge' }, false)).toMatchObject({
      sector: VALIDATION_MESSAGES.sectorRequired, plan: VALIDATION_MESSAGES.planRequired, checkout: VALIDATION_MESSAGES.checkoutRequired,
    });
    expect(depositProblems({ ...valid, acknowledged: false }, true).acknowledged).toBe(VALIDATION_MESSAGES.acknowledgementRequired);
  });
});

describe('withdrawal destinations', () => {
  it('validates addresses for each network', () => {
    expect(isValidAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isValidAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE')).toBe(false);
    expect(isValidAddress('TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
    expect(isValidAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isValidAddress('Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true);
    expect(isValidAddress('Bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(true);
    expect(isValidAddress('Solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true);
    expect(isValidAddress('Solana', '0OIl')).toBe(false);
  });

  it("gives each network a development address of that network's own form (one the operator could set)", () => {
    for (const [network, { developmentAddress }] of Object.entries(NETWORKS)) expect(isValidAddress(network, developmentAddress), network).toBe(true);
  });

  it('checks the IBAN checksum', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidIban('GB82')).toBe(false);
  });

  it('reads bank details as a UK account when they give a sort code or an account number, else as an IBAN', () => {
    expect(usesUkAccount({ sortCode: '12-34-56', accountNumber: '' })).toBe(true);
    expect(usesUkAccount({ sortCode: '', accountNumber: '12345678' })).toBe(true);
    expect(usesUkAccount({ sortCode: '', accountNumber: ' ' })).toBe(false);
    expect(usesUkAccount({ sortCode: ' - ', accountNumber: '' })).toBe(false);
  });

  it('holds the amount to the available balance and asks for complete bank details', () => {
    const crypto = { method: 'crypto' as const, checkout: 'usdt_trc20', address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' };
    expect(withdrawalProblems({ amountCents: 50_000, destination: crypto }, 50_000)).toEqual({});
    expect(withdrawalProblems({ amountCents: 50_001, destination: crypto }, 50_000).amount).toBe(VALIDATION_MESSAGES.withdrawalAboveBalance);
    expect(withdrawalProblems({ amountCents: 50_000, destination: { ...crypto, checkout: 'eth_erc20' } }, 50_000).address).toMatch(/not a valid ERC20 address/);
    const bank = { method: 'bank' as const, accountHolder: 'Ada Lovelace', sortCode: '12-34-56', accountNumber: '12345678', iban: '' };
    expect(withdrawalProblems({ amountCents: 5_000, destination: bank }, 50_000)).toEqual({});
    expect(withdrawalProblems({ amountCents: 5_000, destination: { ...bank, sortCode: '', accountNumber: '', iban: 'GB82WEST12345698765432' } }, 50_000)).toEqual({});
    expect(withdrawalProblems({ amountCents: 5_000, destination: { ...bank, sortCode: '', accountNumber: '' } }, 50_000).iban).toBe(VALIDATION_MESSAGES.bankDetailsRequired);
    expect(withdrawalProblems({ amountCents: 5_000, destination: { ...bank, sortCode: '12', accountHolder: ' ' } }, 50_000)).toMatchObject({
      sortCode: VALIDATION_MESSAGES.sortCodeInvalid, accountHolder: VALIDATION_MESSAGES.accountHolderRequired,
    });
  });
});
