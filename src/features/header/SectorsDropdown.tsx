import styled from 'styled-components';
import { createLink } from '@tanstack/react-router';
import { SECTORS } from '../../content/sectors';
import { useMenuDisclosure } from './useMenuDisclosure';
import { PlainList } from '../../components/layout/navStyles';
import { SectorsRoot, SectorsTrigger } from '../../components/layout/menuButtons';

const Panel = styled(PlainList)`
  position: absolute;
  top: calc(100% + 10px);
  left: 50%;
  transform: translateX(-50%);
  width: 340px;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] { display: none; }
`;

const SectorAnchor = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
  color: ${({ theme }) => theme.color.navy};
  strong { display: block; font-weight: 600; }
  span { display: block; font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
  border-left: 3px solid transparent;
  &:hover, &[aria-current='page'] { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &[aria-current='page'] { border-left-color: ${({ theme }) => theme.color.gold}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;

const SectorLink = createLink(SectorAnchor);

/** The wide layout's Sectors menu: a disclosure button and the four sector pages. */
export function SectorsDropdown() {
  const { rootProps, triggerProps, panelProps, chooseLink } = useMenuDisclosure('sectors');
  return (
    <SectorsRoot {...rootProps}>
      <SectorsTrigger {...triggerProps} />
      <Panel {...panelProps}>
        {SECTORS.map((sector) => (
          <li key={sector.id}>
            <SectorLink to={sector.path} onClick={chooseLink}>
              <strong>{sector.name}</strong>
              <span>{sector.tagline}</span>
            </SectorLink>
          </li>
        ))}
      </Panel>
    </SectorsRoot>
  );
}
