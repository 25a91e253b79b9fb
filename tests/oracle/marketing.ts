/**
 * The public site's facts as a visitor must see them, written once on the test side.
 *
 * Sources, group by group:
 * - the figures, the chart counts and the FAQ's size: ../shared/spec/investment-platform.md
 *   sections 2 (the routes table) and 9 ("Marketing claims");
 * - the header's links: section 2 ("Header and footer");
 * - the risk warning: ../shared/DESIGN.md section 1;
 * - everything else (headings, button names, the FAQ's questions, the people, partners and
 *   quotes): the specification lists these pages' parts but not their words, so these are the
 *   product's wording, copied literally so that a change to them is made here too, on purpose.
 */

import { SUCCESS, VALIDATION } from './auth';

/** The brand as the pages write it (section 1 names no product; the product's own name). */
const PRODUCT_NAME = 'Acme Invest';

/** One animated figure: `prefix`, a whole number counted up from 0 to `value`, `suffix`. */
export interface MarketingStat {
  id: string;
  value: number;
  prefix: string;
  suffix: string;
}

/**
 * Section 9, "Marketing claims: a locked $50M liquidity reserve, $15m+ capital managed, 1300+
 * investors, 99% payout success, 6+ offices, $12m+ gold reserve", in that order.
 */
export const MARKETING_STATS: readonly MarketingStat[] = [
  { id: 'liquidity', prefix: '$', value: 50, suffix: 'M' },
  { id: 'capital', prefix: '$', value: 15, suffix: 'm+' },
  { id: 'investors', prefix: '', value: 1300, suffix: '+' },
  { id: 'payouts', prefix: '', value: 99, suffix: '%' },
  { id: 'offices', prefix: '', value: 6, suffix: '+' },
  { id: 'gold', prefix: '$', value: 12, suffix: 'm+' },
];

/** A figure as shown while it counts (`shown` so far) or, without `shown`, once it is done. */
export const statFigure = (stat: MarketingStat, shown: number = stat.value) => `${stat.prefix}${shown}${stat.suffix}`;

/** The figures' section, on the home and about pages. */
export const STATS_HEADING = `${PRODUCT_NAME} in numbers`;

/** Section 2, /sectors/crypto-forex: "2 charts show on small screens, 4 on wide screens, and all 12 after Show More". */
export const MARKET_CHART_COUNTS = { narrow: 2, wide: 4, all: 12 } as const;

/** Section 2, /: partner logos "3 per page on narrow screens, 5 on wide". */
export const PARTNER_LOGOS_PER_PAGE = { narrow: 3, wide: 5 } as const;

/** The partner logos' names (their images' text), in the order the carousel shows them: fifteen, so every page is full. */
export const PARTNER_NAMES = [
  'Northwind Capital',
  'Halcyon Custody',
  'Meridian Ledger',
  'Corvex Security',
  'Aurelia Agritech',
  'Stratum Energy',
  'Kestrel Analytics',
  'Vantage Realty',
  'Lumen Payments',
  'Fjord Data',
  'Quarry & Pike',
  'Solace Audit',
  'Atlas Vaults',
  'Tidewater Markets',
  'Bramble Logistics',
] as const;

/** How many testimonials rotate (section 2 names the carousel, not its size). */
export const TESTIMONIAL_COUNT = 5;

/** The rotating quote's texts, in the order they rotate. */
export const INVESTING_QUOTES = [
  'Risk comes from not knowing what you’re doing.',
  'The four most dangerous words in investing are: “this time it’s different.”',
  'Know what you own, and know why you own it.',
  'The individual investor should act consistently as an investor and not as a speculator.',
  'In investing, what is comfortable is rarely profitable.',
] as const;

/** The home page (/): its hero's slides are the four sectors, in section 1's order. */
export const HOME_TEXTS = {
  heroTitle: 'Put your capital to work in real-world sectors',
  sectorsHeading: 'Where returns come from',
  signupHeading: 'Open your account in minutes',
} as const;

/** The about page (/about): the story with its read-more (section 2), and the sector slideshows. */
export const ABOUT_TEXTS = {
  title: `About ${PRODUCT_NAME}`,
  story: {
    summary: [
      'Acme Invest Limited was incorporated in England & Wales on 28 June 2022 by a group of bankers and fund managers who believed individual investors deserved the clear, fixed terms that institutions negotiate for themselves.',
      'We started with a single agricultural financing programme. Today our plans are funded by four sectors, with offices on four continents.',
    ],
    more: [
      'From the beginning we chose to say plainly what a plan pays, for how long, and what can go wrong. That is why every plan lists its daily rate, term, referral bonus and withdrawal period before you deposit, and why our risk summary sits one click away on every page.',
      'We keep a locked liquidity reserve and a gold reserve so withdrawals can be met when markets move against us, and we review every sector position weekly at our investment committee.',
      'Our next chapter is about reach: more offices, more investors and the same plain terms. Whatever you invest, we want you to understand it.',
    ],
    readMore: 'Read more',
    readLess: 'Read less',
  },
  /** Beside the story: what the company stands for, a list of titled values. */
  values: { label: 'What we stand for', titles: ['Plain terms', 'Prudence', 'Accountability'] },
  slideshowLabel: (sectorName: string) => `${sectorName} pictures`,
} as const;

/** The leadership team's names, in the order the about page shows them. */
export const LEADERSHIP_TEAM = ['Eleanor Whitmore', 'Daniel Okafor', 'Priya Raman', 'Marcus Lindqvist', 'Sofia Marchetti', 'James Hartley'] as const;

/** The first picture of each sector's slideshow on the about page, by its description, by sector id. */
export const FIRST_SECTOR_PICTURES = {
  'crypto-forex': 'A rising candlestick chart on a dark trading screen',
  agriculture: 'Rows of green crops under a morning sun',
  'oil-gas': 'An oil pump jack at sunset',
  'real-estate': 'A city skyline of office towers',
} as const;

/** Section 2, /faq: "ten items in an accordion". Their questions, by the item's id, in page order. */
export const FAQ_QUESTIONS = {
  'what-is': `What is ${PRODUCT_NAME}?`,
  sectors: 'Which sectors do you invest in?',
  returns: 'Are my returns guaranteed?',
  minimum: 'What is the minimum investment?',
  eligibility: 'Who can open an account?',
  payments: 'How can I pay for an investment?',
  fees: 'Are there any fees?',
  earnings: 'When are my earnings paid?',
  'early-withdrawal': 'Can I withdraw before my plan matures?',
  referrals: 'How does the referral programme work?',
} as const;

/** Section 2, "Header and footer": the header's links; the Sectors dropdown and the narrow menu's button are the product's. */
export const HEADER_TEXTS = {
  home: 'Home',
  about: 'About',
  contact: 'Contact',
  login: 'Login',
  signUp: 'Sign Up',
  sectors: 'Sectors',
  menuToggle: 'Menu',
} as const;

/** DESIGN.md section 1: the risk-warning bar above the header on every page, linking to /risk. */
export const RISK_WARNING = {
  regionLabel: 'Risk warning',
  linkLabel: 'Take 2 mins to learn more',
  linkTo: '/risk',
} as const;

/** The cookie banner and the footer's Cookie settings. */
export const CONSENT_TEXTS = {
  title: `Cookies on ${PRODUCT_NAME}`,
  policyLinkLabel: 'How we use cookies',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  keepChoice: 'Keep my current choice',
  currentChoice: (marketsAllowed: boolean, analyticsAllowed: boolean) =>
    `Your current choice: market charts ${marketsAllowed ? 'allowed' : 'not allowed'}, page-speed measurement ${analyticsAllowed ? 'allowed' : 'not allowed'}.`,
  settingsButton: 'Cookie settings',
} as const;

/** The crypto/forex page's market widgets: the ticker tape, the charts and their placeholders. */
export const MARKET_TEXTS = {
  tickerFrameTitle: 'Market ticker by TradingView',
  chartsLabel: 'Market charts',
  chartFrameTitle: (symbolName: string) => `${symbolName} chart by TradingView`,
  showMore: 'Show more charts',
  showLess: 'Show fewer charts',
  loading: 'Loading market data…',
  unavailableTitle: 'Market data unavailable',
  consentTitle: 'Market charts are off',
  consentButton: 'Load market charts',
} as const;

/** Section 2: "12 crypto and forex symbols", in the order they show (crypto and forex alternate, so 2 and 4 show both). */
export const MARKET_SYMBOLS = [
  { tradingViewSymbol: 'CRYPTO:BTCUSD', code: 'BTCUSD', name: 'Bitcoin / US Dollar' },
  { tradingViewSymbol: 'FX:EURUSD', code: 'EURUSD', name: 'Euro / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:ETHUSD', code: 'ETHUSD', name: 'Ether / US Dollar' },
  { tradingViewSymbol: 'FX:GBPUSD', code: 'GBPUSD', name: 'British Pound / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:BNBUSD', code: 'BNBUSD', name: 'BNB / US Dollar' },
  { tradingViewSymbol: 'FX:USDJPY', code: 'USDJPY', name: 'US Dollar / Japanese Yen' },
  { tradingViewSymbol: 'CRYPTO:SOLUSD', code: 'SOLUSD', name: 'Solana / US Dollar' },
  { tradingViewSymbol: 'FX:AUDUSD', code: 'AUDUSD', name: 'Australian Dollar / US Dollar' },
  { tradingViewSymbol: 'CRYPTO:XRPUSD', code: 'XRPUSD', name: 'XRP / US Dollar' },
  { tradingViewSymbol: 'FX:USDCAD', code: 'USDCAD', name: 'US Dollar / Canadian Dollar' },
  { tradingViewSymbol: 'CRYPTO:ADAUSD', code: 'ADAUSD', name: 'Cardano / US Dollar' },
  { tradingViewSymbol: 'FX:USDCHF', code: 'USDCHF', name: 'US Dollar / Swiss Franc' },
] as const;

/**
 * Every carousel's controls (the partner logos', the testimonials'): the product's words, after
 * the WAI-ARIA carousel pattern; the specification names the carousels, not their controls.
 */
export const CAROUSEL_CONTROLS = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous',
  next: 'Next',
  /** A slide's name: "2 of 5". */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  /** A page's dot button: "Show slide 2 of 5". */
  showSlide: (position: number, total: number) => `Show slide ${position} of ${total}`,
} as const;

/** The partner logos' carousel (section 2, /), by the name of its region. */
export const PARTNERS_CAROUSEL_LABEL = 'Partner logos';

/** The header's main navigation, by its landmark's name (the product's). */
export const MAIN_NAVIGATION_LABEL = 'Main';

/**
 * Section 2, /sectors/*: one page per sector (section 1 names them). The one-line description
 * under each name (the Sectors menu's links, the deposit form's sector choices) is the product's.
 */
export const SECTOR_TAGLINES = {
  'crypto-forex': 'Liquid digital-asset and currency markets',
  agriculture: 'Farmland, crops and licensed cannabis cultivation',
  'oil-gas': 'Production, storage and energy logistics',
  'real-estate': 'Income-producing residential and commercial property',
} as const;

/** The address of a sector's page (section 2's routes). */
export const sectorPath = (id: string) => `/sectors/${id}`;

/** Section 2, /certificates: "a certificate image"; its description is the product's. */
export const CERTIFICATE_IMAGE_ALT = 'Certificate of incorporation of Acme Invest Limited (placeholder image until the document is supplied)';

/**
 * Section 2, /contact, and section 4 (the contact form). The alert and the success note are
 * section 5's and section 8's words (./auth.ts); the labels and buttons are the product's.
 */
export const CONTACT_FORM = {
  heading: 'Send us a message',
  nameLabel: 'Full name',
  emailLabel: 'Email address',
  messageLabel: 'Message',
  messageHint: 'Please do not include passwords, one-time codes or full card numbers.',
  submit: 'Send message',
  submitting: 'Sending…',
  invalid: VALIDATION.contact.invalid,
  success: SUCCESS.contactSent,
} as const;

/** Section 2, "Header and footer": the footer's newsletter form; the success note is section 8's (./auth.ts), the rest the product's. */
export const NEWSLETTER_FORM = {
  title: 'Newsletter',
  emailLabel: 'Email address',
  submit: 'Subscribe',
  submitting: 'Subscribing…',
  success: SUCCESS.subscribed,
} as const;
