import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useMemo, useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { consentMachine, type ConsentChoice } from '../../machines/ui/consent.machine';
import { CONSENT_STORAGE_KEY, CONSENT_STORAGE_VERSION } from '../../contract/consentPeek';
import { createAppActor, initialSnapshot } from '../flow/appActor';
import type { FlowSend } from '../flow/useFlow';
import type { ConsentHandle } from './consent';

/**
 * The stored form of the choice; the version lets a later banner ask again. A choice stored before
 * page-speed measurement was asked about has no `analytics`: it reads as not allowed.
 */
interface StoredConsent {
  version: typeof CONSENT_STORAGE_VERSION;
  markets: boolean;
  analytics?: boolean;
  decidedAt: string;
}

/** The stored choice, or null when there is none or it cannot be read (corrupt: ask again). */
export function readStoredConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (!parsed || parsed.version !== CONSENT_STORAGE_VERSION || typeof parsed.markets !== 'boolean') return null;
    return { markets: parsed.markets, analytics: parsed.analytics === true };
  } catch {
    return null;
  }
}

function writeStoredConsent(choice: ConsentChoice | null) {
  if (!choice) return;
  const stored: StoredConsent = { version: CONSENT_STORAGE_VERSION, markets: choice.markets, analytics: choice.analytics, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

export type ConsentActor = ActorRefFrom<typeof consentMachine>;

/** What the consent actor starts from: the choice stored now. */
const storedInput = () => ({ stored: readStoredConsent() });

/**
 * The app's consent actor, started on first use in `consent` (the router context's handle) and
 * kept for the visit; a choice made in another tab reaches it through the `storage` event.
 */
export function consentActor(consent: ConsentHandle): ConsentActor {
  if (!consent.actor) {
    const machine = consentMachine.provide({
      actions: { persistChoice: ({ context }) => writeStoredConsent(context.choice) },
    });
    const actor = createAppActor(machine, { input: storedInput() });
    actor.start();
    // Another tab chose, or storage was cleared: read the stored choice again.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) actor.send({ type: 'consent.synced', choice: readStoredConsent() });
    };
    window.addEventListener('storage', onStorage);
    consent.actor = actor;
    consent.stopListening = () => window.removeEventListener('storage', onStorage);
  }
  return consent.actor;
}

/** The visitor's cookie choice as the banner, the footer's Cookie settings and a chart's placeholder see it. */
export interface ConsentApi {
  /** What shows: the banner or not, and what the visitor allowed. */
  view: {
    /** The banner shows: no choice yet, or reopened to change it. */
    bannerOpen: boolean;
    /** Reopened from the footer: the banner says the current choice and offers to keep it. */
    reviewing: boolean;
    /** The market charts (TradingView, third-party cookies) may load. */
    marketsAllowed: boolean;
    /** Page speed may be measured and reported. */
    analyticsAllowed: boolean;
  };
  /** Allow everything optional: the market charts and page-speed measurement. */
  acceptAll(): void;
  /** Allow nothing optional. */
  rejectAll(): void;
  /** Close the reopened banner, the earlier choice unchanged. */
  keep(): void;
  /** Reopen the banner to change the choice. */
  review(): void;
  /** Allow the market charts only (a chart's placeholder offers it). */
  grantMarkets(): void;
}

/** The consent as `snapshot` shows it, each intent sent through `send`. */
export function connectConsent(snapshot: SnapshotFrom<typeof consentMachine>, send: FlowSend<typeof consentMachine>): ConsentApi {
  return {
    view: {
      bannerOpen: snapshot.hasTag('bannerOpen'),
      reviewing: snapshot.hasTag('reviewing'),
      marketsAllowed: snapshot.context.choice?.markets === true,
      analyticsAllowed: snapshot.context.choice?.analytics === true,
    },
    acceptAll: () => send({ type: 'consent.acceptAll' }),
    rejectAll: () => send({ type: 'consent.rejectAll' }),
    keep: () => send({ type: 'consent.keep' }),
    review: () => send({ type: 'consent.review' }),
    grantMarkets: () => send({ type: 'consent.grantMarkets' }),
  };
}

/**
 * What a prerendered page shows (the build cannot know the stored choice): the banner, as for a
 * first visit, and nothing allowed. A visitor who already chose never sees that banner (CSS
 * hides it, contract/consentPeek.ts), and the browser's real view follows hydration.
 */
const FIRST_VISIT = initialSnapshot(consentMachine, { stored: null });

/**
 * The consent actor as components follow it, read as the step-up dialog's is: its snapshot, and
 * the first visit's for the prerender and hydration. The actor starts in the subscription or an
 * intent, never in a render: until then the snapshot is the one it would start in (from the
 * stored choice, read once), so a page the browser renders is right from its first paint.
 */
function followConsent(consent: ConsentHandle) {
  let starting: SnapshotFrom<typeof consentMachine> | undefined;
  return {
    subscribe(onChange: () => void) {
      const subscription = consentActor(consent).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    snapshot: () => consent.actor?.getSnapshot() ?? (starting ??= initialSnapshot(consentMachine, storedInput())),
    send: ((event) => consentActor(consent).send(event)) satisfies FlowSend<typeof consentMachine>,
  };
}

/**
 * The visitor's cookie choice and what they can do about it, wherever it is offered (the banner,
 * the footer's Cookie settings, a chart's "Load market charts"); the app's one consent actor
 * (from the router's context), started by the first part that follows it or calls an intent.
 */
export function useConsent(): ConsentApi {
  const { consent } = useRouteContext({ from: '__root__' });
  const { subscribe, snapshot, send } = useMemo(() => followConsent(consent), [consent]);
  const current = useSyncExternalStore(subscribe, snapshot, () => FIRST_VISIT);
  return useMemo(() => connectConsent(current, send), [current, send]);
}
