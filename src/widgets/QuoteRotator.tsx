import styled from 'styled-components';
import { QUOTES, quotesCopy, type Quote } from '../content/quotes';
import { Carousel } from './Carousel';

const Figure = styled.figure`
  margin: 0 auto;
  max-width: 820px;
  text-align: center;
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.35rem, 3.6vw, 2rem);
    line-height: 1.35;
    color: ${({ theme }) => theme.color.onDark};
  }
  figcaption {
    color: ${({ theme }) => theme.color.gold};
    font-weight: 600;
    letter-spacing: 0.04em;
  }
  figcaption::before { content: '— '; }
`;

/** A rotating quotation on a dark band, changing every 5 s (quoteInterval). */
export function QuoteRotator({ quotes = QUOTES }: { quotes?: readonly Quote[] }) {
  return (
    <Carousel
      label={quotesCopy.carouselLabel}
      items={quotes}
      interval="quoteInterval"
      tone="dark"
      itemKey={(quote) => quote.author}
      renderItem={(quote) => (
        <Figure>
          <blockquote>{quote.text}</blockquote>
          <figcaption>{quote.author}</figcaption>
        </Figure>
      )}
    />
  );
}
