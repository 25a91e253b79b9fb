/** The investor area's building blocks: cards, stats, fields, badges, progress, tables. */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { common } from '../../content/dashboard';

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

export const TableWrap = styled.div`
  overflow-x: auto;
  margin: 0 -${({ theme }) => theme.space.sm};
  table { width: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSize.sm}; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.sm}; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  th { color: ${({ theme }) => theme.color.inkMuted}; font-weight: 600; white-space: nowrap; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tbody tr:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

/** On narrow screens a table becomes a list of labelled rows. */
export const ResponsiveTable = styled(TableWrap)`
  ${({ theme }) => theme.media.narrow} {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: block; padding: ${({ theme }) => theme.space.sm} 0; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    td { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; border: 0; padding: 2px ${({ theme }) => theme.space.sm}; text-align: right; }
    td::before { content: attr(data-label); font-weight: 600; color: ${({ theme }) => theme.color.inkMuted}; text-align: left; }
    td.num { text-align: right; }
  }
`;

export const FieldBox = styled.div`
  display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label, legend { font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .hint { font-size: ${({ theme }) => theme.fontSize.xs}; color: ${({ theme }) => theme.color.inkMuted}; }
  .error { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.danger}; font-weight: 600; }
`;

export const inputStyles = css`
  width: 100%; min-height: 44px; padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.ink};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; border-width: 2px; }
  &:read-only { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;
export const Input = styled.input`${inputStyles}`;
export const Select = styled.select`${inputStyles}`;

/** A labelled control with its hint and its inline error (`role="alert"`). */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <span className="hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="error" id={`${id}-error`} role="alert">{error}</span> : null}
    </FieldBox>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

export const Actions = styled.div`
  display: flex; gap: ${({ theme }) => theme.space.sm}; flex-wrap: wrap; align-items: center;
`;

export const Summary = styled.dl`
  display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  dt { color: ${({ theme }) => theme.color.inkMuted}; font-weight: 600; }
  dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  dd.total { font-weight: 700; }
`;

/** What a data screen shows while its data loads or after it failed. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  if (error !== null) {
    return (
      <Stack>
        <Alert tone="error">{error}</Alert>
        <div><Button type="button" $variant="secondary" onClick={onRetry}>{common.retry}</Button></div>
      </Stack>
    );
  }
  return <Muted role="status">{common.loading}</Muted>;
}
