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
 * find them before they hydrate); a chunk of their own, see HomePage.
 */
export function BelowTheHero({ id }: { id?: string }) {
  return (
    <div id={id}>
      <WelcomeSection />
      <SectorProfitsSection />
      <PlansSection />
      <StatsSection />
      <LocationsSection />
      <TestimonialsSection>
        <PartnersBlockSection />
      </TestimonialsSection>
      <QuoteSection />
      <SignupCallToAction />
    </div>
  );
}
