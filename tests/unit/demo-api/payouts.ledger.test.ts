import { beforeEach, describe, expect, it } from 'vitest';
import { getPayrollHistory, listLedger } from '@app/api/calls/payrollLedger';
import { LedgerPageSchema, PayrollHistorySchema } from '@app/api/schemas/payrollLedger';
import { verifyLedger, verifyLedgers } from '@machines/payouts/payrollLedger';
import { ledgerEntryJson } from '@demo-api/payouts/ledgerQuery';
import { BANK_MS } from '@demo-api/payouts/processing';
import { db } from '@demo-api/store';
import { alteredPayroll, tamperedPayroll, truncatedPayroll } from '@demo-api/store/seed/ledger';
import { verifyHistories, verifyHistory } from '@app/payouts/payrollLedger/verifyInBrowser';
import { releaseGrantFor } from '../../support/releaseGrant';
import { advanceClock, conforms, getJson, NOW, postForm, resetAt, signInAs, tokenFor } from './payoutsSupport';

/**
 * The ledger: every transition through the lifecycle chart appends one entry with its actor.
 * Company 1's first payroll waiting for approver 1 is above the release rule's amount (issue
 * 26): its approvals go with a release grant and record `second_factor: true`.
 */

beforeEach(() => resetAt());

const entriesOf = (id: number) => db.ledger.entries.filter((entry) => entry.payroll_id === id);
const waitingFor = (level: 1 | 2) =>
  db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === level)!;

describe('recording', () => {
  it('each approval, rejection, deletion and bank answer appends exactly one entry with its actor and time', async () => {
    const payroll = waitingFor(1);
    const before = db.ledger.entries.length;
    const ap1 = await tokenFor('aprobador1');
    const ap1Grant = await releaseGrantFor('aprobador1', ap1, [payroll.id]);
    expect((await postForm('/payroll/approved', ap1, { uploaded_file_id: String(payroll.id), release_grant: ap1Grant })).status).toBe(200);
    expect(db.ledger.entries.length).toBe(before + 1);
    expect(db.ledger.entries.at(-1)).toMatchObject({
      payroll_id: payroll.id,
      from_status: 4,
      event: 'APPROVE',
      to_status: 4,
      approver_level: 2,
      actor: { kind: 'user', user_id: 2, username: 'aprobador1', name: 'Javier Muñoz', profiles: ['APROBADOR_1'], type_of_user__id: 1 },
      at: NOW.toISOString(),
      second_factor: true,
    });
    const ap2 = await tokenFor('aprobador2');
    const ap2Grant = await releaseGrantFor('aprobador2', ap2, [payroll.id]);
    expect((await postForm('/payroll/approved', ap2, { uploaded_file_id: String(payroll.id), release_grant: ap2Grant })).status).toBe(200);
    await advanceClock(BANK_MS);
    await getJson('/payrolls/', ap2);
    expect(db.ledger.entries.slice(before).map((entry) => [entry.event, entry.actor.kind, entry.actor.username])).toEqual([
      ['APPROVE', 'user', 'aprobador1'],
      ['APPROVE', 'user', 'aprobador2'],
      ['BANK_PAID', 'bank', null],
    ]);

    const other = waitingFor(1);
    await postForm('/payroll/reject', ap1, { uploaded_file_id: String(other.id), detail: ' Wrong amounts ' });
    expect(db.ledger.entries.at(-1)).toMatchObject({ event: 'REJECT', to_status: 6, reason: { text: 'Wrong amounts' }, actor: { username: 'aprobador1' } });
  });

  it('an approval appends an entry chained to the payroll’s last one, and the history still verifies', async () => {
    const payroll = waitingFor(1);
    const head = entriesOf(payroll.id).at(-1)!;
    const ap1 = await tokenFor('aprobador1');
    const release_grant = await releaseGrantFor('aprobador1', ap1, [payroll.id]);
    await postForm('/payroll/approved', ap1, { uploaded_file_id: String(payroll.id), release_grant });
    const appended = db.ledger.entries.at(-1)!;
    // The second factor is hashed with the rest (ledgerChain.ts): the app's check verifies it too.
    expect(appended).toMatchObject({ payroll_id: payroll.id, event: 'APPROVE', prev_hash: head.hash, second_factor: true });
    expect(appended.hash).toMatch(/^[0-9a-f]{64}$/);
    await signInAs('carga');
    const verdict = await verifyHistory((await getPayrollHistory(payroll.id)).items);
    expect(verdict.entries.at(-1)?.entry.id).toBe(appended.id);
    expect(verdict.verified).toBe(true);
  });

  it('a refused action records nothing; a deleted payroll keeps its history', async () => {
    const payroll = waitingFor(1);
    const before = db.ledger.entries.length;
    const ap2 = await tokenFor('aprobador2');
    expect((await postForm('/payroll/approved', ap2, { uploaded_file_id: String(payroll.id) })).status).toBe(403);
    expect(db.ledger.entries.length).toBe(before);
    const carga = await tokenFor('carga');
    expect((await postForm('/payroll/delete', carga, { uploaded_file_id: String(payroll.id) })).status).toBe(200);
    expect(entriesOf(payroll.id).at(-1)).toMatchObject({ event: 'DELETE', to_status: null, actor: { username: 'carga' } });
    await signInAs('carga');
    const history = await getPayrollHistory(payroll.id);
    expect(history.items.at(-1)?.event).toBe('DELETE');
  });
});

/** Each failing entry of a verdict: its event and why. */
const failingOf = (verdict: { entries: readonly { entry: { event: string }; issues: readonly string[] }[] }) =>
  verdict.entries.filter((item) => item.issues.length > 0).map((item) => [item.entry.event, item.issues]);

describe('seeded histories', () => {
  it('replay through the chart to every seeded payroll’s status; only the tampered payroll and the one missing an entry fail', () => {
    const verdicts = verifyLedgers(db.ledger.entries.map((entry) => ledgerEntryJson(entry, 'en')));
    const tampered = tamperedPayroll(db.payouts)!;
    const truncated = truncatedPayroll(db.payouts)!;
    for (const record of db.payouts.payrolls) {
      const verdict = verdicts.get(record.id)!;
      expect(verdict.entries.at(-1)?.entry.to_status, `payroll ${record.id}`).toBe(record.status_id);
      expect(verdict.verified, `payroll ${record.id}`).toBe(record.id !== tampered.id && record.id !== truncated.id);
    }
    const failing = verdicts.get(tampered.id)!.entries.filter((entry) => entry.issues.length > 0);
    expect(failing.map((entry) => [entry.entry.event, entry.entry.actor.username, entry.issues])).toEqual([['APPROVE', 'aprobador1', ['wrongActor']]]);
  });

  it('chain in the browser’s SHA-256 for every seeded payroll but the three tampered ones, each caught by its own check', async () => {
    for (const language of ['en', 'es'] as const) {
      const verdicts = await verifyHistories(db.ledger.entries.map((entry) => ledgerEntryJson(entry, language)));
      const tampered = [tamperedPayroll(db.payouts)!, alteredPayroll(db.payouts)!, truncatedPayroll(db.payouts)!].map((record) => record.id);
      expect(new Set(tampered).size).toBe(3);
      for (const record of db.payouts.payrolls) expect(verdicts.get(record.id)!.verified, `payroll ${record.id}`).toBe(!tampered.includes(record.id));
      const [rewritten, altered, truncated] = tampered.map((id) => failingOf(verdicts.get(id)!));
      // Re-hashed by the forger: the chain holds, the replay sees the wrong approver.
      expect(rewritten).toEqual([['APPROVE', ['wrongActor']]]);
      // A legal rejection with another reason: only its hash gives it away.
      expect(altered).toEqual([['REJECT', ['altered']]]);
      // The processing start removed: the next entry points at a hash no longer there.
      expect(truncated).toEqual([[expect.stringMatching(/^(LINES_INVALID|HEADER_ERROR)$/), ['chainBroken', 'notFromState', 'illegal']]]);
    }
  });
});

describe('GET /v1/payrolls/{id}/history/ and /v1/payrolls/history/', () => {
  it('answer a payroll’s history to whoever sees the payroll, and 404 for another company’s', async () => {
    const payroll = waitingFor(2);
    const token = await tokenFor('carga');
    const { status, body } = await getJson(`/payrolls/${payroll.id}/history/`, token, 'es');
    expect(status).toBe(200);
    const history = conforms(PayrollHistorySchema, body);
    expect(history.items.map((entry) => entry.event)).toEqual(['UPLOAD', 'PROCESS', 'PROCESSED', 'APPROVE']);
    expect(verifyLedger(history.items).verified).toBe(true);
    const lima = db.payouts.payrolls.find((record) => record.company_id === 3)!;
    expect((await getJson(`/payrolls/${lima.id}/history/`, token)).status).toBe(404);
  });

  it('lists across payrolls for auditors only, filtered by user, event, status, merchant and date, newest first', async () => {
    for (const name of ['carga', 'aprobador1', 'aprobador2'] as const) {
      expect((await getJson('/payrolls/history/', await tokenFor(name))).status).toBe(403);
    }
    const token = await tokenFor('manager');
    const { status, body } = await getJson('/payrolls/history/?actor__icontains=SOTO&event__in=APPROVE&itemsPerPage=1000', token);
    expect(status).toBe(200);
    const page = conforms(LedgerPageSchema, body);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((entry) => entry.actor.username === 'aprobador2' && entry.event === 'APPROVE')).toBe(true);
    expect(page.items.map((entry) => entry.at)).toEqual([...page.items.map((entry) => entry.at)].sort().reverse());

    await signInAs('manager');
    const day = NOW.toISOString().slice(0, 10);
    const rejected = await listLedger({ page: 1, itemsPerPage: 1000, statusIds: [6], companyIds: [3], from: day, to: day });
    expect(rejected.items.every((entry) => entry.to_status === 6 && entry.company_id === 3 && entry.at.startsWith(day))).toBe(true);
    const lima = await listLedger({ page: 1, itemsPerPage: 1000, companyIds: [3] });
    expect(lima.items.length).toBeGreaterThan(0);
    expect(lima.items.every((entry) => entry.company_id === 3 && entry.company_name === 'Inversiones Lima SAC')).toBe(true);
  });
});
