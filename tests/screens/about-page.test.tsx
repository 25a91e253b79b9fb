import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { ABOUT_TEXTS, FIRST_SECTOR_PICTURES, LEADERSHIP_TEAM, STATS_HEADING } from '../oracle/marketing';
import { sectorNameOf } from '../oracle/dashboard';

// The story's Read more is walked by ui/disclosure.walk.test.tsx.
describe.each(REACT_MODES)('about page ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('shows the leadership team, a slideshow per sector, the figures, offices and testimonials', async () => {
    await renderRoute('/about', { strict });
    expect(screen.getByRole('heading', { level: 1, name: ABOUT_TEXTS.title })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(LEADERSHIP_TEAM);
    for (const [id, firstPicture] of Object.entries(FIRST_SECTOR_PICTURES)) {
      const slideshow = screen.getByRole('region', { name: ABOUT_TEXTS.slideshowLabel(sectorNameOf(id)) });
      expect(within(slideshow).getByRole('button', { name: `Pause ${sectorNameOf(id)} pictures` })).toBeVisible();
      expect(within(slideshow).getByRole('img', { name: firstPicture })).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('region', { name: STATS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Global presence' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Investor testimonials' })).toBeInTheDocument();
  });
});
