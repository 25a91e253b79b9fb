import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { homeCopy } from '../../src/content/home';
import { QUOTES } from '../../src/content/quotes';

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
    expect(screen.getByRole('heading', { level: 1, name: homeCopy.hero.title })).toBeInTheDocument();
    for (const name of ['Our sectors in pictures', 'Investor testimonials', 'Partner logos', 'Investing quotes']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(region).getByRole('button', { name: `Pause ${name}` })).toBeVisible();
    }
    const heroTitle = () => within(visibleSlide('Our sectors in pictures')).getByText(/./, { selector: 'strong' }).textContent;
    const quote = () => within(visibleSlide('Investing quotes')).getByRole('blockquote').textContent;
    expect(heroTitle()).toBe(homeCopy.hero.slides[0]!.title);
    expect(quote()).toBe(QUOTES[0]!.text);
    act(() => vi.advanceTimersByTime(3_000));
    expect(heroTitle()).toBe(homeCopy.hero.slides[1]!.title);
    expect(quote()).toBe(QUOTES[0]!.text);
    act(() => vi.advanceTimersByTime(2_000));
    expect(quote()).toBe(QUOTES[1]!.text);
  });

  it('explains where profit comes from for each sector and ends with a sign-up call to action', async () => {
    await renderRoute('/', { strict });
    const sectors = screen.getByRole('region', { name: homeCopy.sectors.heading });
    expect(within(sectors).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Crypto & Forex',
      'Agriculture',
      'Oil & Gas',
      'Real Estate',
    ]);
    const signup = screen.getByRole('region', { name: homeCopy.signup.heading });
    expect(within(signup).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('img', { name: 'Map of Acme Invest offices' })).toBeInTheDocument();
  });
});
