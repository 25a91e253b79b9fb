/** The investor area's tables: scrolling sideways, or a list of labelled rows on a narrow screen. */
import styled from 'styled-components';

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
