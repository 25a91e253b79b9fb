import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { AppProviders } from '../../src/app/AppProviders';
import { PartnerLogos } from '../../src/widgets/PartnerLogos';
import { Testimonials } from '../../src/widgets/Testimonials';
import { StatCounter } from '../../src/widgets/StatCounter';
import { HeroCarousel } from '../../src/features/home/HeroCarousel';
import { MARKETING_STATS, PARTNER_LOGOS_PER_PAGE, PARTNER_NAMES, TESTIMONIAL_COUNT, statFigure } from '../oracle/marketing';
import { CAROUSEL_INTERVALS } from '../oracle/delays';
import { REACT_MODES } from '../support/renderRoute';
import { fakeMatchMedia } from './home-browser-fakes';

function renderWidget(node: ReactNode, strict: boolean) {
  const tree = <AppProviders>{node}</AppProviders>;
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** The slide on screen in a carousel region, and the names of the logos or people in it. */
function visibleSlide(regionName: string) {
  const region = screen.getByRole('region', { name: regionName });
  const slides = within(region).getAllByRole('group', { hidden: true }).filter((slide) => !slide.hidden);
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

const logoNames = () => within(visibleSlide('Partner logos')).getAllByRole('img').map((img) => img.getAttribute('alt'));

describe.each(REACT_MODES)('home page widgets ($name)', { timeout: 30_000 }, ({ strict }) => {
  let media: ReturnType<typeof fakeMatchMedia> | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    media?.restore();
    media = undefined;
  });

  // The carousel walk (ui/carousel.walk.test.tsx) starts narrow and crosses 768 px both ways.
  it('shows 5 partner logos per page when it opens on a wide screen', () => {
    media = fakeMatchMedia({ width: 1280 });
    renderWidget(<PartnerLogos />, strict);
    const perPage = PARTNER_LOGOS_PER_PAGE.wide;
    expect(logoNames()).toEqual(PARTNER_NAMES.slice(0, perPage));
    expect(visibleSlide('Partner logos')).toHaveAccessibleName(`1 of ${Math.ceil(PARTNER_NAMES.length / perPage)}`);
  });

  it('starts paused under reduced motion, with Play offered and polite announcements', () => {
    media = fakeMatchMedia({ width: 1280, reducedMotion: true });
    renderWidget(<Testimonials />, strict);
    const region = screen.getByRole('region', { name: 'Investor testimonials' });
    expect(within(region).getByRole('button', { name: 'Play Investor testimonials' })).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(visibleSlide('Investor testimonials')).toHaveAccessibleName(`1 of ${TESTIMONIAL_COUNT}`);
    expect(visibleSlide('Investor testimonials').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  // APG carousel: focus on the rotation control does not hold the rotation it controls.
  it('holds while a slide control has the focus, but not while Pause has it', () => {
    media = fakeMatchMedia({ width: 1280 });
    renderWidget(<Testimonials />, strict);
    const region = screen.getByRole('region', { name: 'Investor testimonials' });
    const slides = () => visibleSlide('Investor testimonials');
    act(() => within(region).getByRole('button', { name: 'Next' }).focus());
    expect(slides().parentElement).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(60_000));
    expect(slides()).toHaveAccessibleName(`1 of ${TESTIMONIAL_COUNT}`);
    act(() => within(region).getByRole('button', { name: 'Pause Investor testimonials' }).focus());
    expect(slides().parentElement).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVALS.testimonialInterval!));
    expect(slides()).toHaveAccessibleName(`2 of ${TESTIMONIAL_COUNT}`);
  });

  // The hero's controls sit over its pictures: Pause, Previous and Next, without the page dots.
  it('gives the hero no page dots, and the testimonials one a slide', () => {
    media = fakeMatchMedia({ width: 1280 });
    renderWidget(<><HeroCarousel /><Testimonials /></>, strict);
    const [hero] = screen.getAllByRole('region').filter((region) => region !== screen.getByRole('region', { name: 'Investor testimonials' }));
    expect(within(hero!).getAllByRole('button').map((button) => button.textContent)).toEqual(['Pause', 'Previous', 'Next']);
    const testimonials = screen.getByRole('region', { name: 'Investor testimonials' });
    expect(within(testimonials).getAllByRole('button', { name: /^Show slide \d+ of \d+$/ })).toHaveLength(TESTIMONIAL_COUNT);
  });

  it('shows the final stats at once under reduced motion', () => {
    media = fakeMatchMedia({ width: 375, reducedMotion: true });
    // The widget is given section 9's figures (labelled by their ids): the home page's own are walked by ui/countUp.walk.test.tsx.
    renderWidget(<StatCounter stats={MARKETING_STATS.map((stat) => ({ ...stat, label: stat.id }))} />, strict);
    for (const stat of MARKETING_STATS) expect(screen.getByTestId(`stat-${stat.id}`)).toHaveTextContent(statFigure(stat));
  });
});
