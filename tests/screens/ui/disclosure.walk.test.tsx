import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { ABOUT_TEXTS } from '../../oracle/marketing';

/** The about page's story: a summary, and the rest behind "Read more" (the disclosure). */
const story = ABOUT_TEXTS.story;
const toggle = () => screen.getByRole('button', { name: new RegExp(`^(${story.readMore}|${story.readLess})`) });

interface Page {
  user: UserEvent;
  pressed: boolean;
  /** The rest of the story shows, by the walk's own account: each press turns it over. */
  expanded: boolean;
}

walkScreen<Page>('disclosure', {
  async mount({ strict, user }) {
    await renderRoute('/about', { strict });
    return { user, pressed: false, expanded: false };
  },
  drive: {
    'disclosure.toggle': async (_event, page) => {
      page.pressed = true;
      await page.user.click(toggle());
      page.expanded = !page.expanded;
    },
  },
  async see(_expected, page) {
    const { expanded } = page;
    await soon(() => expect(toggle()).toHaveAttribute('aria-expanded', String(expanded)));
    expect(toggle()).toHaveAccessibleName(expanded ? story.readLess : story.readMore);
    // The button controls the rest of the story; the summary is always shown, the rest only when expanded.
    const more = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(more).toContainElement(screen.getByText(story.more[0]!));
    for (const paragraph of story.summary) expect(screen.getByText(paragraph)).toBeVisible();
    for (const paragraph of story.more) {
      if (expanded) expect(screen.getByText(paragraph)).toBeVisible();
      else expect(screen.getByText(paragraph)).not.toBeVisible();
    }
    if (page.pressed) expect(toggle()).toHaveFocus();
  },
});
