/**
 * The sectors the platform invests in (specification section 1): their names and pages, a short
 * explanation of where each one's profit comes from (home page), and the slides of the about
 * page's sector slideshows. Other pages reuse the names and paths from here.
 */
export type SectorId = 'crypto-forex' | 'agriculture' | 'oil-gas' | 'real-estate';

export interface SectorSlide {
  /** Original SVG artwork under public/images/sectors/. */
  image: string;
  /** Describes the picture for screen readers. */
  alt: string;
  caption: string;
}

export interface Sector {
  id: SectorId;
  name: string;
  /** The sector's informational page. */
  path: `/sectors/${SectorId}`;
  /** One line for menus and cards. */
  tagline: string;
  /** How the sector earns: the home page's profit explanation. */
  profitExplanation: string;
  slides: readonly SectorSlide[];
}

export const SECTORS: readonly Sector[] = [
  {
    id: 'crypto-forex',
    name: 'Crypto & Forex',
    path: '/sectors/crypto-forex',
    tagline: 'Liquid digital-asset and currency markets',
    profitExplanation:
      'Our desk captures spreads and short-term price movements in major cryptocurrencies and currency pairs, with position limits and stop-losses on every trade.',
    slides: [
      { image: '/images/sectors/crypto-1.svg', alt: 'A rising candlestick chart on a dark trading screen', caption: 'Systematic trading across major crypto and FX pairs' },
      { image: '/images/sectors/crypto-2.svg', alt: 'Linked coin symbols forming a network', caption: 'Digital assets held with segregated custody' },
      { image: '/images/sectors/crypto-3.svg', alt: 'A world clock showing currency market sessions', caption: 'Round-the-clock coverage of the London, New York and Asian sessions' },
    ],
  },
  {
    id: 'agriculture',
    name: 'Agriculture',
    path: '/sectors/agriculture',
    tagline: 'Farmland, crops and licensed cannabis cultivation',
    profitExplanation:
      'We finance planting and harvest cycles, including licensed medical cannabis growers, and earn from crop sales and forward contracts agreed before harvest.',
    slides: [
      { image: '/images/sectors/agriculture-1.svg', alt: 'Rows of green crops under a morning sun', caption: 'Seasonal crop financing with forward sales agreed' },
      { image: '/images/sectors/agriculture-2.svg', alt: 'A greenhouse with young plants', caption: 'Licensed, regulated medical cannabis cultivation' },
      { image: '/images/sectors/agriculture-3.svg', alt: 'Golden wheat fields and a grain silo', caption: 'Storage and logistics that protect harvest value' },
    ],
  },
  {
    id: 'oil-gas',
    name: 'Oil & Gas',
    path: '/sectors/oil-gas',
    tagline: 'Production, storage and energy logistics',
    profitExplanation:
      'We take positions in producing wells, storage and transport contracts, earning from production revenue and the difference between purchase and delivery prices.',
    slides: [
      { image: '/images/sectors/oil-gas-1.svg', alt: 'An oil pump jack at sunset', caption: 'Stakes in producing onshore wells' },
      { image: '/images/sectors/oil-gas-2.svg', alt: 'Storage tanks beside a pipeline', caption: 'Storage and pipeline capacity contracts' },
      { image: '/images/sectors/oil-gas-3.svg', alt: 'A tanker ship at sea', caption: 'Shipping and delivery arbitrage' },
    ],
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    path: '/sectors/real-estate',
    tagline: 'Income-producing residential and commercial property',
    profitExplanation:
      'We acquire, refurbish and let residential and commercial property, earning rental income and the uplift in value when a refurbished property is sold.',
    slides: [
      { image: '/images/sectors/real-estate-1.svg', alt: 'A city skyline of office towers', caption: 'Commercial property in established business districts' },
      { image: '/images/sectors/real-estate-2.svg', alt: 'A row of modern townhouses', caption: 'Residential lettings with long-term tenants' },
      { image: '/images/sectors/real-estate-3.svg', alt: 'A building under refurbishment with a crane', caption: 'Refurbishment projects that add lasting value' },
    ],
  },
];

export function sectorById(id: SectorId): Sector {
  const sector = SECTORS.find((candidate) => candidate.id === id);
  if (!sector) throw new Error(`Unknown sector ${id}`);
  return sector;
}
