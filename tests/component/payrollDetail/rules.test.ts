import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PayoutTransactionSchema, PayrollSchema } from '@app/api/schemas/payouts';
import { detailMessages } from '@app/payouts/shared/detailMessages';
import { parsePayrollId } from '@app/payouts/payrollDetail/PayrollDetailPage';
import { normalizeText } from '@app/payouts/payrollDetail/search';
import { bankDateIfLater, formatCount, transactionDetail } from '@app/payouts/payrollDetail/transactionRules';
import { rawPayroll, rawTransaction, rawTransactions } from './data';

const tx = (overrides: Record<string, unknown>) => v.parse(PayoutTransactionSchema, rawTransaction(0, overrides));

describe('test data', () => {
  it('is valid per the contract schemas', () => {
    expect(v.safeParse(PayrollSchema, rawPayroll()).success).toBe(true);
    for (const row of rawTransactions(10)) expect(v.safeParse(PayoutTransactionSchema, row).issues).toBeUndefined();
  });
});

describe('detail messages', () => {
  it('plain text is one line; blank or missing is none', () => {
    expect(detailMessages('Cuenta cerrada')).toEqual(['Cuenta cerrada']);
    expect(detailMessages('  ')).toEqual([]);
    expect(detailMessages(null)).toEqual([]);
    expect(detailMessages(undefined)).toEqual([]);
  });

  it("reads a map of messages written as Python's repr, with apostrophes and None inside", () => {
    expect(detailMessages("{'account_id': ['Cuenta cerrada', \"Titular can't receive\"], 'vat_id': 'RUT no coincide', 'x': None}")).toEqual([
      'account_id: Cuenta cerrada',
      "account_id: Titular can't receive",
      'vat_id: RUT no coincide',
    ]);
  });

  it('reads JSON text, objects and lists, nested names joined, positions left out', () => {
    expect(detailMessages('{"bank": {"code": "R01", "message": "Fondos insuficientes"}}')).toEqual([
      'bank › code: R01',
      'bank › message: Fondos insuficientes',
    ]);
    expect(detailMessages({ name: ['Too long'] })).toEqual(['name: Too long']);
    expect(detailMessages(['one', 'two'])).toEqual(['one', 'two']);
    expect(detailMessages({ 0: 'first', 1: 'second' })).toEqual(['first', 'second']);
  });

  it('text that only looks like a map stays as it is', () => {
    expect(detailMessages("{'unclosed: oops")).toEqual(["{'unclosed: oops"]);
    expect(detailMessages('[rejected] by bank')).toEqual(['[rejected] by bank']);
  });

  it('markup is kept as text, for the view to render as text', () => {
    expect(detailMessages("{'name': '<img src=x onerror=alert(1)>'}")).toEqual(['name: <img src=x onerror=alert(1)>']);
  });
});

describe('bank date shown only when later than the creation', () => {
  const created = '2025-03-10T14:05:09Z';
  it('a later day is shown, the same day or earlier is not', () => {
    expect(bankDateIfLater('2025-03-11', created)?.format('YYYY-MM-DD')).toBe('2025-03-11');
    expect(bankDateIfLater('2025-03-10', created)).toBeNull();
    expect(bankDateIfLater('2025-03-09', created)).toBeNull();
  });

  it('times compare to the second; dd/mm/yyyy is read as a day; missing or invalid is never shown', () => {
    expect(bankDateIfLater('2025-03-10T14:05:10Z', created)).not.toBeNull();
    expect(bankDateIfLater('2025-03-10T14:05:08Z', created)).toBeNull();
    expect(bankDateIfLater('11/03/2025', created)?.format('YYYY-MM-DD')).toBe('2025-03-11');
    expect(bankDateIfLater(null, created)).toBeNull();
    expect(bankDateIfLater('', created)).toBeNull();
    expect(bankDateIfLater('not a date', created)).toBeNull();
    expect(bankDateIfLater('2025-03-11', 'garbage')).toBeNull();
  });
});

describe('transaction detail', () => {
  it('approved by bank (5) is paid, with its date when later', () => {
    const detail = transactionDetail(tx({ transfer_status: 5, responsefrombank: { estado_abono: 'OK', motivo: null, fecha_abono: '2025-03-12' } }));
    expect(detail.kind).toBe('paid');
    expect(detail.date?.format('DD/MM/YYYY')).toBe('12/03/2025');
    expect(detail.messages).toEqual([]);
  });

  it("rejected by bank (4) shows the bank's reason, else the transaction's detail", () => {
    const withReason = transactionDetail(
      tx({ transfer_status: 4, transfer_status_detail: 'ignored', responsefrombank: { estado_abono: 'R', motivo: 'Cuenta bloqueada', fecha_abono: null } }),
    );
    expect(withReason).toMatchObject({ kind: 'rejected', date: null, messages: ['Cuenta bloqueada'] });
    const withDetail = transactionDetail(tx({ transfer_status: 4, refund_reason: "{'name': 'Nombre inválido'}", transfer_status_detail: undefined, responsefrombank: null }));
    expect(withDetail.messages).toEqual(['name: Nombre inválido']);
  });

  it('other statuses show whatever detail the server sent, and never a bank date', () => {
    const detail = transactionDetail(tx({ transfer_status: 3, transfer_status_detail: 'Rechazada por el aprobador', responsefrombank: { estado_abono: null, motivo: null, fecha_abono: '2025-04-01' } }));
    expect(detail).toMatchObject({ kind: 'other', date: null, messages: ['Rechazada por el aprobador'] });
  });
});

describe('small helpers', () => {
  it('counts group thousands with dots', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1.000');
    expect(formatCount(1250)).toBe('1.250');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('the route id must be a positive whole number', () => {
    expect(parsePayrollId('4242')).toBe(4242);
    for (const raw of [undefined, '', '0', '-3', '12a', '1.5', ' 7', '9999999999999999']) expect(parsePayrollId(raw)).toBeNull();
  });

  it('search text ignores case, accents and surrounding spaces', () => {
    expect(normalizeText('  José PÉREZ Muñoz ')).toBe('jose perez munoz');
    expect(normalizeText('Ñandú')).toBe('nandu');
  });
});
