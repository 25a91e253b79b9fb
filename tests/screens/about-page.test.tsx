import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { aboutCopy } from '../../src/content/about';
import { TEAM } from '../../src/content/team';
import { SECTORS } from '../../src/content/sectors';

// The story's Read more is walked by ui/disclosure.walk.test.tsx.
describe.each(REACT_MODES)('about page ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('shows the leadership team, a slideshow per sector, the figures, offices and testimonials', async () => {
    await renderRoute('/about', { strict });
    expect(screen.getByRole('heading', { level: 1, name: aboutCopy.title })).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Leadership team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(TEAM.map((member) => member.name));
    for (const sector of SECTORS) {
      const slideshow = screen.getByRole('region', { name: aboutCopy.sectors.slideshowLabel(sector.name) });
      expect(within(slideshow).getByRole('button', { name: `Pause ${sector.name} pictures` })).toBeVisible();
      expect(within(slideshow).getByRole('img', { name: sector.slides[0]!.alt })).toHaveAttribute('loading', 'lazy');
    }
    expect(screen.getByRole('region', { name: 'Acme Invest in numbers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Global presence' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Investor testimonials' })).toBeInTheDocument();
  });
});
