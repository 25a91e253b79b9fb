import styled from 'styled-components';
import { formatCents } from '../../../domain/investment/money';

export interface ChartDatum { label: string; cents: number }

const Figure = styled.figure`
  margin: 0;
  figcaption { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; margin-top: ${({ theme }) => theme.space.sm}; }
  svg { width: 100%; height: auto; display: block; }
  .label { font-size: 13px; fill: ${({ theme }) => theme.color.ink}; font-weight: 600; }
  .value { font-size: 12px; fill: ${({ theme }) => theme.color.inkMuted}; font-variant-numeric: tabular-nums; }
`;

// Each bar has its own fill pattern as well as colour, and its name and amount are written beside it.
const PATTERNS = ['solid', 'stripes', 'dots', 'cross'] as const;
const COLOURS = ['#0b1f3a', '#0f8b7a', '#a8741a', '#4a5a70'];

/** A horizontal bar chart of amounts, readable without colour: labels, values and patterns. */
export function SectorChart({ data, title, description }: { data: ChartDatum[]; title: string; description: string }) {
  const total = data.reduce((sum, datum) => sum + datum.cents, 0);
  const max = Math.max(1, ...data.map((datum) => datum.cents));
  const rowHeight = 52;
  const width = 360;
  const barMax = 200;
  return (
    <Figure>
      <svg viewBox={`0 0 ${width} ${data.length * rowHeight + 8}`} role="img" aria-labelledby="sector-chart-title sector-chart-desc">
        <title id="sector-chart-title">{title}</title>
        <desc id="sector-chart-desc">
          {description} {data.map((datum) => `${datum.label}: ${formatCents(datum.cents)}`).join('; ')}
        </desc>
        <defs>
          {COLOURS.map((colour, index) => (
            <pattern key={colour} id={`bar-pattern-${index}`} width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="8" fill={colour} />
              {PATTERNS[index] === 'stripes' ? <path d="M0 8 L8 0" stroke="#fff" strokeWidth="2" /> : null}
              {PATTERNS[index] === 'dots' ? <circle cx="4" cy="4" r="1.6" fill="#fff" /> : null}
              {PATTERNS[index] === 'cross' ? <path d="M0 0 L8 8 M8 0 L0 8" stroke="#fff" strokeWidth="1.2" /> : null}
            </pattern>
          ))}
        </defs>
        {data.map((datum, index) => {
          const y = index * rowHeight + 4;
          const barWidth = Math.max(2, Math.round((datum.cents / max) * barMax));
          const share = total ? Math.round((datum.cents / total) * 100) : 0;
          return (
            <g key={datum.label}>
              <text className="label" x="0" y={y + 14}>{datum.label}</text>
              <rect x="0" y={y + 22} width={barWidth} height="18" rx="3" fill={`url(#bar-pattern-${index % COLOURS.length})`} stroke="#0b1f3a" strokeWidth="0.5" />
              <text className="value" x={barWidth + 8} y={y + 36}>{`${formatCents(datum.cents)} · ${share}%`}</text>
            </g>
          );
        })}
      </svg>
    </Figure>
  );
}
