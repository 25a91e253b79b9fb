/**
 * Marketing figures (specification section 9). They are the operator's own claims: change them
 * here, never in a component. Each figure counts up from 0 to `value` on the home page.
 */
export interface Stat {
  id: string;
  /** The number that is counted up (a whole number). */
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

export const STATS: readonly Stat[] = [
  { id: 'liquidity', prefix: '$', value: 50, suffix: 'M', label: 'Locked liquidity reserve' },
  { id: 'capital', prefix: '$', value: 15, suffix: 'm+', label: 'Capital managed' },
  { id: 'investors', value: 1300, suffix: '+', label: 'Investors' },
  { id: 'payouts', value: 99, suffix: '%', label: 'Payout success' },
  { id: 'offices', value: 6, suffix: '+', label: 'Offices worldwide' },
  { id: 'gold', prefix: '$', value: 12, suffix: 'm+', label: 'Gold reserve' },
];

export const statsCopy = {
  heading: 'Acme Invest in numbers',
  intro: 'The scale behind every plan we offer.',
  footnote: 'Figures as reported by Acme Invest. Past performance is not a reliable indicator of future results.',
} as const;

/** The figure as shown: prefix, the (partly counted) number, suffix. */
export function formatStat(stat: Stat, shownValue: number = stat.value): string {
  return `${stat.prefix ?? ''}${shownValue}${stat.suffix ?? ''}`;
}
