import styled from 'styled-components';
import { SECTORS } from '../../content/sectors';
import { headerContent } from '../../content/navigation';
import { useMenuDisclosure } from './useMenuDisclosure';
import { NavLink, NavPlansButton, PlainList } from '../../components/layout/navStyles';
import { AccountActions } from '../../components/layout/AccountActions';
import { MenuToggle } from '../../components/layout/menuButtons';

/** A full-width panel under the header bar, scrolling on its own when taller than the screen. */
const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - var(--site-top-height, 160px));
  overflow-y: auto;
  background: ${({ theme }) => theme.color.navyDeep};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  &[hidden] { display: none; }
`;

const Items = styled(PlainList)`
  display: grid;
  a, button { width: 100%; min-height: 48px; font-size: ${({ theme }) => theme.fontSize.lg}; }
  > li + li { border-top: 1px solid rgba(255, 255, 255, 0.08); }
  [aria-current='page']::after { left: -${({ theme }) => theme.space.sm}; right: auto; top: 12px; bottom: 12px; width: 3px; height: auto; }
`;

const GroupHeading = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const SectorItems = styled(PlainList)`
  padding-left: ${({ theme }) => theme.space.md};
  a { font-size: ${({ theme }) => theme.fontSize.md}; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.onDark};
`;

/** The narrow layout's menu: a toggle and a panel with every header link, Plans and the account buttons. */
export function MobileMenu({ className }: { className?: string }) {
  const { isOpen, rootProps, triggerProps, panelProps, chooseLink } = useMenuDisclosure('narrow');
  const sectorsHeadingId = `${panelProps.id}-sectors`;
  return (
    <div className={className} {...rootProps}>
      <MenuToggle open={isOpen} {...triggerProps} />
      <Panel {...panelProps}>
        <nav aria-label={headerContent.navLabel}>
          <Items>
            <li>
              <NavLink to="/" activeOptions={{ exact: true }} onClick={chooseLink}>
                {headerContent.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/about" onClick={chooseLink}>
                {headerContent.about}
              </NavLink>
            </li>
            <li>
              <GroupHeading id={sectorsHeadingId}>{headerContent.sectors}</GroupHeading>
              <SectorItems aria-labelledby={sectorsHeadingId}>
                {SECTORS.map((sector) => (
                  <li key={sector.id}>
                    <NavLink to={sector.path} onClick={chooseLink}>
                      {sector.name}
                    </NavLink>
                  </li>
                ))}
              </SectorItems>
            </li>
            <li>
              <NavPlansButton onChoose={chooseLink} />
            </li>
            <li>
              <NavLink to="/contact" onClick={chooseLink}>
                {headerContent.contact}
              </NavLink>
            </li>
          </Items>
          <Actions>
            <AccountActions block onChoose={chooseLink} />
          </Actions>
        </nav>
      </Panel>
    </div>
  );
}
