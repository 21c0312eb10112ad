import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { resourceMachine } from '@machines/shared/resource';
import { inspected } from '../../platform/inspect';

/** The shared resource chart bound to one load; `deps` start it again (a new merchant, a new environment). */
export function useResource<T>(load: () => Promise<T>) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const logic = useMemo(() => resourceMachine.provide({ actors: { load: fromPromise<unknown, void>(() => load()) } }), []);
  const [state, send] = useMachine(logic, inspected());
  return { state, send, data: state.context.data as T | null };
}
