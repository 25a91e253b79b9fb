import { Suspense } from 'react';
import { lazyPart } from '../../loading/lazyPart';
import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { homeCopy } from '../../content/home';
import { PLANS_SECTION_ID } from '../../content/plansSection';
import { usePlansControl } from '../../components/layout/plansControl';
import { HeroPicture } from './HeroPicture';
import { HydrateWhenNear } from '../../loading/HydrateWhenNear';

// The pictures and their carousel load after the page's first paint: the heading and text are
// what the visitor reads first (the largest contentful paint), and the frame of the first
// picture holds their place at its exact size, so nothing moves when they arrive. On a
// prerendered page the carousel's code (and its statechart) loads once the pictures are in the
// window: the rotation is only seen there, and on a phone they start below the first screen.
const HeroCarousel = lazyPart(() => import('./HeroCarousel').then((module) => module.HeroCarousel));
const HERO_CAROUSEL_ID = 'hero-pictures';

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

/** The top of the home page: promise, calls to action, and a picture per sector every 3 s. */
export function HeroSection() {
  const hero = homeCopy.hero;
  const [firstSlide] = hero.slides;
  // The plans section loads after the hero: the site's Plans control waits for it, then scrolls.
  const showPlans = usePlansControl();
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
              <PlansLink
                href={`#${PLANS_SECTION_ID}`}
                onClick={(event) => {
                  event.preventDefault();
                  void showPlans();
                }}
              >
                {hero.secondaryCta}
              </PlansLink>
            </Actions>
            <TrustList>
              {hero.trustPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </TrustList>
          </div>
          <Suspense fallback={firstSlide ? <HeroPicture slide={firstSlide} /> : null}>
            <HydrateWhenNear id={HERO_CAROUSEL_ID} when="inView">
              <HeroCarousel id={HERO_CAROUSEL_ID} />
            </HydrateWhenNear>
          </Suspense>
        </Layout>
      </Container>
    </Band>
  );
}
