import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { ABOUT_TEXTS, FIRST_SECTOR_PICTURES, LEADERSHIP_TEAM, STATS_HEADING } from '../oracle/marketing';
import { sectorNameOf } from '../oracle/dashboard';

// The story's Read more is walked by ui/disclosure.walk.test.tsx.
describe.each(REACT_MODES)('about page ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('shows its values, the leadership team, a slideshow per sector, the figures, offices and testimonials', async () => {
    const user = userEvent.setup();
    await renderRoute('/about', { strict });
    expect(screen.getByRole('heading', { level: 1, name: ABOUT_TEXTS.title })).toBeInTheDocument();
    const values = screen.getByRole('list', { name: ABOUT_TEXTS.values.label });
    expect(within(values).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(ABOUT_TEXTS.values.titles);
    const team = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(LEADERSHIP_TEAM);
    for (const [id, firstPicture] of Object.entries(FIRST_SECTOR_PICTURES)) {
      const slideshow = screen.getByRole('region', { name: ABOUT_TEXTS.slideshowLabel(sectorNameOf(id)) });
      const pause = within(slideshow).getByRole('button', { name: `Pause ${sectorNameOf(id)} pictures` });
      expect(pause).toBeVisible();
      // The slideshows run on real time here: on a busy machine one may have moved on already.
      // Held, and back on its first slide, it shows that slide's picture.
      await user.click(pause);
      await user.click(within(slideshow).getByRole('button', { name: /^Show slide 1 of/ }));
      expect(within(slideshow).getByRole('img', { name: firstPicture })).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('region', { name: STATS_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Global presence' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Investor testimonials' })).toBeInTheDocument();
  });
});
