/** What investors say (home and about pages). Each rotates in the testimonials carousel. */
export interface Testimonial {
  name: string;
  /** Where the investor is, and since when they invest with us. */
  detail: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Hannah Clarke',
    detail: 'Manchester · investor since 2023',
    quote: 'I started on BaseLayer to see how it works. Every figure was set out before I deposited, and the dashboard showed exactly where my plan stood each day.',
  },
  {
    name: 'Rahul Mehta',
    detail: 'Leicester · investor since 2022',
    quote: 'What won me over was the support team: quick, clear answers, and no pressure to move up a tier before I was ready.',
  },
  {
    name: 'Grace Adeyemi',
    detail: 'Lagos · investor since 2024',
    quote: 'Withdrawals arrived in my wallet as described. The terms explain the reinvestment cycle rules plainly, which I appreciated.',
  },
  {
    name: 'Tomás Herrera',
    detail: 'Madrid · investor since 2023',
    quote: 'I like that the plans are spread across property, agriculture and energy rather than a single market.',
  },
  {
    name: 'Olivia Bennett',
    detail: 'Bristol · investor since 2024',
    quote: 'The risk summary was the first thing they showed me. That honesty is why I trusted them with a larger plan.',
  },
];

export const testimonialsCopy = {
  heading: 'What our investors say',
  intro: 'Individual experiences; your own results may differ.',
  carouselLabel: 'Investor testimonials',
} as const;
