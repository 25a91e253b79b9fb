import styled from 'styled-components';
import { Container, Section } from '../../components/ui/Container';
import { PartnerLogos } from '../../widgets/PartnerLogos';
import { QuoteRotator } from '../../widgets/QuoteRotator';
import { homeCopy } from '../../content/home';

const PartnersBlock = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  h3 {
    text-align: center;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.inkMuted};
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

/** The partner logo carousel (placed under the testimonials). */
export function PartnersBlockSection() {
  return (
    <PartnersBlock>
      <h3>{homeCopy.partnersHeading}</h3>
      <PartnerLogos />
    </PartnersBlock>
  );
}

const QuoteBand = styled(Section)`
  background:
    radial-gradient(50% 80% at 50% 0%, rgba(232, 181, 74, 0.16), transparent 70%),
    ${({ theme }) => theme.color.navyDeep};
`;

/** The rotating quote on a dark band. */
export function QuoteSection() {
  return (
    <QuoteBand $tone="dark" aria-label={homeCopy.quoteHeading}>
      <Container>
        <QuoteRotator />
      </Container>
    </QuoteBand>
  );
}
