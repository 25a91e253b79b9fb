import styled from 'styled-components';
import { ListGrid } from '../../components/ui/ListGrid';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { homeCopy } from '../../content/home';
import { SECTORS } from '../../content/sectors';

const Grid = styled(ListGrid).attrs({ $wideColumns: 2 })`
  @media (min-width: 1100px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img { display: block; width: 100%; height: auto; aspect-ratio: 8 / 5; object-fit: cover; }
  div { display: flex; flex-direction: column; flex: 1; padding: ${({ theme }) => theme.space.lg}; }
  h3 { font-size: ${({ theme }) => theme.fontSize.xl}; }
  p { color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  a { margin-top: auto; font-weight: 600; color: ${({ theme }) => theme.color.navySoft}; }
`;

/** Where returns come from: each sector's profit explanation, with a link to its page. */
export function SectorProfitsSection() {
  const copy = homeCopy.sectors;
  return (
    <Section $tone="alt" aria-labelledby="sectors-heading">
      <Container>
        <SectionHeading id="sectors-heading" title={copy.heading} intro={copy.intro} />
        <Grid>
          {SECTORS.map((sector) => {
            const picture = sector.slides[0];
            return (
              <Card key={sector.id}>
                {picture ? <img src={picture.image} alt={picture.alt} width={800} height={500} loading="lazy" decoding="async" /> : null}
                <div>
                  <h3>{sector.name}</h3>
                  <p>{sector.profitExplanation}</p>
                  <Link to={sector.path}>
                    {copy.linkLabel} {sector.name}
                  </Link>
                </div>
              </Card>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}
