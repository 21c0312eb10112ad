import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '@machines/balances/balanceRules';
import type { BalanceEntry } from '../../api/schemas/balances';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { formatDisplayDate, formatMoney } from '../../format';
import type { ListMatching } from '../../components/lists/selectable';

export interface SettlementsTableProps {
  readonly records: readonly BalanceEntry[];
  readonly fetching: boolean;
  /** Whether 'More options' shows for a row (BALANCE_MANAGEMENT, this month, a source row). */
  readonly canChange: (entry: BalanceEntry) => boolean;
  readonly onDetails: (entry: BalanceEntry) => void;
  readonly onEdit: (entry: BalanceEntry) => void;
  readonly onDelete: (entry: BalanceEntry) => void;
  /** What the filters match: rows can be selected and exported. */
  readonly matching: ListMatching<BalanceEntry>;
}

/** The amount as the list shows it: the sign convention of spec 02 section 4, with the currency. */
export const entryAmount = (entry: { balance_type: BalanceEntry['balance_type']; amount: number; currency: string }) =>
  formatMoney(shownAmount(entry.balance_type, entry.amount), entry.currency);

export function SettlementsTable({ records, fetching, canChange, onDetails, onEdit, onDelete, matching }: SettlementsTableProps) {
  const { t } = useTranslation('settlements');
  const columns: RowsColumn<BalanceEntry>[] = [
    { accessor: 'company__name', title: t('columns.merchant') },
    { accessor: 'deposit_date', title: t('columns.depositDate'), render: (entry) => formatDisplayDate(entry.deposit_date) },
    { accessor: 'balance_type', title: t('columns.type'), render: (entry) => t(`types.${entry.balance_type}`) },
    { accessor: 'bank__name', title: t('columns.bank') },
    { accessor: 'document_id', title: t('columns.document') },
    { accessor: 'account_id', title: t('columns.bill') },
    { accessor: 'amount', title: t('columns.amount'), textAlign: 'right', render: entryAmount },
    {
      accessor: 'actions',
      title: t('columns.actions'),
      locked: true,
      render: (entry) => (
        <Group gap={4} wrap="nowrap">
          {(entry.extra_data.files.length > 0 || entry.extra_data.comments) && (
            <Button size="compact-xs" variant="light" onClick={() => onDetails(entry)}>
              {t('row.details')}
            </Button>
          )}
          {canChange(entry) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="compact-xs" variant="default" aria-label={t('row.moreFor', { id: entry.id })}>
                  {t('row.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onEdit(entry)}>{t('row.edit')}</Menu.Item>
                <Menu.Item color="red" onClick={() => onDelete(entry)}>
                  {t('row.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      ),
    },
  ];
  return (
    <ListTable
      list="settlements"
      label={t('table')}
      columns={columns}
      records={records}
      fetching={fetching}
      selectable={{ ...matching, rowLabel: (entry) => t('select.row', { id: entry.id }), pageLabel: t('select.page'), fileName: 'balance-entries' }}
    />
  );
}
