import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as access from '@app/api/calls/access';
import * as delegations from '@app/api/calls/approvalDelegations';
import * as policies from '@app/api/calls/approvalPolicies';
import * as balances from '@app/api/calls/balances';
import * as dashboards from '@app/api/calls/dashboards';
import * as payments from '@app/api/calls/payments';
import * as payouts from '@app/api/calls/payouts';
import * as payrollBulk from '@app/api/calls/payrollBulk';
import * as internal from '@app/api/calls/payoutsInternal';
import * as ledger from '@app/api/calls/payrollLedger';
import * as listPreferences from '@app/api/calls/listPreferences';
import * as listViews from '@app/api/calls/listViews';
import * as reference from '@app/api/calls/reference';
import * as secondFactor from '@app/api/calls/secondFactor';
import * as settings from '@app/api/calls/settings';
import * as users from '@app/api/calls/users';
import { simplePdf } from '@demo-api/balances/fileBytes';
import { templateHeader } from '@demo-api/payouts/template';
import { logOf } from '@demo-api/payments/present';
import { needsSecondFactor } from '@demo-api/payouts/releaseRules';
import { db, demoNow } from '@demo-api/store';
import { businessDayOf } from '@demo-api/store/clock';
import { DEMO_TOTP_SECRET } from '@demo-api/store/seed/access';
import { bodyOf, createContractChecker } from '../../../server/contractCheck';
import { demoServer, resetDemo } from '../../support/demoServer';
import { API, authHeaders, csvPart, multipartOf, NOW, ORIGIN, resetAt, signInAs, tokenFor } from '../demo-api/payoutsSupport';

const NOW_ISO = NOW.toISOString();
import { SETTLEMENT } from '../demo-api/inputSupport';

/**
 * Every operation of docs/api/openapi.yaml, made against the demo API in-process (the app's own
 * calls, except multipart bodies, which jsdom's fetch cannot carry and are sent by hand): each
 * request and each successful answer is checked with Ajv against the document.
 */

const checker = createContractChecker();
const exercised = new Set<string>();
const violations: string[] = [];
const sent = new Map<string, Request>();

async function checkExchange(request: Request, response: Response): Promise<void> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  const op = checker.operationOf(request.method, url.pathname);
  if (op) exercised.add(`${op.method} ${op.template}`);
  // A signed link from an answer (a file to open) is not a call the app sends itself.
  if (url.searchParams.has('sig')) return;
  const type = request.headers.get('content-type');
  const body = await bodyOf(request);
  // The app's client adds `language` to every call; the test's own sign-ins are not the app's calls.
  const problems = url.searchParams.has('language')
    ? checker.checkRequest({ method: request.method, path: url.pathname, query: url.searchParams, contentType: type, body })
    : [];
  if (response.ok && (response.headers.get('content-type') ?? '').includes('json')) {
    problems.push(...checker.checkAnswer(request.method, url.pathname, response.status, await response.json()));
  } else if (!response.ok) problems.push(`${request.method} ${url.pathname} answered ${response.status}: the scenario must succeed`);
  violations.push(...problems);
}

const pending: Promise<void>[] = [];
const onStart = ({ request, requestId }: { request: Request; requestId: string }) => void sent.set(requestId, request.clone());
const onMocked = ({ response, requestId }: { response: Response; requestId: string }) => {
  const request = sent.get(requestId);
  sent.delete(requestId);
  if (request) pending.push(checkExchange(request, response.clone()));
};

beforeAll(() => {
  resetAt();
  demoServer.events.on('request:start', onStart);
  demoServer.events.on('response:mocked', onMocked);
});
afterAll(() => {
  demoServer.events.removeListener('request:start', onStart);
  demoServer.events.removeListener('response:mocked', onMocked);
  // Real time again, as every test leaves it (tests/support/setup.ts): the next file in this
  // worker seeds from the store's clock, and a fixed one would give it another week's data.
  resetDemo();
});

const PAYROLL = csvPart(
  'payroll.csv',
  `${templateHeader('en').join(',')}\nOC-1,,12345678,Cuenta Corriente,Banco de Chile,11.111.111-1,Ana Pérez Soto,25000,CLP,ana@correo.example,Reembolso`,
);
const SLIP = { name: 'slip.pdf', type: 'application/pdf', bytes: simplePdf([['Deposit slip']]) };

async function sendMultipart(method: 'POST' | 'PUT', path: string, username: 'carga' | 'admin', fields: Record<string, string>, file: typeof SLIP, field: string) {
  const { body, contentType } = multipartOf(fields, [file], field);
  const response = await fetch(`${API}${path}?language=en`, { method, headers: { ...authHeaders(await tokenFor(username)), 'Content-Type': contentType }, body });
  expect(response.ok, `${method} ${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** An authenticator app's code for `secret` at `timestamp` (real time, as the demo API reads it). */
const totpCode = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

const SCENARIO: readonly [string, () => Promise<unknown>][] = [
  ['access and reference data', async () => {
    await signInAs('admin');
    await access.loadMe();
    await reference.loadCountries([1, 2]);
    await reference.loadAppSettings();
    await reference.loadCurrencies();
    await access.recoverPassword('carga@demo.example');
    const link = { token: 'demo-reset-token', base64_email: 'Y2FyZ2FAZGVtby5leGFtcGxl' };
    await access.checkToken(link);
    await access.resetPassword({ ...link, password: 'demo1234' });
    await access.logout();
  }],
  ['second factor', async () => {
    await signInAs('manager');
    await secondFactor.secondFactorStatus();
    const { secret } = await secondFactor.secondFactorSetup();
    const now = Date.now();
    await secondFactor.enableSecondFactor(totpCode(secret, now));
    // The next step's code: the one that turned the factor on cannot be used again.
    const { recovery_codes } = await secondFactor.newRecoveryCodes(totpCode(secret, now + 30_000));
    await secondFactor.disableSecondFactor(recovery_codes[0]!);
    // verificada's password step, then the app's second step.
    const password = await fetch(`${API}/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'verificada', password: 'demo1234' }) });
    const { challenge } = ((await password.json()) as { second_factor: { challenge: string } }).second_factor;
    const signedIn = await access.loginSecondFactor({ challenge, method: 'code', value: totpCode(DEMO_TOTP_SECRET, Date.now()) });
    expect(signedIn.token).toMatch(/^[0-9a-f]{40}$/);
  }],
  ['dashboards', async () => {
    await signInAs('manager');
    const q = { from: '2026-11-01', to: '2026-11-21', currency: null };
    await dashboards.getDashboardData(q, [101, 103]);
    await dashboards.getDashboardSummary([101, 103]);
    await dashboards.getCompanyBalances();
    await dashboards.getCompanySummary(q);
  }],
  ['payments', async () => {
    await signInAs('admin');
    const list = await payments.listPayments({ page: 1, itemsPerPage: 10 });
    await payments.exportPayments({ from: '2026-11-01', to: '2026-11-21' });
    await payments.getPayment(list.items.data[0]!.operation_id);
    // One the demo renotifies: paid or notified, no notification in the last 5 minutes, an endpoint that answers.
    const now = Date.parse(NOW_ISO);
    const renotifiable = db.payments.operations.find(
      (record) => record.merchant_id === 101 && [2, 3].includes(record.last_status) && !record.notifyFails && now - Date.parse(logOf(record)[0]?.fec_add ?? '2000-01-01') > 10 * 60_000,
    )!;
    await payments.renotifyPayment(renotifiable.operation_id, 'test');
    const vouchers = await payments.listVouchers({ page: 1, itemsPerPage: 10 });
    const proof = vouchers.items.find((row) => row.voucher_url)!.voucher_url!;
    expect((await fetch(new URL(proof, API).href)).headers.get('content-type')).toBe('application/pdf');
    await payments.getCurrencyRates();
  }],
  ['settings and users', async () => {
    await signInAs('admin');
    await settings.listMerchants();
    await settings.getCredentials(101, 'test');
    const keys = await settings.generateCredentials(101, 'test');
    await settings.keepCredentials(101, 'test', keys);
    await settings.updateNotificationUrls(101, { url_notification: 'https://shop.example/notify', reject_notification_url: 'https://shop.example/reject' });
    await settings.getDeveloperKeys([101]);
    const list = await users.listUsers();
    const created = await users.createUser({ first_name: 'Ana', last_name: 'Paz', email: 'ana.paz@demo.example', profile: 'carga' });
    await users.setUserActive(created.id, false);
    await users.setUserProfile(created.id, 'manager');
    await users.updateProfile({ first_name: 'Lucía', last_name: 'Ramírez' });
    await users.changePassword({ old_password: 'demo1234', new_password1: 'Another-pass-2026', new_password2: 'Another-pass-2026' });
    expect(list.items.length).toBeGreaterThan(0);
  }],
  ['payouts', async () => {
    await signInAs('carga');
    await payouts.listPayrolls({ page: 1, itemsPerPage: 10 });
    const id = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 7)!.id;
    await payouts.getPayroll(id);
    await payouts.downloadPayrollFile(id, 'original');
    await payouts.listPayoutTransactions({ page: 1, itemsPerPage: 10, payrollId: id });
    await payouts.listReport({ page: 1, itemsPerPage: 10 });
    await payouts.downloadReport({});
    const uploaded = await sendMultipart('POST', '/upload_payroll', 'carga', { company_id: '1' }, PAYROLL, 'file');
    const status = uploaded as { data_origin?: { id?: number } };
    await payouts.getUploadStatus(status.data_origin?.id ?? id);
    // Below the release rule's amount (issue 26): approved without a code.
    const waiting = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1 && !needsSecondFactor(record))!;
    await signInAs('aprobador1');
    await payouts.payrollAction('approved', waiting.id);
  }],
  ['bulk payroll actions', async () => {
    await signInAs('aprobador1');
    const judged = await payrollBulk.previewBulk('approved', { kind: 'allMatching', filters: { statusIds: [4], companyIds: [1] }, exclude: [] });
    await payrollBulk.previewBulk('reject', { kind: 'ids', ids: judged.allowed.map((row) => row.id) });
    const results = await payrollBulk.bulkAction('approved', judged.allowed.slice(0, 3).map((row) => row.id));
    expect(results.results.length).toBe(3);
  }],
  ['releasing money', async () => {
    // Issue 26: above the release rule an approval carries the grant a current code bought.
    await signInAs('aprobador1');
    const on = await fetch(`${ORIGIN}/__demo/second-factor`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'aprobador1' }) });
    expect(on.status).toBe(204);
    const big = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 4 && record.actual_approver_id === 1 && needsSecondFactor(record))!;
    const { grant } = await secondFactor.releaseGrant([big.id], totpCode(DEMO_TOTP_SECRET, Date.now()));
    await payouts.payrollAction('approved', big.id, undefined, grant);
    await signInAs('admin');
    const required = await policies.setApproverSecondFactor(1, true);
    expect(required.release.required_for_approvers).toBe(true);
    await policies.setApproverSecondFactor(1, false);
  }],
  ['list preferences', async () => {
    await signInAs('manager');
    await listPreferences.saveListColumns('payoutList', [{ id: 'status_id', visible: true, pin: 'left', width: 160 }]);
    const stored = await listPreferences.loadListColumns('payoutList');
    expect(stored.columns).toEqual([{ id: 'status_id', visible: true, pin: 'left', width: 160 }]);
  }],
  ['saved views', async () => {
    await signInAs('manager');
    const seeded = await listViews.loadListViews('payoutList');
    expect(seeded.map((view) => view.name)).toEqual(['Approved, all merchants']);
    const made = await listViews.saveListView('payoutList', {
      kind: 'create',
      name: 'Under approval',
      shared: false,
      search: { statusIds: '4', size: '25' },
      columns: [{ id: 'status_id', visible: true, pin: 'left', width: 160 }],
    });
    expect(made).toMatchObject({ name: 'Under approval', mine: true, shared: false });
    await listViews.saveListView('payoutList', { kind: 'edit', id: made!.id, name: 'Waiting', shared: true });
    expect(await listViews.saveListView('payoutList', { kind: 'delete', id: made!.id })).toBeNull();
  }],
  ['approval delegations', async () => {
    await signInAs('aprobador1');
    const candidates = await delegations.fetchDelegationCandidates();
    const today = businessDayOf(demoNow());
    const made = await delegations.createDelegation({ delegate_id: candidates[0]!.id, starts_on: today, ends_on: today });
    await delegations.fetchDelegations();
    await delegations.deleteDelegation(made.id);
  }],
  ['internal payout forms and the ledger', async () => {
    await signInAs('alpsadmin');
    const approved = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 5)!.id;
    const answered = db.payouts.payrolls.find((record) => record.company_id === 1 && record.status_id === 7)!.id;
    await internal.regenerateBankFile(approved, 'pe_bcp');
    await internal.recordBankAnswer(approved, false, true);
    await internal.refundsVoucher(answered);
    await signInAs('manager');
    await ledger.listLedger({ page: 1, itemsPerPage: 10 });
    await ledger.getPayrollHistory(approved);
    await policies.listApprovalPolicies();
  }],
  ['balances', async () => {
    await signInAs('admin');
    await balances.loadBalanceMerchants();
    await balances.listSettlements({ page: 1, itemsPerPage: 10 });
    await balances.listBalances({ page: 1, itemsPerPage: 10 });
    await balances.exportBalances('balance_detail', {});
    const added = await sendMultipart('POST', '/company_balance_list/', 'admin', { ...SETTLEMENT }, SLIP, 'files');
    const id = added.id as number;
    const entry = db.balances.entries.find((candidate) => candidate.id === id)!;
    await sendMultipart('PUT', '/company_balance_list/', 'admin', { id: String(id), company: '1', currency: entry.currency, bank: '12', account_id: entry.account_id, document_id: entry.document_id, comments: 'changed' }, SLIP, 'files');
    const previews = await balances.previewFiles(id);
    await balances.downloadFiles(id, previews.preview_links.map((file) => file.name).slice(0, 1));
    await balances.deleteBalance({ company: 1, id });
  }],
];

describe('docs/api/openapi.yaml against the demo API', () => {
  it.each(SCENARIO)('%s: every request and answer validates', async (_name, run) => {
    violations.length = 0;
    // A refused call rejects with the client's ApiError (not an Error): say what it was.
    await run().catch((error: unknown) => {
      throw error instanceof Error ? error : new Error(JSON.stringify(error));
    });
    await Promise.all(pending.splice(0));
    expect(violations).toEqual([]);
  });

  it('every operation of the document was exercised, and nothing outside it', () => {
    const documented = Object.entries(checker.document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect([...exercised].sort()).toEqual(documented.sort());
  });
});
