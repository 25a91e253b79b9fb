import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/Button';
import { legalLabels } from '../../content/legal';

const Wrap = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0 0;
`;

/** The "Back to Home" link at the foot of the policy and information pages. */
export function BackHomeLink() {
  return (
    <Wrap>
      <ButtonLink to="/" $variant="secondary">
        {legalLabels.backHome}
      </ButtonLink>
    </Wrap>
  );
}
