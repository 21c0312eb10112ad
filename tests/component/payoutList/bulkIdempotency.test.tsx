import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bulkSending } from '@app/payouts/payrollBulk/sending';
import { db } from '@demo-api/store';
import { dropNextAnswers, keysSent } from '../../support/idempotency';
import { useLanguage } from '../../support/render';
import { loadedRows, PAYOUT_LIST_NAMESPACES, renderPayoutList, shownIds, signIn } from './support';

/**
 * Issue 29 on the bulk actions: the server deletes a batch, its answer is lost on the way back,
 * the user presses 'Retry failed'. That batch goes again with its Idempotency-Key, so the demo
 * API gives its first answer again: the rows count as done, none is acted on twice.
 */

const NAMESPACES = [...PAYOUT_LIST_NAMESPACES, 'payrollBulk', 'listSelection', 'reportExport'];
const BATCH_PATH = '/v1/payroll/bulk/delete';
const dialog = () => screen.findByRole('dialog', { name: 'Delete the selected payouts' });
const batchSize = bulkSending.batchSize;
afterEach(() => {
  bulkSending.batchSize = batchSize;
});

describe('payout list: a bulk batch whose answer was lost (issue 29)', { timeout: 30_000 }, () => {
  beforeAll(() => useLanguage('en', NAMESPACES));

  it("Retry failed sends the lost batch again with its key: the kept answer, the rows deleted once", async () => {
    bulkSending.batchSize = 2;
    await signIn('carga');
    const { user } = renderPayoutList('/payouts/list?size=10&statusIds=4');
    await loadedRows();
    const ids = shownIds().slice(0, 3);
    expect(ids).toHaveLength(3);
    const keys = keysSent((method, path) => method === 'POST' && path.endsWith(BATCH_PATH));
    for (const id of ids) await user.click(screen.getByRole('checkbox', { name: `Select payout ${id}` }));
    await user.click(within(screen.getByRole('group', { name: 'Actions on the selected rows' })).getByRole('button', { name: 'Delete' }));
    const confirm = await within(await dialog()).findByRole('button', { name: 'Delete 3' });
    // The first batch (two rows) is deleted at the server and its answer lost; the second is answered.
    await dropNextAnswers(1);
    await user.click(confirm);
    const form = await dialog();
    await within(form).findByRole('button', { name: 'Retry failed' }, { timeout: 10_000 });
    expect(within(form).getAllByRole('status')[0]).toHaveTextContent('1 of 3 deleted');
    const gone = () => ids.filter((id) => !db.payouts.payrolls.some((p) => p.id === id));
    // The server did act on the lost batch: all three are gone already.
    expect(gone()).toEqual(ids);

    await user.click(within(form).getByRole('button', { name: 'Retry failed' }));
    // The kept answer of the lost batch: its two rows deleted, as the first request did.
    await within(form).findByText(/3 of 3 deleted/, {}, { timeout: 10_000 });
    expect(within(form).queryByRole('button', { name: 'Retry failed' })).toBeNull();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]!.replace(/-1$/, '-2'));
    expect(keys[2]).toBe(keys[0]);
  });
});
