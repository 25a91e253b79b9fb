import { Suspense } from 'react';
import { lazyPart } from '../../loading/lazyPart';
import styled from 'styled-components';
import { HeroSection } from '../../features/home/HeroSection';
import { placeholderProps } from '../../loading/placeholder';
import { HydrateWhenNear } from '../../loading/HydrateWhenNear';

// The hero fills the first screen and is what the visitor sees first; the sections below it
// load right after it, so the page's first JavaScript stays small.
const BelowTheHero = lazyPart(() => import('../../features/home/BelowTheHero').then((module) => module.BelowTheHero));

const BELOW_THE_HERO_ID = 'below-the-hero';

/** Keeps the footer out of the first screen until the sections arrive, so nothing visible moves. */
const SectionsPlaceholder = styled.div`
  min-height: 100vh;
`;

/** The home page (/): every section of specification section 2, top to bottom. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <Suspense fallback={<SectionsPlaceholder {...placeholderProps} />}>
        <HydrateWhenNear id={BELOW_THE_HERO_ID}>
          <BelowTheHero id={BELOW_THE_HERO_ID} />
        </HydrateWhenNear>
      </Suspense>
    </>
  );
}
