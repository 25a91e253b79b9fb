/** A dashboard screen's data through the resource statechart: loading, shown (reloadable), or failed with a retry. */
import { useRef } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../../machines/investment/resource.machine';
import { api } from '../../api/call';
import { INVESTOR_FALLBACKS } from '../../content/callFailures';
import { useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';

/** What a screen shows of its resource: the data (kept while it reloads), the load under way, or why it failed. */
export interface ResourceState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
}

/** `T` is what the load bound in `resourceBindings` answers: the machine keeps it as it came. */
export function selectResourceView<T>(snapshot: SnapshotFrom<typeof resourceMachine>): ResourceState<T> {
  const failed = snapshot.hasTag('failed');
  return { data: failed ? null : (snapshot.context.data as T | null), loading: snapshot.hasTag('loading'), error: failed ? snapshot.context.error : null };
}

/** A resource on a screen: its data, and loading it again. */
export interface ResourceApi<T> {
  view: ResourceState<T>;
  /** Load again after the load failed. */
  retry(): void;
  /** Load again, the data shown kept meanwhile. */
  reload(): void;
}

export function connectResource<T>(snapshot: SnapshotFrom<typeof resourceMachine>, send: FlowSend<typeof resourceMachine>): ResourceApi<T> {
  return {
    view: selectResourceView<T>(snapshot),
    retry: () => send({ type: 'resource.retry' }),
    reload: () => send({ type: 'resource.reload' }),
  };
}

/**
 * The app's side of the resource machine: `load`, its one call. Not aborted when the actor
 * stops: under StrictMode @xstate/react restarts the actor from its snapshot, and an aborted first
 * load would surface as a failure; a late answer to a stopped actor is simply dropped.
 */
export function resourceBindings<T>(load: () => Promise<T>) {
  return { actors: { load: fromPromise<unknown, void>(() => load()) } } satisfies FlowBindings<typeof resourceMachine>;
}

/** The data `load` answers, as `{ view, retry, reload }`. */
function useResourceFlow<T>(load: () => Promise<T>): ResourceApi<T> {
  return useFlow(resourceMachine, resourceBindings(load), connectResource<T>);
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
/** The breakdown: a resource whose load asks for one page of the finished investments. */
export interface BreakdownApi extends ResourceApi<Awaited<ReturnType<typeof api.investments>>> {
  /** Load page `page` (the running investments and the totals with it). */
  showPage(page: number): void;
}

/**
 * The breakdown of investments with one page of its finished ones: `showPage(n)` loads page n
 * (the running ones and the totals with it); a retry or a reload keeps the page last asked for.
 */
export function useBreakdown(): BreakdownApi {
  // Read by every load (first, retry, reload). A ref, not state: `showPage` starts the reload at
  // once, before any re-render could hand the load a new page.
  const requestedPage = useRef(1);
  const { view, retry, reload } = useResourceFlow(() => api.investments({ query: { page: String(requestedPage.current) } }, INVESTOR_FALLBACKS.load));
  const showPage = (page: number) => {
    requestedPage.current = page;
    reload();
  };
  return { view, retry, reload, showPage };
}
