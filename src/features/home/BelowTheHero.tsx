import { use, useState, type ReactNode } from 'react';
import { HydrateSectionWhenNear } from '../../loading/HydrateWhenNear';
import { lazyPart, readableByUse } from '../../loading/lazyPart';
import type { RenderedHeight } from '../../loading/skipOffscreen';

// Each section's code is a chunk of its own, fetched when the visitor comes near the section
// (HydrateSectionWhenNear renders it only then), so a visit that stays at the top fetches none
// of the sections far below it.
const WelcomeSection = lazyPart(() => import('./WelcomeSection').then((module) => module.WelcomeSection));
const SectorProfitsSection = lazyPart(() => import('./SectorProfitsSection').then((module) => module.SectorProfitsSection));
const PlansSection = lazyPart(() => import('../../components/marketing/PlansSection').then((module) => module.PlansSection));
const StatsSection = lazyPart(() => import('../../widgets/StatsSection').then((module) => module.StatsSection));
const LocationsSection = lazyPart(() => import('../../components/marketing/LocationsSection').then((module) => module.LocationsSection));
const TestimonialsSection = lazyPart(() => import('../../widgets/TestimonialsSection').then((module) => module.TestimonialsSection));
const PartnersBlockSection = lazyPart(() => import('./PartnersAndQuote').then((module) => module.PartnersBlockSection));
const QuoteSection = lazyPart(() => import('./PartnersAndQuote').then((module) => module.QuoteSection));
const SignupCallToAction = lazyPart(() => import('./SignupCallToAction').then((module) => module.SignupCallToAction));
const SECTION_CODE = [WelcomeSection, SectorProfitsSection, PlansSection, StatsSection, LocationsSection, TestimonialsSection, PartnersBlockSection, QuoteSection, SignupCallToAction];

/**
 * Every section's code, for a page rendered in the browser (a visit to / from another page): the
 * sections then appear together, so a jump to the plans lands where they stay, not above
 * sections still arriving. Settled in the form React's use() reads.
 */
let allSections: Promise<void> | undefined;
function loadAllSections(): Promise<void> {
  allSections ??= readableByUse(Promise.all(SECTION_CODE.map((part) => part.load())).then(() => {}));
  return allSections;
}

/**
 * The sections after the hero, top to bottom, each named for the element it hydrates in, with its
 * rendered height at 375 px and 1280 px (the space it holds before it is first laid out).
 */
const SECTIONS: { name: string; height: RenderedHeight; content: ReactNode }[] = [
  { name: 'welcome', height: { narrow: 988, wide: 592 }, content: <WelcomeSection /> },
  { name: 'sector-profits', height: { narrow: 2069, wide: 744 }, content: <SectorProfitsSection /> },
  { name: 'plans', height: { narrow: 3860, wide: 1809 }, content: <PlansSection /> },
  { name: 'stats', height: { narrow: 705, wide: 616 }, content: <StatsSection /> },
  { name: 'locations', height: { narrow: 927, wide: 993 }, content: <LocationsSection /> },
  {
    name: 'testimonials',
    height: { narrow: 803, wide: 796 },
    content: (
      <TestimonialsSection>
        <PartnersBlockSection />
      </TestimonialsSection>
    ),
  },
  {
    name: 'closing',
    height: { narrow: 795, wide: 721 },
    content: (
      <>
        <QuoteSection />
        <SignupCallToAction />
      </>
    ),
  },
];

/**
 * The home page's sections after the hero, in one element (`id` lets the page find them before
 * they hydrate); a chunk of their own, see HomePage, and each section's code one more. On a
 * prerendered page each section hydrates when the visitor comes near it, and is not even laid
 * out until then; rendered in the browser, all of them render at once.
 */
export function BelowTheHero({ id }: { id?: string }) {
  // Read once, from the document rather than from useHydrated: a hook that changes right after
  // hydration would render the sections again while they still wait to hydrate, and React would
  // then render them in the browser, fetching all their code at once.
  const [renderedInBrowser] = useState(() => typeof document !== 'undefined' && !(id && document.getElementById(id)));
  if (renderedInBrowser) use(loadAllSections());
  return (
    <div id={id}>
      {SECTIONS.map(({ name, height, content }) => (
        <HydrateSectionWhenNear key={name} name={name} height={height}>
          {content}
        </HydrateSectionWhenNear>
      ))}
    </div>
  );
}
