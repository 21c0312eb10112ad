import { beforeEach, describe, expect, it } from 'vitest';
import { BulkPreviewSchema, BulkResultsSchema } from '@app/api/schemas/payrollBulk';
import { BANK_MS } from '@demo-api/payouts/processing';
import { db } from '@demo-api/store';
import type { PayrollRecord } from '@demo-api/store/seed/payouts';
import { releaseGrantFor } from '../../support/releaseGrant';
import { advanceClock, API, authHeaders, conforms, getJson, ORIGIN, postForm, resetAt, tokenFor } from './payoutsSupport';

/**
 * The bulk payroll calls (issue 25): a preview by the single action's rules, then batches
 * answered row by row. Most of company 1's waiting payrolls are above the release rule's
 * CLP 10.000.000 (issue 26): approving them takes a release grant (releaseGrant.test.ts).
 */

const post = async (path: string, token: string, body: unknown, language = 'en') => {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(token, language), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const preview = async (token: string, action: string, body: unknown, query = '', language = 'en') => {
  const answer = await post(`/payroll/bulk/${action}/preview${query}`, token, body, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return conforms(BulkPreviewSchema, answer.body);
};

const bulk = async (token: string, action: string, body: unknown, language = 'en') => {
  const answer = await post(`/payroll/bulk/${action}`, token, body, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return conforms(BulkResultsSchema, answer.body).results;
};

const single = (token: string, action: string, id: number, extra: Record<string, string> = {}, language = 'en') =>
  postForm(`/payroll/${action}`, token, { uploaded_file_id: String(id), ...extra }, language);

const waiting = (level: 1 | 2, company = 1): PayrollRecord[] =>
  db.payouts.payrolls.filter((record) => record.company_id === company && record.status_id === 4 && record.actual_approver_id === level);
const withStatus = (status: number, company = 1) => db.payouts.payrolls.find((record) => record.company_id === company && record.status_id === status)!;
const stateOf = (record: PayrollRecord) => [record.status_id, record.actual_approver_id, [...record.signed_by_ids]];

const failNext = (ids: number[]) =>
  fetch(`${ORIGIN}/__demo/payroll-action-failures`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ids }) });

interface ListedPayroll {
  id: number;
  totals: Record<string, { loaded: { count: number; amount: number } }>;
}
const listAll = async (token: string, query: string) => {
  const { body } = await getJson(`/payrolls/?itemsPerPage=1000&${query}`, token);
  return body as { items: ListedPayroll[]; paginate: { totalItems: number } };
};

beforeEach(() => resetAt());

describe('POST /v1/payroll/bulk/{action}/preview', () => {
  it('judges chosen ids by the single call’s rules and texts, unknown and foreign ids alike, and changes nothing', async () => {
    const token = await tokenFor('aprobador1');
    const [mine] = waiting(1);
    const [theirs] = waiting(2);
    const approved = withStatus(5);
    const foreign = withStatus(7, 2);
    const ledgerBefore = db.ledger.entries.length;
    const answer = await preview(token, 'approved', { ids: [999999, approved.id, mine!.id, foreign.id, theirs!.id, mine!.id] });
    expect(answer.matching).toBe(5);
    expect(answer.allowed).toEqual([{ id: mine!.id, filename: mine!.filename, second_factor: true }]);
    expect(answer.totals).not.toEqual({});
    const reasons = Object.fromEntries(answer.refused.map((row) => [row.id, row.reason]));
    expect(reasons).toEqual({
      [approved.id]: 'The payroll cannot be approved in its current status.',
      [theirs!.id]: 'You do not have permission to perform this action.',
      [foreign.id]: 'Not found.',
      999999: 'Not found.',
    });
    // Nothing about another company's payroll is revealed: it reads as one that does not exist.
    expect(answer.refused.find((row) => row.id === foreign.id)?.filename).toBe('');
    for (const id of [approved.id, theirs!.id, foreign.id, 999999]) expect((await single(token, 'approved', id)).body).toEqual({ detail: reasons[id] });
    expect(db.ledger.entries.length).toBe(ledgerBefore);
    expect(stateOf(mine!)).toEqual([4, 1, []]);
  });

  it('names four-eyes refusals: her own upload, and a payroll she already signed (in Spanish too)', async () => {
    const [own, signed] = waiting(1);
    own!.uploaded_by_id = 9;
    const token = await tokenFor('cargaaprobador');
    const release_grant = await releaseGrantFor('cargaaprobador', token, [signed!.id]);
    expect((await single(token, 'approved', signed!.id, { release_grant })).status).toBe(200);
    const user = db.access.users.find((candidate) => candidate.username === 'cargaaprobador')!;
    user.type_of_user__id = 2;
    user.profile_names.push('APROBADOR_2');
    const answer = await preview(token, 'approved', { ids: [own!.id, signed!.id] }, '', 'es');
    expect(answer.allowed).toEqual([]);
    expect(Object.fromEntries(answer.refused.map((row) => [row.id, row.reason]))).toEqual({
      [signed!.id]: 'Usted ya firmó esta nómina en otro nivel',
      // Now an approver 2, level 1 is not hers: the chart refuses her before four-eyes.
      [own!.id]: 'Usted no tiene permiso para realizar esta acción.',
    });
    user.type_of_user__id = 1;
    user.profile_names.pop();
    const asLevel1 = await preview(token, 'reject', { ids: [own!.id] });
    expect(asLevel1.refused).toEqual([{ id: own!.id, filename: own!.filename, reason: 'You cannot approve or reject a payroll you uploaded' }]);
  });

  it('all matching is the list’s own filter less the exclusions, with the allowed payrolls’ loaded totals by currency', async () => {
    const token = await tokenFor('aprobador1');
    const query = 'status_id__in=4,5&company_id__in=1';
    const list = await listAll(token, query);
    expect(list.paginate.totalItems).toBeGreaterThan(20);
    const whole = await preview(token, 'approved', { all_matching: true }, `?${query}`);
    expect(whole.matching).toBe(list.paginate.totalItems);
    const listed = list.items.map((item) => item.id);
    const judgedIds = [...whole.allowed, ...whole.refused].map((row) => row.id);
    expect([...judgedIds].sort()).toEqual([...listed].sort());
    // Each group keeps the list's order.
    expect(whole.allowed.map((row) => row.id)).toEqual(listed.filter((id) => whole.allowed.some((row) => row.id === id)));
    expect(whole.refused.map((row) => row.id)).toEqual(listed.filter((id) => whole.refused.some((row) => row.id === id)));
    expect(whole.allowed.map((row) => row.id).sort()).toEqual(waiting(1).map((record) => record.id).sort());

    const excluded = [whole.allowed[0]!.id, whole.refused[0]!.id];
    const less = await preview(token, 'approved', { all_matching: true, exclude: excluded }, `?${query}`);
    expect(less.matching).toBe(list.paginate.totalItems - 2);
    expect([...less.allowed, ...less.refused].some((row) => excluded.includes(row.id))).toBe(false);

    const expected: Record<string, { count: number; amount: number }> = {};
    for (const item of list.items.filter((listed) => less.allowed.some((row) => row.id === listed.id))) {
      for (const [currency, { loaded }] of Object.entries(item.totals)) {
        const sum = (expected[currency] ??= { count: 0, amount: 0 });
        sum.count += loaded.count;
        sum.amount = Math.round((sum.amount + Number(loaded.amount)) * 100) / 100;
      }
    }
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(less.totals).toEqual(expected);
  });

  it('refuses more than 500 payrolls with how many matched, and malformed selections field by field', async () => {
    const token = await tokenFor('aprobador1');
    const template = withStatus(7);
    let nextId = 100000;
    while (db.payouts.payrolls.filter((record) => record.company_id === 1).length <= 500) db.payouts.payrolls.push({ ...template, id: nextId++ });
    const count = db.payouts.payrolls.filter((record) => record.company_id === 1).length;
    expect(await post('/payroll/bulk/approved/preview', token, { all_matching: true })).toEqual({
      status: 400,
      body: { detail: `At most 500 payrolls can be changed at once, and ${count} match. Narrow the filters or the selection.` },
    });
    const es = await post('/payroll/bulk/approved/preview', token, { all_matching: true }, 'es');
    expect(es.body.detail).toBe(`Se pueden cambiar como máximo 500 nóminas a la vez, y coinciden ${count}. Acote los filtros o la selección.`);
    // Excluding enough brings it back under the limit.
    const exclude = Array.from({ length: count - 500 }, (_, index) => 100000 + index);
    expect((await preview(token, 'approved', { all_matching: true, exclude })).matching).toBe(500);

    const ids501 = Array.from({ length: 501 }, (_, index) => index + 1);
    expect(await post('/payroll/bulk/approved/preview', token, { ids: ids501 })).toEqual({
      status: 400,
      body: { ids: ['Ensure this field has no more than 500 elements.'] },
    });
    const both = await post('/payroll/bulk/approved/preview', token, { ids: [1], all_matching: true });
    const neither = await post('/payroll/bulk/approved/preview', token, {});
    for (const answer of [both, neither]) expect(answer).toEqual({ status: 400, body: { non_field_errors: ['Send either "ids", or "all_matching": true with "exclude".'] } });
    expect(await post('/payroll/bulk/approved/preview', token, { ids: '1,2' })).toEqual({ status: 400, body: { ids: ['Expected a list of items but got type "str".'] } });
    expect(await post('/payroll/bulk/approved/preview', token, { ids: [1.5] })).toEqual({ status: 400, body: { ids: ['A valid integer is required.'] } });
    expect(await post('/payroll/bulk/approved/preview', token, { all_matching: true, exclude: ['x'] })).toEqual({
      status: 400,
      body: { exclude: ['A valid integer is required.'] },
    });
    expect((await post('/payroll/bulk/archive/preview', token, { ids: [1] })).status).toBe(404);
  });
});

describe('POST /v1/payroll/bulk/{action}', () => {
  it('answers row by row in the request’s order; a refused, unknown or repeated row never stops the others', async () => {
    const token = await tokenFor('aprobador1');
    const [first, second] = waiting(1);
    const [theirs] = waiting(2);
    const release_grant = await releaseGrantFor('aprobador1', token, [first!.id, second!.id]);
    const results = await bulk(token, 'approved', { ids: [first!.id, theirs!.id, 999999, first!.id, second!.id], release_grant });
    expect(results).toEqual([
      { id: first!.id, ok: true, text: `Payroll ${first!.id} approved. It now waits for the second approver.` },
      { id: theirs!.id, ok: false, detail: 'You do not have permission to perform this action.' },
      { id: 999999, ok: false, detail: 'Not found.' },
      // Applied once: the second time it waits for approver 2, whom aprobador1 is not.
      { id: first!.id, ok: false, detail: 'You do not have permission to perform this action.' },
      { id: second!.id, ok: true, text: `Payroll ${second!.id} approved. It now waits for the second approver.` },
    ]);
    expect(db.ledger.entries.filter((entry) => entry.payroll_id === first!.id && entry.event === 'APPROVE' && entry.actor.username === 'aprobador1')).toHaveLength(1);
  });

  it('a payroll moved by someone else after the preview fails alone, with the single call’s text', async () => {
    const token = await tokenFor('aprobador1');
    const [kept, moved] = waiting(1);
    const judged = await preview(token, 'approved', { ids: [kept!.id, moved!.id] });
    expect(judged.allowed.map((row) => row.id).sort()).toEqual([kept!.id, moved!.id].sort());
    expect((await single(await tokenFor('cargaaprobador'), 'reject', moved!.id, { detail: 'Montos no cuadran' })).status).toBe(200);
    const release_grant = await releaseGrantFor('aprobador1', token, [moved!.id, kept!.id]);
    expect(await bulk(token, 'approved', { ids: [moved!.id, kept!.id], release_grant })).toEqual([
      { id: moved!.id, ok: false, detail: 'The payroll cannot be approved in its current status.' },
      { id: kept!.id, ok: true, text: `Payroll ${kept!.id} approved. It now waits for the second approver.` },
    ]);
  });

  it('a bulk approval leaves the ledger entries, state and bank scheduling of single approvals', async () => {
    const [bySingle, byBulk] = waiting(1);
    expect(byBulk!.approval_levels).toEqual(bySingle!.approval_levels);
    // Signed in before the factor is turned on: from then on the password alone does not sign them in.
    const ap1 = await tokenFor('aprobador1');
    const entriesOf = async (record: PayrollRecord) => {
      const { body } = await getJson(`/payrolls/${record.id}/history/`, ap1);
      // What differs between two payrolls by nature: identity, file and chain hashes.
      return (body as { items: Record<string, unknown>[] }).items.slice(-2).map(({ id: _id, payroll_id: _p, hash: _h, prev_hash: _ph, ...rest }) => rest);
    };
    // One grant each for both payrolls: the single call and the bulk one take the same.
    const ap1Grant = await releaseGrantFor('aprobador1', ap1, [bySingle!.id, byBulk!.id]);
    expect((await single(ap1, 'approved', bySingle!.id, { release_grant: ap1Grant })).status).toBe(200);
    expect((await bulk(ap1, 'approved', { ids: [byBulk!.id], release_grant: ap1Grant }))[0]!.ok).toBe(true);
    const ap2 = await tokenFor('aprobador2');
    const ap2Grant = await releaseGrantFor('aprobador2', ap2, [bySingle!.id, byBulk!.id]);
    expect((await single(ap2, 'approved', bySingle!.id, { release_grant: ap2Grant })).body).toEqual({ text: `Payroll ${bySingle!.id} approved. It will be sent to the bank.` });
    expect(await bulk(ap2, 'approved', { ids: [byBulk!.id], release_grant: ap2Grant })).toEqual([
      { id: byBulk!.id, ok: true, text: `Payroll ${byBulk!.id} approved. It will be sent to the bank.` },
    ]);
    expect(await entriesOf(byBulk!)).toEqual(await entriesOf(bySingle!));
    expect(stateOf(byBulk!)).toEqual(stateOf(bySingle!));
    expect(byBulk!.detail).toEqual(bySingle!.detail);
    await advanceClock(BANK_MS);
    await getJson(`/payrolls/${byBulk!.id}/`, ap1);
    expect([byBulk!.status_id, bySingle!.status_id]).toEqual([7, 7]);
  });

  it('refuses a batch of 26, an empty or malformed one, and a rejection without a reason or with one too long', async () => {
    const token = await tokenFor('aprobador1');
    const [payroll] = waiting(1);
    const ids26 = Array.from({ length: 26 }, (_, index) => index + 1);
    expect(await post('/payroll/bulk/approved', token, { ids: ids26 })).toEqual({ status: 400, body: { ids: ['Ensure this field has no more than 25 elements.'] } });
    expect(await post('/payroll/bulk/approved', token, { ids: [] })).toEqual({ status: 400, body: { ids: ['This list may not be empty.'] } });
    expect(await post('/payroll/bulk/approved', token, {})).toEqual({ status: 400, body: { ids: ['This field is required.'] } });
    expect(await post('/payroll/bulk/approved', token, { ids: ['7'] })).toEqual({ status: 400, body: { ids: ['A valid integer is required.'] } });
    expect(await post('/payroll/bulk/reject', token, { ids: [payroll!.id] })).toEqual({ status: 400, body: { detail: 'You must indicate the reason for the rejection' } });
    expect(await post('/payroll/bulk/reject', token, { ids: [payroll!.id], detail: '  ' }, 'es')).toEqual({ status: 400, body: { detail: 'Debe indicar el motivo del rechazo' } });
    expect(await post('/payroll/bulk/reject', token, { ids: [payroll!.id], detail: 'x'.repeat(501) })).toEqual({
      status: 400,
      body: { detail: 'The reason for the rejection can have at most 500 characters' },
    });
    expect(stateOf(payroll!)).toEqual([4, 1, []]);
    expect(await bulk(token, 'reject', { ids: [payroll!.id], detail: ' Montos no cuadran ' })).toEqual([
      { id: payroll!.id, ok: true, text: `Payroll ${payroll!.id} rejected.` },
    ]);
    expect([payroll!.status_id, payroll!.detail]).toEqual([6, { text: 'Montos no cuadran' }]);
  });

  it('a role that may not act gets every row refused, in the preview and in the action', async () => {
    const token = await tokenFor('carga');
    const ids = waiting(1).map((record) => record.id);
    const judged = await preview(token, 'approved', { all_matching: true }, '?status_id__in=4');
    expect(judged.allowed).toEqual([]);
    expect(judged.matching).toBeGreaterThan(0);
    expect(new Set(judged.refused.map((row) => row.reason))).toEqual(new Set(['You do not have permission to perform this action.']));
    const results = await bulk(token, 'approved', { ids });
    expect(results.map((row) => row.ok)).toEqual(ids.map(() => false));
    expect(waiting(1).map((record) => record.id)).toEqual(ids);
  });
});

describe('POST /__demo/payroll-action-failures', () => {
  it('the next action on a listed payroll fails once without changing it; the retry succeeds (bulk and single)', async () => {
    const token = await tokenFor('aprobador1');
    const [failing, other, singleFailing] = waiting(1);
    const release_grant = await releaseGrantFor('aprobador1', token, [failing!.id, other!.id, singleFailing!.id]);
    expect((await failNext([failing!.id, singleFailing!.id])).status).toBe(204);
    const ledgerBefore = db.ledger.entries.length;
    // A preview is no action: it neither fails nor uses up the failure.
    expect((await preview(token, 'approved', { ids: [failing!.id] })).allowed).toHaveLength(1);
    expect(await bulk(token, 'approved', { ids: [failing!.id, other!.id], release_grant }, 'es')).toEqual([
      { id: failing!.id, ok: false, detail: 'No se pudo cambiar la nómina en este momento. Inténtelo de nuevo.' },
      { id: other!.id, ok: true, text: `Nómina ${other!.id} aprobada. Ahora espera al segundo aprobador.` },
    ]);
    expect(stateOf(failing!)).toEqual([4, 1, []]);
    expect(db.ledger.entries.length).toBe(ledgerBefore + 1);
    expect((await bulk(token, 'approved', { ids: [failing!.id], release_grant }))[0]!.ok).toBe(true);

    expect(await single(token, 'approved', singleFailing!.id, { release_grant })).toEqual({
      status: 503,
      body: { detail: 'The payroll could not be changed just now. Try again.' },
    });
    expect(stateOf(singleFailing!)).toEqual([4, 1, []]);
    expect((await single(token, 'approved', singleFailing!.id, { release_grant })).status).toBe(200);
  });

  it('refuses anything but a list of ids, and a reset forgets pending failures', async () => {
    const bad = await failNext(['x' as unknown as number]);
    expect([bad.status, await bad.json()]).toEqual([400, { ids: ['A valid integer is required.'] }]);
    const id = waiting(1)[0]!.id;
    expect((await failNext([id])).status).toBe(204);
    resetAt();
    const token = await tokenFor('aprobador1');
    expect((await single(token, 'approved', id, { release_grant: await releaseGrantFor('aprobador1', token, [id]) })).status).toBe(200);
  });
});
