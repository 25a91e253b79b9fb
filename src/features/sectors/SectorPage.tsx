import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { ButtonLink } from '../../components/ui/Button';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { sectorPageLabels, type SectorPageContent } from '../../content/sectorPages';
import { PLANS_SECTION_ID } from '../../content/plansSection';
import { SectorPlansTable } from './SectorPlansTable';

const Hero = styled.header`
  background: radial-gradient(120% 120% at 100% 0%, ${({ theme }) => theme.color.navySoft} 0%, ${({ theme }) => theme.color.navyDeep} 60%);
  color: ${({ theme }) => theme.color.onDark};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1.1fr 1fr; gap: ${({ theme }) => theme.space.xxl}; }
  h1 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.display}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; font-size: ${({ theme }) => theme.fontSize.lg}; }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs} !important;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.gold} !important;
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Art = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(3, 1fr); }
`;

const Card = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { font-size: ${({ theme }) => theme.fontSize.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(2, 1fr); }
  figure { margin: 0; }
  img { display: block; width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.md}; }
  figcaption { margin-top: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  counter-reset: step;
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(3, 1fr); }
  li {
    counter-increment: step;
    position: relative;
    padding: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.xxl};
    border-radius: ${({ theme }) => theme.radius.md};
    background: rgba(255, 255, 255, 0.06);
    border: 1px solid rgba(255, 255, 255, 0.12);
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${({ theme }) => theme.space.md};
    left: ${({ theme }) => theme.space.lg};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.gold};
  }
  h3 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.onDarkMuted}; }
`;

const RiskPanel = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  background: ${({ theme }) => theme.color.warningSurface};
  border: 1px solid #f0d89a;
  border-left: 6px solid ${({ theme }) => theme.color.goldDeep};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.xl};
  h2 { font-size: ${({ theme }) => theme.fontSize.xl}; }
  ul { margin: 0 0 ${({ theme }) => theme.space.md}; padding-left: 1.25rem; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  p:last-child { margin: 0; font-weight: 600; }
`;

const Narrow = styled.div`
  max-width: 52rem;
  margin: 0 auto;
  & > p { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Cta = styled.div`
  text-align: center;
  max-width: 40rem;
  margin: 0 auto;
  h2 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.xxl}; }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; }
  div { justify-content: center; }
`;

/**
 * The one template of the sector pages: hero, what we invest in, how returns are generated,
 * the sector's risks, the plans and a call to action, all from content. `children` (the crypto
 * page's market widgets) sit right after the hero.
 */
export function SectorPage({ content, children }: { content: SectorPageContent; children?: ReactNode }) {
  const labels = sectorPageLabels;
  const id = (part: string) => `${content.id}-${part}`;
  return (
    <>
      <Hero>
        <Container>
          <HeroGrid>
            <div>
              <Eyebrow>{content.eyebrow}</Eyebrow>
              <h1>{content.title}</h1>
              <p>{content.intro}</p>
              <Actions>
                <ButtonLink to="/auth/signup">{labels.ctaPrimary}</ButtonLink>
                <ButtonLink to="/" hash={PLANS_SECTION_ID} $variant="ghost">
                  {labels.plansLink}
                </ButtonLink>
              </Actions>
            </div>
            <Art src={content.hero.image} alt={content.hero.alt} width={800} height={500} />
          </HeroGrid>
        </Container>
      </Hero>

      {children}

      <Section aria-labelledby={id('invest')}>
        <Container>
          <SectionHeading id={id('invest')} title={content.invest.heading} intro={content.invest.intro} />
          <Cards>
            {content.invest.points.map((point) => (
              <Card key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </Card>
            ))}
          </Cards>
          <Gallery>
            {content.gallery.map((slide) => (
              <figure key={slide.image}>
                <img src={slide.image} alt={slide.alt} width={800} height={500} loading="lazy" decoding="async" />
                <figcaption>{slide.caption}</figcaption>
              </figure>
            ))}
          </Gallery>
        </Container>
      </Section>

      <Section $tone="dark" aria-labelledby={id('returns')}>
        <Container>
          <SectionHeading id={id('returns')} title={content.returns.heading} intro={content.returns.intro} onDark />
          <Steps>
            {content.returns.steps.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section aria-labelledby={id('risks')}>
        <Container>
          <RiskPanel>
            <h2 id={id('risks')}>{content.risks.heading}</h2>
            <p>{content.risks.intro}</p>
            <ul>
              {content.risks.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p>
              {labels.risksFooter} <Link to="/risk">{labels.risksLink}</Link>
            </p>
          </RiskPanel>
        </Container>
      </Section>

      <Section $tone="alt" aria-labelledby={id('plans')}>
        <Container>
          <Narrow>
            <SectionHeading id={id('plans')} title={labels.plansHeading} intro={labels.plansIntro} />
            <SectorPlansTable />
            <p>
              <Link to="/" hash={PLANS_SECTION_ID}>
                {labels.plansLink}
              </Link>
            </p>
          </Narrow>
        </Container>
      </Section>

      <Section $tone="dark" aria-labelledby={id('cta')}>
        <Container>
          <Cta>
            <h2 id={id('cta')}>{labels.ctaHeading}</h2>
            <p>{labels.ctaText}</p>
            <Actions>
              <ButtonLink to="/auth/signup">{labels.ctaPrimary}</ButtonLink>
              <ButtonLink to="/contact" $variant="ghost">
                {labels.ctaSecondary}
              </ButtonLink>
            </Actions>
          </Cta>
        </Container>
      </Section>
    </>
  );
}
