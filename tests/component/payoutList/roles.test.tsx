import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { loadedRows, openActions, openDownloads, PAYOUT_LIST_NAMESPACES, renderPayoutList, signIn } from './support';

/** Spec 01 sections 2 and 6: who sees which action, asked of the lifecycle chart. */

/** The newest payroll of company 1 in a status (and, for status 4, waiting for an approver). */
function newest(status: number, approver?: 1 | 2): number {
  const record = db.payouts.payrolls
    .filter((p) => p.company_id === 1 && p.status_id === status && (approver === undefined || p.actual_approver_id === approver))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
  if (!record) throw new Error(`No seeded payroll in status ${status}`);
  return record.id;
}

describe('payout list: actions by role', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', PAYOUT_LIST_NAMESPACES));

  it('carga sees Delete but not Approval or Reject on a payroll under approval', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(await openActions(user, newest(4, 1))).toEqual(['See details', 'Delete']);
  });

  it('aprobador1 sees Approval and Reject on a payroll waiting for approver 1, and no Delete', async () => {
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(await openActions(user, newest(4, 1))).toEqual(['See details', 'Approval', 'Reject']);
  });

  it('aprobador2 cannot approve or reject a payroll waiting for approver 1, but can one waiting for approver 2', async () => {
    await signIn('aprobador2');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(await openActions(user, newest(4, 1))).toEqual(['See details']);
    await user.keyboard('{Escape}');
    expect(await openActions(user, newest(4, 2))).toEqual(['See details', 'Approval', 'Reject']);
  });

  it('download is offered unless the payroll is processing, with the files its flags allow', async () => {
    await signIn('carga');
    const { user } = renderPayoutList();
    await loadedRows();
    expect(screen.queryByRole('button', { name: `Download files of payout ${newest(2)}` })).toBeNull();
    expect(await openDownloads(user, newest(4, 1))).toEqual(['Original file', 'Valid lines', 'Summary', 'Summary in USD']);
  });
});
