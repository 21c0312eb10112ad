import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListPagination } from '@app/components/lists/PagedListParts';
import { usePagedList, type TypedQuery } from '@app/components/lists/usePagedList';
import { saveCharacterKeys } from '@app/platform/characterKeys';
import { renderView, useLanguage } from '../../support/render';

/**
 * J and K turn a list's pages (issue 13): bound once in the shared pager, so every list of the
 * shared paged-list chart has them. They send PAGE like the page buttons do.
 */

type Filters = { readonly text: string };
const PAGES = 3;

function ProbeList({ pagers = 1 }: { pagers?: number }) {
  const { state, send, query, paginate } = usePagedList<Filters, { id: number }>({
    storageKey: 'pageKeysProbe',
    filtersSchema: v.object({ text: v.string() }),
    defaults: { filters: { text: '' }, page: 1, itemsPerPage: 10 } satisfies TypedQuery<Filters>,
    fetchPage: (asked) =>
      Promise.resolve({
        items: [{ id: asked.page }],
        paginate: { totalItems: 30, itemsPerPage: 10, num_pages: PAGES, page: asked.page },
      }),
  });
  return (
    <>
      <input aria-label="Search" />
      <p>{`Showing page ${query.page}`}</p>
      {Array.from({ length: pagers }, (_, index) => (
        <ListPagination
          key={index}
          label={`Pages ${index}`}
          page={query.page}
          pages={paginate?.num_pages ?? 0}
          disabled={state.matches('loading')}
          send={send}
        />
      ))}
    </>
  );
}

const showing = (page: number) => screen.findByText(`Showing page ${page}`);
const pageButton = (page: number) => screen.findAllByRole('button', { name: `Page ${page}` });

describe('next and previous page shortcuts', () => {
  beforeAll(() => useLanguage('en', ['lists']));
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('J sends the next page and K the previous one; nothing past the first or last page', async () => {
    const user = userEvent.setup();
    renderView(<ProbeList />);
    await pageButton(PAGES);
    await user.keyboard('k');
    await showing(1);
    await user.keyboard('j');
    await showing(2);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Page 2' })[0]).toHaveAttribute('aria-current', 'page'));
    await user.keyboard('j');
    await showing(3);
    await user.keyboard('j');
    await showing(3);
    await user.keyboard('k');
    await showing(2);
  });

  it('ignores J and K typed into a field', async () => {
    const user = userEvent.setup();
    renderView(<ProbeList />);
    await pageButton(PAGES);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'jjk');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('jjk');
    expect(screen.getByText('Showing page 1')).toBeInTheDocument();
  });

  it('sends one PAGE per key when a list shows two pagers (above and below the table)', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderView(
      <>
        <ListPagination label="Pages above" page={2} pages={PAGES} disabled={false} send={send} />
        <ListPagination label="Pages below" page={2} pages={PAGES} disabled={false} send={send} />
      </>,
    );
    await user.keyboard('j');
    expect(send.mock.calls).toEqual([[{ type: 'PAGE', page: 3 }]]);
    await user.keyboard('k');
    expect(send.mock.calls.slice(1)).toEqual([[{ type: 'PAGE', page: 1 }]]);
  });

  it('waits while a page loads (the pager is disabled)', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderView(<ListPagination page={2} pages={PAGES} disabled send={send} />);
    await user.keyboard('jk');
    expect(send).not.toHaveBeenCalled();
  });

  it('does nothing when the user turned single-key shortcuts off', async () => {
    saveCharacterKeys(false);
    const user = userEvent.setup();
    renderView(<ProbeList />);
    await pageButton(PAGES);
    await user.keyboard('j');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Showing page 1')).toBeInTheDocument();
  });
});
