/** A dashboard screen's data through the resource statechart: loading, shown (reloadable), or failed with a retry. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import { resourceMachine } from '../../../machines/investment/resource.machine';
import { api } from '../../api/endpoints';
import { investorApi } from '../../api/investor';
import { useFlow } from '../../app/useFlow';

export interface ResourceView<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
  reload: () => void;
}

export function selectResourceView(snapshot: SnapshotFrom<typeof resourceMachine>) {
  const failed = snapshot.hasTag('failed');
  return { data: failed ? null : snapshot.context.data, loading: snapshot.hasTag('loading'), error: failed ? snapshot.context.error : null };
}

/**
 * The data `load` answers. The load is not aborted when the actor stops: under StrictMode
 * @xstate/react restarts the actor from its snapshot, and an aborted first load would surface as
 * a failure; a late answer to a stopped actor is simply dropped.
 */
export function useResource<T>(load: () => Promise<T>): ResourceView<T> {
  const { view, send } = useFlow(resourceMachine, { actors: { load: fromPromise<unknown, void>(() => load()) } }, selectResourceView);
  return {
    data: view.data as T | null,
    loading: view.loading,
    error: view.error,
    retry: () => send({ type: 'resource.retry' }),
    reload: () => send({ type: 'resource.reload' }),
  };
}

// The screens' resources, each bound to its call.
const loadAccount = () => api.me();
const loadOverview = () => investorApi.overview();
const loadProfile = () => investorApi.profile();
const loadReferrals = () => investorApi.referrals();

/** Who is signed in (name and e-mail). */
export const useAccount = () => useResource(loadAccount);
/** The dashboard home's balances, plans and recent activity. */
export const useOverview = () => useResource(loadOverview);
/** The investor's profile. */
export const useProfile = () => useResource(loadProfile);
/** The referral link, code, referred investors and commissions. */
export const useReferrals = () => useResource(loadReferrals);
/** The breakdown of investments, its finished ones at the history page `page()` reads at each load. */
export const useBreakdownData = (page: () => number) => useResource(() => investorApi.breakdown({ page: page() }));
