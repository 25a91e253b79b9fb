import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SubscribeEvent } from '../../machines/forms/subscribe.machine';
import { TIMERS } from '../../machines/constants';
import { SUBSCRIBE_EMAIL } from '../../machines/forms/fixtures';
import { apiUrl, server } from '../support/msw-server';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { pathsFor } from '../support/modelPaths';
import { heldEndpoint, untilVisibleWithFakeClock } from './form-model-helpers';

const SUCCESS = 'Successfully subscribed!';
const EMAIL = SUBSCRIBE_EMAIL;
const SERVER_ERROR = 'This address is already subscribed.';
const TIMER_EVENT = 'xstate.after.messageDisplay.subscribe.editing.succeeded';

// The registry's paths for the subscribe machine (tests/support/modelPaths), walked one for one.
const paths = pathsFor('subscribe');

vi.setConfig({ testTimeout: 20_000 });

function newsletter() {
  return within(screen.getByRole('form', { name: 'Newsletter' }));
}

/** The footer loads after the page (lazy), so wait for its newsletter form. */
async function renderWithFooter(strict: boolean) {
  await renderRoute('/', { strict });
  await screen.findByRole('form', { name: 'Newsletter' }, { timeout: 10_000 });
}

describe.each(REACT_MODES)('footer newsletter form, model-based ($name)', ({ strict }) => {
  let endpoint: ReturnType<typeof heldEndpoint>;
  beforeEach(() => {
    endpoint = heldEndpoint('/management/subscribe/');
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await renderWithFooter(strict);
    const user = userEvent.setup({ delay: null });
    const form = newsletter();
    const input = () => form.getByLabelText('Email address');

    const executors: Record<string, (step: { event: SubscribeEvent }) => Promise<void>> = {
      'form.change': async () => {
        if (vi.isFakeTimers()) {
          // While the 5 s clock is ours (after a success), type in one go: user-event waits on timers.
          fireEvent.change(input(), { target: { value: EMAIL } });
          return;
        }
        await user.clear(input());
        await user.type(input(), EMAIL);
      },
      'form.submit': async () => {
        await user.click(form.getByRole('button', { name: /subscrib/i }));
      },
      'xstate.done.actor.subscribe': async () => {
        await waitFor(() => expect(endpoint.payloads).toHaveLength(1));
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        endpoint.answer(HttpResponse.json({ message: 'ok' }));
        await untilVisibleWithFakeClock(() => form.getByText(SUCCESS));
      },
      'xstate.error.actor.subscribe': async () => {
        await waitFor(() => expect(endpoint.payloads).toHaveLength(1));
        endpoint.answer(HttpResponse.json({ detail: SERVER_ERROR }, { status: 400 }));
        await form.findByText(SERVER_ERROR);
      },
      [TIMER_EVENT]: async () => {
        act(() => vi.advanceTimersByTime(TIMERS.messageDisplay - 1));
        expect(form.getByText(SUCCESS)).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(1));
      },
    };

    await path.test({
      events: executors as Parameters<typeof path.test>[0]['events'],
      states: {
        // The registry's model matches every state with '*': the assertions pick by state value.
        '*': async (state) => {
          if (state.matches({ editing: 'clean' })) {
            expect(form.queryByText(SUCCESS)).not.toBeInTheDocument();
            expect(form.queryByRole('alert')).not.toBeInTheDocument();
            expect(input()).toHaveValue(state.context.email);
          } else if (state.matches('submitting')) {
            await waitFor(() => expect(endpoint.payloads).toEqual([{ email: EMAIL }]));
            expect(form.getByRole('button', { name: /subscribing/i })).toBeDisabled();
          } else if (state.matches({ editing: 'succeeded' })) {
            expect(form.getByText(SUCCESS)).toBeInTheDocument();
            // Cleared on success; typing again does not hide the message early.
            expect(input()).toHaveValue(state.context.email);
          } else if (state.matches({ editing: 'failed' })) {
            expect(form.getByRole('alert')).toHaveTextContent(SERVER_ERROR);
            expect(input()).toHaveValue(EMAIL);
          } else {
            throw new Error(`No assertions for ${JSON.stringify(state.value)}`);
          }
        },
      },
    });
  });

  // The timer's step returns to the very first state, so no cycle-free model path ends with it.
  it('hides "Successfully subscribed!" after exactly 5 s', async () => {
    await renderWithFooter(strict);
    const user = userEvent.setup({ delay: null });
    const form = newsletter();
    await user.type(form.getByLabelText('Email address'), EMAIL);
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(endpoint.payloads).toEqual([{ email: EMAIL }]));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    endpoint.answer(HttpResponse.json({ message: 'ok' }));
    await untilVisibleWithFakeClock(() => form.getByText(SUCCESS));
    act(() => vi.advanceTimersByTime(TIMERS.messageDisplay - 1));
    expect(form.getByText(SUCCESS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(form.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it.each([
    [{ error: 'Rate limited.' }, 'Rate limited.'],
    [{ message: 'Not read for this call.' }, 'Subscription failed.'],
    [{}, 'Subscription failed.'],
  ])('reads the error from detail or error, else the fallback: %j', async (body, shown) => {
    server.use(http.post(apiUrl('/management/subscribe/'), () => HttpResponse.json(body, { status: 400 })));
    await renderWithFooter(strict);
    const user = userEvent.setup({ delay: null });
    await user.type(newsletter().getByLabelText('Email address'), EMAIL);
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
    expect(await newsletter().findByRole('alert')).toHaveTextContent(shown);
  });

  it('lets the browser refuse an empty or malformed address (required, type=email)', async () => {
    await renderWithFooter(strict);
    const input = newsletter().getByLabelText('Email address');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    const user = userEvent.setup({ delay: null });
    await user.type(input, 'not-an-address');
    expect(input).toBeInvalid();
    await user.click(newsletter().getByRole('button', { name: 'Subscribe' }));
    // A refused submit never reaches the machine: the button never turns to "Subscribing…".
    expect(newsletter().getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endpoint.payloads).toEqual([]);
  });
});
