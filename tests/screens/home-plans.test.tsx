import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

/** The specification's plan table (section 9) with the totals a reader can check by hand. */
const TABLE = [
  { name: 'BASELAYER', range: '$500 – $2,499', daily: '1%', days: '7 days', bonus: '5%', total: '7%', example: '$500 → $535 at maturity' },
  { name: 'IGNITE', range: '$2,500 – $9,999', daily: '1.7%', days: '10 days', bonus: '7%', total: '17%', example: '$2,500 → $2,925 at maturity' },
  { name: 'VERTEX', range: '$10,000 – $24,999', daily: '2.3%', days: '15 days', bonus: '9%', total: '34.5%', example: '$10,000 → $13,450 at maturity' },
  { name: 'SOVEREIGN', range: '$25,000 – $74,999', daily: '3%', days: '20 days', bonus: '11%', total: '60%', example: '$25,000 → $40,000 at maturity' },
  { name: 'DYNASTY-LAYER', range: '$75,000 – $150,000', daily: '4%', days: '25 days', bonus: '15%', total: '100%', example: '$75,000 → $150,000 at maturity' },
];

/** The value shown next to a term's label inside one plan card. */
function term(card: HTMLElement, label: string): string | null {
  const dt = within(card).getByText(label, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

// The home page is large and the first render compiles it: allow a slow shared machine.
describe.each(REACT_MODES)('home page plans section ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('shows all five plans in #plans with every term of the table and the total at maturity', async () => {
    const { container } = await renderRoute('/', { strict });
    const section = container.querySelector<HTMLElement>('section#plans');
    expect(section).not.toBeNull();
    const plans = within(section!).getAllByRole('article');
    expect(plans).toHaveLength(5);

    TABLE.forEach((row, index) => {
      const card = plans[index]!;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(row.name);
      expect(term(card, 'Deposit range')).toBe(row.range);
      expect(term(card, 'Daily return')).toBe(row.daily);
      expect(term(card, 'Duration')).toBe(row.days);
      expect(term(card, 'Referral bonus')).toBe(row.bonus);
      expect(term(card, 'Withdrawal / reinvestment period')).toBe(row.days);
      expect(term(card, 'Total return at maturity')).toBe(row.total);
      expect(within(card).getByText(row.example)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Start with ${row.name}` })).toHaveAttribute('href', '/auth/signup');
    });
    expect(within(plans[0]!).getByText('At most 3 reinvestment cycles')).toBeInTheDocument();
  });

  it('says returns are not guaranteed, links the risk summary, and never calls returns guaranteed', async () => {
    const { container } = await renderRoute('/', { strict });
    const section = container.querySelector<HTMLElement>('section#plans')!;
    expect(within(section).getByText(/Returns are not guaranteed and your capital is at risk/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Read the risk summary' })).toHaveAttribute('href', '/risk');
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/(?<!not )guaranteed (returns|profit)/i);
    expect(main.textContent).not.toMatch(/returns are guaranteed/i);
  });
});
