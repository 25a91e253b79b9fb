import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useSyncExternalStore } from 'react';
import { consentMachine, type ConsentChoice } from '../../../machines/ui/consent.machine';
import { CONSENT_STORAGE_KEY, CONSENT_STORAGE_VERSION } from '../../../contract/consentPeek';
import { inspectActors } from '../../app/inspector';

/** The stored form of the choice; the version lets a later banner ask again. */
interface StoredConsent {
  version: typeof CONSENT_STORAGE_VERSION;
  markets: boolean;
  decidedAt: string;
}

/** The stored choice, or null when there is none or it cannot be read (corrupt: ask again). */
export function readStoredConsent(): ConsentChoice | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredConsent> | null;
    if (!parsed || parsed.version !== CONSENT_STORAGE_VERSION || typeof parsed.markets !== 'boolean') return null;
    return { markets: parsed.markets };
  } catch {
    return null;
  }
}

function writeStoredConsent(choice: ConsentChoice | null) {
  if (!choice) return;
  const stored: StoredConsent = { version: CONSENT_STORAGE_VERSION, markets: choice.markets, decidedAt: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

export type ConsentActor = ActorRefFrom<typeof consentMachine>;
let consentActor: ConsentActor | undefined;

/**
 * The one consent actor of the app, shared by the banner, the footer's settings button and the
 * market widgets. Created on first use (after the inspector has started) and kept for the visit;
 * a choice made in another tab reaches it through the `storage` event.
 */
export function getConsentActor(): ConsentActor {
  if (!consentActor) {
    const machine = consentMachine.provide({
      actions: { persistChoice: ({ context }) => writeStoredConsent(context.choice) },
    });
    consentActor = createActor(machine, { input: { stored: readStoredConsent() }, inspect: inspectActors });
    consentActor.start();
    window.addEventListener('storage', (event) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) syncConsentFromStorage();
    });
  }
  return consentActor;
}

/** Re-reads the stored choice (another tab changed it, or storage was cleared). */
export function syncConsentFromStorage() {
  getConsentActor().send({ type: 'consent.synced', choice: readStoredConsent() });
}

/** The consent view: whether the banner shows, and what the visitor allowed. */
export function selectConsent(snapshot: SnapshotFrom<typeof consentMachine>) {
  return {
    bannerOpen: snapshot.hasTag('bannerOpen'),
    reviewing: snapshot.matches({ asking: 'reviewing' }),
    marketsAllowed: snapshot.context.choice?.markets === true,
  };
}

export type ConsentView = ReturnType<typeof selectConsent>;

function sameView(a: ConsentView, b: ConsentView) {
  return a.bannerOpen === b.bannerOpen && a.reviewing === b.reviewing && a.marketsAllowed === b.marketsAllowed;
}

/**
 * What a prerendered page shows (the build cannot know the stored choice): the banner, as for a
 * first visit, and nothing allowed. A visitor who already chose never sees that banner (CSS
 * hides it, contract/consentPeek.ts), and the browser's real view follows hydration.
 */
const VIEW_BEFORE_HYDRATION: ConsentView = { bannerOpen: true, reviewing: false, marketsAllowed: false };

let lastView: ConsentView | undefined;

/** The current view, the same object while nothing a component shows has changed. */
function currentView(): ConsentView {
  const next = selectConsent(getConsentActor().getSnapshot());
  if (!lastView || !sameView(lastView, next)) lastView = next;
  return lastView;
}

function subscribeToConsent(onChange: () => void) {
  const subscription = getConsentActor().subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** Subscribes a component to the consent view. */
export function useConsent(): ConsentView {
  return useSyncExternalStore(subscribeToConsent, currentView, () => VIEW_BEFORE_HYDRATION);
}
