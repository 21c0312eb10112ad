import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DetailModal } from '@app/components/lists/DetailModal';
import { renderView, useLanguage } from '../../support/render';

/** The frame the transactions and report detail modals share. */

interface Row {
  readonly id: number;
  readonly name: string;
  readonly bank: string | null;
}

const title = (row: Row) => `Row ${row.id}`;
const fields = (row: Row) => [
  { label: 'Name', value: row.name },
  { label: 'Bank', value: row.bank },
];

describe('DetailModal', () => {
  beforeAll(() => useLanguage('en', ['lists']));

  it('stays closed without a record', () => {
    renderView(<DetailModal<Row> record={null} title={title} fields={fields} closeLabel="Close the detail" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the record's fields in a dialog and a table both named by its title, and closes", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderView(
      <DetailModal<Row> record={{ id: 7, name: 'Ana Pérez', bank: null }} title={title} fields={fields} closeLabel="Close the detail" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Row 7' });
    expect(dialog).not.toHaveAttribute('data-full-screen');
    const table = within(dialog).getByRole('table', { name: 'Row 7' });
    expect(within(table).getByRole('rowheader', { name: 'Name' }).closest('tr')).toHaveTextContent('Ana Pérez');
    expect(within(table).getByRole('rowheader', { name: 'Bank' }).closest('tr')).toHaveTextContent('Not given');
    await user.click(within(dialog).getByRole('button', { name: 'Close the detail' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can take the whole screen', async () => {
    renderView(
      <DetailModal<Row> record={{ id: 8, name: 'Luis', bank: 'BCP' }} title={title} fields={fields} closeLabel="Close" fullScreen onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Row 8' })).toHaveAttribute('data-full-screen', 'true');
  });
});
