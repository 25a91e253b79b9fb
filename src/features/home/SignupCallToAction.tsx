import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../../components/ui/Button';
import { Container, Section } from '../../components/ui/Container';
import { homeCopy } from '../../content/home';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.gold}, #f3cf7d);
  color: ${({ theme }) => theme.color.navyDeep};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1.4fr auto; align-items: center; padding: 3rem; }
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.xxl}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSize.lg}; }
  small { display: block; margin-top: ${({ theme }) => theme.space.sm}; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a:not([class]) { color: ${({ theme }) => theme.color.navyDeep}; font-weight: 600; }
`;

/** The closing call to action: sign up (with the risk line beside it). */
export function SignupCallToAction() {
  const signup = homeCopy.signup;
  return (
    <Section aria-labelledby="signup-heading">
      <Container>
        <Panel>
          <div>
            <h2 id="signup-heading">{signup.heading}</h2>
            <p>{signup.text}</p>
            <small>{signup.riskNote}</small>
          </div>
          <Actions>
            <ButtonLink to={signup.href} $variant="secondary">
              {signup.cta}
            </ButtonLink>
            <Link to={signup.secondaryHref}>{signup.secondaryCta}</Link>
          </Actions>
        </Panel>
      </Container>
    </Section>
  );
}
