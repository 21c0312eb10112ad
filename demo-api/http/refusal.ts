import { HttpResponse } from 'msw';
import { sayFor, type MessageKey, type MessageParams } from './messages/index.ts';

/**
 * Django-shaped refusals, thrown from as deep as a check sits: the route wrappers
 * (http/route.ts) answer with the Refusal's response.
 */

export class Refusal {
  constructor(readonly response: Response) {}
}

export function refuse(status: number, body: Record<string, unknown>): never {
  throw new Refusal(HttpResponse.json(body, { status }));
}

/** A field's 400: `{ field: [message] }` in the request's language. */
export const fieldError = (request: Request, name: string, key: MessageKey, params?: MessageParams): never =>
  refuse(400, { [name]: [sayFor(request, key, params)] });

export const detailError = (request: Request, status: number, key: MessageKey, params?: MessageParams): never =>
  refuse(status, { detail: sayFor(request, key, params) });

export const notFound = (request: Request): never => detailError(request, 404, 'notFound');
