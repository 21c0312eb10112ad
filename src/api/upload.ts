import type * as v from 'valibot';
import { keyMessage } from '@machines/shared/message';
import { config } from '../platform/config';
import { readLanguage } from '../i18n/language';
import { ApiError, compact, eitherSignal, httpFailure, offlineFailure, onceMoreAfterSignIn, requestHeaders, validated, type CallOptions } from './client';
import { pageSignal } from '../platform/pageSignal';

export interface UploadOptions extends Pick<CallOptions, 'query' | 'offline' | 'on401' | 'signal' | 'alsoAbortOn' | 'idempotencyKey'> {
  readonly method: 'POST' | 'PUT';
  readonly body: FormData | URLSearchParams;
  /** The share of the body the browser has sent, 0 to 100, as its upload progress events say. */
  readonly onProgress?: (percent: number) => void;
}

/** The percent a progress event stands for; without a known total, nothing can be said yet. */
export const percentOf = (loaded: number, total: number): number | null =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded / total) * 100))) : null;

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function urlOf(path: string, query: CallOptions['query']): string {
  const params = new URLSearchParams({ ...(query ? compact(query) : {}), language: readLanguage() });
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path}?${params}`;
}

/**
 * `call` for a multipart (or form) body whose sending the user watches: the same base URL,
 * headers, error mapping and answer check, over XMLHttpRequest because fetch reports no upload
 * progress. Aborting the signal cancels the request and rejects at once as 'aborted' (the
 * browser may still fire its own events; they are ignored).
 */
export function upload<S extends v.GenericSchema>(schema: S, path: string, options: UploadOptions): Promise<v.InferOutput<S>> {
  return onceMoreAfterSignIn(() => uploadOnce(schema, path, options));
}

function uploadOnce<S extends v.GenericSchema>(schema: S, path: string, options: UploadOptions): Promise<v.InferOutput<S>> {
  const { signal, release } = eitherSignal(options.signal === undefined ? pageSignal() : options.signal ?? undefined, options.alsoAbortOn);
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      release();
      run();
    };
    const fail = (failure: ConstructorParameters<typeof ApiError>[0]) => settle(() => reject(new ApiError(failure)));
    const onAbort = () => {
      fail({ kind: 'aborted', message: keyMessage('errors:aborted') });
      xhr.abort();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open(options.method, urlOf(path, options.query));
    requestHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    if (options.idempotencyKey !== undefined) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.addEventListener('progress', (event) => {
      const percent = event.lengthComputable ? percentOf(event.loaded, event.total) : null;
      if (percent !== null && !settled) options.onProgress?.(percent);
    });
    // The whole body has left the browser (a small one may get no progress event before this).
    xhr.upload.addEventListener('load', () => {
      if (!settled) options.onProgress?.(100);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) settle(() => resolve(body));
      else fail(httpFailure(xhr.status, xhr.statusText, body, options));
    });
    xhr.addEventListener('error', () => fail(offlineFailure(options)));
    xhr.addEventListener('timeout', () => fail(offlineFailure(options)));
    // The browser gave up on the request by itself (the page is going away).
    xhr.addEventListener('abort', () => fail({ kind: 'aborted', message: keyMessage('errors:aborted') }));
    xhr.send(options.body);
  }).then((data) => validated(schema, path, data));
}
