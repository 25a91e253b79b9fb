import { HydrateSectionWhenNear } from '../../app/HydrateWhenNear';
import { WelcomeSection } from './WelcomeSection';
import { SectorProfitsSection } from './SectorProfitsSection';
import { SignupCallToAction } from './SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from './PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../components/marketing/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../components/marketing/TestimonialsSection';

/**
 * The home page's sections after the hero, top to bottom, in one element (`id` lets the page
 * find them before they hydrate); a chunk of their own, see HomePage. On a prerendered page each
 * section hydrates when the visitor comes near it, and is not even laid out until then.
 */
export function BelowTheHero({ id }: { id?: string }) {
  return (
    <div id={id}>
      <HydrateSectionWhenNear name="welcome">
        <WelcomeSection />
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="sector-profits">
        <SectorProfitsSection />
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="plans">
        <PlansSection />
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="stats">
        <StatsSection />
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="locations">
        <LocationsSection />
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="testimonials">
        <TestimonialsSection>
          <PartnersBlockSection />
        </TestimonialsSection>
      </HydrateSectionWhenNear>
      <HydrateSectionWhenNear name="closing">
        <QuoteSection />
        <SignupCallToAction />
      </HydrateSectionWhenNear>
    </div>
  );
}
