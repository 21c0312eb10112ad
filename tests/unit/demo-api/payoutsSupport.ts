import * as v from 'valibot';
import { expect } from 'vitest';
import { writeSession } from '@app/platform/storage';
import type { SessionUser } from '@machines/access/sessionUser';
import { resetDemoStore } from '@demo-api/store';

/** Shared helpers of the payouts demo-API tests (sign-in, raw calls, multipart bodies, clock). */

export const ORIGIN = 'http://localhost:3000';
export const API = `${ORIGIN}/api/v1`;
/** A fixed demo clock: Saturday 21 November 2026, noon UTC. */
export const NOW = new Date('2026-11-21T12:00:00Z');

export type DemoUsername = 'carga' | 'cargalima' | 'cargaaprobador' | 'aprobadorlima' | 'aprobador1' | 'aprobador2' | 'manager' | 'admin' | 'alpsadmin';

export async function tokenFor(username: DemoUsername): Promise<string> {
  const response = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in and stores the session, so the app's own calls (src/api/calls) carry the token. */
export async function signInAs(username: DemoUsername): Promise<string> {
  const response = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const answer = (await response.json()) as Omit<SessionUser, 'loggedIn' | 'avatar'>;
  writeSession({ ...answer, loggedIn: true, avatar: 1 });
  return answer.token;
}

/** Reseeds with the demo clock fixed at `NOW` (or another instant). */
export function resetAt(now: Date = NOW): void {
  resetDemoStore(now);
}

/** Moves the demo clock through the control endpoint, as an end-to-end test would. */
export async function advanceClock(ms: number): Promise<string> {
  const response = await fetch(`${ORIGIN}/__demo/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { now: string }).now;
}

export const authHeaders = (token: string, language = 'en') => ({ Authorization: `Token ${token}`, 'Accept-Language': language });

export async function getJson(path: string, token: string, language = 'en'): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`, { headers: authHeaders(token, language) });
  return { status: response.status, body: await response.json() };
}

export async function postForm(path: string, token: string, fields: Record<string, string>, language = 'en') {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(token, language), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface UploadPart {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/**
 * A multipart body built by hand: under jsdom a File appended to FormData does not survive
 * fetch (realm mismatch), so the bytes are laid out as a browser would send them. Each file
 * goes under `field` ('file' for an upload, 'files' for balance attachments).
 */
export function multipartOf(fields: Record<string, string>, files: readonly UploadPart[], field = 'file'): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = '----payouts-demo-boundary-4k2j9';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An upload's body: the fields and at most one payroll file. */
export const multipart = (fields: Record<string, string>, file?: UploadPart) => multipartOf(fields, file ? [file] : []);

export async function upload(token: string, fields: Record<string, string>, file?: UploadPart, language = 'en') {
  const { body, contentType } = multipart(fields, file);
  const response = await fetch(`${API}/upload_payroll`, {
    method: 'POST',
    headers: { ...authHeaders(token, language), 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const csvPart = (name: string, text: string): UploadPart => ({ name, type: 'text/csv', bytes: new TextEncoder().encode(text) });

/** Parses with a contract schema, failing the test with valibot's issues when it does not fit. */
export function conforms<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) expect.fail(JSON.stringify(v.flatten(result.issues), null, 2));
  return result.output;
}
