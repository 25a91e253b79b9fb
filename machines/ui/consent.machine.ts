import { assertEvent, assign, setup } from 'xstate';
import { requirements } from '../requirements';

/** What the visitor agreed to. Strictly necessary storage needs no consent and is not listed. */
export interface ConsentChoice {
  /** TradingView's market widgets, which set third-party cookies. */
  markets: boolean;
  /** Measuring how fast pages are for the visitor (Core Web Vitals, sent without identifiers). */
  analytics: boolean;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** "Load market charts" on a chart placeholder: agree to the market widgets only. */
  | { type: 'consent.grantMarkets' }
  /** "Cookie settings" in the footer: show the banner again to change the choice. */
  | { type: 'consent.review' }
  /** Close the reopened banner and keep the earlier choice. */
  | { type: 'consent.keep' }
  /** The stored choice changed elsewhere (another tab), or was read again. */
  | { type: 'consent.synced'; choice: ConsentChoice | null };

export interface ConsentInput {
  /** The choice stored earlier, or null when the visitor has not chosen yet. */
  stored: ConsentChoice | null;
}

/**
 * Cookie consent (UK PECR / ICO guidance). Until the visitor chooses, the banner is open and
 * nothing optional loads. Accept all and Reject all are equal choices; either can be changed
 * later from the footer. The app supplies `persistChoice` (localStorage); states tagged
 * `bannerOpen` show the banner.
 */
export const consentMachine = setup({
  types: {
    context: {} as { choice: ConsentChoice | null },
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== null,
    marketsNotAllowed: ({ context }) => context.choice?.markets !== true,
  },
  actions: {
    acceptAll: assign({ choice: { markets: true, analytics: true } }),
    rejectAll: assign({ choice: { markets: false, analytics: false } }),
    // The charts only: page-speed measurement stays as it was (off when nothing was chosen yet).
    grantMarkets: assign({ choice: ({ context }) => ({ analytics: false, ...context.choice, markets: true }) }),
    adoptSyncedChoice: assign({
      choice: ({ event }) => {
        assertEvent(event, 'consent.synced');
        return event.choice;
      },
    }),
    /** Supplied by the app: store `context.choice`. */
    persistChoice: () => {},
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ choice: input.stored }),
  initial: 'resolving',
  on: {
    'consent.synced': { target: '.resolving', actions: 'adoptSyncedChoice', meta: requirements('design.consent.sync') },
    // Offered only on a chart placeholder, which shows only while the market charts are not allowed.
    'consent.grantMarkets': { guard: 'marketsNotAllowed', target: '.decided', actions: ['grantMarkets', 'persistChoice'], meta: requirements('design.consent.grant-markets') },
  },
  states: {
    resolving: {
      always: [{ guard: 'hasChoice', target: 'decided', meta: requirements('design.consent.choose') }, { target: 'asking', meta: requirements('design.consent.choose') }],
    },
    asking: {
      tags: ['bannerOpen'],
      initial: 'firstTime',
      on: {
        'consent.acceptAll': { target: 'decided', actions: ['acceptAll', 'persistChoice'], meta: requirements('design.consent.choose') },
        'consent.rejectAll': { target: 'decided', actions: ['rejectAll', 'persistChoice'], meta: requirements('design.consent.choose') },
      },
      states: {
        firstTime: {},
        /** Reopened from the footer: the earlier choice stands until a new one is made. */
        reviewing: {
          tags: ['reviewing'],
          on: { 'consent.keep': { target: '#consent.decided', meta: requirements('design.consent.review') } },
        },
      },
    },
    decided: {
      on: { 'consent.review': { target: 'asking.reviewing', meta: requirements('design.consent.review') } },
    },
  },
});
