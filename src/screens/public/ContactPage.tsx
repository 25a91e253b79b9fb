import styled from 'styled-components';
import { Container, Section } from '../../components/ui/Container';
import { PageHeader } from '../../components/ui/PageHeader';
import { contactContent } from '../../content/contact';
import { ContactForm } from '../../features/contact/ContactForm';
import { ContactDetails } from '../../features/contact/ContactDetails';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const FormCard = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.wide} { padding: ${({ theme }) => theme.space.xl}; }
  h2 { font-size: ${({ theme }) => theme.fontSize.xl}; }
`;

export function ContactPage() {
  return (
    <>
      <PageHeader title={contactContent.title} subtitle={contactContent.intro} />
      <Section $tone="alt">
        <Container>
          <Layout>
            <FormCard>
              <h2>{contactContent.form.heading}</h2>
              <ContactForm />
            </FormCard>
            <ContactDetails />
          </Layout>
        </Container>
      </Section>
    </>
  );
}
