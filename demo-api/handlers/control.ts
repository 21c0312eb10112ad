import { http, HttpResponse } from 'msw';
import { readBody } from '../http/body.ts';
import { sayFor } from '../http/messages/index.ts';
import { advanceDemoClock, db, demoNow, resetDemoStore } from '../store/index.ts';
import { demoSecondFactor } from '../store/seed/access.ts';
import { currentStore, dropStore } from '../store/stores.ts';

/**
 * Test controls under /__demo/: only ever served by the demo API, never by the provider.
 * Each acts on the caller's store (the `x-demo-store` header, else the default store).
 */

export const controlHandlers = [
  /** Reseeds everything; `{ "now": ISO date }` also fixes the clock, no `now` returns to real time. */
  http.post('*/__demo/reset', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const now = body.now;
    if (now === undefined || now === null || now === '') {
      resetDemoStore();
      return new HttpResponse(null, { status: 204 });
    }
    const fixed = typeof now === 'string' ? new Date(now) : null;
    if (fixed === null || Number.isNaN(fixed.getTime())) {
      return HttpResponse.json({ now: [sayFor(request, 'invalidDateTime')] }, { status: 400 });
    }
    resetDemoStore(fixed);
    return new HttpResponse(null, { status: 204 });
  }),

  /** `{ "advanceMs": n }` moves the demo clock n ms ahead (fixed or real); answers the new `now`. */
  http.post('*/__demo/clock', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const advance = body.advanceMs;
    if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0) {
      return HttpResponse.json({ advanceMs: [sayFor(request, 'invalidAdvance')] }, { status: 400 });
    }
    advanceDemoClock(advance);
    return HttpResponse.json({ now: demoNow().toISOString() });
  }),

  /**
   * `{ "count": n }` (default 1): each of the next n signed-in writes acts, then its answer is
   * lost as a dropped connection would lose it (issue 29). A retry with the same
   * Idempotency-Key gets the kept answer; one without a key acts again.
   */
  http.post('*/__demo/drop-after-acting', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const count = body.count ?? 1;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || count > 100) {
      return HttpResponse.json({ count: [sayFor(request, 'validInteger')] }, { status: 400 });
    }
    db.idempotency.dropAfterActing = count;
    return new HttpResponse(null, { status: 204 });
  }),

  /**
   * `{ "ids": [int, ...] }`: the next action (single or bulk) on each of these payrolls fails
   * once without changing it, as a server hiccup would (issue 25's "Retry failed").
   */
  http.post('*/__demo/payroll-action-failures', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))) {
      return HttpResponse.json({ ids: [sayFor(request, 'validInteger')] }, { status: 400 });
    }
    db.payouts.actionFailures = [...new Set([...db.payouts.actionFailures, ...(ids as number[])])];
    return new HttpResponse(null, { status: 204 });
  }),

  /**
   * `{ "username": string }`: turns that user's second factor on (issue 26) with the demo's
   * secret and recovery codes (DEMO_TOTP_SECRET, DEMO_RECOVERY_CODES), as verificada's is
   * seeded; a factor already on starts over. Their sessions stay: a test signs in, then turns it on.
   */
  http.post('*/__demo/second-factor', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const username = body.username;
    if (typeof username !== 'string' || username === '') return HttpResponse.json({ username: [sayFor(request, 'fieldRequired')] }, { status: 400 });
    const user = db.access.users.find((candidate) => candidate.username === username);
    if (!user) return HttpResponse.json({ detail: sayFor(request, 'notFound') }, { status: 404 });
    db.access.secondFactors.set(user.id, demoSecondFactor());
    return new HttpResponse(null, { status: 204 });
  }),

  /**
   * `{ "cutShortTo": n, "delayMs": ms }` (issue 28): the caller's store's next export answer
   * (a sales summary download, or the audit export's first ledger page, whichever comes first)
   * waits `ms` (at most 60 s; 0 by default; a client that goes away stops the wait), then
   * answers with only the first n data rows under the same total (total_rows, paginate), as a
   * server that stopped early. `cutShortTo` null or left out: all the rows (only the delay).
   * `{}` disarms it; a reset forgets it.
   */
  http.post('*/__demo/export-control', async ({ request }) => {
    const body = await readBody(request);
    if (body instanceof Response) return body;
    const cut = body.cutShortTo ?? null;
    const delay = body.delayMs ?? 0;
    if (cut !== null && (typeof cut !== 'number' || !Number.isSafeInteger(cut) || cut < 0)) {
      return HttpResponse.json({ cutShortTo: [sayFor(request, 'validInteger')] }, { status: 400 });
    }
    if (typeof delay !== 'number' || !Number.isSafeInteger(delay) || delay < 0 || delay > 60_000) {
      return HttpResponse.json({ delayMs: [sayFor(request, 'validInteger')] }, { status: 400 });
    }
    db.payouts.exportControl = cut === null && delay === 0 ? null : { cutShortTo: cut as number | null, delayMs: delay };
    return new HttpResponse(null, { status: 204 });
  }),

  /** The e-mails the demo API would have sent (password reset links), oldest first. */
  http.get('*/__demo/outbox', () => HttpResponse.json({ items: db.access.outbox.map((mail) => ({ ...mail })) })),

  /** Forgets the caller's own store (a test's teardown); the default store answers 409. */
  http.delete('*/__demo/store', () =>
    dropStore(currentStore()) ? new HttpResponse(null, { status: 204 }) : new HttpResponse(null, { status: 409 }),
  ),
];
