/** Investing wisdom for the rotating quote (well-known, attributed quotations). */
export interface Quote {
  text: string;
  author: string;
}

export const QUOTES: readonly Quote[] = [
  { text: 'Risk comes from not knowing what you’re doing.', author: 'Warren Buffett' },
  { text: 'The four most dangerous words in investing are: “this time it’s different.”', author: 'Sir John Templeton' },
  { text: 'Know what you own, and know why you own it.', author: 'Peter Lynch' },
  { text: 'The individual investor should act consistently as an investor and not as a speculator.', author: 'Benjamin Graham' },
  { text: 'In investing, what is comfortable is rarely profitable.', author: 'Robert Arnott' },
];

export const quotesCopy = {
  carouselLabel: 'Investing quotes',
} as const;
