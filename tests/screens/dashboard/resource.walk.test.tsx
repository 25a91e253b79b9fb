/**
 * The resource machine (a dashboard screen's data) walked through the investment breakdown: the one
 * screen whose data can be loaded again on request (another page of finished investments).
 */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import type { BreakdownWire } from '../../../contract/investor';
import { dollarsOfCents } from '../../oracle/checkout';
import { BREAKDOWN_TEXTS as breakdownCopy, PAGINATION_TEXTS as paginationCopy, pageCountOf } from '../../oracle/dashboard';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { json, refuseWith, retryLoad, seeLoadFailed, seeLoading } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const BREAKDOWN = 'get /investor/investments/';

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The page of finished investments the investor asked for last. */
  pageAsked: number;
  /**
   * By the walk's own account (never the machine's): loading, shown or failed, the last data the
   * server gave (kept through a failure and a new load), and its last failure's text.
   */
  shown: 'loading' | 'ready' | 'failed';
  data: BreakdownWire | null;
  failure: string | null;
}

const pages = () => within(page().getByRole('navigation', { name: breakdownCopy.historyPagination }));

walkScreen('resource', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', '/investor/investments/']]);
    await renderRoute('/dashboard/breakdown', { strict });
    return { api, user, pageAsked: 1, shown: 'loading', data: null, failure: null };
  },
  drive: {
    // The breakdown loads again for another page of its finished investments.
    'resource.reload': async (_event, walk) => {
      walk.pageAsked += 1;
      await walk.user.click(pages().getByRole('button', { name: paginationCopy.next }));
      walk.shown = 'loading';
    },
    'resource.retry': (_event, walk) => retryLoad(walk),
    'xstate.done.actor.load': async ({ output }, walk) => {
      await walk.api.answer(BREAKDOWN, json(output));
      walk.data = output as BreakdownWire;
      walk.shown = 'ready';
    },
    'xstate.error.actor.load': ({ error }, walk) => refuseWith(walk, BREAKDOWN, error, 500, 'failed'),
  },
  async see(_expected, walk) {
    const { data, failure } = walk;
    if (walk.shown === 'failed') {
      await seeLoadFailed(failure!);
      expect(page().queryByRole('table')).not.toBeInTheDocument();
      return;
    }
    const loading = walk.shown === 'loading';
    if (loading) {
      // Each load asks for the page the investor is on.
      await soon(() => expect(walk.api.urlsTo(BREAKDOWN).at(-1)?.searchParams.get('page') ?? '1').toBe(String(walk.pageAsked)));
    }
    if (!data) return seeLoading(() => page().queryByRole('table'));
    // The data shown (while a new load runs too, marked busy, its pages not to be turned meanwhile).
    const { history } = data;
    await soon(() => expect(page().getByRole('heading', { name: breakdownCopy.historyCount(history.count) })).toBeInTheDocument());
    expect(page().queryByRole('alert')).not.toBeInTheDocument();
    for (const row of history.results) expect(page().getByRole('table', { name: breakdownCopy.historyTitle })).toHaveTextContent(dollarsOfCents(row.principal_cents));
    expect(pages().getByText(paginationCopy.pageOf(history.page, pageCountOf(history.count, history.page_size)))).toBeInTheDocument();
    await soon(() => expect(page().getByRole('table', { name: breakdownCopy.historyTitle }).closest('[aria-busy]')).toHaveAttribute('aria-busy', String(loading)));
    if (loading) expect(pages().getByRole('button', { name: paginationCopy.next })).toBeDisabled();
    else expect(pages().getByRole('button', { name: paginationCopy.next })).toBeEnabled();
  },
});
