import type * as v from 'valibot';
import { pathOf, type Endpoint } from '../contract/endpoint';
import { call, callWithStatus, type CallOptions } from '../client';

/** What a declared call still needs: its path's values and the request's own options. */
type Sent = Omit<CallOptions, 'method'> & { readonly params?: Readonly<Record<string, string | number>> };

/**
 * `call` for a declared endpoint: its method, path and answer schema come from the declaration.
 * `variant` narrows an answer declared as a union to the variant this use of the call expects.
 */
export const callTo = <S extends v.GenericSchema, T extends v.GenericSchema = S>(declared: Endpoint<S>, options: Sent = {}, variant?: T): Promise<v.InferOutput<T>> =>
  call((variant ?? declared.answer) as T, pathOf(declared, options.params), { ...options, method: declared.method });

export const callToWithStatus = <S extends v.GenericSchema, T extends v.GenericSchema = S>(declared: Endpoint<S>, options: Sent = {}, variant?: T) =>
  callWithStatus((variant ?? declared.answer) as T, pathOf(declared, options.params), { ...options, method: declared.method });
