import { type ActorRefFrom, type EventFrom, type SnapshotFrom } from 'xstate';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { consentMachine, type ConsentChoice } from '../../machines/ui/consent.machine';
import { CONSENT_STORAGE_KEY, CONSENT_STORAGE_VERSION } from '../../contract/consentPeek';
import { createAppActor } from '../flow/appActor';
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

/**
 * The app's consent actor, started on first use in `consent` (the router context's handle) and
 * kept for the visit; a choice made in another tab reaches it through the `storage` event.
 */
export function consentActor(consent: ConsentHandle): ConsentActor {
  if (!consent.actor) {
    const machine = consentMachine.provide({
      actions: { persistChoice: ({ context }) => writeStoredConsent(context.choice) },
    });
    const actor = createAppActor(machine, { input: { stored: readStoredConsent() } });
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

/**
 * The app's consent (from the router's context). Start its actor (`consentActor`) in event
 * handlers and subscriptions: started during a render, it would start in the prerender too.
 */
export function useConsentHandle(): ConsentHandle {
  return useRouteContext({ from: '__root__' }).consent;
}

/**
 * What a visitor can do about cookies, wherever it is offered (the banner, the footer's "Cookie
 * settings", a chart's "Load market charts"). Each starts the actor if no part has yet: call them
 * from event handlers only (started during a render, it would start in the prerender too).
 */
export function consentIntents(consent: ConsentHandle) {
  const send = (event: EventFrom<typeof consentMachine>) => consentActor(consent).send(event);
  return {
    acceptAll: () => send({ type: 'consent.acceptAll' }),
    rejectAll: () => send({ type: 'consent.rejectAll' }),
    /** Closes the reopened banner, the earlier choice unchanged. */
    keep: () => send({ type: 'consent.keep' }),
    /** Reopens the banner to change the choice. */
    review: () => send({ type: 'consent.review' }),
    /** Allows the market charts only (a chart's placeholder offers it). */
    grantMarkets: () => send({ type: 'consent.grantMarkets' }),
  };
}

export type ConsentIntents = ReturnType<typeof consentIntents>;

/** The consent intents of the app's consent (from the router's context). */
export function useConsentIntents(): ConsentIntents {
  const consent = useConsentHandle();
  return useMemo(() => consentIntents(consent), [consent]);
}

/** The consent view: whether the banner shows, and what the visitor allowed. */
export function selectConsent(snapshot: SnapshotFrom<typeof consentMachine>) {
  return {
    bannerOpen: snapshot.hasTag('bannerOpen'),
    reviewing: snapshot.hasTag('reviewing'),
    marketsAllowed: snapshot.context.choice?.markets === true,
    analyticsAllowed: snapshot.context.choice?.analytics === true,
  };
}

export type ConsentView = ReturnType<typeof selectConsent>;

function sameView(a: ConsentView, b: ConsentView) {
  return (Object.keys(a) as (keyof ConsentView)[]).every((key) => a[key] === b[key]);
}

/**
 * What a prerendered page shows (the build cannot know the stored choice): the banner, as for a
 * first visit, and nothing allowed. A visitor who already chose never sees that banner (CSS
 * hides it, contract/consentPeek.ts), and the browser's real view follows hydration.
 */
const VIEW_BEFORE_HYDRATION: ConsentView = {
  bannerOpen: true,
  reviewing: false,
  marketsAllowed: false,
  analyticsAllowed: false,
};

/** The current view of `actor`, the same object while nothing a component shows has changed. */
const lastViews = new WeakMap<ConsentActor, ConsentView>();
function currentView(actor: ConsentActor): ConsentView {
  const next = selectConsent(actor.getSnapshot());
  const last = lastViews.get(actor);
  if (last && sameView(last, next)) return last;
  lastViews.set(actor, next);
  return next;
}

/** Subscribes a component to the consent view. */
export function useConsent(): ConsentView {
  const consent = useConsentHandle();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = consentActor(consent).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [consent],
  );
  return useSyncExternalStore(subscribe, () => currentView(consentActor(consent)), () => VIEW_BEFORE_HYDRATION);
}
