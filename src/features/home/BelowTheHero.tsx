import type { ReactNode } from 'react';
import { HydrateSectionWhenNear } from '../../loading/HydrateWhenNear';
import type { RenderedHeight } from '../../loading/skipOffscreen';
import { WelcomeSection } from './WelcomeSection';
import { SectorProfitsSection } from './SectorProfitsSection';
import { SignupCallToAction } from './SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from './PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../widgets/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../widgets/TestimonialsSection';

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
 * they hydrate); a chunk of their own, see HomePage. On a prerendered page each section hydrates
 * when the visitor comes near it, and is not even laid out until then.
 */
export function BelowTheHero({ id }: { id?: string }) {
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
