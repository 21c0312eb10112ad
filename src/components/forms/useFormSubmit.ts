import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { formSubmitMachine } from '@machines/shared/formSubmit';
import type { WriteOptions } from '../../api/client';
import { inspected } from '../../platform/inspect';
import { intentKeys } from '../../platform/intentKeys';
import { useFormOpen, type FormDraft } from './useFormOpen';

/** Binds the shared form chart to one form's call and its way of announcing success. */
export function useFormSubmit<TValues extends Record<string, unknown>, TResult>(
  /** The form's call; `write` carries the Idempotency-Key of this intent (issue 29). */
  submit: (values: TValues, write: WriteOptions) => Promise<TResult>,
  /** Beyond the outcome the form shows itself (a toast, a download); nothing by default. */
  announce: (result: TResult) => void = () => {},
  /**
   * What was typed, to keep as a draft if a 401 meets the form (issue 29); the form is open
   * (a 401 keeps the page) with or without it. Pass it only once something was typed; once the
   * request succeeded, nothing unsent is left, so no draft is kept until the next edit.
   */
  draft?: FormDraft,
) {
  const logic = useMemo(
    () => {
      const keyOf = intentKeys();
      return formSubmitMachine.provide({
        actors: { submit: fromPromise(({ input }) => submit(input.values as TValues, { idempotencyKey: keyOf(input.intent) })) },
        actions: { announceSuccess: (_, params) => announce(params.result as TResult) },
      });
    },
    // One form, one call, for the life of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, send] = useMachine(logic, inspected());
  useFormOpen(state.matches('succeeded') ? undefined : draft);
  /** Wraps a field's setter: editing after an outcome clears it. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (state.matches('succeeded') || state.matches('failed')) send({ type: 'EDIT' });
    };
  return { state, send, edit };
}
