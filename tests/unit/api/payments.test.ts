import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  canRenotify,
  PAY_IN_CHANNELS,
  PaymentOperationPageSchema,
  PaymentsExportSchema,
  PaymentTransactionSchema,
  readShopper,
  RenotifyAnswerSchema,
  ServicesStatusSchema,
  VoucherPageSchema,
} from '@app/api/schemas/payments';

/** The payments contract against good and malformed answers (what the demo answers is checked in tests/unit/demo-api). */

const paginate = { totalItems: 1, itemsPerPage: 10, num_pages: 1, page: 1 };

const row = {
  operation_id: 48210001,
  merchant_trans_id: 'AND-010000',
  channel: 2,
  currency: 'CLP',
  amount: '12990.00',
  last_status: 3,
  fec_creacion: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:01:00Z',
  shopper_information: '{"Num_doc_identi": "12.345.678-5", "name_shopper": "Camila", "las_name_Shopper": "Rojas"}',
  merchant: { id: 101, bussines_name: 'Comercial Andes' },
  extra_data: null,
  tbk_transaction: { vads_card_number: '454545******1234', vads_auth_number: 123456, vads_card_brand: 'VISA' },
  operation_commission: {
    fee: '383.21',
    fee_usd: null,
    tax: '72.81',
    tax_usd: null,
    net_amount: '12533.98',
    net_amount_usd: null,
    merchant_fee: '0.0295',
    operation_tax: '0.1900',
    markup: null,
    settlement_date: null,
  },
};

const parse = <S extends v.GenericSchema>(schema: S, value: unknown) => v.safeParse(schema, value);
/** The parsed answer, or a failure naming valibot's issues. */
function good<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw new Error(JSON.stringify(v.flatten(result.issues)));
  return result.output;
}

describe('payments list answer', () => {
  it('reads items.data and paginate into one shape: numbers, shopper parsed, card from either source', () => {
    const result = good(PaymentOperationPageSchema, { items: { data: [row] }, paginate });
    const [operation] = result.items.data;
    expect(operation).toMatchObject({
      operation_id: 48210001,
      channel: 2,
      amount: 12990,
      merchant_id: 101,
      merchant_name: 'Comercial Andes',
      shopper: { document: '12.345.678-5', firstName: 'Camila', lastName: 'Rojas' },
      card: { number: '454545******1234', authorization: '123456', brand: 'VISA', source: 'tbk_transaction' },
      rejection: null,
      commission: { fee: 383.21, fee_usd: null, merchant_fee: 0.0295, operation_tax: 0.19, markup: null, settlement_date: null },
    });
    expect(result.paginate).toEqual(paginate);
  });

  it('prefers the card data of extra_data and keeps the rejection message and code apart', () => {
    const result = good(PaymentOperationPageSchema, {
      items: {
        data: [
          {
            ...row,
            last_status: 4,
            extra_data: { card_number: '548921******0001', auth_number: null, card_brand: 'MASTERCARD', rejection_message: 'Insufficient funds', rejection_code: 51 },
          },
        ],
      },
      paginate,
    });
    expect(result.items.data[0]).toMatchObject({
      card: { number: '548921******0001', authorization: null, brand: 'MASTERCARD', source: 'extra_data' },
      rejection: { message: 'Insufficient funds', code: '51' },
    });
  });

  it('takes the card data of tbk_transaction when extra_data holds only a rejection', () => {
    const result = good(PaymentOperationPageSchema, {
      items: { data: [{ ...row, last_status: 4, extra_data: { rejection_message: null, rejection_code: '-3' } }] },
      paginate,
    });
    expect(result.items.data[0]).toMatchObject({ card: { source: 'tbk_transaction', brand: 'VISA' }, rejection: { message: null, code: '-3' } });
  });

  it('takes absent commission values, absent card data and a missing commission as null', () => {
    const { operation_commission: _, tbk_transaction: __, ...bare } = row;
    const result = good(PaymentOperationPageSchema, { items: { data: [{ ...bare, operation_commission: { fee: '1.00' } }, bare] }, paginate });
    const [first, second] = result.items.data;
    expect(first!.commission).toEqual({
      fee: 1,
      fee_usd: null,
      tax: null,
      tax_usd: null,
      net_amount: null,
      net_amount_usd: null,
      merchant_fee: null,
      operation_tax: null,
      markup: null,
      settlement_date: null,
    });
    expect(second!.commission).toBeNull();
    expect(second!.card).toBeNull();
  });

  it.each([
    ['items as a list (not items.data)', { items: [row], paginate }],
    ['no paginate', { items: { data: [row] } }],
    ['an operation id as text that is not a number', { items: { data: [{ ...row, operation_id: 'abc' }] }, paginate }],
    ['an amount that is not a number', { items: { data: [{ ...row, amount: '12,990' }] }, paginate }],
    ['a status as text', { items: { data: [{ ...row, last_status: '3' }] }, paginate }],
    ['no creation date', { items: { data: [{ ...row, fec_creacion: undefined }] }, paginate }],
    ['a fee of the wrong type', { items: { data: [{ ...row, operation_commission: { fee: true } }] }, paginate }],
    ['extra_data as a list', { items: { data: [{ ...row, extra_data: ['x'] }] }, paginate }],
  ])('refuses %s', (_, body) => {
    expect(parse(PaymentOperationPageSchema, body).success).toBe(false);
  });
});

describe('shopper_information', () => {
  it.each([
    ['an object', { Num_doc_identi: '12345678', name_shopper: 'Rosa', las_name_Shopper: 'Quispe' }, { document: '12345678', firstName: 'Rosa', lastName: 'Quispe' }],
    ['a JSON string', '{"Num_doc_identi":"12345678","name_shopper":"Rosa","las_name_Shopper":"Quispe"}', { document: '12345678', firstName: 'Rosa', lastName: 'Quispe' }],
    ['a number as document', '{"Num_doc_identi":12345678,"name_shopper":"Rosa"}', { document: '12345678', firstName: 'Rosa', lastName: null }],
    ['a JSON string cut short', '{"Num_doc_identi":"12345678","name_shopper":"Rosa","las_name_Sho', { document: '12345678', firstName: 'Rosa', lastName: null }],
    ['plain text', 'Rosa Quispe', { document: null, firstName: null, lastName: null }],
    ['a list', '[1,2]', { document: null, firstName: null, lastName: null }],
    ['null', null, { document: null, firstName: null, lastName: null }],
    ['wrong types inside', { Num_doc_identi: { a: 1 }, name_shopper: ['x'], las_name_Shopper: '  ' }, { document: null, firstName: null, lastName: null }],
  ])('reads %s without failing', (_, value, expected) => {
    expect(readShopper(value)).toEqual(expected);
    expect(parse(PaymentOperationPageSchema, { items: { data: [{ ...row, shopper_information: value }] }, paginate }).success).toBe(true);
  });
});

describe('payment transaction detail', () => {
  const log = [
    { id: 1, fec_add: '2026-11-20T10:01:00Z', request: { body: { operation_id: 48210001 } }, response: { http_status_code: 200, body: { received: true } } },
    { id: 2, fec_add: '2026-11-20T10:00:30Z', request: '{"body":{"operation_id":48210001}}', response: '{"http_status_code":503}' },
    { fec_add: '2026-11-20T10:00:10Z', request: 'not json', response: null },
  ];

  it('reads the notifications log: status codes from the response, JSON text decoded, odd bodies kept', () => {
    const result = good(PaymentTransactionSchema, { ...row, log_transactions: log });
    expect(result.log_transactions).toEqual([
      { id: 1, fec_add: '2026-11-20T10:01:00Z', http_status_code: 200, request: { body: { operation_id: 48210001 } }, response: { http_status_code: 200, body: { received: true } } },
      { id: 2, fec_add: '2026-11-20T10:00:30Z', http_status_code: 503, request: { body: { operation_id: 48210001 } }, response: { http_status_code: 503 } },
      { id: null, fec_add: '2026-11-20T10:00:10Z', http_status_code: null, request: 'not json', response: null },
    ]);
    expect(result.shopper.firstName).toBe('Camila');
  });

  it('takes a missing log as empty, and refuses a log that is not a list or an entry without its date', () => {
    expect(good(PaymentTransactionSchema, row).log_transactions).toEqual([]);
    expect(parse(PaymentTransactionSchema, { ...row, log_transactions: {} }).success).toBe(false);
    expect(parse(PaymentTransactionSchema, { ...row, log_transactions: [{ request: {} }] }).success).toBe(false);
  });
});

describe('export answer', () => {
  it.each([
    ['a url (the 201)', { url: '/api/v1/payments/exports/payments_00001.csv', total_rows: 12 }, { kind: 'url', url: '/api/v1/payments/exports/payments_00001.csv' }],
    ['an https url', { url: 'https://files.example.com/r.csv' }, { kind: 'url', url: 'https://files.example.com/r.csv' }],
    ['a null url', { url: null }, { kind: 'unavailable' }],
    ['the e-mailed answer', { send_via_email: true, detail: 'Generating report.' }, { kind: 'emailed' }],
    ['an empty object', {}, { kind: 'emailed' }],
  ])('reads %s', (_, body, expected) => {
    expect(good(PaymentsExportSchema, body)).toEqual(expected);
  });

  it.each([
    ['a script link', { url: 'javascript:alert(1)' }],
    ['a scheme-less link to another host', { url: '//evil.example/r.csv' }],
    ['a url of the wrong type', { url: 5 }],
    ['a list', [{ url: '/a' }]],
    ['text', 'ok'],
  ])('refuses %s', (_, body) => {
    expect(parse(PaymentsExportSchema, body).success).toBe(false);
  });
});

describe('renotify answer', () => {
  it('takes the detail, a 200 without one as a detail-less success, and refuses what is not an answer', () => {
    expect(good(RenotifyAnswerSchema, { detail: ' Sent. ' })).toEqual({ detail: 'Sent.' });
    expect(good(RenotifyAnswerSchema, {})).toEqual({ detail: null });
    expect(good(RenotifyAnswerSchema, { detail: ' ' })).toEqual({ detail: null });
    expect(good(RenotifyAnswerSchema, { detail: null, ok: true })).toEqual({ detail: null });
    expect(parse(RenotifyAnswerSchema, { detail: ['Sent.'] }).success).toBe(false);
    expect(parse(RenotifyAnswerSchema, [{ detail: 'Sent.' }]).success).toBe(false);
    expect(parse(RenotifyAnswerSchema, 'Sent.').success).toBe(false);
  });

  it('is offered for statuses 2 and 3 only', () => {
    expect([1, 2, 3, 4, 5, 6].filter(canRenotify)).toEqual([2, 3]);
  });
});

describe('vouchers report answer', () => {
  const voucher = {
    id: 7,
    rut: '12.345.678-5',
    nombre: 'Rosa Quispe',
    banco: 'BCP',
    monto: '1500.00',
    monto_abono: '1500.00',
    estado_pago: 'PAGADO',
    estado_abono: 'ABONADO',
    fecha_de_pago: '2026-11-19',
    fecha_abono: '2026-11-20',
    forma_de_pago: 'Transferencia electrónica',
    forma_abono: 'Transferencia',
    voucher: { id: 70007, has_voucher: true },
    transaction: { currency_code: 'PEN' },
    payroll: { company_name: 'Inversiones Lima SAC' },
    company: { name: 'Inversiones Lima SAC' },
  };

  it('reads a row: the voucher to download, the currency and the company in one name each', () => {
    const result = good(VoucherPageSchema, { items: [voucher, { ...voucher, id: 8, voucher: { id: null, has_voucher: false }, company: null, monto_abono: null }], paginate });
    const [first, second] = result.items;
    expect(first).toMatchObject({ id: 7, monto_abono: 1500, voucher_id: 70007, currency_code: 'PEN', company_name: 'Inversiones Lima SAC' });
    expect(second).toMatchObject({ voucher_id: null, monto_abono: null, company_name: 'Inversiones Lima SAC' });
  });

  it.each([
    ['no id', { ...voucher, id: undefined }],
    ['an amount that is not a number', { ...voucher, monto_abono: 'mil' }],
    ['has_voucher missing', { ...voucher, voucher: { id: 1 } }],
  ])('refuses %s', (_, body) => {
    expect(parse(VoucherPageSchema, { items: [body], paginate }).success).toBe(false);
  });
});

describe('currency rates (services status)', () => {
  const rates = { CLP: { CLP: 1, USD: 0.00106, EUR: '0.00098148' }, USD: { CLP: 943.39623, USD: 1 } };

  it('reads the map by currency and the last update', () => {
    const result = good(ServicesStatusSchema, { currency_rates: { last_update: '2026-11-21T12:00:00Z', rates }, other: 1 });
    expect(result).toEqual({
      lastUpdate: '2026-11-21T12:00:00Z',
      rates: { CLP: { CLP: 1, USD: 0.00106, EUR: 0.00098148 }, USD: { CLP: 943.39623, USD: 1 } },
    });
  });

  it.each([
    ['no currency_rates', {}],
    ['no last update', { currency_rates: { rates } }],
    ['a negative rate', { currency_rates: { last_update: 'x', rates: { CLP: { USD: -1 } } } }],
    ['a zero rate', { currency_rates: { last_update: 'x', rates: { CLP: { USD: 0 } } } }],
    ['a rate as words', { currency_rates: { last_update: 'x', rates: { CLP: { USD: 'one' } } } }],
    ['a currency that is not a code', { currency_rates: { last_update: 'x', rates: { pesos: { USD: 1 } } } }],
  ])('refuses %s', (_, body) => {
    expect(parse(ServicesStatusSchema, body).success).toBe(false);
  });
});

describe('pay-in channels', () => {
  it('lists 26 providers with ids 1 to 26, a bank-payment provider first and a gateway last', () => {
    expect(PAY_IN_CHANNELS.map((channel) => channel.id)).toEqual(Array.from({ length: 26 }, (_, index) => index + 1));
    expect(new Set(PAY_IN_CHANNELS.map((channel) => channel.name)).size).toBe(26);
    expect(PAY_IN_CHANNELS[0]!.kind).toBe('bank_transfer');
    expect(PAY_IN_CHANNELS[25]!.kind).toBe('card');
  });
});
