import { Outlet } from '@tanstack/react-router';
import styled from 'styled-components';
import { RouteEffects } from '../../app/RouteEffects';
import { Header } from './Header';
import { Footer } from './Footer';
import { RiskWarningBar } from './RiskWarningBar';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 100;
  &:focus { left: 8px; top: 8px; padding: 8px 12px; background: #fff; color: #000; border-radius: 6px; }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus { outline: none; }
`;

/** The shell of every page: risk warning, fixed header, the page, footer. */
export function SiteLayout() {
  return (
    <>
      <RouteEffects />
      <SkipLink href="#main-content">Skip to content</SkipLink>
      <RiskWarningBar />
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
