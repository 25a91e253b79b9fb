import styled from 'styled-components';
import { Container, Section } from './Container';
import { PageHeader } from './PageHeader';

const Note = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

/** The heading and layout of a page whose content is still being built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Section>
        <Container>
          <Note>This page is being prepared.</Note>
        </Container>
      </Section>
    </>
  );
}
