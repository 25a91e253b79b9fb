/** A dashboard screen's data through the resource statechart: loading, shown (reloadable), or failed with a retry. */
import { useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../../machines/investment/resource.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../api/fallbacks';
import { useFlow } from '../../flow/useFlow';

/** What a screen shows of its resource: the data (kept while it reloads), the load under way, or why it failed. */
export interface ResourceState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

export function selectResourceView(snapshot: SnapshotFrom<typeof resourceMachine>) {
  const failed = snapshot.hasTag('failed');
  return { data: failed ? null : snapshot.context.data, loading: snapshot.hasTag('loading'), error: failed ? snapshot.context.error : null };
}

/**
 * The data `load` answers, as `{ view, retry, reload }`. The load is not aborted when the actor
 * stops: under StrictMode @xstate/react restarts the actor from its snapshot, and an aborted first
 * load would surface as a failure; a late answer to a stopped actor is simply dropped.
 */
function useResourceFlow<T>(load: () => Promise<T>) {
  const { view, send } = useFlow(resourceMachine, { actors: { load: fromPromise<unknown, void>(() => load()) } }, selectResourceView);
  return {
    view: view as ResourceState<T>,
    retry: () => send({ type: 'resource.retry' }),
    reload: () => send({ type: 'resource.reload' }),
  };
}

// The screens' resources, each bound to its call.
const loadAccount = () => api.me();
const loadOverview = () => api.overview({}, INVESTOR_FALLBACKS.load);
const loadProfile = () => api.profile({}, INVESTOR_FALLBACKS.load);
const loadReferrals = () => api.referrals({}, INVESTOR_FALLBACKS.load);

/** Who is signed in (name and e-mail). */
export const useAccount = () => useResourceFlow(loadAccount);
/** The dashboard home's balances, plans and recent activity. */
export const useOverview = () => useResourceFlow(loadOverview);
/** The investor's profile. */
export const useProfile = () => useResourceFlow(loadProfile);
/** The referral link, code, referred investors and commissions. */
export const useReferrals = () => useResourceFlow(loadReferrals);
/**
 * The breakdown of investments with one page of its finished ones: `showPage(n)` loads page n
 * (the running ones and the totals with it); a retry or a reload keeps the page last asked for.
 */
export function useBreakdown() {
  // Read by every load (first, retry, reload). A ref, not state: `showPage` starts the reload at
  // once, before any re-render could hand the load a new page.
  const requestedPage = useRef(1);
  const { view, retry, reload } = useResourceFlow(() => api.investments({ query: requestedPage.current > 1 ? { page: String(requestedPage.current) } : {} }, INVESTOR_FALLBACKS.load));
  const showPage = (page: number) => {
    requestedPage.current = page;
    reload();
  };
  return { view, retry, reload, showPage };
}
