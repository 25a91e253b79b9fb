import styled from 'styled-components';
import { initialsOf } from '../../content/team';

const Circle = styled.span<{ $from: string; $to: string; $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  color: #fff;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 700;
  letter-spacing: 0.02em;
  box-shadow: inset 0 0 0 3px rgba(255, 255, 255, 0.25);
`;

/** A round avatar with a person's initials on a gradient (decorative: the name is shown beside it). */
export function InitialsAvatar({ name, tint, size = 56 }: { name: string; tint: readonly [string, string]; size?: number }) {
  return (
    <Circle aria-hidden="true" $from={tint[0]} $to={tint[1]} $size={size}>
      {initialsOf(name)}
    </Circle>
  );
}
