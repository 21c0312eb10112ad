import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '@machines/shared/resource';
import { inspected } from '../../platform/inspect';

/**
 * The shared resource chart bound to one load, fixed for the component's life: to load
 * something else (a new merchant, a new environment), the caller gives the component a new
 * `key` (CredentialsPage does), which starts a new chart.
 */
export function useResource<T>(load: () => Promise<T>) {
  // Bound once on purpose: see above.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const logic = useMemo(() => resourceMachine.provide({ actors: { load: fromPromise<unknown, void>(() => load()) } }), []);
  const [state, send] = useMachine(logic, inspected());
  return { state, send, data: state.context.data as T | null };
}
