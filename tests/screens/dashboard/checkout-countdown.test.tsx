import { describe, expect, it } from 'vitest';
import { exampleDeposit } from '../../../machines/examples/investment';
import { renderRoute, REACT_MODES } from '../../support/renderRoute';
import { advance, soon } from '../../support/walk/clock';
import { fakeClock, page } from '../auth/support';
import { depositWire } from './paymentSupport';
import { json } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

const OPEN = 'get /investor/deposits/open/usdt_trc20/';

// The checkout walk lets a quote run out at once; here the countdown is watched second by second.
describe.each(REACT_MODES)('checkout countdown ($name)', ({ strict }) => {
  it('shows the seconds from the 1 s tick and expires when the payment window ends', { timeout: 20_000 }, async () => {
    window.localStorage.setItem('access', 'a.b.c');
    fakeClock();
    const api = heldRequests([['get', '/investor/deposits/open/usdt_trc20/']]);
    await renderRoute('/deposit/checkout_usdt_trc20', { strict });
    // A quote with 3 seconds left: the same delay and tick as a full window, without 1,800 renders.
    await api.answer(OPEN, json({ deposit: depositWire(exampleDeposit(), 3_000) }));
    await soon(() => expect(page().getByText('0:03')).toBeInTheDocument());
    await advance(1_000);
    expect(page().getByText('0:02')).toBeInTheDocument();
    await advance(1_000);
    expect(page().getByText('0:01')).toBeInTheDocument();
    expect(page().queryByRole('heading', { name: 'This quote has expired' })).not.toBeInTheDocument();
    await advance(1_000);
    await soon(() => expect(page().getByRole('heading', { name: 'This quote has expired' })).toBeInTheDocument());
  });
});
