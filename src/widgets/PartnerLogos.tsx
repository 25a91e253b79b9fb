import styled from 'styled-components';
import { PARTNERS, PARTNERS_PER_PAGE, partnersCopy, type Partner } from '../content/partners';
import { Carousel } from './Carousel';

const Logo = styled.img`
  display: block;
  width: 100%;
  max-width: ${partnersCopy.logoSize.width}px;
  height: auto;
  aspect-ratio: ${partnersCopy.logoSize.width} / ${partnersCopy.logoSize.height};
  margin: 0 auto;
  opacity: 0.85;
  filter: grayscale(0.3);
`;

/**
 * Partner wordmarks, a page at a time: 3 per page below 768 px and 5 from 768 px, rotating every
 * 3 s (partnerInterval). Logos load lazily.
 */
export function PartnerLogos({ partners = PARTNERS }: { partners?: readonly Partner[] }) {
  return (
    <Carousel
      label={partnersCopy.carouselLabel}
      items={partners}
      interval="partnerInterval"
      pageSize={PARTNERS_PER_PAGE}
      itemKey={(partner) => partner.name}
      renderItem={(partner) => (
        <Logo
          src={partner.logo}
          alt={partner.name}
          width={partnersCopy.logoSize.width}
          height={partnersCopy.logoSize.height}
          loading="lazy"
          decoding="async"
        />
      )}
    />
  );
}
