import styled from 'styled-components';
import { PLAN_VIEWS } from '../../content/plans';
import { sectorPageLabels } from '../../content/sectorPages';

const Wrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  table { width: 100%; min-width: 34rem; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSize.sm}; }
  th, td { padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; text-align: left; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  thead th { background: ${({ theme }) => theme.color.navy}; color: ${({ theme }) => theme.color.onDark}; font-weight: 600; }
  tbody th { font-family: ${({ theme }) => theme.font.heading}; color: ${({ theme }) => theme.color.navy}; letter-spacing: 0.03em; }
  tbody tr:last-child > * { border-bottom: 0; }
  td:nth-child(3) { font-weight: 700; color: ${({ theme }) => theme.color.success}; }
`;

/** The five plans in a compact table: every plan invests across the sectors. */
export function SectorPlansTable() {
  const [plan, range, rate, term, total] = sectorPageLabels.planColumns;
  return (
    <Wrap tabIndex={0} role="region" aria-label={sectorPageLabels.plansTableCaption}>
      <table>
        <caption className="visually-hidden">{sectorPageLabels.plansTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{plan}</th>
            <th scope="col">{range}</th>
            <th scope="col">{rate}</th>
            <th scope="col">{term}</th>
            <th scope="col">{total}</th>
          </tr>
        </thead>
        <tbody>
          {PLAN_VIEWS.map((view) => (
            <tr key={view.id}>
              <th scope="row">{view.name}</th>
              <td>{view.depositRange}</td>
              <td>{view.dailyReturn}</td>
              <td>{view.duration}</td>
              <td>{view.totalReturn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
