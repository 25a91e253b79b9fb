import { useId } from 'react';
import styled from 'styled-components';
import { useDisclosure } from '../../widgets/disclosure.flow';
import { Container, Section } from '../../components/ui/Container';
import { SectionHeading } from '../../components/marketing/SectionHeading';
import { aboutCopy } from '../../content/about';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.wide} { grid-template-columns: 1.5fr 1fr; gap: 3.5rem; }
  p { font-size: ${({ theme }) => theme.fontSize.lg}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.color.navy};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.navy};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  span[aria-hidden] { transition: transform 0.2s ease; }
  &[aria-expanded='true'] span[aria-hidden] { transform: rotate(180deg); }
`;

const Values = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-self: start;
  h3 { color: ${({ theme }) => theme.color.gold}; font-size: ${({ theme }) => theme.fontSize.lg}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; color: ${({ theme }) => theme.color.onDarkMuted}; }
`;

/** The company story: a summary, and the rest behind a Read more disclosure (APG pattern). */
export function StorySection() {
  const story = aboutCopy.story;
  const {
    view: { expanded },
    toggle,
  } = useDisclosure();
  const moreId = useId();
  return (
    <Section aria-labelledby="story-heading">
      <Container>
        <Layout>
          <div>
            <SectionHeading id="story-heading" title={story.heading} align="start" />
            {story.summary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div id={moreId} hidden={!expanded}>
              {story.more.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <ToggleButton type="button" aria-expanded={expanded} aria-controls={moreId} onClick={toggle}>
              {expanded ? story.readLess : story.readMore}
              <span aria-hidden="true">▾</span>
            </ToggleButton>
          </div>
          <Values aria-label={aboutCopy.values.heading}>
            {aboutCopy.values.items.map((value) => (
              <li key={value.title}>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </Values>
        </Layout>
      </Container>
    </Section>
  );
}
