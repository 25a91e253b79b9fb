import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvCell, csvLine } from '../../server/investor/csv';

const row = { id: 'l1', created_at: Date.UTC(2026, 0, 4, 9, 30), type: 'deposit', description: 'Deposit USDT (TRC20)', status: 'completed', amount_cents: 100_050 };

describe('the transaction export CSV', () => {
  it('quotes every cell and doubles quotes inside one', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('the "Gold" plan')).toBe('"the ""Gold"" plan"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('has a header line and one CRLF-ended line per row, amounts as plain numbers', () => {
    expect(CSV_HEADER).toBe('"Date","Type","Description","Status","Amount (USD)"\r\n');
    expect(csvLine(row)).toBe('"2026-01-04T09:30:00.000Z","deposit","Deposit USDT (TRC20)","completed","1000.50"\r\n');
  });

  it('writes money leaving the balance as negative', () => {
    expect(csvLine({ ...row, type: 'withdrawal', amount_cents: 53_500 })).toContain(',"withdrawal",');
    expect(csvLine({ ...row, type: 'withdrawal', amount_cents: 53_500 }).endsWith(',"-535.00"\r\n')).toBe(true);
    expect(csvLine({ ...row, type: 'reinvestment', amount_cents: 7 }).endsWith(',"-0.07"\r\n')).toBe(true);
    expect(csvLine({ ...row, type: 'earning', amount_cents: 7 }).endsWith(',"0.07"\r\n')).toBe(true);
  });
});
