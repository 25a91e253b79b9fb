import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useReveal, type RevealPhase } from './reveal.flow';
import { useInView } from '../components/marketing/useInView';
import { WithMotionPreference } from '../components/marketing/useReducedMotion';


const Box = styled.div<{ $phase: RevealPhase }>`
  ${({ $phase }) =>
    $phase === 'waiting'
      ? css`opacity: 0; transform: translateY(24px);`
      : $phase === 'revealed'
        ? css`opacity: 1; transform: none; transition: opacity 0.6s ease, transform 0.6s ease;`
        : css`opacity: 1;`}
`;

/** Half of the element in view. */
const HALF = 0.5;

/**
 * Animates its children in once, the first time half of them is in view (the reveal statechart
 * fed by an IntersectionObserver). Under reduced motion the children are simply shown.
 * `data-reveal` exposes the phase (waiting, revealed, shown) for tests and styling.
 */
export function Reveal(props: { children: ReactNode; className?: string }) {
  return <WithMotionPreference>{(reducedMotion) => <RevealBox {...props} reducedMotion={reducedMotion} />}</WithMotionPreference>;
}

function RevealBox({ children, className, reducedMotion }: { children: ReactNode; className?: string; reducedMotion: boolean }) {
  const {
    view: { phase },
    cameIntoView,
  } = useReveal({ reducedMotion });
  const ref = useRef<HTMLDivElement>(null);
  useInView(ref, cameIntoView, HALF);
  return (
    <Box ref={ref} className={className} $phase={phase} data-reveal={phase}>
      {children}
    </Box>
  );
}
