import type { ReactNode } from 'react';
import { createLink, useRouterState } from '@tanstack/react-router';
import styled from 'styled-components';
import { Container } from '../../components/ui/Container';
import { dashboardNav } from '../../content/dashboard';
import { SignedInAs } from './SignedInAs';
import { useScrollCue } from './useScrollCue';

// At least a screen tall, so the footer starts below the fold: a screen's data arriving after the
// first paint would otherwise push a footer in view down and out of it (a layout shift of 0.08
// at 375 px).
// A long unbroken word (a 100-character name, an address) breaks where it must instead of
// widening the page past a phone's screen.
const Band = styled.div`
  background: ${({ theme }) => theme.color.surfaceAlt};
  min-height: 100vh;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
`;

// One column that never grows past the screen, whatever its content's widest line.
const Layout = styled.div`
  display: grid; gap: ${({ theme }) => theme.space.lg}; grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.wide} { grid-template-columns: 210px minmax(0, 1fr); align-items: start; }
`;

/** How wide the fade over a hidden end of the tab strip is. */
const CUE_WIDTH = '2.5rem';

// On a phone (or at a large zoom) the tabs are one row that scrolls sideways; an end that hides
// more tabs fades out under an arrow, so the strip shows that it scrolls. The cue is drawn, not
// a control: the tabs themselves are reached by swiping or with Tab, which scrolls them into view.
const Nav = styled.nav`
  position: relative;
  background: ${({ theme }) => theme.color.navy};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm};
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 2px; }
  ${({ theme }) => theme.media.narrow} {
    ul { flex-direction: row; }
    &::before, &::after {
      content: '';
      position: absolute; top: 0; bottom: 0; width: ${CUE_WIDTH};
      display: flex; align-items: center;
      color: ${({ theme }) => theme.color.gold}; font-size: ${({ theme }) => theme.fontSize.lg}; font-weight: 700;
      pointer-events: none; opacity: 0; transition: opacity 0.15s ease;
    }
    &::before {
      content: '‹'; left: 0; justify-content: flex-start; padding-left: ${({ theme }) => theme.space.xs};
      border-radius: ${({ theme }) => `${theme.radius.md} 0 0 ${theme.radius.md}`};
      background: linear-gradient(90deg, ${({ theme }) => theme.color.navy} 45%, transparent);
    }
    &::after {
      content: '›'; right: 0; justify-content: flex-end; padding-right: ${({ theme }) => theme.space.xs};
      border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
      background: linear-gradient(270deg, ${({ theme }) => theme.color.navy} 45%, transparent);
    }
  }
  ${({ theme }) => theme.media.narrow} {
    &[data-more='start']::before, &[data-more='both']::before, &[data-more='end']::after, &[data-more='both']::after { opacity: 1; }
  }
  @media (prefers-reduced-motion: reduce) { &::before, &::after { transition: none; } }
  ${({ theme }) => theme.media.wide} {
    position: sticky; top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    ul { flex-direction: column; }
  }
`;

// The strip's scroller: a focused tab scrolls in clear of the cue at either end.
const Strip = styled.div`
  position: relative;
  ${({ theme }) => theme.media.narrow} {
    overflow-x: auto; scrollbar-width: none;
    scroll-padding-inline: ${CUE_WIDTH};
    &::-webkit-scrollbar { display: none; }
  }
`;

const NavAnchor = styled.a`
  display: block; white-space: nowrap; text-decoration: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.onDarkMuted}; font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm};
  border-left: 3px solid transparent;
  &:hover { color: ${({ theme }) => theme.color.onDark}; background: rgba(255, 255, 255, 0.06); }
  &[aria-current='page'] { color: ${({ theme }) => theme.color.onDark}; background: rgba(232, 181, 74, 0.16); border-left-color: ${({ theme }) => theme.color.gold}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 0; }
`;
const NavLink = createLink(NavAnchor);

const Separator = styled.li`
  ${({ theme }) => theme.media.wide} { border-top: 1px solid rgba(255, 255, 255, 0.12); margin-top: ${({ theme }) => theme.space.sm}; padding-top: ${({ theme }) => theme.space.sm}; }
`;

/** A tab whose own screen is not shown but another of its section is (Profile on Edit profile): still the current one. */
const CURRENT_SECTION = { 'aria-current': 'page' } as const;

/** The investor area's frame: navigation to every screen and the page beside it. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { scroller, more } = useScrollCue<HTMLDivElement>(pathname);
  return (
    <Band>
      <Container>
        <Layout>
          <SignedInAs />
          <Nav aria-label={dashboardNav.label} data-more={more}>
            <Strip ref={scroller}>
            <ul>
              {dashboardNav.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    activeOptions={{ exact: 'exact' in item ? item.exact : false }}
                    inactiveProps={'section' in item && pathname.startsWith(item.section) ? CURRENT_SECTION : undefined}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <Separator>
                <NavLink to="/auth/logout">{dashboardNav.logout}</NavLink>
              </Separator>
            </ul>
            </Strip>
          </Nav>
          <div>{children}</div>
        </Layout>
      </Container>
    </Band>
  );
}
