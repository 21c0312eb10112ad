import { keyMessage, type Message } from './message';

/**
 * The one shape of a failed call, as machines see it. The API client maps every failure
 * (section 8 of both spec documents) to one of these kinds before a machine sees it.
 * - network: no response at all
 * - unauthorized: 401; the session has already been told to sign out
 * - http: any other non-2xx status; message is the first value of the body
 * - invalid: the response failed its schema; already reported
 * - aborted: the page that asked was left; machines ignore it silently
 */
export type ApiErrorKind = 'network' | 'unauthorized' | 'http' | 'invalid' | 'aborted';

export interface ApiFailure {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** The HTTP status text (the upload shows it for unexpected statuses). */
  readonly statusText?: string;
  readonly message: Message;
  readonly body?: unknown;
}

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;

export const isAborted = (value: unknown): boolean => isApiFailure(value) && value.kind === 'aborted';

/**
 * What to show for a failed call: the client's message (the API's own words, or the
 * network's, already in the user's language), or `fallback` for anything that is not a call's
 * failure (a bug, a thrown value).
 */
export const messageOf = (error: unknown, fallback: Message = keyMessage('errors:somethingWentWrong')): Message =>
  isApiFailure(error) ? error.message : fallback;

/** The call failed in one of these ways (a left page, a session that ended, ...). */
export const failedAs = (error: unknown, ...kinds: readonly ApiErrorKind[]): error is ApiFailure =>
  isApiFailure(error) && kinds.includes(error.kind);
