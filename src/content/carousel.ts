/** The words of every carousel's controls (APG carousel pattern). */
export const carouselCopy = {
  pause: 'Pause',
  play: 'Play',
  previous: 'Previous',
  next: 'Next',
  /** The label of each slide: "2 of 5". */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
} as const;
