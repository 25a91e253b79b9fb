import { WelcomeSection } from './WelcomeSection';
import { SectorProfitsSection } from './SectorProfitsSection';
import { SignupCallToAction } from './SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from './PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../components/marketing/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../components/marketing/TestimonialsSection';

/** The home page's sections after the hero, top to bottom (a chunk of their own: see HomePage). */
export function BelowTheHero() {
  return (
    <>
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
    </>
  );
}
