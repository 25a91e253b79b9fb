import styled from 'styled-components';
import { ButtonLink } from '../ui/Button';
import { plansCopy, type PlanView } from '../../content/plans';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.xl}; letter-spacing: 0.04em; }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Headline = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  strong { font-family: ${({ theme }) => theme.font.heading}; font-size: 2.5rem; color: ${({ theme }) => theme.color.navy}; line-height: 1; }
  span { color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Terms = styled.dl`
  margin: 0;
  display: grid;
  gap: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  dt { color: ${({ theme }) => theme.color.inkMuted}; }
  dd { margin: 0; font-weight: 600; text-align: right; white-space: nowrap; color: ${({ theme }) => theme.color.ink}; font-variant-numeric: tabular-nums; }
`;

const Example = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
  span { display: block; color: ${({ theme }) => theme.color.inkMuted}; }
  strong { font-size: ${({ theme }) => theme.fontSize.lg}; color: ${({ theme }) => theme.color.navy}; font-variant-numeric: tabular-nums; }
`;

const Note = styled.p`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
`;

const Cta = styled(ButtonLink)`
  margin-top: auto;
`;

/** One investment plan with every term of the plan table, its total at maturity and a sign-up link. */
export function PlanCard({ plan }: { plan: PlanView }) {
  const headingId = `plan-${plan.id}`;
  const labels = plansCopy.labels;
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{plan.name}</h3>
      <Description>{plan.description}</Description>
      <Headline>
        <strong>{plan.dailyReturn}</strong>
        <span>{labels.dailyReturn.toLowerCase()}</span>
      </Headline>
      <Terms>
        <div>
          <dt>{labels.depositRange}</dt>
          <dd>{plan.depositRange}</dd>
        </div>
        <div>
          <dt>{labels.dailyReturn}</dt>
          <dd>{plan.dailyReturn}</dd>
        </div>
        <div>
          <dt>{labels.duration}</dt>
          <dd>{plan.duration}</dd>
        </div>
        <div>
          <dt>{labels.referralBonus}</dt>
          <dd>{plan.referralBonus}</dd>
        </div>
        <div>
          <dt>{labels.withdrawalPeriod}</dt>
          <dd>{plan.withdrawalPeriod}</dd>
        </div>
        <div>
          <dt>{labels.totalReturn}</dt>
          <dd>{plan.totalReturn}</dd>
        </div>
      </Terms>
      <Example>
        <span>{labels.example}</span>
        <strong>{plan.example}</strong>
      </Example>
      {plan.reinvestmentNote ? <Note>{plan.reinvestmentNote}</Note> : null}
      <Cta to={plansCopy.signupHref} $variant="secondary" $block>
        {plansCopy.cta} {plan.name}
      </Cta>
    </Card>
  );
}
