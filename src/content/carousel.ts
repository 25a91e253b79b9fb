/** The words of every carousel's controls (APG carousel pattern). */
export const carouselCopy = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous',
  next: 'Next',
  /** The label of each slide: "2 of 5". */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  /** The name of each page's dot button: "Show slide 2 of 5". */
  showSlide: (position: number, total: number) => `Show slide ${position} of ${total}`,
} as const;
