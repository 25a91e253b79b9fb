import styled from 'styled-components';
import { Container, Section } from '../components/ui/Container';
import { STATS, statsCopy } from '../content/stats';
import { SectionHeading } from '../components/marketing/SectionHeading';
import { StatCounter } from './StatCounter';

const Footnote = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

/** The marketing figures on a dark band, counting up when they come into view. */
export function StatsSection() {
  return (
    <Section $tone="dark" aria-labelledby="stats-heading">
      <Container>
        <SectionHeading id="stats-heading" title={statsCopy.heading} intro={statsCopy.intro} onDark />
        <StatCounter stats={STATS} onDark />
        <Footnote>{statsCopy.footnote}</Footnote>
      </Container>
    </Section>
  );
}
