import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import type { ApiFailure } from '@machines/shared/apiError';
import { keyMessage, type Message } from '@machines/shared/message';
import { config } from '../platform/config';
import { readLanguage } from '../i18n/language';
import { readSession } from '../platform/storage';
import { reportError } from '../reporting/report';
import { firstMessage } from './firstMessage';
import { pageSignal } from '../platform/pageSignal';
import { resendAfterSignIn, signalUnauthorized } from './unauthorized';

/**
 * What every failed call rejects with. Deliberately not an Error subclass: machines read
 * its structured message, and it never carries the token or request headers into logs.
 */
export class ApiError implements ApiFailure {
  readonly kind: ApiFailure['kind'];
  readonly status?: number;
  readonly statusText?: string;
  readonly message: Message;
  readonly body?: unknown;
  constructor(failure: ApiFailure) {
    this.kind = failure.kind;
    this.status = failure.status;
    this.statusText = failure.statusText;
    this.message = failure.message;
    this.body = failure.body;
  }
}

export interface CallOptions {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON object, URL-encoded form, or multipart FormData. */
  readonly body?: Record<string, unknown> | URLSearchParams | FormData;
  /** Which text a call with no response shows (spec 01 section 8). */
  readonly offline?: 'network' | 'support';
  /**
   * 'signOut' (default): a 401 ends the session. 'error': a 401 is an ordinary error,
   * as for the login call itself.
   */
  readonly on401?: 'signOut' | 'error';
  /** Defaults to the current page's signal; pass null for calls that outlive a page. */
  readonly signal?: AbortSignal | null;
  /**
   * Cancels the call when this signal aborts as well, on top of `signal`: a chart that
   * replaced the request (a list asked for a new filter) aborts it rather than ignoring it.
   */
  readonly alsoAbortOn?: AbortSignal;
  /**
   * A write's Idempotency-Key (issue 29): one per user intent, the same for its Retry, so the
   * server acts once even when an answer was lost (demo-api/README.md, "Idempotency keys").
   */
  readonly idempotencyKey?: string;
}

/** What a write's caller passes on from its chart: the intent's Idempotency-Key (issue 29). */
export type WriteOptions = Pick<CallOptions, 'idempotencyKey'>;

/** The headers every call sends: the user's language and, when signed in, the token. */
export function requestHeaders(headers: Headers = new Headers()): Headers {
  headers.set('Accept-Language', readLanguage());
  const token = readSession()?.token;
  if (token) headers.set('Authorization', `${config.authPrefix} ${token}`);
  return headers;
}

const http = ofetch.create({
  baseURL: config.apiBaseUrl,
  retry: 0,
  onRequest({ options }) {
    options.headers = requestHeaders(new Headers(options.headers));
    options.query = { ...options.query, language: readLanguage() };
  },
});

const ABORTED: ApiFailure = { kind: 'aborted', message: keyMessage('errors:aborted') };

/** A call with no answer: which text it shows (spec 01 section 8). */
export const offlineFailure = (options: Pick<CallOptions, 'offline'>): ApiFailure => ({
  kind: 'network',
  message: options.offline === 'network' ? keyMessage('errors:network') : keyMessage('errors:contactSupport'),
});

/** A non-2xx answer as machines see it; a 401 also ends the session unless the call says otherwise. */
export function httpFailure(status: number, statusText: string | undefined, body: unknown, options: Pick<CallOptions, 'on401'>): ApiFailure {
  if (status === 401 && options.on401 !== 'error') {
    signalUnauthorized();
    return { kind: 'unauthorized', status, body, message: keyMessage('errors:sessionExpired') };
  }
  const text = firstMessage(body);
  return { kind: 'http', status, statusText: statusText || undefined, body, message: text ? { text } : keyMessage('errors:somethingWentWrong') };
}

/** The answer checked against its schema; a malformed one is reported and fails as 'invalid'. */
export function validated<S extends v.GenericSchema>(schema: S, path: string, data: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    reportError(new Error(`Invalid response from ${path}`), { path, issues: v.flatten(parsed.issues) });
    throw new ApiError({ kind: 'invalid', body: data, message: keyMessage('errors:invalidResponse') });
  }
  return parsed.output;
}

function toFailure(error: unknown, options: CallOptions): ApiFailure {
  if (error instanceof FetchError || (error instanceof Error && error.name === 'FetchError')) {
    const fetchError = error as FetchError;
    const cause = fetchError.cause as { name?: string } | undefined;
    if (cause?.name === 'AbortError' || fetchError.name === 'AbortError') return ABORTED;
    const status = fetchError.response?.status;
    if (!status) return offlineFailure(options);
    return httpFailure(status, fetchError.response?.statusText, fetchError.data, options);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return ABORTED;
  return { kind: 'network', message: keyMessage('errors:contactSupport') };
}

/**
 * The one way the app talks to the provider API: headers, language, page abort, error
 * mapping, and a valibot check of every answer before anyone uses it.
 */
export async function call<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<v.InferOutput<S>> {
  return (await callWithStatus(schema, path, options)).data;
}

/**
 * `call`, also handing back the HTTP status of the (successful) answer, for the few calls
 * whose meaning the spec ties to it (an export's 201 with a url).
 */
export async function callWithStatus<S extends v.GenericSchema>(
  schema: S,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; data: v.InferOutput<S> }> {
  return onceMoreAfterSignIn(() => sendOnce(schema, path, options));
}

/**
 * A request that met a 401 while the user signs in again over the page (issue 29) waits, then
 * goes once more, as it was (its Idempotency-Key too), with the new token; or fails as it did.
 */
export async function onceMoreAfterSignIn<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unauthorized' && (await resendAfterSignIn())) return send();
    throw error;
  }
}

async function sendOnce<S extends v.GenericSchema>(schema: S, path: string, options: CallOptions): Promise<{ status: number; data: v.InferOutput<S> }> {
  const { signal, release } = eitherSignal(
    options.signal === undefined ? pageSignal() : options.signal ?? undefined,
    options.alsoAbortOn,
  );
  let data: unknown;
  let status: number;
  try {
    const fetchOptions: FetchOptions<'json'> = {
      method: options.method ?? 'GET',
      query: options.query ? compact(options.query) : undefined,
      body: options.body,
      signal,
      ...(options.idempotencyKey === undefined ? {} : { headers: { 'Idempotency-Key': options.idempotencyKey } }),
    };
    const response = await http.raw(path, fetchOptions);
    data = response._data;
    status = response.status;
  } catch (error) {
    throw new ApiError(toFailure(error, options));
  } finally {
    release();
  }
  return { status, data: validated(schema, path, data) };
}

/**
 * One signal that aborts when either does (with that one's reason). `release` stops listening,
 * so a long-lived page signal does not collect a listener per finished call.
 */
export function eitherSignal(a: AbortSignal | undefined, b: AbortSignal | undefined): { signal: AbortSignal | undefined; release: () => void } {
  if (!a || !b) return { signal: a ?? b, release: () => {} };
  if (a.aborted || b.aborted) return { signal: a.aborted ? a : b, release: () => {} };
  const controller = new AbortController();
  const fromA = () => controller.abort(a.reason);
  const fromB = () => controller.abort(b.reason);
  a.addEventListener('abort', fromA, { once: true });
  b.addEventListener('abort', fromB, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      a.removeEventListener('abort', fromA);
      b.removeEventListener('abort', fromB);
    },
  };
}

export function compact(query: NonNullable<CallOptions['query']>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}

/** A form body as Django's form parsers expect it; multipart only when a file is attached. */
export function formBody(fields: Record<string, string | Blob | undefined>): URLSearchParams | FormData {
  const entries = Object.entries(fields).filter((entry): entry is [string, string | Blob] => entry[1] !== undefined);
  if (entries.some(([, value]) => typeof value !== 'string')) {
    const form = new FormData();
    for (const [key, value] of entries) form.append(key, value);
    return form;
  }
  return new URLSearchParams(entries as [string, string][]);
}
