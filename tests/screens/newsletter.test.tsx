import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { subscribeMachine, type SubscribeEvent } from '../../machines/forms/subscribe.machine';
import { TIMERS } from '../../machines/constants';
import { SUBSCRIBE_EMAIL, subscribeEvents } from '../../machines/forms/fixtures';
import { apiUrl, server } from '../support/msw-server';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { heldEndpoint, shortestPerOutcome, untilVisibleWithFakeClock } from './form-model-helpers';

type Snapshot = SnapshotFrom<typeof subscribeMachine>;

const SUCCESS = 'Successfully subscribed!';
const EMAIL = SUBSCRIBE_EMAIL;
const SERVER_ERROR = 'This address is already subscribed.';
const TIMER_EVENT = 'xstate.after.messageDisplay.subscribe.editing.succeeded';

const EVENTS = [...subscribeEvents, { type: TIMER_EVENT }] as unknown as SubscribeEvent[];

function timerFired(snapshot: Snapshot, event: SubscribeEvent | undefined, previous: Snapshot | undefined) {
  return event?.type === (TIMER_EVENT as string) && previous?.matches({ editing: 'succeeded' }) === true && snapshot.matches({ editing: 'clean' });
}

// The browser refuses an empty or malformed address itself (required, type=email), so the model
// submits only once an address is typed.
const model = new TestModel(subscribeMachine, {
  events: (snapshot) => EVENTS.filter((event) => event.type !== 'form.submit' || snapshot.context.email !== ''),
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([snapshot.value, snapshot.context.email !== '', timerFired(snapshot, event, previous)]),
  stateMatcher: (snapshot, key) => snapshot.matches(key as never),
});

const paths = shortestPerOutcome(model.getShortestPaths(), (path) => {
  const last = path.steps.at(-1);
  return JSON.stringify([path.state.value, last ? timerFired(path.state, last.event, path.steps.at(-2)?.state) : false]);
});

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
        'editing.clean': () => {
          expect(form.queryByText(SUCCESS)).not.toBeInTheDocument();
          expect(form.queryByRole('alert')).not.toBeInTheDocument();
        },
        submitting: async () => {
          await waitFor(() => expect(endpoint.payloads).toEqual([{ email: EMAIL }]));
          expect(form.getByRole('button', { name: /subscribing/i })).toBeDisabled();
        },
        'editing.succeeded': () => {
          expect(form.getByText(SUCCESS)).toBeInTheDocument();
          expect(input()).toHaveValue('');
        },
        'editing.failed': () => {
          expect(form.getByRole('alert')).toHaveTextContent(SERVER_ERROR);
          expect(input()).toHaveValue(EMAIL);
        },
      },
    });
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
