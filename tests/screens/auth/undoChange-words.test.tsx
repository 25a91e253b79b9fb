/**
 * The undo page's own words, when the server refuses without any: a dead link (any 400) says the
 * link cannot be used, anything else that the change could not be undone, with the button again.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../support/msw-server';
import { REACT_MODES, renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { UNDO_PAGE } from '../../oracle';
import { fakeClock, page } from './support';

const UNDO = '/account/undo/';

async function pressUndoAnswered(strict: boolean, status: number) {
  server.use(http.post(apiUrl(UNDO), () => HttpResponse.json({}, { status })));
  const user = fakeClock();
  await renderRoute('/auth/undo?token=undo-token', { strict });
  await user.click(page().getByRole('button', { name: UNDO_PAGE.submit }));
}

describe.each(REACT_MODES)('the undo page without the server\'s words ($name)', ({ strict }) => {
  it('a refused link says it cannot be used, and offers no button', async () => {
    await pressUndoAnswered(strict, 400);
    await soon(() => expect(page().getByRole('alert')).toHaveTextContent(UNDO_PAGE.linkInvalid));
    expect(page().queryByRole('button', { name: UNDO_PAGE.submit })).not.toBeInTheDocument();
  });

  it('a failure says the change could not be undone, and offers the button again', async () => {
    await pressUndoAnswered(strict, 503);
    await soon(() => expect(page().getByRole('alert')).toHaveTextContent(UNDO_PAGE.failed));
    expect(page().getByRole('button', { name: UNDO_PAGE.submit })).toBeEnabled();
  });
});
