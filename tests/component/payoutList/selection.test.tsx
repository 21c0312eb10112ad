import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { useLanguage } from '../../support/render';
import { captureDownloads } from '../payoutReport/downloads';
import { loadedRows, PAYOUT_LIST_NAMESPACES, renderPayoutList, shownIds, signIn } from './support';

/**
 * Issue 25 on the payout list: rows ticked one by one or all matching, a new filter drops
 * them, and 'Export selection' saves exactly the selected payrolls, for every user of the list
 * (a manager, who may not approve, is offered the export alone).
 */

const NAMESPACES = [...PAYOUT_LIST_NAMESPACES, 'payrollBulk', 'listSelection', 'reportExport'];
const bar = () => screen.queryByRole('group', { name: 'Actions on the selected rows' });

/** The ids in the saved CSV, header first. */
async function exportedLines(downloads: ReturnType<typeof captureDownloads>): Promise<string[]> {
  expect(await screen.findByText('Report exported', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(downloads.files.at(-1)?.name).toMatch(/^payouts-selection-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await downloads.blobs.at(-1)!.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
}

describe('payout list: selection and its export', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', NAMESPACES));

  it('a manager ticks two rows and exports them; the bar offers nothing but the export', async () => {
    const downloads = captureDownloads();
    await signIn('manager');
    const { user } = renderPayoutList();
    await loadedRows();
    const [first, second] = shownIds();
    await user.click(screen.getByRole('checkbox', { name: `Select payout ${first}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select payout ${second}` }));
    expect(bar()).toHaveTextContent('2 selected');
    expect(within(bar()!).queryByRole('button', { name: /^(Approve|Reject|Delete)$/ })).toBeNull();
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const lines = await exportedLines(downloads);
    expect(lines[0]).toBe('ID,File,Status,Detail,Uploaded,Paid,Created by,Date created,Merchant');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([first, second]);
  });

  it("the file follows the manager's own columns: their order, without the one they hid", async () => {
    const downloads = captureDownloads();
    await signIn('manager');
    const shown = (id: string, visible = true) => ({ id, visible, pin: null, width: null });
    db.preferences.columns['4:payoutList'] = [
      shown('company_name'),
      ...['id', 'filename', 'status_id'].map((id) => shown(id)),
      shown('detail', false),
      ...['loaded', 'paid', 'uploadedby_name', 'created_at'].map((id) => shown(id)),
    ];
    const { user } = renderPayoutList();
    await loadedRows();
    // The id is no longer the first column: read it from the row's checkbox.
    const box = screen.getAllByRole('checkbox', { name: /^Select payout \d+$/ })[0]!;
    const first = Number(/\d+$/.exec(box.getAttribute('aria-label')!)![0]);
    await user.click(box);
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const [header, row] = await exportedLines(downloads);
    expect(header).toBe('Merchant,ID,File,Status,Uploaded,Paid,Created by,Date created');
    expect(row!.split(',')[1]).toBe(String(first));
  });

  it('exports every matching payroll, on every page, less the ones unticked', async () => {
    const downloads = captureDownloads();
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select the payouts on this page' }));
    const offer = screen.getByRole('button', { name: /^Select all \d+ matching$/ });
    const matching = Number(/\d+/.exec(offer.textContent!)![0]);
    expect(matching).toBeGreaterThan(shownIds().length);
    await user.click(offer);
    const [excluded] = shownIds();
    await user.click(screen.getByRole('checkbox', { name: `Select payout ${excluded}` }));
    expect(bar()).toHaveTextContent(`${matching - 1} selected`);
    await user.click(within(bar()!).getByRole('button', { name: 'Export selection' }));
    const ids = (await exportedLines(downloads)).slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(matching - 1);
    expect(ids).not.toContain(excluded);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a new filter drops the selection made under the old one', async () => {
    await signIn('aprobador1');
    const { user } = renderPayoutList();
    await loadedRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select the payouts on this page' }));
    await user.click(screen.getByRole('button', { name: /^Select all \d+ matching$/ }));
    expect(bar()).toHaveTextContent('selected');
    await user.click(screen.getByLabelText('Status', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Under approval' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select the payouts on this page' })).not.toBeChecked();
  });
});
