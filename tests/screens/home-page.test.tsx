import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { HOME_TEXTS, INVESTING_QUOTES } from '../oracle/marketing';
import { SECTOR_NAMES } from '../oracle/dashboard';
import { HOME_TIMERS } from '../oracle/timers';

/** The hero's slides are the four sectors, in section 1's order. */
const HERO_SLIDE_TITLES = Object.values(SECTOR_NAMES);

function visibleSlide(regionName: string) {
  const region = screen.getByRole('region', { name: regionName });
  return within(region).getAllByRole('group', { hidden: true }).find((slide) => !slide.hidden)!;
}

describe.each(REACT_MODES)('home page ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('rotates the hero every 3 s and the quote every 5 s, each with a pause control', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library's waitFor advances fake timers only through a `jest` global: lend it one.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    await renderRoute('/', { strict });
    expect(screen.getByRole('heading', { level: 1, name: HOME_TEXTS.heroTitle })).toBeInTheDocument();
    for (const name of ['Our sectors in pictures', 'Investor testimonials', 'Partner logos', 'Investing quotes']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(region).getByRole('button', { name: `Pause ${name}` })).toBeVisible();
    }
    const heroTitle = () => within(visibleSlide('Our sectors in pictures')).getByText(/./, { selector: 'strong' }).textContent;
    const quote = () => within(visibleSlide('Investing quotes')).getByRole('blockquote').textContent;
    expect(heroTitle()).toBe(HERO_SLIDE_TITLES[0]);
    expect(quote()).toBe(INVESTING_QUOTES[0]);
    act(() => vi.advanceTimersByTime(HOME_TIMERS.heroInterval));
    expect(heroTitle()).toBe(HERO_SLIDE_TITLES[1]);
    expect(quote()).toBe(INVESTING_QUOTES[0]);
    // The quote's own interval is up only now.
    act(() => vi.advanceTimersByTime(HOME_TIMERS.quoteInterval - HOME_TIMERS.heroInterval));
    expect(quote()).toBe(INVESTING_QUOTES[1]);
  });

  it('explains where profit comes from for each sector and ends with a sign-up call to action', async () => {
    await renderRoute('/', { strict });
    const sectors = screen.getByRole('region', { name: HOME_TEXTS.sectorsHeading });
    expect(within(sectors).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(Object.values(SECTOR_NAMES));
    const signup = screen.getByRole('region', { name: HOME_TEXTS.signupHeading });
    expect(within(signup).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('img', { name: 'Map of Acme Invest offices' })).toBeInTheDocument();
  });
});
