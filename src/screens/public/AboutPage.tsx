import { PageHeader } from '../../components/ui/PageHeader';
import { StatsSection } from '../../widgets/StatsSection';
import { LocationsSection } from '../../components/marketing/LocationsSection';
import { TestimonialsSection } from '../../widgets/TestimonialsSection';
import { StorySection } from '../../features/about/StorySection';
import { TeamSection } from '../../features/about/TeamSection';
import { SectorSlideshowsSection } from '../../features/about/SectorSlideshowsSection';
import { aboutCopy } from '../../content/about';

/** The about page (/about): story, team, sectors, figures, offices and testimonials. */
export function AboutPage() {
  return (
    <>
      <PageHeader title={aboutCopy.title} subtitle={aboutCopy.subtitle} />
      <StorySection />
      <TeamSection />
      <SectorSlideshowsSection />
      <StatsSection />
      <LocationsSection />
      <TestimonialsSection />
    </>
  );
}
