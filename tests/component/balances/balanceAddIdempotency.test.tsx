import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { db } from '@demo-api/store';
import { demoServer } from '../../support/demoServer';
import { useLanguage } from '../../support/render';
import { dialog, fillSettlement, renderAdd, renderDelete, renderEdit, textbox } from './support';

/**
 * Issue 29, "a lost answer ... one balance entry": the server adds the entry, its answer is lost
 * on the way back, the user presses Save again. The second request carries the first one's
 * Idempotency-Key, so the demo API gives the kept answer again instead of adding a second entry.
 */

const WRITE_PATH = '/v1/company_balance_list/';
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

/** The Idempotency-Key of every add or edit the demo API receives (null: none sent). */
function keysSent(): (string | null)[] {
  const keys: (string | null)[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method !== 'GET' && new URL(request.url).pathname.endsWith(WRITE_PATH)) keys.push(request.headers.get('Idempotency-Key'));
  };
  demoServer.events.on('request:start', listen);
  onTestFinished(() => demoServer.events.removeListener('request:start', listen));
  return keys;
}

/** The next signed-in write acts, then its answer is lost as a dropped connection loses it. */
async function dropNextAnswer() {
  const response = await fetch('http://localhost:3000/__demo/drop-after-acting', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  expect(response.ok).toBe(true);
}

describe('Add balance: an answer lost after the server acted (issue 29)', { timeout: 40_000 }, () => {
  beforeAll(() => useLanguage('en', ['settlements']));

  it('Save again sends the same Idempotency-Key: the kept answer comes back and the entry is added once', async () => {
    const { user, onReload, onClosed } = await renderAdd();
    const keys = keysSent();
    const before = db.balances.entries.length;
    const withDocument = () => db.balances.entries.filter((entry) => entry.document_id === 'DOC-LOST-1');
    await fillSettlement(user, 'DOC-LOST-1', 'Wire received');
    await dropNextAnswer();

    await user.click(save());
    // No answer at all: the dialog says so and keeps everything typed.
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('contact to support');
    // The server did act: the entry is there already.
    expect(withDocument()).toHaveLength(1);
    const added = db.balances.entries.length;
    expect(added).toBeGreaterThan(before);

    await user.click(save());
    // The kept answer: the success the first request would have had.
    expect(await screen.findByText('Balance added successfully')).toBeVisible();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(onReload).toHaveBeenCalledTimes(1);
    // Added once: the Save again acted no more.
    expect(withDocument()).toHaveLength(1);
    expect(db.balances.entries).toHaveLength(added);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('changed values after the lost answer are another intent: a new key, and the server acts again', async () => {
    const { user } = await renderAdd();
    const keys = keysSent();
    await fillSettlement(user, 'DOC-LOST-2', 'Wire received');
    await dropNextAnswer();
    await user.click(save());
    await within(dialog()).findByRole('alert');

    await user.type(within(dialog()).getByRole('textbox', { name: 'Comment' }), ', corrected');
    await user.click(save());
    expect(await screen.findByText('Balance added successfully')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]!.replace(/-1$/, '-2'));
    expect(db.balances.entries.filter((entry) => entry.document_id === 'DOC-LOST-2').map((entry) => entry.comments)).toEqual([
      'Wire received',
      'Wire received, corrected',
    ]);
  });

  it('Edit shares the chart: Update again after a lost answer sends the same key, and the entry changes once', async () => {
    const { user, entry, onClosed } = await renderEdit((entries) => entries.find((row) => row.to === null && row.balance_type === 'negative_adjustment'));
    const keys = keysSent();
    const version = () => db.balances.versions.get(entry.company) ?? 0;
    const update = () => within(dialog()).getByRole('button', { name: 'Update' });
    await user.clear(textbox('Amount'));
    await user.type(textbox('Amount'), '4321');
    await dropNextAnswer();
    await user.click(update());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('contact to support');
    // The server did act: the entry changed, and its merchant's balance version went up.
    const stored = db.balances.entries.find((record) => record.id === entry.id)!;
    expect(stored.amount).toBe(-4321);
    const changed = version();

    await user.click(update());
    expect(await screen.findByText('Balance update successfully')).toBeVisible();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(version()).toBe(changed);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Delete again after a lost answer sends the same key: the kept answer, not "not found"', async () => {
    const { user, entry, onClosed } = await renderDelete((entries) => entries.find((row) => row.to === null));
    const keys: (string | null)[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE' && new URL(request.url).pathname.endsWith(WRITE_PATH)) keys.push(request.headers.get('Idempotency-Key'));
    };
    demoServer.events.on('request:start', listen);
    onTestFinished(() => demoServer.events.removeListener('request:start', listen));
    const remove = () => within(dialog()).getByRole('button', { name: 'Delete' });
    await dropNextAnswer();
    await user.click(remove());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('contact to support');
    // The server did delete it.
    expect(db.balances.entries.some((record) => record.id === entry.id)).toBe(false);

    await user.click(remove());
    expect(await screen.findByText('Balance deleted successfully')).toBeVisible();
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
