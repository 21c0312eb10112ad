import { beforeEach, describe, expect, it } from 'vitest';
import { recordBankAnswer, refundsVoucher, regenerateBankFile } from '@app/api/calls/payoutsInternal';
import { getPayroll, listPayoutTransactions, listPayrolls } from '@app/api/calls/payouts';
import { ORIGIN, resetAt, signInAs } from './payoutsSupport';

beforeEach(() => resetAt());

async function firstWithStatus(status: number): Promise<number> {
  const page = await listPayrolls({ page: 1, itemsPerPage: 50, statusIds: [status], from: '2020-01-01', to: '2030-12-31' });
  expect(page.items.length, `a seeded payroll in status ${status}`).toBeGreaterThan(0);
  return page.items[0]!.id;
}

describe('internal payout forms on the demo API', () => {
  it('are refused to merchant staff', async () => {
    await signInAs('carga');
    const id = await firstWithStatus(5);
    await expect(recordBankAnswer(id, false, false)).rejects.toMatchObject({ kind: 'http', status: 403 });
    await expect(regenerateBankFile(id, 'cl_transfer_30')).rejects.toMatchObject({ kind: 'http', status: 403 });
  });

  it('manual approval records a partial bank answer through the lifecycle', async () => {
    await signInAs('alpsadmin');
    const id = await firstWithStatus(5);
    const answer = await recordBankAnswer(id, false, true);
    expect(answer.text).toBe(`Payroll ${id} recorded as paid by the bank.`);
    expect((await getPayroll(id)).status_id).toBe(7);
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: id });
    const statuses = new Set(lines.items.map((line) => line.transfer_status));
    expect(statuses).toEqual(new Set([4, 5]));
    // The chart refuses a second answer: the payroll is no longer approved.
    await expect(recordBankAnswer(id, true, true)).rejects.toMatchObject({ status: 400, message: { text: `Payroll ${id} is not approved.` } });
  });

  it('manual approval of a payroll rejected entirely moves it to 8 with every line refused', async () => {
    await signInAs('alpsadmin');
    const id = await firstWithStatus(5);
    await recordBankAnswer(id, true, true);
    expect((await getPayroll(id)).status_id).toBe(8);
    const lines = await listPayoutTransactions({ page: 1, itemsPerPage: 1000, payrollId: id });
    expect(lines.items.every((line) => line.transfer_status === 4)).toBe(true);
  });

  it('regenerates the bank file of an approved payroll, and refuses one under approval', async () => {
    await signInAs('alpsadmin');
    const id = await firstWithStatus(5);
    const answer = await regenerateBankFile(id, 'pe_bcp');
    const file = await fetch(`${ORIGIN}${answer.url}`);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text.split('\r\n')[0]).toMatch(/^pe_bcp;/);
    const waiting = await firstWithStatus(4);
    await expect(regenerateBankFile(waiting, 'pe_bcp')).rejects.toMatchObject({ status: 400 });
  });

  it('serves the refunds voucher of a payroll the bank answered as a PDF', async () => {
    await signInAs('alpsadmin');
    const id = await firstWithStatus(8);
    const { url } = await refundsVoucher(id);
    const pdf = await fetch(`${ORIGIN}${url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const waiting = await firstWithStatus(4);
    await expect(refundsVoucher(waiting)).rejects.toMatchObject({ status: 400 });
  });
});

describe('seeded payroll details', () => {
  it('count the invalid lines of a payroll in error from the first listing', async () => {
    await signInAs('carga');
    const page = await listPayrolls({ page: 1, itemsPerPage: 150, statusIds: [3], from: '2020-01-01', to: '2030-12-31' });
    const withLines = page.items.filter((p) => /invalid lines|líneas/i.test(p.detail ?? ''));
    expect(withLines.length).toBeGreaterThan(0);
    for (const payroll of withLines) expect(payroll.detail).not.toMatch(/^0 /);
  });
});
