/** How much of an address or account number the API, the CSV export and the alerts show (server/investor/views.ts). */
import { describe, expect, it } from 'vitest';
import { mask } from '../../server/investor/views';

describe('a masked address or account number', () => {
  it('shows its first and last four characters only when that hides at least half of it', () => {
    expect(mask('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe('TJRa…RTv8');
    expect(mask('GB82 WEST 1234 5698 7654 32')).toBe('GB82…5432');
    expect(mask('1234567890123456')).toBe('1234…3456');
  });

  it('shows only its last four characters when shorter', () => {
    expect(mask('12345678')).toBe('…5678');
    expect(mask('123456789012345')).toBe('…2345');
    expect(mask('12345')).toBe('…2345');
  });

  it('hides a value of four characters or fewer whole', () => {
    for (const value of ['1234', '12', '']) expect(mask(value)).toBe('…');
  });
});
