import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { PageHeader } from '../../components/ui/PageHeader';
import { Reveal } from '../../widgets/Reveal';
import { certificatesContent as content } from '../../content/certificates';
import { BackHomeLink } from '../../features/legal/BackHomeLink';

const CertificateGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.wide} { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: ${({ theme }) => theme.space.xxl}; }
`;

const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  img { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.sm}; }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; text-align: center; }
`;

const Facts = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space.md};
  display: grid;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  div { display: grid; gap: ${({ theme }) => theme.space.xs}; padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`}; }
  div + div { border-top: 1px solid ${({ theme }) => theme.color.border}; }
  ${({ theme }) => theme.media.wide} { div { grid-template-columns: 11rem 1fr; } }
  dt { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; font-weight: 600; color: ${({ theme }) => theme.color.navy}; }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1fr 1fr; }
  h2 { font-size: ${({ theme }) => theme.fontSize.xxl}; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: ${({ theme }) => theme.space.md}; }
  li { position: relative; padding-left: 2rem; }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.35em;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.teal};
    box-shadow: inset 0 0 0 4px ${({ theme }) => theme.color.successSurface};
  }
`;

const Quote = styled.figure`
  margin: 0 auto;
  max-width: 46rem;
  text-align: center;
  blockquote { margin: 0; font-family: ${({ theme }) => theme.font.heading}; font-size: ${({ theme }) => theme.fontSize.xl}; line-height: 1.4; color: ${({ theme }) => theme.color.onDark}; ${({ theme }) => theme.media.wide} { font-size: ${({ theme }) => theme.fontSize.xxl}; } }
  blockquote::before { content: '“'; display: block; font-size: 4rem; line-height: 1; color: ${({ theme }) => theme.color.gold}; }
  figcaption { margin-top: ${({ theme }) => theme.space.md}; color: ${({ theme }) => theme.color.onDarkMuted}; }
`;

const LegalCenter = styled.nav`
  max-width: 46rem;
  margin: 0 auto;
  text-align: center;
  ul { list-style: none; padding: 0; margin: ${({ theme }) => theme.space.md} 0 0; display: flex; flex-wrap: wrap; justify-content: center; gap: ${({ theme }) => theme.space.sm}; }
  ul a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 600;
    text-decoration: none;
  }
  ul a:hover { border-color: ${({ theme }) => theme.color.navySoft}; }
  > p:last-child { display: flex; justify-content: center; }
`;

export function CertificatesPage() {
  return (
    <>
      <PageHeader title={content.title} subtitle={content.subtitle} />
      <Section $tone="alt" aria-labelledby="certificate-heading">
        <Container>
          <CertificateGrid>
            {/* The certificate animates in once, when half of it is in view (reveal machine). */}
            <Reveal>
              <Figure>
                <img src={content.certificate.image} alt={content.certificate.alt} width={content.certificate.width} height={content.certificate.height} />
                <figcaption>{content.certificate.caption}</figcaption>
              </Figure>
            </Reveal>
            <div>
              <h2 id="certificate-heading">{content.certificate.heading}</h2>
              <h3>{content.facts.heading}</h3>
              <Facts>
                {content.facts.rows.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </Facts>
              <Note>{content.facts.verify}</Note>
            </div>
          </CertificateGrid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Columns>
            <section aria-labelledby="why-heading">
              <h2 id="why-heading">{content.why.heading}</h2>
              <ul>
                {content.why.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="compliance-heading">
              <h2 id="compliance-heading">{content.compliance.heading}</h2>
              <ul>
                {content.compliance.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          </Columns>
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <Quote>
            <blockquote>{content.quote.text}</blockquote>
            <figcaption>— {content.quote.attribution}</figcaption>
          </Quote>
        </Container>
      </Section>
      <Section>
        <Container>
          <LegalCenter aria-labelledby="legal-center-heading">
            <h2 id="legal-center-heading">{content.legalCenter.heading}</h2>
            <p>{content.legalCenter.intro}</p>
            <ul>
              {content.legalCenter.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
            <BackHomeLink />
          </LegalCenter>
        </Container>
      </Section>
    </>
  );
}
