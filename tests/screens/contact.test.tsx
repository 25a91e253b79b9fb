import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import { contactMachine, type ContactEvent, type ContactFields } from '../../machines/forms/contact.machine';
import { TIMERS } from '../../machines/constants';
import { contactEvents } from '../../machines/forms/fixtures';
import { apiUrl, server } from '../support/msw-server';
import { renderRoute, REACT_MODES } from '../support/renderRoute';
import { heldEndpoint, shortestPerOutcome, untilVisibleWithFakeClock } from './form-model-helpers';

type Snapshot = SnapshotFrom<typeof contactMachine>;

const SUCCESS = 'Message submitted successfully!';
const INVALID = 'Please fill in all fields correctly.';
const SERVER_ERROR = 'Too many messages from this address today.';

// The registry's fixtures type each field with surrounding spaces; the payload is trimmed.
const TRIMMED: ContactFields = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'When does my plan mature?' };
const LABELS: Record<keyof ContactFields, string> = { name: 'Full name', email: 'Email address', message: 'Message' };

const TIMER_EVENT = 'xstate.after.messageDisplay.contact.editing.succeeded';

/** The model's events: the registry's fixtures (typing, submit, the server's answers) and the 5 s timer. */
const EVENTS = [...contactEvents, { type: TIMER_EVENT }] as unknown as ContactEvent[];

function filledCount(snapshot: Snapshot) {
  return Object.values(snapshot.context.fields).filter((value) => value.trim() !== '').length;
}

/** Whether this step is the 5 s timer emptying the success message. */
function timerFired(snapshot: Snapshot, event: ContactEvent | undefined, previous: Snapshot | undefined) {
  return event?.type === (TIMER_EVENT as string) && previous?.matches({ editing: 'succeeded' }) === true && snapshot.matches({ editing: 'clean' });
}

// The traversal tells states apart by value and by how many fields hold text (the exact text
// does not matter); a clean form the timer just emptied counts as a state of its own.
const model = new TestModel(contactMachine, {
  events: EVENTS,
  serializeState: (snapshot, event, previous) =>
    JSON.stringify([snapshot.value, filledCount(snapshot), timerFired(snapshot, event, previous)]),
  stateMatcher: (snapshot, key) => snapshot.matches(key as never),
});

// Test the shortest path to each state value (and to the timer's clean form), not to every count.
const paths = shortestPerOutcome(model.getShortestPaths(), (path) => {
  const last = path.steps.at(-1);
  const previous = path.steps.at(-2)?.state;
  return JSON.stringify([path.state.value, last ? timerFired(path.state, last.event, previous) : false]);
});

// Rendering the whole app per path takes a moment on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe.each(REACT_MODES)('contact page, model-based ($name)', ({ strict }) => {
  let endpoint: ReturnType<typeof heldEndpoint>;
  beforeEach(() => {
    endpoint = heldEndpoint('/management/contact/');
  });
  afterEach(() => vi.useRealTimers());

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await renderRoute('/contact', { strict });
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    const field = (name: keyof ContactFields) => form.getByLabelText(LABELS[name]);
    const submit = () => form.getByRole('button', { name: /send message|sending/i });
    let typed: ContactFields = { name: '', email: '', message: '' };

    // The machine's own events plus the invoked actor's answers and the timer, keyed by type.
    const executors: Record<string, (step: { event: ContactEvent }) => Promise<void>> = {
      'form.change': async ({ event }) => {
        const { field: name, value } = event as unknown as { field: keyof ContactFields; value: string };
        await user.clear(field(name));
        await user.type(field(name), value);
        typed = { ...typed, [name]: value };
      },
      'form.submit': async () => {
        await user.click(submit());
      },
      'xstate.done.actor.sendMessage': async () => {
        await waitFor(() => expect(endpoint.payloads).toHaveLength(1));
        // The 5 s message timer starts when the answer arrives: from here the clock is ours.
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        endpoint.answer(HttpResponse.json({ message: 'ok' }));
        await untilVisibleWithFakeClock(() => screen.getByText(SUCCESS));
      },
      'xstate.error.actor.sendMessage': async () => {
        await waitFor(() => expect(endpoint.payloads).toHaveLength(1));
        endpoint.answer(HttpResponse.json({ detail: SERVER_ERROR }, { status: 400 }));
        await screen.findByText(SERVER_ERROR);
      },
      [TIMER_EVENT]: async () => {
        act(() => vi.advanceTimersByTime(TIMERS.messageDisplay - 1));
        expect(screen.getByText(SUCCESS)).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(1));
      },
    };

    await path.test({
      events: executors as Parameters<typeof path.test>[0]['events'],
      states: {
        'editing.clean': () => {
          expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
          expect(form.queryByRole('alert')).not.toBeInTheDocument();
        },
        'editing.invalid': () => {
          expect(form.getByRole('alert')).toHaveTextContent(INVALID);
          expect(endpoint.payloads).toEqual([]);
        },
        submitting: async () => {
          await waitFor(() => expect(endpoint.payloads).toEqual([TRIMMED]));
          expect(submit()).toBeDisabled();
        },
        'editing.succeeded': () => {
          expect(screen.getByText(SUCCESS)).toBeInTheDocument();
          expect(endpoint.payloads).toEqual([TRIMMED]);
          for (const name of Object.keys(LABELS) as (keyof ContactFields)[]) expect(field(name)).toHaveValue('');
        },
        'editing.failed': () => {
          expect(form.getByRole('alert')).toHaveTextContent(SERVER_ERROR);
          // An email input drops surrounding spaces from its value, as browsers do.
          for (const name of Object.keys(LABELS) as (keyof ContactFields)[]) {
            expect(field(name)).toHaveValue(name === 'email' ? typed[name].trim() : typed[name]);
          }
        },
      },
    });
  });

  it('shows the fallback message when the server gives no reason, and keeps the text', async () => {
    server.use(http.post(apiUrl('/management/contact/'), () => HttpResponse.json({}, { status: 500 })));
    await renderRoute('/contact', { strict });
    const user = userEvent.setup({ delay: null });
    const form = within(screen.getByRole('form', { name: 'Send us a message' }));
    await user.type(form.getByLabelText('Full name'), 'Ada');
    await user.type(form.getByLabelText('Email address'), 'ada@example.com');
    await user.type(form.getByLabelText('Message'), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Failed to submit your message. Please try again.');
    expect(form.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('shows the company address and the support e-mail', async () => {
    await renderRoute('/contact', { strict });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/71-75 Shelton Street/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'support@acme-invest.example' })).toHaveAttribute('href', 'mailto:support@acme-invest.example');
  });
});
