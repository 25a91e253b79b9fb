/** The investor area's page frame: the screen title, cards, grids and rows of actions. */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const PageTitle = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 { font-size: ${({ theme }) => theme.fontSize.xxl}; margin: 0; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; color: ${({ theme }) => theme.color.inkMuted}; }
`;

export function ScreenTitle({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <PageTitle>
      <h1>{title}</h1>
      {subtitle ? <p>{subtitle}</p> : null}
      {children}
    </PageTitle>
  );
}

export const Card = styled.section<{ $accent?: boolean }>`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.lg};
  min-width: 0;
  ${({ $accent, theme }) => $accent && css`border-top: 4px solid ${theme.color.gold};`}
  h2 { font-size: ${({ theme }) => theme.fontSize.lg}; margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

export const CardHeader = styled.div`
  display: flex; align-items: baseline; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 { margin: 0; }
`;

export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '280px' }) => $min}), 1fr));
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Stack = styled.div`
  display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.lg};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  margin: 0;
`;

export const Actions = styled.div`
  display: flex; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; align-items: center;
`;
