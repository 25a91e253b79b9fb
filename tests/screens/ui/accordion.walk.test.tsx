import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { renderRoute } from '../../support/renderRoute';
import { theMain } from '../../support/theMain';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { FAQ_QUESTIONS } from '../../oracle/marketing';

/** The FAQ page's accordion: a question button per item, each controlling its answer region. */
const main = () => within(theMain());
const questionOf = (id: string) => FAQ_QUESTIONS[id as keyof typeof FAQ_QUESTIONS];
const questionButton = (id: string) => main().getByRole('button', { name: questionOf(id) });

interface Page {
  user: UserEvent;
  /** The question the walk pressed last: it keeps the focus. */
  pressed?: string;
  /** The question open, by the walk's own account: pressing a question opens it and closes any other; pressing the open one closes it. */
  openId: string | null;
}

walkScreen<Page>('accordion', {
  async mount({ strict, user }) {
    await renderRoute('/faq', { strict });
    return { user, openId: null };
  },
  drive: {
    'accordion.toggle': async ({ id }, page) => {
      page.pressed = id;
      await page.user.click(questionButton(id));
      page.openId = page.openId === id ? null : id;
    },
  },
  async see(_expected, page) {
    const { openId } = page;
    for (const id of Object.keys(FAQ_QUESTIONS)) {
      await soon(() => expect(questionButton(id)).toHaveAttribute('aria-expanded', String(id === openId)));
    }
    // Only the open question's answer is shown, as a region named by its question.
    const shown = main().queryAllByRole('region').filter((region) => region.id.endsWith('-panel'));
    expect(shown.map((region) => region.getAttribute('aria-labelledby'))).toEqual(openId ? [questionButton(openId).id] : []);
    if (openId) expect(main().getByRole('region', { name: questionOf(openId) })).toBeVisible();
    if (openId === 'returns') {
      expect(main().getByText(/returns are not guaranteed and your capital is at risk/)).toBeVisible();
      expect(main().getByRole('link', { name: 'Read the Risk Acknowledgment in our Terms' })).toHaveAttribute('href', '/terms#risk-acknowledgment');
    }
    if (page.pressed) expect(questionButton(page.pressed)).toHaveFocus();
  },
});
