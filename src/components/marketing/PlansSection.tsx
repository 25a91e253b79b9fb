import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../ui/Container';
import { PLAN_VIEWS, plansCopy } from '../../content/plans';
import { PLANS_SECTION_ID } from '../../content/plansSection';
import { PlanCard } from './PlanCard';
import { SectionHeading } from './SectionHeading';

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  > * { flex: 1 1 280px; max-width: 360px; }
`;

const RiskNote = styled.p`
  max-width: 760px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSurface};
  border-left: 4px solid ${({ theme }) => theme.color.goldDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong { color: ${({ theme }) => theme.color.ink}; }
`;

/**
 * The five plans with every term of the plan table (the scroll target of the site's Plans
 * control: `id="plans"`), and the risk note linking the risk summary.
 */
export function PlansSection() {
  return (
    <Section $tone="alt" id={PLANS_SECTION_ID} aria-labelledby="plans-heading">
      <Container>
        <SectionHeading id="plans-heading" title={plansCopy.heading} intro={plansCopy.intro} />
        <Cards>
          {PLAN_VIEWS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </Cards>
        <RiskNote>
          <strong>{plansCopy.riskNote}</strong> <Link to={plansCopy.riskHref}>{plansCopy.riskLinkText}</Link>
        </RiskNote>
      </Container>
    </Section>
  );
}
