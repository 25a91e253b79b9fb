import styled from 'styled-components';
import { WelcomeSection } from './WelcomeSection';
import { SectorProfitsSection } from './SectorProfitsSection';
import { SignupCallToAction } from './SignupCallToAction';
import { PartnersBlockSection, QuoteSection } from './PartnersAndQuote';
import { PlansSection } from '../../components/marketing/PlansSection';
import { StatsSection } from '../../components/marketing/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../components/marketing/TestimonialsSection';

// Off screen at first: the browser lays the sections out when the visitor scrolls near them,
// not while the page first paints (the size is a guess until then, and remembered after).
const Sections = styled.div`
  content-visibility: auto;
  contain-intrinsic-size: auto 6000px;
`;

/**
 * The home page's sections after the hero, top to bottom, in one element (`id` lets the page
 * find them before they hydrate); a chunk of their own, see HomePage.
 */
export function BelowTheHero({ id }: { id?: string }) {
  return (
    <Sections id={id}>
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
    </Sections>
  );
}
