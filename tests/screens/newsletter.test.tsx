import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw-server';
import { renderRoute, REACT_MODES } from '../support/renderRoute';

// The form's states and transitions are walked by tests/screens/forms/subscribe.walk.test.tsx;
// these are the form's other promises.

const EMAIL = 'grace@example.com';
const newsletter = () => within(screen.getByRole('form', { name: 'Newsletter' }));

describe.each(REACT_MODES)('footer newsletter form ($name)', ({ strict }) => {
  it.each([
    [{ error: 'Rate limited.' }, 'Rate limited.'],
    [{ message: 'Not read for this call.' }, 'Subscription failed.'],
    [{}, 'Subscription failed.'],
  ])('reads the error from detail or error, else the fallback: %j', async (body, shown) => {
    server.use(http.post(apiUrl('/management/subscribe/'), () => HttpResponse.json(body, { status: 400 })));
    await renderRoute('/privacy', { strict });
    const user = userEvent.setup({ delay: null });
    await user.type(newsletter().getByLabelText('Email address'), EMAIL);
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter().findByRole('alert')).toHaveTextContent(shown);
  });

  it('lets the browser refuse an empty or malformed address (required, type=email)', async () => {
    const posted: unknown[] = [];
    server.use(http.post(apiUrl('/management/subscribe/'), async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ message: 'ok' });
    }));
    await renderRoute('/privacy', { strict });
    const input = newsletter().getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    const user = userEvent.setup({ delay: null });
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
    await user.type(input, 'not-an-address');
    expect(input).toBeInvalid();
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
    // A refused submit never reaches the machine: the button never turns to "Subscribing…".
    expect(newsletter().getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });
});
