import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div<{ $align: 'start' | 'center'; $onDark: boolean }>`
  max-width: 720px;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.space.xl};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.onDark : theme.color.navy)};
    ${({ theme }) => theme.media.wide} { font-size: 2.25rem; }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.onDarkMuted : theme.color.inkMuted)};
  }
`;

const Eyebrow = styled.span<{ $onDark: boolean }>`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.color.gold : theme.color.navySoft)};
`;

/**
 * The heading of a page section: optional eyebrow, an h2 (with `id` for aria-labelledby) and an
 * optional intro line. `onDark` switches to light text for dark bands.
 */
export function SectionHeading({
  id,
  title,
  intro,
  eyebrow,
  align = 'center',
  onDark = false,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  align?: 'start' | 'center';
  onDark?: boolean;
}) {
  return (
    <Wrap $align={align} $onDark={onDark}>
      {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
    </Wrap>
  );
}
