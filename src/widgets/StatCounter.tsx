import { useRef } from 'react';
import styled from 'styled-components';
import { useCountUp } from './countUp.flow';
import { formatStat, type Stat } from '../content/stats';
import { useInView } from '../components/marketing/useInView';
import { WithMotionPreference } from '../components/marketing/useReducedMotion';

/** The partly counted number: never the final value before the count is done. */
export function countedValue(stat: Stat, progress: number): number {
  return Math.floor(stat.value * progress);
}

const Grid = styled.dl<{ $onDark: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  ${({ theme }) => theme.media.wide} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.06)' : '#fff')};
    border: 1px solid ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.12)' : theme.color.border)};
    display: flex;
    flex-direction: column-reverse; /* the figure above its label; dt stays first for the dl */
    text-align: center;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.75rem, 6vw, 2.75rem);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.gold : theme.color.navy)};
    line-height: 1.1;
  }
  dt {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme, $onDark }) => ($onDark ? theme.color.onDarkMuted : theme.color.inkMuted)};
  }
`;

/**
 * Figures that count up from zero over 2 s once they come into view (the count-up statechart).
 * Screen readers get the final figure at once; the moving number is decorative. Under reduced
 * motion the final figures show immediately.
 */
export function StatCounter(props: { stats: readonly Stat[]; onDark?: boolean }) {
  return <WithMotionPreference>{(reducedMotion) => <CountingStats {...props} reducedMotion={reducedMotion} />}</WithMotionPreference>;
}

function CountingStats({ stats, onDark = false, reducedMotion }: { stats: readonly Stat[]; onDark?: boolean; reducedMotion: boolean }) {
  const { view: progress, cameIntoView } = useCountUp({ reducedMotion });
  const ref = useRef<HTMLDListElement>(null);
  useInView(ref, cameIntoView);
  return (
    <Grid ref={ref} $onDark={onDark}>
      {stats.map((stat) => (
        <div key={stat.id}>
          <dt>{stat.label}</dt>
          <dd>
            <span aria-hidden="true" data-testid={`stat-${stat.id}`}>
              {formatStat(stat, countedValue(stat, progress))}
            </span>
            <span className="visually-hidden">{formatStat(stat)}</span>
          </dd>
        </div>
      ))}
    </Grid>
  );
}
