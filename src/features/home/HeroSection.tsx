import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { Carousel } from '../../components/marketing/Carousel';
import { homeCopy } from '../../content/home';
import { PLANS_SECTION_ID } from '../../content/plans';
import { scrollBehavior } from '../../app/motion';
import { HeroArt } from './HeroArt';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.color.onDark};
  background:
    radial-gradient(60% 80% at 85% 10%, rgba(232, 181, 74, 0.22), transparent 60%),
    radial-gradient(50% 60% at 0% 100%, rgba(15, 139, 122, 0.28), transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navy} 55%, ${({ theme }) => theme.color.navySoft});
  padding: ${({ theme }) => theme.space.xxl} 0;
  ${({ theme }) => theme.media.wide} { padding: 4.5rem 0 5rem; }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1.05fr 1fr; gap: 3.5rem; }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: 1px solid rgba(232, 181, 74, 0.5);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize.display};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.onDarkMuted};
  max-width: 36rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

const PlansLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid rgba(245, 247, 251, 0.6);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: rgba(255, 255, 255, 0.1); }
`;

const TrustList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
  li::before { content: '✓'; margin-right: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.gold}; font-weight: 700; }
`;

const Picture = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  border: 1px solid rgba(255, 255, 255, 0.14);
  background: ${({ theme }) => theme.color.navySoft};
  svg { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; }
  figcaption {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    min-height: 5.5rem;
    background: rgba(7, 20, 40, 0.92);
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  figcaption strong { display: block; color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.md}; }
`;

/** Scroll to the plans section (an in-page link that also works without script). */
function scrollToPlans(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(PLANS_SECTION_ID);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/** The top of the home page: promise, calls to action, and a picture per sector every 3 s. */
export function HeroSection() {
  const hero = homeCopy.hero;
  return (
    <Band aria-labelledby="hero-title">
      <Container>
        <Layout>
          <div>
            <Eyebrow>{hero.eyebrow}</Eyebrow>
            <Title id="hero-title">{hero.title}</Title>
            <Lead>{hero.lead}</Lead>
            <Actions>
              <ButtonLink to={hero.primaryHref}>{hero.primaryCta}</ButtonLink>
              <PlansLink href={`#${PLANS_SECTION_ID}`} onClick={scrollToPlans}>
                {hero.secondaryCta}
              </PlansLink>
            </Actions>
            <TrustList>
              {hero.trustPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </TrustList>
          </div>
          <Carousel
            label={hero.carouselLabel}
            items={hero.slides}
            interval="heroInterval"
            controlsPlacement="overlay"
            tone="dark"
            itemKey={(slide) => slide.art}
            renderItem={(slide) => (
              <Picture>
                <HeroArt art={slide.art} />
                <figcaption>
                  <strong>{slide.title}</strong>
                  {slide.caption}
                </figcaption>
              </Picture>
            )}
          />
        </Layout>
      </Container>
    </Band>
  );
}
