import { useEffect, useRef } from 'react';
import { lazyPart } from '../../loading/lazyPart';
import { Outlet, useRouter } from '@tanstack/react-router';
import styled from 'styled-components';
import { SCROLL_GAP_PX } from '../../styles/GlobalStyle';
import { RouteEffects } from '../RouteEffects';
import { placeholderProps } from '../../loading/placeholder';
import { HydrateOnFirstInput, HydrateWhenNear } from '../../loading/HydrateWhenNear';
import { PartAcrossPages } from '../../loading/PartAcrossPages';
import { holdLinkPressesUntilHydrated } from '../../loading/heldLinkPresses';
import { whenPageHydrated } from '../../loading/pageHydration';
import { Header } from '../../features/header/Header';
import { RiskWarningBar } from '../../components/layout/RiskWarningBar';
import { headerContent } from '../../content/navigation';

/** The height of the fixed top (risk bar + header), for what it holds (the narrow menu's height). */
const TOP_HEIGHT_VAR = '--site-top-height';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  &:focus {
    left: 8px;
    top: 8px;
    padding: 8px 12px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.navy};
    border-radius: ${({ theme }) => theme.radius.sm};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

/**
 * The risk warning and the header, fixed to the top of the window. `position: sticky` on the
 * first element of the page keeps them there while scrolling and reserves their real height in
 * the flow, so the page starts right below them at any width, text size or zoom, with no
 * padding guess and no layout shift. On a narrow screen (a phone, or a large zoom) the two would
 * keep a fifth to a third of the window: there only the risk warning stays, and the header
 * scrolls away with the page (the box steps aside so that the warning sticks to the page's top).
 */
const FixedTop = styled.div`
  position: sticky;
  top: 0;
  z-index: 50;
  ${({ theme }) => theme.media.narrow} {
    position: static;
    display: contents;
    > :first-child { position: sticky; top: 0; z-index: 50; }
    /* Its menu opens over the page, under the warning that scrolls over it. */
    > header { position: relative; z-index: 49; }
  }
`;

// Below the fold on every page: on a prerendered page its code loads, and it hydrates, at the
// visitor's first input (a key, a press, a touch: on the way to it, so its newsletter form is
// ready when they reach it) or once it is in the window, whichever comes first. A press on one of
// its links meanwhile waits for it (useFooterLinksHeldUntilHydrated), one on its buttons is
// clicked again once it has hydrated (contract/earlyPress.ts). A page the browser renders loads
// it with the page.
const Footer = lazyPart(() => import('./Footer').then((module) => module.Footer), { renderedWithPage: true });
const FOOTER_ID = 'site-footer';

// Shown until the visitor chooses, in the flow right under the header: it covers nothing (a
// banner laid over the page would hide part of whatever control lies under its edge) and scrolls
// away with the page. Prerendered pages carry it from the first paint; it brings the consent
// statechart, which no page needs to render, and hydrates at the visitor's first input (a choice
// pressed before is stored at once by the early-press script, contract/earlyPress.ts). A page the
// browser renders loads it first, so it paints with the page instead of pushing it down.
const CookieBanner = lazyPart(() => import('../../features/consent/CookieBanner').then((module) => module.CookieBanner), { renderedWithPage: true });
const COOKIE_BANNER_ID = 'cookie-banner';

/**
 * Holds the footer's place, invisibly, while it loads. With it the page is taller than the
 * window from the first paint even when the page itself is short, so the page's end does not
 * jump when the footer arrives.
 */
const FooterPlaceholder = styled.div`
  min-height: 40vh;
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/**
 * Publishes the top's height: the whole of it (risk warning and header) as a CSS variable on the
 * fixed top itself for what it holds, and the part that stays on screen while scrolling (all of
 * it, or the risk warning alone on a narrow screen) as the page's scroll padding. The
 * ResizeObserver reports the sizes after the browser's own layout, so publishing never forces
 * one; and neither value is inherited by the whole page, so a change restyles the fixed top and
 * the root element alone.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const parts = [...element.children] as HTMLElement[];
    let published = '';
    const observer = new ResizeObserver(() => {
      const heights = parts.map((part) => part.offsetHeight);
      const whole = heights.reduce((sum, height) => sum + height, 0);
      const fixed = getComputedStyle(element).position === 'sticky' ? whole : (heights[0] ?? 0);
      if (`${whole}/${fixed}` === published) return;
      published = `${whole}/${fixed}`;
      element.style.setProperty(TOP_HEIGHT_VAR, `${whole}px`);
      document.documentElement.style.scrollPaddingTop = `${fixed + SCROLL_GAP_PX}px`;
    });
    for (const part of parts) observer.observe(part);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * A press on a link of the prerendered footer before it has hydrated waits for it, so the page
 * changes inside the app as from a hydrated link (src/loading/heldLinkPresses.ts).
 */
function useFooterLinksHeldUntilHydrated() {
  const router = useRouter();
  useEffect(
    () =>
      holdLinkPressesUntilHydrated(FOOTER_ID, Footer.load, (href) => {
        void whenPageHydrated().then(() => router.navigate({ href }));
      }),
    [router],
  );
}

/** The shell of every page: skip link, risk warning and header fixed at the top, cookie banner (until a choice), the page, footer. */
export function SiteLayout() {
  const fixedTopRef = usePublishedHeight();
  useFooterLinksHeldUntilHydrated();
  return (
    <>
      <RouteEffects />
      <SkipLink href="#main-content">{headerContent.skipLink}</SkipLink>
      <FixedTop ref={fixedTopRef}>
        <RiskWarningBar />
        <Header />
      </FixedTop>
      <PartAcrossPages id={COOKIE_BANNER_ID} part={CookieBanner} fallback={<span hidden {...placeholderProps} />}>
        <HydrateOnFirstInput id={COOKIE_BANNER_ID}>
          <CookieBanner id={COOKIE_BANNER_ID} />
        </HydrateOnFirstInput>
      </PartAcrossPages>
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <PartAcrossPages id={FOOTER_ID} part={Footer} fallback={<FooterPlaceholder {...placeholderProps} />}>
        <HydrateWhenNear id={FOOTER_ID} when="inView" orAtFirstInput>
          <Footer id={FOOTER_ID} />
        </HydrateWhenNear>
      </PartAcrossPages>
    </>
  );
}
