import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordBankAnswer, refundsVoucher, regenerateBankFile } from '@app/api/calls/payoutsInternal';
import { demoServer } from '../../support/demoServer';

/**
 * The answers the internal payout forms accept (assumed contracts, docs/decisions.md): a 200
 * whose body breaks them is an `invalid` failure, never a success with nothing to show. What
 * the demo API really answers is checked against the same calls in tests/unit/demo-api.
 */

const answering = (path: string, body: JsonBodyType) =>
  demoServer.use(http.post(`*${path}`, () => HttpResponse.json(body), { once: true }));

const invalid = { kind: 'invalid', message: { key: 'errors:invalidResponse' } };

describe('regenerate bank file answer', () => {
  const PATH = '/v1/payroll/regenerate_bank_file';
  const regenerate = () => regenerateBankFile(5, 'pe_bcp');

  it('takes the link to the new file and its sentence', async () => {
    answering(PATH, { url: '/api/v1/payroll_files/5/bank-pe_bcp.txt', text: 'Bank file of payroll 5 ready.', extra: 1 });
    await expect(regenerate()).resolves.toEqual({ url: '/api/v1/payroll_files/5/bank-pe_bcp.txt', text: 'Bank file of payroll 5 ready.' });
    answering(PATH, { url: 'https://files.example.com/bank-5.txt', text: 'Ready.' });
    await expect(regenerate()).resolves.toMatchObject({ url: 'https://files.example.com/bank-5.txt' });
  });

  it.each([
    ['a body of the wrong shape', { items: 'x' }],
    ['an empty object', {}],
    ['no link', { text: 'Ready.' }],
    ['an empty link', { url: '', text: 'Ready.' }],
    ['a script link', { url: 'javascript:alert(1)', text: 'Ready.' }],
    ['a link to another host without a scheme', { url: '//evil.example/bank.txt', text: 'Ready.' }],
    ['no sentence', { url: '/api/v1/payroll_files/5/bank-pe_bcp.txt' }],
    ['a blank sentence', { url: '/api/v1/payroll_files/5/bank-pe_bcp.txt', text: '  ' }],
    ['a link of the wrong type', { url: 5, text: 'Ready.' }],
    ['a list', [{ url: '/a', text: 'b' }]],
    ['no JSON object at all', 'ok'],
  ])('refuses %s as an invalid answer', async (_, body) => {
    answering(PATH, body);
    await expect(regenerate()).rejects.toMatchObject(invalid);
  });
});

describe('manual approval answer', () => {
  const PATH = '/v1/payroll/manual_approval';
  const record = () => recordBankAnswer(5, false, true);

  it('takes the sentence saying what was recorded', async () => {
    answering(PATH, { text: 'Payroll 5 marked as paid by the bank.' });
    await expect(record()).resolves.toEqual({ text: 'Payroll 5 marked as paid by the bank.' });
  });

  it.each([
    ['a body of the wrong shape', { items: 'x' }],
    ['an empty object', {}],
    ['an empty sentence', { text: '' }],
    ['a sentence of the wrong type', { text: ['Paid'] }],
    ['null', null],
  ])('refuses %s as an invalid answer', async (_, body) => {
    answering(PATH, body);
    await expect(record()).rejects.toMatchObject(invalid);
  });
});

describe('refunds voucher answer', () => {
  const voucher = () => refundsVoucher(12);
  const answeringGet = (body: JsonBodyType) =>
    demoServer.use(http.get('*/v1/pdf_refunds/', () => HttpResponse.json(body), { once: true }));

  it('takes a link on the API host or an http(s) address', async () => {
    answeringGet({ url: '/api/v1/pdf_refunds/12.pdf' });
    await expect(voucher()).resolves.toEqual({ url: '/api/v1/pdf_refunds/12.pdf' });
  });

  it.each([
    ['a script link', { url: 'javascript:alert(1)' }],
    ['a data link', { url: 'data:text/html,<script>alert(1)</script>' }],
    ['an empty link', { url: '' }],
  ])('refuses %s, which the page would render as a link', async (_, body) => {
    answeringGet(body);
    await expect(voucher()).rejects.toMatchObject(invalid);
  });
});
