import styled, { css } from 'styled-components';
import { createLink } from '@tanstack/react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $block?: boolean;
  $size?: 'sm' | 'md';
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : '44px')};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space.md : theme.space.lg)};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'primary':
        return css`background: ${theme.color.gold}; color: ${theme.color.navyDeep}; &:hover:not(:disabled) { background: #f0c463; }`;
      case 'secondary':
        return css`background: ${theme.color.navy}; color: ${theme.color.onDark}; &:hover:not(:disabled) { background: ${theme.color.navySoft}; }`;
      case 'danger':
        return css`background: ${theme.color.danger}; color: #fff; &:hover:not(:disabled) { background: #8f1c13; }`;
      case 'ghost':
        return css`background: transparent; color: inherit; border-color: currentColor; &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.12); }`;
    }
  }}
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
`;

/** A button in one of the theme's variants. */
export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button. */
export const ButtonLink = createLink(StyledAnchor);
