import { Container, Section } from '../ui/Container';
import { locationsCopy } from '../../content/locations';
import { LocationsMap } from './LocationsMap';
import { SectionHeading } from './SectionHeading';

/** "Global presence": the offices map and list. */
export function LocationsSection() {
  return (
    <Section aria-labelledby="locations-heading">
      <Container>
        <SectionHeading id="locations-heading" title={locationsCopy.heading} intro={locationsCopy.intro} />
        <LocationsMap />
      </Container>
    </Section>
  );
}
