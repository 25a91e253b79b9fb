/**
 * The registry of every statechart of the product, with a short description. The path
 * catalogue (`npm run paths`), the diagrams (`npm run diagrams`) and the reachability test read it.
 * Add each new machine here, one entry per line group.
 */
import type { AnyStateMachine } from 'xstate';
import { accordionMachine } from './ui/accordion.machine';
import { showMoreMachine } from './ui/showMore.machine';
import { marketWidgetMachine } from './ui/marketWidget.machine';
import { consentMachine } from './ui/consent.machine';
import { contactMachine } from './forms/contact.machine';
import { subscribeMachine } from './forms/subscribe.machine';
import { carouselMachine } from './ui/carousel.machine';
import { countUpMachine } from './ui/countUp.machine';
import { revealMachine } from './ui/reveal.machine';
import { disclosureMachine } from './ui/disclosure.machine';
import { sessionMachine } from './session.machine';

export interface RegisteredMachine {
  /** Stable id, used on the command line: `npm run paths signup`. */
  id: string;
  description: string;
  machine: AnyStateMachine;
}

export const machineRegistry: RegisteredMachine[] = [
  { id: 'accordion', description: 'FAQ accordion: at most one panel open; toggling the open one closes it.', machine: accordionMachine },
  { id: 'showMore', description: 'Crypto/forex chart grid: 2 charts below 768 px, 4 from 768 px, all 12 after Show More.', machine: showMoreMachine },
  { id: 'marketWidget', description: 'One TradingView widget slot: waits for cookie consent, loads, or shows "unavailable" after a timeout.', machine: marketWidgetMachine },
  { id: 'consent', description: 'Cookie consent banner: Accept all / Reject all, stored, reopened from the footer.', machine: consentMachine },
  { id: 'contact', description: 'Contact form: trimmed validation, POST, success message for 5 s, error kept while failed.', machine: contactMachine },
  { id: 'subscribe', description: 'Footer newsletter form: POST {email}, success message for 5 s, error kept while failed.', machine: subscribeMachine },
  { id: 'carousel', description: 'Rotating element (hero, testimonials, partners, quote, sector slideshows): named interval, pause/play, holds on hover and focus, starts paused under reduced motion, page size 3/5.', machine: carouselMachine },
  { id: 'countUp', description: 'Stats that count up over 2 s once visible (named tick and duration); final numbers at once under reduced motion.', machine: countUpMachine },
  { id: 'reveal', description: 'Animates content in once when half of it is in view; simply shown under reduced motion.', machine: revealMachine },
  { id: 'session', description: 'Signed in or out, kept in localStorage across tabs; one refresh at a time on a 401 (Web Locks across tabs), sign-out and login on a refused refresh.', machine: sessionMachine },
  { id: 'disclosure', description: 'Show/hide toggle (APG disclosure): the about page read-more.', machine: disclosureMachine },
];
