import styled, { css } from 'styled-components';
import { createLink } from '@tanstack/react-router';
import { PlansButton } from './PlansButton';

/** The look of one item of the header's navigation on the navy bar: link or button alike. */
export const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;
  position: relative;
  transition: color 0.15s ease, background-color 0.15s ease;
  &:hover { color: ${({ theme }) => theme.color.gold}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.gold}; outline-offset: 2px; }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
    bottom: 6px;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.gold};
  }
`;

const NavAnchor = styled.a`
  ${navItemStyles}
`;

/** A router link in the header's navigation. */
export const NavLink = createLink(NavAnchor);

export const NavPlansButton = styled(PlansButton)`
  ${navItemStyles}
`;

/** A list of navigation items without bullets. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
