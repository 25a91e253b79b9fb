import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Container, Section } from '../../components/ui/Container';
import { PageHeader } from '../../components/ui/PageHeader';
import { ButtonLink } from '../../components/ui/Button';
import { faqContent } from '../../content/faq';
import { Accordion, type AccordionItem } from '../../features/faq/Accordion';
import { BackHomeLink } from '../../features/legal/BackHomeLink';

const Narrow = styled.div`
  max-width: 52rem;
  margin: 0 auto;
`;

const Support = styled.aside`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  p { margin: 0; color: ${({ theme }) => theme.color.onDarkMuted}; }
  strong { color: ${({ theme }) => theme.color.onDark}; font-family: ${({ theme }) => theme.font.heading}; font-size: ${({ theme }) => theme.fontSize.xl}; }
  a[href^='mailto:'] { color: ${({ theme }) => theme.color.gold}; font-weight: 600; overflow-wrap: anywhere; }
`;

const items: AccordionItem[] = faqContent.items.map((item) => ({
  id: item.id,
  title: item.question,
  content: (
    <>
      {item.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {item.link ? (
        <p>
          <Link to={item.link.to} hash={item.link.hash}>
            {item.link.label}
          </Link>
        </p>
      ) : null}
    </>
  ),
}));

export function FaqPage() {
  return (
    <>
      <PageHeader title={faqContent.title} subtitle={faqContent.intro} />
      <Section>
        <Container>
          <Narrow>
            <Accordion items={items} idPrefix="faq" />
            <Support aria-label={faqContent.contactSupport}>
              <strong>{faqContent.contactPrompt}</strong>
              <ButtonLink to="/contact">{faqContent.contactSupport}</ButtonLink>
              <p>
                {faqContent.emailPrompt} <a href={`mailto:${faqContent.supportEmail}`}>{faqContent.supportEmail}</a>
              </p>
            </Support>
            <BackHomeLink />
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
