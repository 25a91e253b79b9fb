import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HeroSlide } from '../../content/home';
import { placeholderProps } from '../../loading/placeholder';

const Frame = styled.figure`
  position: relative;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  border: 1px solid rgba(255, 255, 255, 0.14);
  background: ${({ theme }) => theme.color.navySoft};
  svg { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; }
  figcaption {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    min-height: 5.5rem;
    background: rgba(7, 20, 40, 0.92);
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  figcaption strong { display: block; color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.fontSize.md}; }
`;

/** The drawing's box before it arrives: the same 3:2 area, empty. */
const EMPTY_ART = <svg viewBox="0 0 480 320" width="480" height="320" aria-hidden="true" focusable="false" />;

/**
 * One hero picture with its caption. Without `art` it is the frame the page paints first, at
 * the exact size of the pictures that replace it (see HeroSection).
 */
export function HeroPicture({ slide, art }: { slide: HeroSlide; art?: ReactNode }) {
  return (
    <Frame {...(art ? {} : placeholderProps)}>
      {art ?? EMPTY_ART}
      <figcaption>
        <strong>{slide.title}</strong>
        {slide.caption}
      </figcaption>
    </Frame>
  );
}
