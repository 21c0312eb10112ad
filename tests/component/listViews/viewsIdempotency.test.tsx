import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@demo-api/store';
import { signIn } from '../payoutList/support';
import { dropNextAnswers, keysSent } from '../../support/idempotency';
import { useLanguage } from '../../support/render';
import { renderViewsTable } from '../../support/viewsTable';

/**
 * Issue 29 on the saved views: the server acts (creates or deletes the view), its answer is lost
 * on the way back, the user presses Save or Delete view again. The second request carries the
 * first one's Idempotency-Key, so the demo API (in process, with its "act, then drop the answer"
 * fault) gives the kept answer instead of acting again: one view and its success (without the
 * key the second Save acts again, and the demo, which keeps a user's view names unique, refuses
 * it as a name taken); a delete that succeeds, not "not found".
 */

const VIEWS = '/v1/preferences/lists/payoutList/views/';
const MINE = 'Approved, all merchants';

beforeAll(() => useLanguage('en', ['lists', 'listViews', 'listColumns', 'errors']));

const stored = () => db.preferences.views.filter((view) => view.list === 'payoutList');
const writes = () => keysSent((method, pathname) => method !== 'GET' && pathname.includes(VIEWS));

async function openViews(page: ReturnType<typeof renderViewsTable>) {
  await screen.findByLabelText('Payouts', { selector: 'table' });
  await page.user.click(screen.getByRole('button', { name: /^Views?\b/ }));
}

describe('saved views: an answer lost after the server acted (issue 29)', { timeout: 30_000 }, () => {
  it('Save again of a new view sends the same key: the kept answer comes back and one view is created; the next view gets the next key', async () => {
    await signIn('manager');
    const page = renderViewsTable('/payouts/list?size=50');
    const keys = writes();
    const before = stored().length;
    await openViews(page);
    await page.user.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await page.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lost fortnight');
    await dropNextAnswers(1);

    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // No answer at all: the dialog says so and keeps what was typed.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('contact to support');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Lost fortnight');
    // The server did act: the view is there already.
    expect(stored().filter((view) => view.name === 'Lost fortnight')).toHaveLength(1);

    await page.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The kept answer: the success the first request would have had.
    expect(await screen.findByText('View Lost fortnight saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Views?\b/ })).toHaveTextContent('View: Lost fortnight');
    // Created once: Save again acted no more.
    expect(stored().filter((view) => view.name === 'Lost fortnight')).toHaveLength(1);
    expect(stored()).toHaveLength(before + 1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);

    // Another view after the success is a new intent: the next key, and the server acts.
    await page.user.click(screen.getByRole('button', { name: /^Views?\b/ }));
    await page.user.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }));
    const next = await screen.findByRole('dialog', { name: 'Save this view' });
    await page.user.type(within(next).getByRole('textbox', { name: 'Name' }), 'Next fortnight');
    await page.user.click(within(next).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View Next fortnight saved.')).toBeInTheDocument();
    expect(stored()).toHaveLength(before + 2);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[0]!.replace(/-1$/, '-2'));
  });

  it('Delete view again after a lost answer sends the same key: the kept success, not "not found"', async () => {
    await signIn('manager');
    const page = renderViewsTable('/payouts/list');
    const keys = writes();
    await openViews(page);
    await page.user.click(await screen.findByRole('menuitem', { name: `${MINE} (shared)` }));
    await page.user.click(screen.getByRole('button', { name: /^Views?\b/ }));
    await page.user.click(await screen.findByRole('menuitem', { name: `Delete ${MINE}…` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${MINE}?` });
    await dropNextAnswers(1);

    await page.user.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('contact to support');
    // The server did delete it.
    expect(stored().some((view) => view.name === MINE)).toBe(false);

    await page.user.click(within(dialog).getByRole('button', { name: 'Delete view' }));
    expect(await screen.findByText(`View ${MINE} deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{24}-1$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
