import { beforeEach, describe, expect, it } from 'vitest';
import { simplePdf, simplePng } from '@demo-api/balances/fileBytes';
import { BALANCE_LIMITS } from '@demo-api/balances/limits';
import { SETTINGS_LIMITS } from '@demo-api/settings/limits';
import { db } from '@demo-api/store';
import { balancesSnapshot, sendBalance, sendJson, SETTLEMENT, type FilePart } from './inputSupport';
import { getJson, resetAt, tokenFor } from './payoutsSupport';

/**
 * What an outsider may send and the demo API must refuse with a 400 (never a 500, never stored):
 * client-chosen keys outside the allowed ones, text past its documented length, amounts that are
 * not finite decimals in range, notification URLs that reach this machine or a private network,
 * and attachments whose content is not what their name says.
 */

beforeEach(() => resetAt());

const TOO_LONG = {
  en: (max: number) => `Ensure this field has no more than ${max} characters.`,
  es: (max: number) => `Asegúrese de que este campo no tenga más de ${max} caracteres.`,
};

describe('payments ordering: only the sortable fields', () => {
  it.each(['__proto__', 'constructor', 'toString', '-__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__', '-', 'amount'])(
    'ordering=%s is 400 {ordering: [...]}, never a 500',
    async (ordering) => {
      const token = await tokenFor('admin');
      const query = `page=1&itemsPerPage=5&ordering=${encodeURIComponent(ordering)}`;
      expect(await getJson(`/payments/operation/?${query}`, token)).toEqual({
        status: 400,
        body: { ordering: [`Select a valid choice. ${ordering} is not one of the available choices.`] },
      });
      expect(await getJson(`/payments/operation/?${query}&export=true`, token)).toMatchObject({ status: 400 });
    },
  );

  it('refuses the first unknown field of a comma list, in Spanish when asked; known fields still order', async () => {
    const token = await tokenFor('admin');
    expect(await getJson('/payments/operation/?ordering=channel,-constructor', token, 'es')).toEqual({
      status: 400,
      body: { ordering: ['Escoja una opción válida. -constructor no es una de las opciones disponibles.'] },
    });
    const { status, body } = await getJson('/payments/operation/?page=1&itemsPerPage=200&ordering=-channel,operation_id', token);
    expect(status).toBe(200);
    const rows = (body as { items: { data: { channel: number; operation_id: number }[] } }).items.data;
    const expected = [...rows].sort((a, b) => b.channel - a.channel || a.operation_id - b.operation_id);
    expect(rows.map((row) => row.operation_id)).toEqual(expected.map((row) => row.operation_id));
  });
});

describe('text lengths (SETTINGS_LIMITS, BALANCE_LIMITS)', () => {
  it('documents the limits', () => {
    expect(SETTINGS_LIMITS.text).toEqual({
      first_name: 150,
      last_name: 150,
      username: 150,
      email: 254,
      email_local_part: 64,
      notification_url: 200,
      reject_notification_url: 200,
    });
    expect(BALANCE_LIMITS.text).toEqual({ comments: 200, document_id: 64, document_id_to: 64, account_id: 64, account_id_to: 64, file_name: 255 });
  });

  it('create user: names over 150 and an address over 254 characters are refused in both languages; nothing is created', async () => {
    const token = await tokenFor('admin');
    const users = db.settings.users.length;
    const long = { first_name: 'a'.repeat(151), last_name: 'b'.repeat(151), email: `${'c'.repeat(60)}@${'d'.repeat(190)}.example`, profile: 'carga' };
    expect(await sendJson('POST', '/user/', token, long)).toEqual({
      status: 400,
      body: { first_name: [TOO_LONG.en(150)], last_name: [TOO_LONG.en(150)], email: [TOO_LONG.en(254)] },
    });
    expect(await sendJson('POST', '/user/', token, long, 'es')).toEqual({
      status: 400,
      body: { first_name: [TOO_LONG.es(150)], last_name: [TOO_LONG.es(150)], email: [TOO_LONG.es(254)] },
    });
    // A local part longer than 64 characters is not an address (it would become the username).
    expect(await sendJson('POST', '/user/', token, { first_name: 'A', last_name: 'B', email: `${'e'.repeat(65)}@shop.example`, profile: 'carga' })).toEqual({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    expect(db.settings.users).toHaveLength(users);
  });

  it('create user: exactly at the limits is accepted (characters, not UTF-16 units), and the username stays within 150', async () => {
    const token = await tokenFor('admin');
    const emoji = '😀'.repeat(150);
    const email = `${'f'.repeat(64)}@${'g'.repeat(181)}.example`;
    expect(email).toHaveLength(254);
    const created = await sendJson('POST', '/user/', token, { first_name: emoji, last_name: 'h'.repeat(150), email, profile: 'carga' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ first_name: emoji, username: 'f'.repeat(64) });
  });

  it('own profile: a name over 150 characters is refused and the name stays', async () => {
    const token = await tokenFor('manager');
    const before = db.settings.users.find((user) => user.username === 'manager')!.first_name;
    expect(await sendJson('PATCH', '/user_profile', token, { first_name: 'x'.repeat(151), last_name: 'Y' }, 'es')).toEqual({
      status: 400,
      body: { first_name: [TOO_LONG.es(150)] },
    });
    expect(await sendJson('PATCH', '/user_profile', token, { first_name: 'X', last_name: 'y'.repeat(10_000) })).toEqual({
      status: 400,
      body: { last_name: [TOO_LONG.en(150)] },
    });
    expect(db.settings.users.find((user) => user.username === 'manager')!.first_name).toBe(before);
    expect(db.access.users.find((user) => user.username === 'manager')!.first_name).toBe(before);
  });

  it('notification URLs over 200 characters are refused with the length message', async () => {
    const token = await tokenFor('admin');
    const before = JSON.stringify(db.settings.merchants.map((merchant) => merchant.notification_urls));
    const long = `https://shop.example/${'p'.repeat(200)}`;
    expect(await sendJson('POST', '/payments/merchant/update/notification_url/', token, { merchant_id: '101', notification_url: long, reject_notification_url: long })).toEqual({
      status: 400,
      body: { notification_url: [TOO_LONG.en(200)], reject_notification_url: [TOO_LONG.en(200)] },
    });
    expect(JSON.stringify(db.settings.merchants.map((merchant) => merchant.notification_urls))).toBe(before);
  });

  it.each([
    ['document_id', 64],
    ['account_id', 64],
    ['comments', 200],
  ] as const)('balance add: %s over %i characters is refused in both languages; nothing is stored', async (name, max) => {
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', { ...SETTLEMENT, [name]: 'z'.repeat(max + 1) })).toEqual({ status: 400, body: { [name]: [TOO_LONG.en(max)] } });
    expect(await sendBalance('POST', 'admin', { ...SETTLEMENT, [name]: 'z'.repeat(100_000) }, [], 'es')).toEqual({ status: 400, body: { [name]: [TOO_LONG.es(max)] } });
    expect(balancesSnapshot()).toBe(before);
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, [name]: 'z'.repeat(max) })).status).toBe(201);
  });

  it('balance top up: the destination document and account are bounded too', async () => {
    const topUp = { ...SETTLEMENT, balance_type: 'balance_top_up', currency: 'CLP', amount: '-95000', company_to: '3', currency_to: 'USD', amount_to: '100', bank_to: '2', document_id_to: 'BT-X', account_id_to: '1' };
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', { ...topUp, document_id_to: 'd'.repeat(65) })).toEqual({ status: 400, body: { document_id_to: [TOO_LONG.en(64)] } });
    expect(await sendBalance('POST', 'admin', { ...topUp, account_id_to: 'a'.repeat(65) })).toEqual({ status: 400, body: { account_id_to: [TOO_LONG.en(64)] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it('balance edit: a field over its limit changes nothing', async () => {
    const record = db.balances.entries.find((entry) => entry.company === 1 && entry.deposit_date >= '2026-11-01' && !entry.pair)!;
    const edit = { id: String(record.id), company: '1', currency: record.currency, bank: '12', account_id: record.account_id, document_id: record.document_id, comments: 'ok' };
    const before = balancesSnapshot();
    expect(await sendBalance('PUT', 'admin', { ...edit, document_id: 'q'.repeat(65) })).toEqual({ status: 400, body: { document_id: [TOO_LONG.en(64)] } });
    expect(await sendBalance('PUT', 'admin', { ...edit, comments: 'q'.repeat(201) })).toEqual({ status: 400, body: { comments: [TOO_LONG.en(200)] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it('an attachment whose name is over 255 characters is refused', async () => {
    const before = balancesSnapshot();
    const pdf: FilePart = { name: `${'n'.repeat(252)}.pdf`, type: 'application/pdf', bytes: simplePdf([['x']]) };
    expect(await sendBalance('POST', 'admin', SETTLEMENT, [pdf])).toEqual({
      status: 400,
      body: { files: ['Ensure this filename has at most 255 characters (it has 256).'] },
    });
    expect(balancesSnapshot()).toBe(before);
  });
});

describe('balance amounts: finite decimals within ±999,999,999,999.99', () => {
  const OUT_OF_RANGE = {
    en: 'Ensure the amount, without its sign, is no more than 999,999,999,999.99.',
    es: 'Asegúrese de que el monto, sin su signo, no sea mayor que 999.999.999.999,99.',
  };

  it.each([
    [`-1${'0'.repeat(400)}`, OUT_OF_RANGE.en],
    ['-1000000000000', OUT_OF_RANGE.en],
    ['-1000000000000.00', OUT_OF_RANGE.en],
    ['-99999999999999999999', OUT_OF_RANGE.en],
    ['-1e400', 'Enter a number.'],
    ['1e400', 'Enter a number.'],
    ['-5e2', 'Enter a number.'],
    ['Infinity', 'Enter a number.'],
    ['-Infinity', 'Enter a number.'],
    ['NaN', 'Enter a number.'],
    ['0x10', 'Enter a number.'],
    ['-0x10', 'Enter a number.'],
    ['-0b11', 'Enter a number.'],
    ['+5', 'Enter a number.'],
    ['-1_000', 'Enter a number.'],
    ['-12.', 'Enter a number.'],
    ['-.5', 'Enter a number.'],
    ['-１２', 'Enter a number.'],
    ['- 5', 'Enter a number.'],
    ['-1.234', 'Ensure that there are no more than 2 decimal places.'],
    ['-999999999999.999', 'Ensure that there are no more than 2 decimal places.'],
    ['-0.001', 'Ensure that there are no more than 2 decimal places.'],
  ])('add refuses amount %s with 400 and stores nothing', async (amount, message) => {
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', { ...SETTLEMENT, amount })).toEqual({ status: 400, body: { amount: [message] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it('says so in Spanish, for the destination amount of a balance top up too', async () => {
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', { ...SETTLEMENT, amount: `-1${'0'.repeat(400)}` }, [], 'es')).toEqual({ status: 400, body: { amount: [OUT_OF_RANGE.es] } });
    expect(await sendBalance('POST', 'admin', { ...SETTLEMENT, amount: '-1.999' }, [], 'es')).toEqual({
      status: 400,
      body: { amount: ['Asegúrese de que no haya más de 2 decimales.'] },
    });
    const topUp = { ...SETTLEMENT, balance_type: 'balance_top_up', currency: 'CLP', amount: '-95000', company_to: '3', currency_to: 'USD', bank_to: '2', document_id_to: 'BT-X' };
    expect(await sendBalance('POST', 'admin', { ...topUp, amount_to: `1${'0'.repeat(400)}` })).toEqual({ status: 400, body: { amount_to: [OUT_OF_RANGE.en] } });
    expect(await sendBalance('POST', 'admin', { ...topUp, amount_to: 'Infinity' })).toEqual({ status: 400, body: { amount_to: ['Enter a number.'] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it('accepts the largest amounts and leading zeros, and the totals stay finite decimals', async () => {
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, amount: '-999999999999.99' })).status).toBe(201);
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, balance_type: 'top_up', account_id: '1', amount: '999999999999.99' })).status).toBe(201);
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, balance_type: 'top_up', account_id: '1', amount: '999999999999.99' })).status).toBe(201);
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, amount: '-0000000000000000000001.50' })).status).toBe(201);
    expect(db.balances.entries.at(-1)!.amount).toBe(-1.5);
    expect((await sendBalance('POST', 'admin', { ...SETTLEMENT, balance_type: 'top_up', account_id: '1', amount: `1${'0'.repeat(400)}` })).status).toBe(400);
    const { body } = await getJson('/company_balance_list/get_available?balance_detail=false&itemsPerPage=100', await tokenFor('admin'));
    const totals = (body as { items: { balances: { total_available: string }[] }[] }).items.flatMap((item) => item.balances.map((line) => line.total_available));
    expect(totals.length).toBeGreaterThan(0);
    for (const total of totals) expect(total).toMatch(/^-?\d+\.\d{2}$/);
    expect(db.balances.entries.every((entry) => Number.isFinite(entry.amount) && Math.abs(entry.amount) <= BALANCE_LIMITS.amount.max_abs)).toBe(true);
  });

  it('edit refuses a bad amount and changes nothing', async () => {
    const record = db.balances.entries.find((entry) => entry.company === 1 && entry.deposit_date >= '2026-11-01' && !entry.pair && entry.amount < 0)!;
    const edit = { id: String(record.id), company: '1', currency: record.currency, bank: '12', account_id: record.account_id, document_id: record.document_id, comments: 'x' };
    const before = balancesSnapshot();
    for (const amount of [`-1${'0'.repeat(400)}`, '-Infinity', 'NaN', '-1.001', '-0x10']) {
      expect((await sendBalance('PUT', 'admin', { ...edit, amount })).status).toBe(400);
    }
    expect(balancesSnapshot()).toBe(before);
  });
});

describe('notification URLs: https to a public host only (the rule the form uses)', () => {
  it.each([
    'http://shop.example/hook',
    'https://localhost/hook',
    'https://api.localhost/hook',
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://172.20.0.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://0.0.0.0/hook',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'http://2130706433/',
    'https://2130706433/',
    'https://0x7f.1/',
    'https://0177.0.0.1/',
    'https://user:pass@shop.example/hook',
  ])('refuses %s with 400 and keeps the stored URLs', async (url) => {
    const token = await tokenFor('admin');
    const before = { ...db.settings.merchants.find((merchant) => merchant.id === 101)!.notification_urls };
    const fields = { merchant_id: '101', notification_url: url, reject_notification_url: 'https://shop.example/ko' };
    expect(await sendJson('POST', '/payments/merchant/update/notification_url/', token, fields)).toEqual({ status: 400, body: { notification_url: ['Enter a valid URL.'] } });
    expect(await sendJson('POST', '/payments/merchant/update/notification_url/', token, { ...fields, reject_notification_url: url }, 'es')).toEqual({
      status: 400,
      body: { notification_url: ['Introduzca una URL válida.'], reject_notification_url: ['Introduzca una URL válida.'] },
    });
    expect(db.settings.merchants.find((merchant) => merchant.id === 101)!.notification_urls).toEqual(before);
  });

  it('still saves a public https address', async () => {
    const token = await tokenFor('admin');
    const fields = { merchant_id: '101', notification_url: 'https://hooks.shop.example:8443/ok?x=1', reject_notification_url: 'https://8.8.8.8/ko' };
    expect((await sendJson('POST', '/payments/merchant/update/notification_url/', token, fields)).status).toBe(200);
    expect(db.settings.merchants.find((merchant) => merchant.id === 101)!.notification_urls).toEqual({
      url_notification: 'https://hooks.shop.example:8443/ok?x=1',
      reject_notification_url: 'https://8.8.8.8/ko',
    });
  });
});

describe('balance attachments: the content must be what the name says', () => {
  const EXE: FilePart = { name: 'invoice.pdf', type: 'application/pdf', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]) };
  const PDF: FilePart = { name: 'receipt.pdf', type: 'application/pdf', bytes: simplePdf([['Receipt']]) };
  const PNG: FilePart = { name: 'transfer.png', type: 'image/png', bytes: simplePng(4, 4, [[1, 2, 3]]) };
  const JPEG: FilePart = { name: 'scan.jpeg', type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]) };

  it('refuses a Windows executable named invoice.pdf, in both languages, and stores nothing', async () => {
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', SETTLEMENT, [PDF, EXE])).toEqual({ status: 400, body: { files: ['The content of invoice.pdf is not a PDF file.'] } });
    expect(await sendBalance('POST', 'admin', SETTLEMENT, [EXE], 'es')).toEqual({ status: 400, body: { files: ['El contenido de invoice.pdf no es un archivo PDF.'] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it.each([
    { name: 'photo.png', type: 'image/png', bytes: PDF.bytes, kind: 'PNG' },
    { name: 'photo.jpg', type: 'image/jpeg', bytes: PNG.bytes, kind: 'JPEG' },
    { name: 'photo.jpeg', type: 'image/jpeg', bytes: new TextEncoder().encode('<html><script>alert(1)</script>'), kind: 'JPEG' },
    { name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array(0), kind: 'PDF' },
    { name: 'short.png', type: 'image/png', bytes: PNG.bytes.slice(0, 7), kind: 'PNG' },
    { name: 'almost.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF1.4'), kind: 'PDF' },
  ])('refuses $name whose bytes are not a $kind', async ({ name, type, bytes, kind }) => {
    const before = balancesSnapshot();
    expect(await sendBalance('POST', 'admin', SETTLEMENT, [{ name, type, bytes }])).toEqual({ status: 400, body: { files: [`The content of ${name} is not a ${kind} file.`] } });
    expect(balancesSnapshot()).toBe(before);
  });

  it('accepts real PDF, PNG and JPEG files, on add and on edit; an executable added on edit changes nothing', async () => {
    const added = await sendBalance('POST', 'admin', SETTLEMENT, [PDF, PNG, JPEG]);
    expect(added.status).toBe(201);
    const id = (added.body as { id: number }).id;
    expect(db.balances.entries.find((entry) => entry.id === id)!.files.map((file) => file.mime_type)).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
    const record = db.balances.entries.find((entry) => entry.id === id)!;
    const edit = { id: String(id), company: '1', currency: record.currency, bank: '12', account_id: record.account_id, document_id: record.document_id, comments: record.comments, files_to_change: record.files[2]!.name };
    const before = balancesSnapshot();
    expect(await sendBalance('PUT', 'admin', edit, [EXE])).toEqual({ status: 400, body: { files: ['The content of invoice.pdf is not a PDF file.'] } });
    expect(balancesSnapshot()).toBe(before);
    expect((await sendBalance('PUT', 'admin', edit, [{ ...JPEG, name: 'scan2.JPG' }])).status).toBe(200);
  });
});
