/** The words of the home page (/). Plans, stats, sectors and the rest have their own modules. */
import { company } from './company';

/** The four hero pictures, drawn inline (no image download), one per sector. */
export type HeroArt = 'markets' | 'fields' | 'energy' | 'skyline';

export interface HeroSlide {
  art: HeroArt;
  title: string;
  caption: string;
}

export const homeCopy = {
  hero: {
    eyebrow: 'Fixed-term investment plans',
    title: 'Put your capital to work in real-world sectors',
    lead: `${company.productName} invests across crypto & forex, agriculture, oil & gas and real estate. Choose one of five plans with its daily rate, term and withdrawal period set out before you commit.`,
    primaryCta: 'Create your account',
    primaryHref: '/auth/signup',
    secondaryCta: 'Compare plans',
    trustPoints: [
      `Registered in ${company.jurisdiction} · No. ${company.companyNumber}`,
      'Minimum investment $500',
      'Terms disclosed in full before you invest',
    ],
    carouselLabel: 'Our sectors in pictures',
    slides: [
      { art: 'markets', title: 'Crypto & Forex', caption: 'Disciplined trading across major digital assets and currency pairs' },
      { art: 'fields', title: 'Agriculture', caption: 'Financing harvests, from staple crops to licensed cultivation' },
      { art: 'energy', title: 'Oil & Gas', caption: 'Production, storage and delivery contracts' },
      { art: 'skyline', title: 'Real Estate', caption: 'Income-producing residential and commercial property' },
    ] satisfies HeroSlide[],
  },
  welcome: {
    heading: `Welcome to ${company.productName}`,
    paragraphs: [
      `${company.productName} is a private limited company registered in ${company.jurisdiction}. We bring investment plans once reserved for institutions to individual investors, with clear terms and a team you can reach.`,
      'Every plan pays a fixed daily rate for a fixed term, funded by the returns of a diversified portfolio. We tell you where that money comes from, what can go wrong, and how to withdraw.',
    ],
    highlights: [
      { title: 'Clear terms', text: 'Rate, term, referral bonus and withdrawal period are shown for every plan before you deposit.' },
      { title: 'Diversified', text: 'Capital is spread across four sectors rather than a single market.' },
      { title: 'Reachable people', text: 'A support team in London and offices on four continents.' },
    ],
  },
  sectors: {
    heading: 'Where returns come from',
    intro: 'Your plan’s returns are funded by the profit of the sectors we invest in.',
    linkLabel: 'Explore',
  },
  signup: {
    heading: 'Open your account in minutes',
    text: 'Register, confirm your e-mail with a one-time code and choose a plan from $500. You stay in control of every deposit.',
    cta: 'Sign up',
    href: '/auth/signup',
    secondaryCta: 'Talk to our team',
    secondaryHref: '/contact',
    riskNote: 'Capital at risk. Returns are not guaranteed.',
  },
  partnersHeading: 'Working with',
  quoteHeading: 'Words we invest by',
} as const;
