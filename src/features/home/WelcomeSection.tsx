import styled from 'styled-components';
import { Container, Section } from '../../components/ui/Container';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { homeCopy } from '../../content/home';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1.1fr 1fr; gap: 3.5rem; align-items: start; }
  p { font-size: ${({ theme }) => theme.fontSize.lg}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Highlights = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-left: 4px solid ${({ theme }) => theme.color.gold};
  }
  strong { display: block; color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.fontSize.lg}; }
  span { color: ${({ theme }) => theme.color.inkMuted}; }
`;

/** Who we are, in two paragraphs and three highlights. */
export function WelcomeSection() {
  const welcome = homeCopy.welcome;
  return (
    <Section aria-labelledby="welcome-heading">
      <Container>
        <Layout>
          <div>
            <SectionHeading id="welcome-heading" title={welcome.heading} align="start" />
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Highlights>
            {welcome.highlights.map((highlight) => (
              <li key={highlight.title}>
                <strong>{highlight.title}</strong>
                <span>{highlight.text}</span>
              </li>
            ))}
          </Highlights>
        </Layout>
      </Container>
    </Section>
  );
}
