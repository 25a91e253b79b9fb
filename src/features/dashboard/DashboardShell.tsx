import type { ReactNode } from 'react';
import { createLink } from '@tanstack/react-router';
import styled from 'styled-components';
import { Container } from '../../components/ui/Container';
import { dashboardNav } from '../../content/dashboard';
import { SignedInAs } from './SignedInAs';

// At least a screen tall, so the footer starts below the fold: a screen's data arriving after the
// first paint would otherwise push a footer in view down and out of it (a layout shift of 0.08
// at 375 px).
const Band = styled.div`
  background: ${({ theme }) => theme.color.surfaceAlt};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
`;

const Layout = styled.div`
  display: grid; gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 210px minmax(0, 1fr); align-items: start; }
`;

const Nav = styled.nav`
  background: ${({ theme }) => theme.color.navy};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.sm};
  ul { list-style: none; margin: 0; padding: 0; display: flex; gap: 2px; }
  ${({ theme }) => theme.media.narrow} {
    overflow-x: auto; scrollbar-width: thin;
    ul { flex-direction: row; }
  }
  ${({ theme }) => theme.media.wide} {
    position: sticky; top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    ul { flex-direction: column; }
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

/** The investor area's frame: navigation to every screen and the page beside it. */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <Band>
      <Container>
        <Layout>
          <SignedInAs />
          <Nav aria-label={dashboardNav.label}>
            <ul>
              {dashboardNav.items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} activeOptions={{ exact: 'exact' in item ? item.exact : false }}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <Separator>
                <NavLink to="/auth/logout">{dashboardNav.logout}</NavLink>
              </Separator>
            </ul>
          </Nav>
          <div>{children}</div>
        </Layout>
      </Container>
    </Band>
  );
}
