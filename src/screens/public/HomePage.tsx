import { HeroSection } from '../../features/home/HeroSection';
import { WelcomeSection } from '../../features/home/WelcomeSection';
import { SectorProfitsSection } from '../../features/home/SectorProfitsSection';
import { SignupCallToAction } from '../../features/home/SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from '../../features/home/PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../components/marketing/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../components/marketing/TestimonialsSection';

/** The home page (/): every section of specification section 2, top to bottom. */
export function HomePage() {
  return (
    <>
      <HeroSection />
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
