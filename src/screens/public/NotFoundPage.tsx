import styled from 'styled-components';
import { Container } from '../../components/ui/Container';
import { ButtonLink } from '../../components/ui/Button';
import { notFoundContent } from '../../content/notFound';
import { useDocumentTitle } from '../../app/RouteEffects';

const Wrap = styled.section`
  min-height: 60vh;
  display: grid;
  place-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.space.section} 0;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(4rem, 18vw, 8rem);
  line-height: 1;
  margin: 0;
  color: ${({ theme }) => theme.color.goldDeep};
`;

export function NotFoundPage() {
  useDocumentTitle(notFoundContent.title);
  return (
    <Wrap aria-labelledby="not-found-heading">
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1 id="not-found-heading">{notFoundContent.message}</h1>
        <ButtonLink to="/">{notFoundContent.backHome}</ButtonLink>
      </Container>
    </Wrap>
  );
}
