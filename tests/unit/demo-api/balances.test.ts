import { beforeEach, describe, expect, it } from 'vitest';
import { listBalances, listSettlements, exportBalances } from '@app/api/calls/balances';
import { BalanceMerchantsSchema, PreviewFilesSchema, SettlementPageSchema, BalanceSummaryPageSchema } from '@app/api/schemas/balances';
import { simplePdf, simplePng } from '@demo-api/balances/fileBytes';
import { db } from '@demo-api/store';
import { API, authHeaders, conforms, getJson, NOW, resetAt, signInAs, tokenFor, type DemoUsername } from './payoutsSupport';
import { SETTLEMENT } from './inputSupport';

/** company_balance_list: the lists, export, add, edit, delete, previews and downloads, and what the server refuses. */

beforeEach(() => resetAt());

interface Part {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A multipart body laid out by hand (under jsdom a File in FormData does not survive fetch). */
function multipart(fields: Record<string, string>, files: readonly Part[] = []) {
  const boundary = '----balances-demo-boundary';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, encoder.encode('\r\n'));
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

async function send(method: 'POST' | 'PUT', username: DemoUsername, fields: Record<string, string>, files: readonly Part[] = [], language = 'en') {
  const { body, contentType } = multipart(fields, files);
  const response = await fetch(`${API}/company_balance_list/`, {
    method,
    headers: { ...authHeaders(await tokenFor(username), language), 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function remove(username: DemoUsername, body: Record<string, unknown>) {
  const response = await fetch(`${API}/company_balance_list/`, {
    method: 'DELETE',
    headers: { ...authHeaders(await tokenFor(username)), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const PDF: Part = { name: 'deposit slip.pdf', type: 'application/pdf', bytes: simplePdf([['Deposit slip', 'Amount 500 USD']]) };
const PNG: Part = { name: 'transfer.png', type: 'image/png', bytes: simplePng(20, 10, [[200, 0, 0]]) };


const entryOf = (id: number) => db.balances.entries.find((entry) => entry.id === id)!;

describe('seeded balances', () => {
  it('cover the five types over this month and earlier ones, several merchants and currencies, top up pairs and real files', () => {
    const entries = db.balances.entries;
    expect(new Set(entries.map((entry) => entry.balance_type))).toEqual(
      new Set(['outbound_settlement', 'top_up', 'positive_adjustment', 'negative_adjustment', 'balance_top_up']),
    );
    expect(entries.some((entry) => entry.deposit_date.startsWith('2026-11'))).toBe(true);
    expect(entries.some((entry) => entry.deposit_date < '2026-11-01')).toBe(true);
    expect(entries.every((entry) => entry.deposit_date <= '2026-11-21')).toBe(true);
    expect(new Set(entries.map((entry) => entry.company)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(entries.map((entry) => entry.currency)).size).toBeGreaterThanOrEqual(4);
    const pairs = entries.filter((entry) => entry.pair?.side === 'from');
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    for (const source of pairs) {
      const destination = entryOf(source.pair!.id);
      expect(source.amount).toBeLessThan(0);
      expect(destination.amount).toBeGreaterThan(0);
      expect(destination.company).not.toBe(source.company);
    }
    const files = entries.flatMap((entry) => entry.files);
    const pdf = files.find((file) => file.mime_type === 'application/pdf')!;
    const png = files.find((file) => file.mime_type === 'image/png')!;
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 8))).toBe('%PDF-1.4');
    expect([...png.bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    expect([...db.balances.companyBanks.values()]).toContain(null);
  });
});

describe('GET get_available', () => {
  it('lists entries newest first, grouped by merchant and flattened by the schema, with the balance version', async () => {
    await signInAs('admin');
    const page = await listSettlements({ page: 1, itemsPerPage: 150 });
    const mine = db.balances.entries.filter((entry) => [1, 3].includes(entry.company));
    expect(page.paginate.totalItems).toBe(mine.length);
    const dates = page.items.map((row) => row.deposit_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items.every((row) => [1, 3].includes(row.company) && row.balance_version === db.balances.versions.get(row.company))).toBe(true);
    const pairSource = page.items.find((row) => row.balance_type === 'balance_top_up' && row.amount < 0)!;
    expect(pairSource.to).toMatchObject({ merchant: 3, currency: 'USD' });
  });

  it('filters by currency, merchants, document, bill, shown amount and deposit dates', async () => {
    await signInAs('alpsadmin');
    const some = db.balances.entries.find((entry) => entry.balance_type === 'outbound_settlement')!;
    const byAmount = await listSettlements({ page: 1, itemsPerPage: 150, amount: String(Math.abs(some.amount)) });
    expect(byAmount.items.map((row) => row.id)).toContain(some.id);
    const byDoc = await listSettlements({ page: 1, itemsPerPage: 150, documentId: some.document_id });
    expect(byDoc.items.map((row) => row.id)).toEqual([some.id]);
    const filtered = await listSettlements({ page: 1, itemsPerPage: 150, currency: 'USD', companyIds: [4], from: '2026-11-01', to: '2026-11-21' });
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((row) => row.currency === 'USD' && row.company === 4 && row.deposit_date >= '2026-11-01')).toBe(true);
  });

  it('refuses more than 7 merchants and answers totals summed from the entries on the balance screen', async () => {
    const token = await tokenFor('alpsadmin');
    const tooMany = await getJson('/company_balance_list/get_available?company_id__in=1,2,3,4,5,6,7,8', token);
    expect(tooMany).toEqual({ status: 400, body: { company_id__in: ['You can select up to 7 merchants.'] } });
    const raw = await getJson('/company_balance_list/get_available?balance_detail=false&show_summary=true&itemsPerPage=100&page=1', token);
    const summary = conforms(BalanceSummaryPageSchema, raw.body);
    const andesClp = summary.items.find((row) => row.company === 1 && row.currency === 'CLP')!;
    const expected = db.balances.entries.filter((entry) => entry.company === 1 && entry.currency === 'CLP').reduce((sum, entry) => sum + entry.amount, 0);
    expect(andesClp.total_available).toBeCloseTo(expected, 2);
    expect(andesClp.balance_version).toBe(db.balances.versions.get(1));
    await signInAs('carga');
    const own = await listBalances({ page: 1, itemsPerPage: 10 });
    expect(new Set(own.items.map((row) => row.company))).toEqual(new Set([1]));
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${API}/company_balance_list/get_available`);
    expect(response.status).toBe(401);
  });
});

describe('POST (add)', () => {
  it('stores an outbound settlement with a PDF and a PNG, serves them for preview and download, and raises the version', async () => {
    const before = db.balances.versions.get(1)!;
    const added = await send('POST', 'admin', SETTLEMENT, [PDF, PNG]);
    expect(added).toEqual({ status: 201, body: { detail: 'Balance added successfully', id: expect.any(Number) } });
    const id = added.body.id as number;
    expect(entryOf(id)).toMatchObject({ amount: -500, balance_type: 'outbound_settlement', username: 'admin', comments: 'November settlement' });
    expect(db.balances.versions.get(1)).toBe(before + 1);

    const token = await tokenFor('admin');
    const previews = conforms(PreviewFilesSchema, (await getJson(`/company_balance_list/${id}/preview-files/`, token)).body);
    expect(previews.preview_links.map((link) => link.mime_type)).toEqual(['application/pdf', 'image/png']);
    const preview = await fetch(`http://localhost:3000${previews.preview_links[0]!.preview_url}`);
    expect([...new Uint8Array(await preview.arrayBuffer())]).toEqual([...PDF.bytes]);

    const names = entryOf(id).files.map((file) => file.name);
    const one = await fetch(`${API}/company_balance_list/${id}/download-file/`, {
      method: 'POST',
      headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ file_names: [names[1]] }),
    });
    const oneUrl = ((await one.json()) as { download_url: string }).download_url;
    const file = await fetch(`http://localhost:3000${oneUrl}`);
    expect(file.headers.get('content-disposition')).toContain('transfer.png');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...PNG.bytes]);

    const all = await fetch(`${API}/company_balance_list/${id}/download-file/`, {
      method: 'POST',
      headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ file_names: names }),
    });
    const zip = await fetch(`http://localhost:3000${((await all.json()) as { download_url: string }).download_url}`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(new TextDecoder().decode(bytes)).toContain('deposit slip.pdf');
  });

  it('stores both sides of a balance top up: source negative, destination positive', async () => {
    const fields = { ...SETTLEMENT, balance_type: 'balance_top_up', currency: 'CLP', amount: '-95000', company_to: '3', currency_to: 'USD', amount_to: '100', bank_to: '2', document_id_to: 'BT-X', account_id_to: '1' };
    const added = await send('POST', 'admin', fields);
    expect(added.status).toBe(201);
    const source = entryOf(added.body.id as number);
    expect(source).toMatchObject({ amount: -95000, company: 1, pair: { side: 'from' } });
    expect(entryOf(source.pair!.id)).toMatchObject({ amount: 100, company: 3, currency: 'USD', pair: { id: source.id, side: 'to' } });
    const sameCurrency = await send('POST', 'admin', { ...fields, currency: 'USD', currency_to: 'USD' });
    expect(sameCurrency.status).toBe(201);
    const notOffered = await send('POST', 'admin', { ...fields, currency_to: 'CLP' });
    expect(notOffered).toEqual({ status: 400, body: { currency_to: ["The merchant's country does not offer CLP."] } });
  });

  it('refuses users without BALANCE_MANAGEMENT, merchants without a bank, dates outside the month, wrong signs and bad files', async () => {
    expect(await send('POST', 'alpsadmin', SETTLEMENT)).toEqual({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    db.access.users.find((user) => user.username === 'admin')!.company_ids.push(2);
    expect(await send('POST', 'admin', { ...SETTLEMENT, company: '2', currency: 'CLP' })).toEqual({
      status: 400,
      body: { company: ['Balance management is disabled for this merchant: Minera Pacífico Ltda'] },
    });
    expect((await send('POST', 'admin', { ...SETTLEMENT, deposit_date: '2026-10-31' })).status).toBe(400);
    expect((await send('POST', 'admin', { ...SETTLEMENT, deposit_date: '2026-11-22' })).status).toBe(400);
    expect((await send('POST', 'admin', { ...SETTLEMENT, amount: '500' })).body).toEqual({ amount: ['The amount of a outbound settlement must be negative.'] });
    expect((await send('POST', 'admin', { ...SETTLEMENT, document_id: '' })).body).toEqual({ document_id: ['This field is required.'] });
    // Spec 02 section 5: the comment too, on add and on edit; the UI says so first, the server holds.
    expect((await send('POST', 'admin', { ...SETTLEMENT, comments: '' })).body).toEqual({ comments: ['This field is required.'] });
    const { comments: _dropped, ...withoutComment } = SETTLEMENT;
    expect((await send('POST', 'admin', withoutComment)).body).toEqual({ comments: ['This field is required.'] });
    const big: Part = { name: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array(5_000_001) };
    expect((await send('POST', 'admin', SETTLEMENT, [big])).body).toEqual({ files: ['File is too large'] });
    const text: Part = { name: 'notes.txt', type: 'text/plain', bytes: new Uint8Array(3) };
    expect((await send('POST', 'admin', SETTLEMENT, [text], 'es')).body).toEqual({ files: ['Archivo de tipo inválido'] });
    expect((await send('POST', 'admin', SETTLEMENT, [PDF, PNG, PDF, PNG])).status).toBe(400);
  });
});

describe('PUT (edit) and DELETE', () => {
  const thisMonth = () => db.balances.entries.find((entry) => entry.company === 1 && entry.deposit_date >= '2026-11-01' && !entry.pair && entry.files.length > 0)!;
  const editFields = (id: number) => ({ id: String(id), company: '1', currency: entryOf(id).currency, bank: '12', account_id: entryOf(id).account_id, document_id: entryOf(id).document_id, comments: 'changed' });

  it('changes only what is sent, removes files by storage key, adds new ones', async () => {
    const record = thisMonth();
    const { amount, deposit_date } = record;
    const removed = record.files[0]!.name;
    const kept = record.files[1]!.original_name;
    const answer = await send('PUT', 'admin', { ...editFields(record.id), files_to_change: removed }, [PNG]);
    expect(answer).toEqual({ status: 200, body: { detail: 'Balance update successfully' } });
    expect(entryOf(record.id)).toMatchObject({ amount, deposit_date, comments: 'changed' });
    expect(entryOf(record.id).files.map((file) => file.original_name)).toEqual([kept, 'transfer.png']);
    expect(entryOf(record.id).files.some((file) => file.name === removed)).toBe(false);
    const sign = record.amount < 0 ? '-' : '';
    expect((await send('PUT', 'admin', { ...editFields(record.id), amount: `${sign}42` })).status).toBe(200);
    expect(entryOf(record.id).amount).toBe(Number(`${sign}42`));
  });

  it('refuses removing every file without adding one, entries of earlier months, and users without BALANCE_MANAGEMENT', async () => {
    const record = thisMonth();
    const all = record.files.map((file) => file.name).join(',');
    expect((await send('PUT', 'admin', { ...editFields(record.id), files_to_change: all })).body).toEqual({ files: ['All fields are required'] });
    const old = db.balances.entries.find((entry) => entry.company === 1 && entry.deposit_date < '2026-11-01' && !entry.pair)!;
    const notNow = { status: 403, body: { detail: 'Only balances deposited in the current month can be changed.' } };
    expect(await send('PUT', 'admin', { ...editFields(old.id), bank: '12' })).toEqual(notNow);
    expect(await remove('admin', { company: 1, id: old.id })).toEqual(notNow);
    expect((await remove('manager', { company: 1, id: record.id })).status).toBe(403);
    expect(entryOf(old.id)).toBeDefined();
  });

  it('decides "this month" and "today" in the business zone (Santiago), not in UTC', async () => {
    // 22:30 in Santiago on 30 November: UTC is already on 1 December.
    resetAt(new Date('2026-12-01T01:30:00Z'));
    const november = thisMonth();
    expect((await send('PUT', 'admin', { ...editFields(november.id), deposit_date: '2026-11-30' })).status).toBe(200);
    expect((await send('POST', 'admin', { ...SETTLEMENT, deposit_date: '2026-11-30' })).status).toBe(201);
    expect((await send('POST', 'admin', { ...SETTLEMENT, deposit_date: '2026-12-01' })).body).toEqual({ deposit_date: [expect.any(String)] });
    // 00:30 in Santiago on 1 December: November is an earlier month.
    resetAt(new Date('2026-12-01T03:30:00Z'));
    const old = db.balances.entries.find((entry) => entry.company === 1 && entry.deposit_date.startsWith('2026-11') && !entry.pair)!;
    expect((await remove('admin', { company: 1, id: old.id })).status).toBe(403);
    expect((await send('POST', 'admin', { ...SETTLEMENT, deposit_date: '2026-12-01' })).status).toBe(201);
  });

  it('deletes an entry, and both sides of a balance top up only with id_to', async () => {
    const record = thisMonth();
    expect(await remove('admin', { company: 1, id: record.id })).toEqual({ status: 200, body: { detail: 'Balance deleted successfully' } });
    expect(db.balances.entries.some((entry) => entry.id === record.id)).toBe(false);
    const source = db.balances.entries.find((entry) => entry.company === 1 && entry.pair?.side === 'from' && entry.deposit_date >= '2026-11-01')!;
    expect((await remove('admin', { company: 1, id: source.id })).status).toBe(400);
    expect((await remove('admin', { company: 1, id: source.id, id_to: source.pair!.id })).status).toBe(200);
    expect(db.balances.entries.some((entry) => entry.id === source.id || entry.id === source.pair!.id)).toBe(false);
  });
});

describe('export and merchants', () => {
  it('answers 201 with the url of a CSV of the same filters, summaries or details', async () => {
    await signInAs('admin');
    const answer = await exportBalances('balance_detail', { currency: 'USD' });
    expect(answer.kind).toBe('url');
    const csv = await (await fetch(`http://localhost:3000${answer.kind === 'url' ? answer.url : ''}`)).text();
    const rows = csv.trim().split('\r\n');
    expect(rows[0]).toBe('Merchant;Deposit date;Type;Bank;Document number;Bill number;Amount;Currency');
    expect(rows.slice(1).every((row) => row.endsWith(';USD'))).toBe(true);
    expect(rows.length - 1).toBe(db.balances.entries.filter((entry) => [1, 3].includes(entry.company) && entry.currency === 'USD').length);
    const summaries = await exportBalances('summaries', {});
    expect(summaries.kind).toBe('url');
  });

  it('lists the user\'s merchants with their bank (null when none) and the banks of their country', async () => {
    const token = await tokenFor('alpsadmin');
    const merchants = conforms(BalanceMerchantsSchema, (await getJson('/company_balance_list/merchants/', token)).body);
    expect(merchants).toHaveLength(8);
    expect(merchants.find((merchant) => merchant.company === 2)?.bank_id).toBeNull();
    expect(merchants.find((merchant) => merchant.company === 1)).toMatchObject({ bank_id: 12, currencies_available: ['CLP', 'USD'] });
  });

  it('answers pages the settlements schema accepts', async () => {
    const token = await tokenFor('admin');
    conforms(SettlementPageSchema, (await getJson('/company_balance_list/get_available?itemsPerPage=10&page=2', token)).body);
    expect(NOW.toISOString()).toBe('2026-11-21T12:00:00.000Z');
  });
});
