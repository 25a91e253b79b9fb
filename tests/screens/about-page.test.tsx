import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { aboutCopy } from '../../src/content/about';
import { TEAM } from '../../src/content/team';
import { SECTORS } from '../../src/content/sectors';

describe.each(REACT_MODES)('about page ($name)', { timeout: 30_000 }, ({ strict }) => {
  it('expands and collapses the story with a disclosure button', async () => {
    const user = userEvent.setup();
    await renderRoute('/about', { strict });
    expect(screen.getByRole('heading', { level: 1, name: aboutCopy.title })).toBeInTheDocument();
    const more = screen.getByText(aboutCopy.story.more[0]!);
    expect(more).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: aboutCopy.story.readMore });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(aboutCopy.story.readLess);
    expect(more).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(more).not.toBeVisible();
  });

  it('shows the leadership team, a slideshow per sector, the figures, offices and testimonials', async () => {
    await renderRoute('/about', { strict });
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
