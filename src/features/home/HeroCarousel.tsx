import { Carousel } from '../../widgets/Carousel';
import { homeCopy } from '../../content/home';
import { HeroArt } from './HeroArt';
import { HeroPicture } from './HeroPicture';

/** The hero's pictures, one per sector, rotating every 3 s (a chunk of its own: see HeroSection). */
export function HeroCarousel({ id }: { id?: string }) {
  const hero = homeCopy.hero;
  return (
    <Carousel
      id={id}
      label={hero.carouselLabel}
      items={hero.slides}
      interval="heroInterval"
      controlsPlacement="overlay"
      tone="dark"
      itemKey={(slide) => slide.art}
      renderItem={(slide) => <HeroPicture slide={slide} art={<HeroArt art={slide.art} />} />}
    />
  );
}
