import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

const Band = styled.header`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.navyDeep}, ${({ theme }) => theme.color.navySoft});
  color: ${({ theme }) => theme.color.onDark};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  h1 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.display}; margin: 0; }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; margin: ${({ theme }) => theme.space.sm} 0 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
`;

/** The heading band at the top of an inner page. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Band>
      <Container>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </Container>
    </Band>
  );
}
