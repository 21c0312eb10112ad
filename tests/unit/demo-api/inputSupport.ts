import { getResponse } from 'msw';
import { handlers } from '@demo-api/handlers';
import { db } from '@demo-api/store';
import { authHeaders, API, multipartOf, tokenFor, type DemoUsername } from './payoutsSupport';

/** Helpers of the bounded-input and fuzz tests: raw calls, hand-made multipart bodies, store snapshots. */

export interface FilePart {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A balance entry's body: its fields and attachments under `files`. */
export const balanceMultipart = (fields: Record<string, string>, files: readonly FilePart[] = []) => multipartOf(fields, files, 'files');

/** POST or PUT /v1/company_balance_list/ as `username`, in `language`. */
export async function sendBalance(method: 'POST' | 'PUT', username: DemoUsername, fields: Record<string, string>, files: readonly FilePart[] = [], language = 'en') {
  const { body, contentType } = balanceMultipart(fields, files);
  const response = await fetch(`${API}/company_balance_list/`, {
    method,
    headers: { ...authHeaders(await tokenFor(username), language), 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A JSON call with a token, in `language`. */
export async function sendJson(method: 'POST' | 'PATCH' | 'PUT', path: string, token: string, payload: unknown, language = 'en') {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...authHeaders(token, language), 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A valid outbound settlement of admin's merchant 1, on the fixed demo day (2026-11-21). */
export const SETTLEMENT = {
  balance_type: 'outbound_settlement',
  company: '1',
  currency: 'USD',
  deposit_date: '2026-11-20',
  document_id: 'DOC-9001',
  account_id: '7',
  bank: '12',
  amount: '-500.00',
  comments: 'November settlement',
} as const;

/** Everything an add, edit or delete of balances could change (attachments by name and size). */
export const balancesSnapshot = (): string =>
  JSON.stringify({
    nextId: db.balances.nextId,
    versions: [...db.balances.versions],
    entries: db.balances.entries.map((entry) => ({ ...entry, files: entry.files.map((file) => [file.name, file.original_name, file.size]) })),
  });

/**
 * Answers a request with the demo's handlers exactly as the dev server's middleware does
 * (`getResponse`; a path no handler answers is Django's 404). A handler that throws rejects.
 */
export async function answer(request: Request): Promise<Response> {
  const response = await getResponse([...handlers], request);
  return response ?? new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
}
