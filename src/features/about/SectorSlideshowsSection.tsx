import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { Carousel } from '../../widgets/Carousel';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { aboutCopy } from '../../content/about';
import { SECTORS, type Sector } from '../../content/sectors';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { font-size: ${({ theme }) => theme.fontSize.xl}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  > p { color: ${({ theme }) => theme.color.inkMuted}; }
  > a { font-weight: 600; }
`;

const Picture = styled.figure`
  margin: 0;
  img { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; border-radius: ${({ theme }) => theme.radius.md}; }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

function SectorCard({ sector }: { sector: Sector }) {
  const headingId = `about-sector-${sector.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{sector.name}</h3>
      <p>{sector.tagline}</p>
      <Carousel
        label={aboutCopy.sectors.slideshowLabel(sector.name)}
        items={sector.slides}
        interval="sectorSlideInterval"
        itemKey={(slide) => slide.image}
        renderItem={(slide) => (
          <Picture>
            <img src={slide.image} alt={slide.alt} width={800} height={500} loading="lazy" decoding="async" />
            <figcaption>{slide.caption}</figcaption>
          </Picture>
        )}
      />
      <Link to={sector.path}>
        {aboutCopy.sectors.linkLabel} {sector.name}
      </Link>
    </Card>
  );
}

/** The four sectors, each with its picture slideshow (the carousel machine again). */
export function SectorSlideshowsSection() {
  return (
    <Section aria-labelledby="about-sectors-heading">
      <Container>
        <SectionHeading id="about-sectors-heading" title={aboutCopy.sectors.heading} intro={aboutCopy.sectors.intro} />
        <Grid>
          {SECTORS.map((sector) => (
            <SectorCard key={sector.id} sector={sector} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
