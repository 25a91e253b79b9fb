import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { PageHeader } from '../../components/ui/PageHeader';
import { riskContent } from '../../content/risk';
import { BackHomeLink } from '../../features/legal/BackHomeLink';
import { Prose } from '../../features/legal/Prose';

const Reading = styled(Prose)`
  margin: 0 auto;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.warningSurface};
  border-left: 6px solid ${({ theme }) => theme.color.goldDeep};
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Points = styled.ol`
  list-style: none;
  padding: 0 !important;
  counter-reset: risk;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > li {
    counter-increment: risk;
    position: relative;
    margin: 0 !important;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md} 4.25rem`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  > li::before {
    content: counter(risk);
    position: absolute;
    left: ${({ theme }) => theme.space.lg};
    top: ${({ theme }) => theme.space.lg};
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.navy};
    color: ${({ theme }) => theme.color.gold};
    font-weight: 700;
  }
  h3 { font-size: ${({ theme }) => theme.fontSize.lg}; margin: 0.2rem 0 ${({ theme }) => theme.space.sm}; }
  p { color: ${({ theme }) => theme.color.inkMuted}; }
`;

export function RiskPage() {
  return (
    <>
      <PageHeader title={riskContent.title} subtitle={riskContent.subtitle} />
      <Section>
        <Container>
          <Reading>
            <Lead>{riskContent.lead}</Lead>
            <h2>{riskContent.heading}</h2>
            <Points>
              {riskContent.points.map((point) => (
                <li key={point.id}>
                  <h3>{point.title}</h3>
                  {point.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </li>
              ))}
            </Points>
            <p>
              {riskContent.questions} <a href={`mailto:${riskContent.supportEmail}`}>{riskContent.supportEmail}</a> ·{' '}
              <Link to="/terms" hash="risk-acknowledgment">
                {riskContent.termsLink}
              </Link>
            </p>
            <BackHomeLink />
          </Reading>
        </Container>
      </Section>
    </>
  );
}
