/**
 * Partner logos (fictional companies; original wordmark SVGs under public/images/partners/).
 * Fifteen, so pages of 3 (narrow screens) and of 5 (wide screens) are always full.
 */
export interface Partner {
  name: string;
  logo: string;
}

const PARTNER_NAMES = [
  ['Northwind Capital', 'northwind'],
  ['Halcyon Custody', 'halcyon'],
  ['Meridian Ledger', 'meridian'],
  ['Corvex Security', 'corvex'],
  ['Aurelia Agritech', 'aurelia'],
  ['Stratum Energy', 'stratum'],
  ['Kestrel Analytics', 'kestrel'],
  ['Vantage Realty', 'vantage'],
  ['Lumen Payments', 'lumen'],
  ['Fjord Data', 'fjord'],
  ['Quarry & Pike', 'quarrypike'],
  ['Solace Audit', 'solace'],
  ['Atlas Vaults', 'atlas'],
  ['Tidewater Markets', 'tidewater'],
  ['Bramble Logistics', 'bramble'],
] as const;

export const PARTNERS: readonly Partner[] = PARTNER_NAMES.map(([name, slug]) => ({
  name,
  logo: `/images/partners/${slug}.svg`,
}));

/** Logos per page: 3 below the 768 px breakpoint, 5 from it. */
export const PARTNERS_PER_PAGE = { narrow: 3, wide: 5 } as const;

export const partnersCopy = {
  heading: 'Trusted by our partners',
  carouselLabel: 'Partner logos',
  logoSize: { width: 200, height: 48 },
} as const;
