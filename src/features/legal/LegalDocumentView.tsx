import styled from 'styled-components';
import { Container, Section } from '../../components/ui/Container';
import { PageHeader } from '../../components/ui/PageHeader';
import { company } from '../../content/company';
import { LEGAL_LAST_UPDATED, legalLabels, type LegalBlock, type LegalDocument } from '../../content/legal';
import { BackHomeLink } from './BackHomeLink';
import { Prose } from './Prose';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: 16rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

const Contents = styled.nav`
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ theme }) => theme.media.wide} { position: sticky; top: 9rem; }
  h2 {
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.inkMuted};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ol { margin: 0; padding-left: 1.4rem; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  a { color: ${({ theme }) => theme.color.navySoft}; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Updated = styled.p`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.xl} !important;
`;

const TableWrap = styled.div`
  overflow-x: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  table { border-collapse: collapse; width: 100%; min-width: 40rem; font-size: ${({ theme }) => theme.fontSize.sm}; line-height: 1.5; }
  caption { text-align: left; font-weight: 600; padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
  th, td { text-align: left; vertical-align: top; padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`}; border-top: 1px solid ${({ theme }) => theme.color.border}; }
  th { background: ${({ theme }) => theme.color.surfaceAlt}; color: ${({ theme }) => theme.color.navy}; }
  td:first-child { font-family: ${({ theme }) => theme.font.mono}; font-size: ${({ theme }) => theme.fontSize.xs}; }
`;

const ContactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  dt { font-weight: 600; color: ${({ theme }) => theme.color.navy}; }
  dd { margin: 0; }
`;

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // The wrapper scrolls sideways on narrow screens; it can take focus so keyboards can scroll it.
        <TableWrap tabIndex={0} role="region" aria-label={block.caption}>
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      );
    case 'contact':
      return (
        <ContactList>
          <dt>{legalLabels.contactCompany}</dt>
          <dd>{company.registeredName}</dd>
          <dt>{legalLabels.contactNumber}</dt>
          <dd>{company.companyNumber}</dd>
          <dt>{legalLabels.contactOffice}</dt>
          <dd>{company.address.lines.join(', ')}</dd>
          <dt>{legalLabels.contactEmail}</dt>
          <dd>
            <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
          </dd>
        </ContactList>
      );
  }
}

/** A policy page: heading, date, a numbered table of contents and the numbered sections. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader title={doc.title} subtitle={doc.summary} />
      <Section>
        <Container>
          <Updated>{LEGAL_LAST_UPDATED}</Updated>
          <Layout>
            <Contents aria-labelledby="legal-contents">
              <h2 id="legal-contents">{legalLabels.contents}</h2>
              <ol>
                {doc.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Prose>
              {doc.sections.map((section, index) => (
                <section key={section.id} aria-labelledby={section.id}>
                  <h2 id={section.id}>
                    {index + 1}. {section.title}
                  </h2>
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </section>
              ))}
              <BackHomeLink />
            </Prose>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
