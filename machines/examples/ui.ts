/**
 * Example events of the public site's interface machines. Most carry no data: a press, a key, a
 * pointer leaving. Two FAQ panels let the walks open one, open another and close the open one.
 */
import type { accordionMachine } from '../ui/accordion.machine';
import type { carouselMachine } from '../ui/carousel.machine';
import type { consentMachine } from '../ui/consent.machine';
import type { countUpMachine } from '../ui/countUp.machine';
import type { disclosureMachine } from '../ui/disclosure.machine';
import type { marketWidgetMachine } from '../ui/marketWidget.machine';
import type { menuMachine } from '../ui/menu.machine';
import type { revealMachine } from '../ui/reveal.machine';
import type { showMoreMachine } from '../ui/showMore.machine';
import type { Examples } from './types';

// Two real FAQ questions (src/content/faq.ts): the walk opens "Are my returns guaranteed?" first.
export const accordionExamples = {
  'accordion.toggle': [{ id: 'returns' }, { id: 'what-is' }],
} satisfies Examples<typeof accordionMachine>;

export const showMoreExamples = {
  'viewport.wide': [{}],
  'viewport.narrow': [{}],
  'showMore.toggle': [{}],
} satisfies Examples<typeof showMoreMachine>;

export const marketWidgetExamples = {
  'consent.granted': [{}],
  'consent.withdrawn': [{}],
  'widget.loaded': [{}],
  'widget.failed': [{}],
} satisfies Examples<typeof marketWidgetMachine>;

export const consentExamples = {
  'consent.acceptAll': [{}],
  'consent.rejectAll': [{}],
  'consent.grantMarkets': [{}],
  'consent.review': [{}],
  'consent.keep': [{}],
  // Storage cleared in another tab: the banner opens again; charts allowed in another tab: it closes.
  'consent.synced': [{ choice: null }, { choice: { markets: true, analytics: true } }],
} satisfies Examples<typeof consentMachine>;

export const carouselExamples = {
  'carousel.next': [{}],
  'carousel.prev': [{}],
  'carousel.goto': [{ page: 2 }],
  'carousel.pause': [{}],
  'carousel.play': [{}],
  'carousel.hover.start': [{}],
  'carousel.hover.end': [{}],
  'carousel.focus.in': [{}],
  'carousel.focus.out': [{}],
  // The partner logos: 5 a page from 768 px, 3 below.
  'carousel.pageSize': [{ pageSize: 5 }, { pageSize: 3 }],
} satisfies Examples<typeof carouselMachine>;

export const countUpExamples = { visible: [{}] } satisfies Examples<typeof countUpMachine>;

export const revealExamples = { visible: [{}] } satisfies Examples<typeof revealMachine>;

export const disclosureExamples = {
  'disclosure.toggle': [{}],
} satisfies Examples<typeof disclosureMachine>;

export const menuExamples = {
  'menu.toggle': [{}],
  'key.escape': [{}],
  'pointer.outside': [{}],
  'focus.outside': [{}],
  'link.choose': [{}],
  'route.change': [{}],
} satisfies Examples<typeof menuMachine>;
