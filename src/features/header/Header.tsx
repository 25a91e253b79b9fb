import { lazyPart } from '../../loading/lazyPart';
import styled from 'styled-components';
import { createLink } from '@tanstack/react-router';
import { headerContent } from '../../content/navigation';
import { Logo } from '../../components/layout/Logo';
import { NavLink, NavPlansButton, PlainList } from '../../components/layout/navStyles';
import { AccountActions } from '../../components/layout/AccountActions';
import { MENU_PANEL_IDS, MobileMenuStandIn, SectorsDropdownStandIn } from '../../components/layout/menuButtons';
import { HydrateOnFirstInput } from '../../loading/HydrateWhenNear';
import { PartAcrossPages } from '../../loading/PartAcrossPages';

// The two menus load with their statechart when the visitor first acts on the page: a
// prerendered page shows them closed until then (HydrateOnFirstInput; a press meanwhile is
// clicked again once they hydrate), a page rendered in the browser shows stand-in buttons that
// hand over any early press (see menuButtons).
const SectorsDropdown = lazyPart(() => import('./SectorsDropdown').then((module) => module.SectorsDropdown));
const MobileMenu = lazyPart(() => import('./MobileMenu').then((module) => module.MobileMenu));

function LoadingSectorsDropdown() {
  return (
    <PartAcrossPages id={MENU_PANEL_IDS.sectors} part={SectorsDropdown} fallback={<SectorsDropdownStandIn />}>
      <HydrateOnFirstInput id={MENU_PANEL_IDS.sectors}>
        <SectorsDropdown />
      </HydrateOnFirstInput>
    </PartAcrossPages>
  );
}

function LoadingMobileMenu({ className }: { className?: string }) {
  return (
    <PartAcrossPages id={MENU_PANEL_IDS.narrow} part={MobileMenu} fallback={<MobileMenuStandIn className={className} />}>
      <HydrateOnFirstInput id={MENU_PANEL_IDS.narrow}>
        <MobileMenu className={className} />
      </HydrateOnFirstInput>
    </PartAcrossPages>
  );
}

const Bar = styled.header`
  position: relative;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  border-bottom: 1px solid rgba(232, 181, 74, 0.35);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`;

const LogoAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  margin-right: auto;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 4px; }
`;
const LogoLink = createLink(LogoAnchor);

const WideNav = styled.nav`
  ${({ theme }) => theme.media.narrow} { display: none; }
`;

const WideItems = styled(PlainList)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const WideActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.narrow} { display: none; }
`;

const NarrowMenu = styled(LoadingMobileMenu)`
  ${({ theme }) => theme.media.wide} { display: none; }
`;

/**
 * The site header. Both layouts are rendered and CSS shows one: from 768 px the navigation with
 * the Sectors dropdown and the account buttons, below it the menu toggle.
 */
export function Header() {
  return (
    <Bar>
      <Inner>
        <LogoLink to="/">
          <Logo height={34} />
        </LogoLink>
        <WideNav aria-label={headerContent.navLabel}>
          <WideItems>
            <li>
              <NavLink to="/" activeOptions={{ exact: true }}>
                {headerContent.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about">{headerContent.about}</NavLink>
            </li>
            <li>
              <LoadingSectorsDropdown />
            </li>
            <li>
              <NavPlansButton />
            </li>
            <li>
              <NavLink to="/contact">{headerContent.contact}</NavLink>
            </li>
          </WideItems>
        </WideNav>
        <WideActions>
          <AccountActions />
        </WideActions>
        <NarrowMenu />
      </Inner>
    </Bar>
  );
}
