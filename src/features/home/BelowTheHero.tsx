import type { ReactNode } from 'react';
import { HydrateSectionWhenNear } from '../../app/HydrateWhenNear';
import { WelcomeSection } from './WelcomeSection';
import { SectorProfitsSection } from './SectorProfitsSection';
import { SignupCallToAction } from './SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from './PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../components/marketing/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../components/marketing/TestimonialsSection';

/** The sections after the hero, top to bottom, each named for the element it hydrates in. */
const SECTIONS: { name: string; content: ReactNode }[] = [
  { name: 'welcome', content: <WelcomeSection /> },
  { name: 'sector-profits', content: <SectorProfitsSection /> },
  { name: 'plans', content: <PlansSection /> },
  { name: 'stats', content: <StatsSection /> },
  { name: 'locations', content: <LocationsSection /> },
  {
    name: 'testimonials',
    content: (
      <TestimonialsSection>
        <PartnersBlockSection />
      </TestimonialsSection>
    ),
  },
  {
    name: 'closing',
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
      {SECTIONS.map(({ name, content }) => (
        <HydrateSectionWhenNear key={name} name={name}>
          {content}
        </HydrateSectionWhenNear>
      ))}
    </div>
  );
}
