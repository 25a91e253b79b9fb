/** The investor area's figures: stats, statuses in words, progress and label/value summaries. */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const StatBox = styled.div<{ $primary?: boolean }>`
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $primary }) => ($primary ? `linear-gradient(135deg, ${theme.color.navyDeep}, ${theme.color.navySoft})` : theme.color.surface)};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onDark : theme.color.ink)};
  border: 1px solid ${({ theme, $primary }) => ($primary ? 'transparent' : theme.color.border)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  dt { font-size: ${({ theme }) => theme.fontSize.sm}; font-weight: 600; letter-spacing: 0.02em; color: ${({ theme, $primary }) => ($primary ? theme.color.gold : theme.color.inkMuted)}; }
  dd { margin: 0; }
  .value { font-family: ${({ theme }) => theme.font.heading}; font-size: ${({ theme }) => theme.fontSize.xxl}; font-variant-numeric: tabular-nums; display: block; margin: ${({ theme }) => theme.space.xs} 0; }
  .hint { font-size: ${({ theme }) => theme.fontSize.xs}; color: ${({ theme, $primary }) => ($primary ? theme.color.onDarkMuted : theme.color.inkMuted)}; }
`;

export function Stat({ label, value, hint, primary }: { label: string; value: string; hint?: string; primary?: boolean }) {
  return (
    <StatBox $primary={primary}>
      <dl style={{ margin: 0 }}>
        <dt>{label}</dt>
        <dd>
          <span className="value">{value}</span>
          {hint ? <span className="hint">{hint}</span> : null}
        </dd>
      </dl>
    </StatBox>
  );
}

export const StatGrid = styled.div`
  display: grid; gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

type Tone = 'positive' | 'pending' | 'negative' | 'neutral';
const TONE_ICON: Record<Tone, string> = { positive: '✓', pending: '◷', negative: '✕', neutral: '•' };

const BadgeBox = styled.span<{ $tone: Tone }>`
  display: inline-flex; align-items: center; gap: 0.35em; white-space: nowrap;
  padding: 0.1em 0.6em; border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs}; font-weight: 600;
  border: 1px solid currentColor;
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'positive': return css`color: ${theme.color.success}; background: ${theme.color.successSurface};`;
      case 'pending': return css`color: #7a5200; background: ${theme.color.warningSurface};`;
      case 'negative': return css`color: ${theme.color.danger}; background: ${theme.color.dangerSurface};`;
      default: return css`color: ${theme.color.inkMuted}; background: ${theme.color.surfaceAlt};`;
    }
  }}
`;

/** A status in words with a symbol, so it reads without colour. */
export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <BadgeBox $tone={tone}>
      <span aria-hidden="true">{TONE_ICON[tone]}</span>
      {children}
    </BadgeBox>
  );
}

const STATUS_TONES: Record<string, Tone> = {
  active: 'pending', matured: 'positive', credited: 'positive', reinvested: 'neutral', upgraded: 'neutral', ended: 'neutral', endedEarly: 'neutral',
  awaitingPayment: 'pending', expired: 'negative', pending: 'pending', confirmed: 'positive', rejected: 'negative', paid: 'positive', completed: 'positive',
};
export const toneOf = (status: string): Tone => STATUS_TONES[status] ?? 'neutral';

const Track = styled.div`
  height: 8px; border-radius: ${({ theme }) => theme.radius.pill}; background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border}; overflow: hidden;
  span { display: block; height: 100%; background: linear-gradient(90deg, ${({ theme }) => theme.color.teal}, ${({ theme }) => theme.color.gold}); }
`;

export function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <Track role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label}>
      <span style={{ width: `${percent}%` }} />
    </Track>
  );
}

export const Summary = styled.dl`
  display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt { color: ${({ theme }) => theme.color.inkMuted}; font-weight: 600; }
  dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  dd.total { font-weight: 700; }
`;
