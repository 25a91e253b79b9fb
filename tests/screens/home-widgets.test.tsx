import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, type ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../src/app/AppProviders';
import { PartnerLogos } from '../../src/components/marketing/PartnerLogos';
import { Testimonials } from '../../src/components/marketing/Testimonials';
import { StatCounter } from '../../src/components/marketing/StatCounter';
import { PARTNERS } from '../../src/content/partners';
import { STATS } from '../../src/content/stats';
import { TESTIMONIALS } from '../../src/content/testimonials';
import { REACT_MODES } from '../support/renderRoute';
import { fakeIntersectionObserver, fakeMatchMedia } from './home-browser-fakes';

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
    vi.unstubAllGlobals();
    media?.restore();
    media = undefined;
  });

  it('shows 3 partner logos per page below 768 px and pages through them every 3 s', () => {
    media = fakeMatchMedia({ width: 375 });
    renderWidget(<PartnerLogos />, strict);
    expect(logoNames()).toEqual(PARTNERS.slice(0, 3).map((partner) => partner.name));
    expect(visibleSlide('Partner logos')).toHaveAccessibleName('1 of 5');
    act(() => vi.advanceTimersByTime(2_999));
    expect(logoNames()).toEqual(PARTNERS.slice(0, 3).map((partner) => partner.name));
    act(() => vi.advanceTimersByTime(1));
    expect(logoNames()).toEqual(PARTNERS.slice(3, 6).map((partner) => partner.name));
    for (const img of within(visibleSlide('Partner logos')).getAllByRole('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('shows 5 partner logos per page from 768 px, and switches when the viewport crosses 768 px', () => {
    media = fakeMatchMedia({ width: 1280 });
    renderWidget(<PartnerLogos />, strict);
    expect(logoNames()).toEqual(PARTNERS.slice(0, 5).map((partner) => partner.name));
    expect(visibleSlide('Partner logos')).toHaveAccessibleName('1 of 3');
    act(() => media!.setWidth(375));
    expect(logoNames()).toEqual(PARTNERS.slice(0, 3).map((partner) => partner.name));
    act(() => media!.setWidth(1024));
    expect(logoNames()).toHaveLength(5);
  });

  it('holds the testimonials while hovered or focused, and resumes after', async () => {
    // Testing Library's async wrapper waits on a setTimeout(0) it only advances when a `jest`
    // global exists; under vitest's fake timers it would wait forever, so lend it one.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    renderWidget(<Testimonials />, strict);
    const region = screen.getByRole('region', { name: 'Investor testimonials' });
    const shown = () => within(visibleSlide('Investor testimonials')).getByText(/investor since/).previousSibling?.textContent;
    expect(shown()).toBe(TESTIMONIALS[0]!.name);

    await user.hover(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toBe(TESTIMONIALS[0]!.name);
    expect(within(region).getByRole('button', { name: 'Pause Investor testimonials' })).toBeVisible();
    await user.unhover(region);
    act(() => vi.advanceTimersByTime(4_000));
    expect(shown()).toBe(TESTIMONIALS[1]!.name);

    await user.tab(); // focus moves to the first control inside (not the pause button's own focus)
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Previous' })).toHaveFocus();
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toBe(TESTIMONIALS[1]!.name);
    act(() => within(region).getByRole('button', { name: 'Previous' }).blur());
    act(() => vi.advanceTimersByTime(4_000));
    expect(shown()).toBe(TESTIMONIALS[2]!.name);
  });

  it('starts paused under reduced motion, with Play offered and polite announcements', () => {
    media = fakeMatchMedia({ width: 1280, reducedMotion: true });
    renderWidget(<Testimonials />, strict);
    const region = screen.getByRole('region', { name: 'Investor testimonials' });
    expect(within(region).getByRole('button', { name: 'Play Investor testimonials' })).toBeVisible();
    act(() => vi.advanceTimersByTime(60_000));
    expect(visibleSlide('Investor testimonials')).toHaveAccessibleName(`1 of ${TESTIMONIALS.length}`);
    expect(visibleSlide('Investor testimonials').parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('counts the stats up over 2 s once they come into view, reaching the exact figures only at 2 s', () => {
    const observer = fakeIntersectionObserver();
    try {
      renderWidget(<StatCounter stats={STATS} />, strict);
      const shown = (id: string) => screen.getByTestId(`stat-${id}`).textContent;
      act(() => vi.advanceTimersByTime(5_000));
      expect(shown('investors')).toBe('0+'); // not in view yet
      act(() => observer.show(screen.getByTestId('stat-investors'), 0.3));
      act(() => vi.advanceTimersByTime(1_000));
      const halfway = Number(shown('investors')!.replace('+', ''));
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(1300);
      act(() => vi.advanceTimersByTime(999));
      expect(shown('investors')).not.toBe('1300+');
      expect(shown('liquidity')).not.toBe('$50M');
      act(() => vi.advanceTimersByTime(1));
      expect(STATS.map((stat) => shown(stat.id))).toEqual(['$50M', '$15m+', '1300+', '99%', '6+', '$12m+']);
      // Screen readers get the final figures throughout.
      expect(screen.getByText('1300+', { selector: '.visually-hidden' })).toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });

  it('shows the final stats at once under reduced motion', () => {
    media = fakeMatchMedia({ width: 375, reducedMotion: true });
    renderWidget(<StatCounter stats={STATS} />, strict);
    expect(screen.getByTestId('stat-capital')).toHaveTextContent('$15m+');
    expect(screen.getByTestId('stat-gold')).toHaveTextContent('$12m+');
  });
});
