import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureMessage } from '../failureMessage';
import type { InvestmentActionPreview, InvestmentActionRequest } from '../../domain/investment/types';
import { requirements } from '../requirements';

/**
 * One decision on an investment (end early, reinvest, upgrade, end): the exact outcome is
 * fetched and shown first, and only a confirmation performs it.
 */
export const investmentActionMachine = setup({
  types: {
    context: {} as { request: InvestmentActionRequest | null; preview: InvestmentActionPreview | null; error: string | null },
    events: {} as
      | { type: 'action.choose'; request: InvestmentActionRequest }
      | { type: 'action.confirm' }
      | { type: 'action.cancel' }
      | { type: 'action.dismiss' },
    tags: {} as 'previewing' | 'previewFailed' | 'reviewing' | 'submitting' | 'confirmFailed' | 'done',
  },
  actors: {
    previewAction: fromPromise<InvestmentActionPreview, InvestmentActionRequest>(async () => {
      throw new Error('previewAction is supplied by the app');
    }),
    performAction: fromPromise<unknown, { request: InvestmentActionRequest; preview: InvestmentActionPreview }>(async () => {
      throw new Error('performAction is supplied by the app');
    }),
  },
  actions: {
    storeRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'action.choose');
        return event.request;
      },
    }),
    storePreview: assign({ preview: (_, preview: InvestmentActionPreview) => preview }),
    forget: assign({ request: null, preview: null }),
    storeError: assign({ error: ({ event }) => failureMessage(event) }),
    /** Supplied by the app: the investments changed, reload them. */
    notifyChanged: () => {},
  },
}).createMachine({
  id: 'investmentAction',
  initial: 'idle',
  context: { request: null, preview: null, error: null },
  states: {
    idle: {
      entry: 'forget',
      on: { 'action.choose': { target: 'previewing', actions: 'storeRequest', meta: requirements('design.investment.action-preview') } },
    },
    previewing: {
      tags: 'previewing',
      on: { 'action.cancel': { target: 'idle', meta: requirements('design.investment.action-preview') } },
      invoke: {
        id: 'previewAction',
        src: 'previewAction',
        input: ({ context }) => context.request!,
        onDone: { target: 'reviewing', actions: { type: 'storePreview', params: ({ event }) => event.output }, meta: requirements('design.investment.action-preview') },
        onError: { target: 'previewFailed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
      },
    },
    previewFailed: {
      tags: 'previewFailed',
      on: { 'action.cancel': { target: 'idle', meta: requirements('design.investment.action-preview') }, 'action.choose': { target: 'previewing', actions: 'storeRequest', meta: requirements('design.investment.action-preview') } },
    },
    reviewing: {
      tags: 'reviewing',
      initial: 'idle',
      states: {
        idle: { on: { 'action.confirm': { target: 'submitting', meta: requirements('design.investment.action-preview') }, 'action.cancel': { target: '#investmentAction.idle', meta: requirements('design.investment.action-preview') } } },
        // No cancel once confirmed: the server may already have moved the money, and a dropped
        // answer would leave the screen showing the investment as it was.
        submitting: {
          tags: 'submitting',
          invoke: {
            id: 'performAction',
            src: 'performAction',
            input: ({ context }) => ({ request: context.request!, preview: context.preview! }),
            onDone: { target: '#investmentAction.done', actions: 'notifyChanged', meta: requirements('design.investment.action-preview') },
            onError: { target: 'failed', actions: 'storeError', meta: requirements('design.forms.error-until-change') },
          },
        },
        failed: {
          tags: 'confirmFailed',
          on: { 'action.confirm': { target: 'submitting', meta: requirements('design.investment.action-preview') }, 'action.cancel': { target: '#investmentAction.idle', meta: requirements('design.investment.action-preview') } },
        },
      },
    },
    done: {
      tags: 'done',
      on: { 'action.dismiss': { target: 'idle', meta: requirements('design.investment.action-preview') }, 'action.choose': { target: 'previewing', actions: 'storeRequest', meta: requirements('design.investment.action-preview') } },
    },
  },
});
