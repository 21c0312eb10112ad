import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes } from '@noble/hashes/utils.js';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { db, demoNow } from '../store/index.ts';
import type { IdempotencyRecord, KeptAnswer } from '../store/idempotency.ts';
import { tokenOf } from './auth.ts';
import { sayFor } from './messages/index.ts';
import { sessionUserId } from './sessions.ts';

/**
 * Idempotency keys on writes (issue 29), as Stripe and the IETF draft
 * "The Idempotency-Key HTTP Header Field" describe them. A signed-in POST, PUT, PATCH or DELETE
 * under /v1/ with an `Idempotency-Key` header:
 * - the first use acts, and its answer is kept for 24 hours (demo clock);
 * - the same key with the same request (method, path, query, body) gets that answer again,
 *   marked `Idempotent-Replayed: true`, and acts no more;
 * - the same key with another request is 422; while the first is still being answered, 409.
 * Keys belong to the user who sent them. Not kept: a 401 (nobody acted), a 429 (throttled), a
 * 5xx or a dropped connection (a retry should act), and sign-in's own calls (they carry no
 * session: an answer with a token is never kept).
 */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Records kept per store at most; expired ones go first, then the oldest. */
const MAX_IDEMPOTENCY_RECORDS = 10_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

const encoder = new TextEncoder();

/**
 * The body as the request means it: a multipart form by its parts in order (name, then the text,
 * or the file's name, type and bytes), since its boundary is drawn afresh on every send; any
 * other body by its bytes.
 */
async function bodyBytes(request: Request): Promise<Uint8Array> {
  const copy = request.clone();
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) return new Uint8Array(await copy.arrayBuffer());
  let form: FormData;
  try {
    form = await copy.formData();
  } catch {
    // Not a form after all: its bytes, for the area's handler to refuse.
    return new Uint8Array(await request.clone().arrayBuffer());
  }
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    chunks.push(encoder.encode(`${JSON.stringify(name)}:`));
    if (typeof value === 'string') chunks.push(encoder.encode(`${JSON.stringify(value)};`));
    else chunks.push(encoder.encode(`${JSON.stringify([value.name, value.type, value.size])}:`), new Uint8Array(await value.arrayBuffer()), encoder.encode(';'));
  }
  return concatBytes(...chunks);
}

async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search} ${bytesToHex(sha256(await bodyBytes(request)))}`;
}

async function keep(response: Response): Promise<KeptAnswer> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: await response.clone().arrayBuffer(),
  };
}

const replay = (answer: KeptAnswer): Response => {
  const headers = new Headers(answer.headers as [string, string][]);
  headers.set(REPLAYED_HEADER, 'true');
  return new Response(answer.body.byteLength === 0 ? null : answer.body.slice(0), { status: answer.status, statusText: answer.statusText, headers });
};

const kept = (status: number): boolean => status !== 401 && status !== 429 && status < 500;

function prune(records: Map<string, IdempotencyRecord>, now: number): void {
  for (const [key, record] of records) if (now - record.at >= IDEMPOTENCY_TTL_MS) records.delete(key);
  // A Map iterates in insertion order: the first ones are the oldest.
  for (const key of records.keys()) {
    if (records.size < MAX_IDEMPOTENCY_RECORDS) break;
    if (records.get(key)?.answer !== null) records.delete(key);
  }
}

/** Takes one of the "act, then drop the answer" faults the test control armed, if any. */
function takeDrop(): boolean {
  if (db.idempotency.dropAfterActing <= 0) return false;
  db.idempotency.dropAfterActing -= 1;
  return true;
}

/**
 * The handler in front of every other: it answers the writes it concerns by running the other
 * handlers (`others`, read when a request comes) itself, and lets everything else through.
 */
export function idempotencyHandler(others: () => readonly RequestHandler[]) {
  return http.all('*/v1/*', async ({ request }) => {
    if (!WRITES.has(request.method)) return undefined;
    const token = tokenOf(request);
    const userId = token === null ? undefined : sessionUserId(token);
    // No session: the handler answers (a 401, or sign-in's own calls) and nothing is kept.
    if (userId === undefined) return undefined;
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    const drop = takeDrop();
    if (key === null) {
      if (!drop) return undefined;
      await getResponse([...others()], request);
      return HttpResponse.error();
    }
    if (!VALID_KEY.test(key)) return HttpResponse.json({ detail: sayFor(request, 'idempotencyKeyInvalid') }, { status: 400 });

    const records = db.idempotency.records;
    const now = demoNow().getTime();
    prune(records, now);
    const scoped = `${userId} ${key}`;
    const fingerprint = await fingerprintOf(request);
    const found = records.get(scoped);
    if (found) {
      // Under way first: the draft's 409 for a concurrent request, whatever it carries.
      if (found.answer === null) return HttpResponse.json({ detail: sayFor(request, 'idempotencyKeyInUse') }, { status: 409 });
      if (found.fingerprint !== fingerprint) return HttpResponse.json({ detail: sayFor(request, 'idempotencyKeyReused') }, { status: 422 });
      return drop ? HttpResponse.error() : replay(found.answer);
    }

    const record: IdempotencyRecord = { fingerprint, at: now, answer: null };
    records.set(scoped, record);
    let response: Response | undefined;
    try {
      response = await getResponse([...others()], request);
    } finally {
      if (!response || response.type === 'error' || !kept(response.status)) records.delete(scoped);
    }
    if (!response) return undefined;
    if (response.type !== 'error' && kept(response.status)) record.answer = await keep(response);
    return drop ? HttpResponse.error() : response;
  });
}
