import styled from 'styled-components';
import { TESTIMONIALS, testimonialsCopy, type Testimonial } from '../content/testimonials';
import { Carousel } from './Carousel';
import { InitialsAvatar } from '../components/marketing/InitialsAvatar';

const AVATAR_TINT = ['#16325c', '#0f8b7a'] as const;

const Card = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  blockquote {
    position: relative;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.ink};
    ${({ theme }) => theme.media.wide} { font-size: ${({ theme }) => theme.fontSize.xl}; }
  }
  blockquote::before {
    content: '“';
    display: block;
    height: 0.55em;
    font-size: 4rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.gold};
  }
  figcaption { display: flex; align-items: center; gap: ${({ theme }) => theme.space.md}; }
  figcaption strong { display: block; color: ${({ theme }) => theme.color.navy}; }
  figcaption span { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card>
      <blockquote>{testimonial.quote}</blockquote>
      <figcaption>
        <InitialsAvatar name={testimonial.name} tint={AVATAR_TINT} size={48} />
        <div>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.detail}</span>
        </div>
      </figcaption>
    </Card>
  );
}

/** Investor testimonials, one at a time, rotating every 4 s (testimonialInterval). */
export function Testimonials({ items = TESTIMONIALS }: { items?: readonly Testimonial[] }) {
  return (
    <Carousel
      label={testimonialsCopy.carouselLabel}
      items={items}
      interval="testimonialInterval"
      itemKey={(testimonial) => testimonial.name}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
    />
  );
}
