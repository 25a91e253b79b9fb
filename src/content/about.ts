/** The words of the about page (/about). */
import { company } from './company';

export const aboutCopy = {
  title: `About ${company.productName}`,
  subtitle: 'A London investment company opening diversified, fixed-term plans to every investor.',
  story: {
    heading: 'Our story',
    summary: [
      `${company.registeredName} was incorporated in ${company.jurisdiction} on ${company.incorporatedOn} by a group of bankers and fund managers who believed individual investors deserved the clear, fixed terms that institutions negotiate for themselves.`,
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
  values: {
    heading: 'What we stand for',
    items: [
      { title: 'Plain terms', text: 'Every rate and condition in writing before you commit.' },
      { title: 'Prudence', text: 'Reserves, position limits and diversification across sectors.' },
      { title: 'Accountability', text: 'A UK-registered company with named leaders you can contact.' },
    ],
  },
  sectors: {
    heading: 'Sectors we invest in',
    intro: 'Four sectors, each managed by a specialist team.',
    linkLabel: 'About',
    slideshowLabel: (sectorName: string) => `${sectorName} pictures`,
  },
} as const;
