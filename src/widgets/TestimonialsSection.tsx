import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section } from '../components/ui/Container';
import { testimonialsCopy } from '../content/testimonials';
import { SectionHeading } from '../components/marketing/SectionHeading';
import { Testimonials } from './Testimonials';

const Narrow = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

/** "What our investors say": the testimonials carousel, with room below for more (partner logos). */
export function TestimonialsSection({ children }: { children?: ReactNode }) {
  return (
    <Section $tone="alt" aria-labelledby="testimonials-heading">
      <Container>
        <SectionHeading id="testimonials-heading" title={testimonialsCopy.heading} intro={testimonialsCopy.intro} />
        <Narrow>
          <Testimonials />
        </Narrow>
        {children}
      </Container>
    </Section>
  );
}
