import { sectorById, type SectorId, type SectorSlide } from './sectors';

export interface SectorPoint {
  title: string;
  text: string;
}

/** An informational sector page (specification section 2): what, how, risks, plans, next step. */
export interface SectorPageContent {
  id: SectorId;
  title: string;
  eyebrow: string;
  intro: string;
  /** The page's artwork: the sector's slides from sectors.ts (original SVGs). */
  hero: SectorSlide;
  gallery: readonly SectorSlide[];
  invest: { heading: string; intro: string; points: readonly SectorPoint[] };
  returns: { heading: string; intro: string; steps: readonly SectorPoint[] };
  risks: { heading: string; intro: string; items: readonly string[] };
}

/** Shared labels of every sector page. */
export const sectorPageLabels = {
  plansHeading: 'Which plans apply',
  plansIntro:
    'Every plan invests across our sector portfolio, including this one. The plan you choose sets the deposit range, the fixed daily rate and the term.',
  plansTableCaption: 'Our five plans',
  planColumns: ['Plan', 'Deposit range', 'Daily rate', 'Term', 'Total at maturity'],
  plansLink: 'Compare the plans in full',
  risksFooter: 'Returns are not guaranteed and your capital is at risk.',
  risksLink: 'Read our risk summary',
  ctaHeading: 'Ready to take the next step?',
  ctaText: 'Open an account in minutes, verify your e-mail, and choose a plan when you are ready. Questions first? Our team is happy to help.',
  ctaPrimary: 'Create an account',
  ctaSecondary: 'Talk to our team',
} as const;

function slides(id: SectorId) {
  const [hero, ...gallery] = sectorById(id).slides;
  if (!hero) throw new Error(`Sector ${id} has no artwork`);
  return { hero, gallery };
}

export const SECTOR_PAGES: Record<SectorId, SectorPageContent> = {
  agriculture: {
    id: 'agriculture',
    title: 'Agriculture & Cannabis',
    eyebrow: 'Sector',
    intro:
      'Food, fibre and licensed medical cannabis: we finance the growing season and share in what the harvest earns. Demand for food and for regulated plant-based medicine does not follow the stock market, which makes agriculture a steadying part of our portfolio.',
    ...slides('agriculture'),
    invest: {
      heading: 'What we invest in',
      intro: 'We work with established growers and processors whose output is already contracted or in demand.',
      points: [
        { title: 'Seasonal crop finance', text: 'Working capital for seed, fertiliser, labour and harvesting on arable and horticultural farms, repaid from the sale of the crop.' },
        { title: 'Licensed cannabis cultivation', text: 'Indoor and greenhouse cultivation for licensed medical cannabis producers, only in jurisdictions where it is legal and only with operators holding the required licences.' },
        { title: 'Storage and processing', text: 'Grain storage, drying, cold chain and packing facilities that protect value between harvest and sale.' },
      ],
    },
    returns: {
      heading: 'How returns are generated',
      intro: 'Agriculture earns over a cycle, from planting to sale.',
      steps: [
        { title: 'Finance the cycle', text: 'Capital is advanced at the start of a growing cycle against an agreed plan and budget.' },
        { title: 'Sell forward', text: 'Where we can, part of the harvest is sold in advance to processors or distributors at an agreed price.' },
        { title: 'Share the margin', text: 'When the crop is sold, the advance is repaid and the margin between cost and sale price is shared.' },
      ],
    },
    risks: {
      heading: 'Risks specific to agriculture',
      intro: 'Nature and regulation both matter here.',
      items: [
        'Weather, drought, flood, pests and disease can reduce or destroy a harvest.',
        'Crop and commodity prices can fall between planting and sale.',
        'Cannabis is tightly regulated; a change in law or the loss of a grower\'s licence can stop sales.',
        'Farmland and crops are illiquid: capital is tied up until the harvest is sold.',
      ],
    },
  },
  'real-estate': {
    id: 'real-estate',
    title: 'Real Estate',
    eyebrow: 'Sector',
    intro:
      'Bricks and mortar with a purpose: we buy, improve and let residential and commercial property, earning rent along the way and the uplift in value when a refurbished property is sold.',
    ...slides('real-estate'),
    invest: {
      heading: 'What we invest in',
      intro: 'We look for property where careful work adds value that the market has not yet priced in.',
      points: [
        { title: 'Residential lettings', text: 'Houses and apartment blocks let to long-term tenants in areas with steady rental demand.' },
        { title: 'Commercial property', text: 'Offices, light-industrial units and retail space in established business districts, let on multi-year leases.' },
        { title: 'Refurbishment projects', text: 'Buildings bought below their potential value, refurbished to a modern standard and re-let or sold.' },
      ],
    },
    returns: {
      heading: 'How returns are generated',
      intro: 'Property earns in two ways: income while it is held, and value added when it is sold.',
      steps: [
        { title: 'Acquire with care', text: 'Each purchase follows a survey, legal due diligence and a plan for the work and the exit.' },
        { title: 'Collect rent', text: 'Tenants pay rent that covers running costs and produces a regular income.' },
        { title: 'Add value and sell', text: 'Refurbishment and better letting raise the value; selling at the right time realises the gain.' },
      ],
    },
    risks: {
      heading: 'Risks specific to real estate',
      intro: 'Property is slow to buy and sell, and its value can fall.',
      items: [
        'Property prices and rents can fall, for example when interest rates rise or the economy slows.',
        'Empty units and tenants who stop paying reduce income.',
        'Refurbishments can run over budget or take longer than planned.',
        'Property is illiquid: it can take months to sell, and a quick sale may be at a lower price.',
      ],
    },
  },
  'oil-gas': {
    id: 'oil-gas',
    title: 'Oil & Gas',
    eyebrow: 'Sector',
    intro:
      'Energy the world still runs on: we take positions in producing wells, storage and transport, earning from production revenue and from the difference between purchase and delivery prices.',
    ...slides('oil-gas'),
    invest: {
      heading: 'What we invest in',
      intro: 'We focus on assets that already produce or already have contracted customers, not on exploration.',
      points: [
        { title: 'Producing wells', text: 'Working and royalty interests in onshore wells with a record of production.' },
        { title: 'Storage and pipelines', text: 'Contracts for tank storage and pipeline capacity, paid by the users of that capacity.' },
        { title: 'Physical trade', text: 'Buying and delivering cargoes where the delivery price is agreed before purchase.' },
      ],
    },
    returns: {
      heading: 'How returns are generated',
      intro: 'Energy returns come from what is produced, stored or delivered.',
      steps: [
        { title: 'Production revenue', text: 'Each barrel or cubic metre sold from a producing well pays its share to the interest holders.' },
        { title: 'Capacity fees', text: 'Storage and pipeline users pay fees for the capacity they reserve, whatever the oil price.' },
        { title: 'Delivery margin', text: 'On physical trades, the margin between the agreed purchase and delivery prices is earned when the cargo is delivered.' },
      ],
    },
    risks: {
      heading: 'Risks specific to oil & gas',
      intro: 'Energy prices move with world events.',
      items: [
        'Oil and gas prices are volatile and can fall sharply on changes in supply, demand or politics.',
        'Wells can produce less than expected, and equipment can fail.',
        'Environmental rules, taxes and the energy transition can reduce the value of energy assets.',
        'Accidents, spills and shipping disruption can cause losses and delays.',
      ],
    },
  },
  'crypto-forex': {
    id: 'crypto-forex',
    title: 'Crypto & Forex',
    eyebrow: 'Sector',
    intro:
      'The world\'s most liquid markets, open around the clock: our trading desk works in major cryptocurrencies and currency pairs, with position limits and stop-losses on every trade.',
    ...slides('crypto-forex'),
    invest: {
      heading: 'What we invest in',
      intro: 'We trade only large, liquid markets where prices are public and positions can be closed quickly.',
      points: [
        { title: 'Major cryptocurrencies', text: 'Bitcoin, Ether and other large-cap assets such as BNB, Solana, XRP and Cardano, held with segregated custody.' },
        { title: 'Major currency pairs', text: 'EUR/USD, GBP/USD, USD/JPY, AUD/USD, USD/CAD and USD/CHF, the deepest markets in foreign exchange.' },
        { title: 'Session coverage', text: 'Positions are monitored across the Asian, London and New York sessions.' },
      ],
    },
    returns: {
      heading: 'How returns are generated',
      intro: 'Trading returns come from price movements and spreads, within strict limits.',
      steps: [
        { title: 'Systematic strategies', text: 'Rules-based strategies take positions on short-term price movements and trends.' },
        { title: 'Spread capture', text: 'Providing liquidity earns the difference between buying and selling prices.' },
        { title: 'Risk limits', text: 'Every position has a size limit and a stop-loss, so one bad trade cannot sink the book.' },
      ],
    },
    risks: {
      heading: 'Risks specific to crypto & forex',
      intro: 'These are the most volatile markets we work in.',
      items: [
        'Cryptocurrency prices can rise or fall by large amounts within hours; some assets have lost almost all their value.',
        'Currency prices move with interest rates, economic data and political events, sometimes suddenly.',
        'Crypto exchanges and custodians can fail or be hacked, and crypto transfers cannot be reversed.',
        'Cryptoassets are largely unregulated in the UK, and losses are not covered by any compensation scheme.',
      ],
    },
  },
};
