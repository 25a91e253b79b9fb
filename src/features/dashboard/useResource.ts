import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '../../../machines/investment/resource.machine';
import { inspectActors } from '../../app/inspector';

export interface ResourceView<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
  reload: () => void;
}

/**
 * A screen's data through the resource statechart. The load is not aborted when the actor stops:
 * under StrictMode @xstate/react restarts the actor from its snapshot, and an aborted first load
 * would surface as a failure; a late answer to a stopped actor is simply dropped.
 */
export function useResource<T>(load: () => Promise<T>): ResourceView<T> {
  const [snapshot, send] = useMachine(
    resourceMachine.provide({ actors: { load: fromPromise<unknown, void>(() => load()) } }),
    { inspect: inspectActors },
  );
  return {
    data: snapshot.matches('failed') ? null : (snapshot.context.data as T | null),
    loading: snapshot.matches('loading'),
    error: snapshot.matches('failed') ? snapshot.context.error : null,
    retry: () => send({ type: 'resource.retry' }),
    reload: () => send({ type: 'resource.reload' }),
  };
}
