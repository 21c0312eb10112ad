import { Anchor, Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { voucherProofUrl } from '../../api/calls/payments';
import type { VoucherRow } from '../../api/schemas/payments';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { formatDisplayDate, formatMoney } from '../../format';
import { voucherView } from './voucherView';
import type { ListMatching } from '../../components/lists/selectable';

interface VoucherTableProps {
  readonly records: readonly VoucherRow[];
  readonly fetching: boolean;
  /** Spec 02 section 6: only ADMIN, ALPSADMIN and MANAGER see whose voucher it is. */
  readonly showCompany: boolean;
  /** What the filters match: rows can be selected and exported. */
  readonly matching: ListMatching<VoucherRow>;
}

const STATUS_COLORS: Record<string, string> = { paid: 'green', pending: 'yellow', rejected: 'red' };

/** A payment's status in the user's language; one the catalogue lacks, as the server sent it. */
const statusLabel = (t: TFunction<'payoutVouchers'>, status: string) => {
  const known = voucherView.statusKind(status);
  return known ? t(`status.${known}`) : status;
};

function PaidStatus({ status }: { status: string | null }) {
  const { t } = useTranslation('payoutVouchers');
  if (status === null) return null;
  const known = voucherView.statusKind(status);
  return (
    <Badge color={known ? STATUS_COLORS[known] : 'gray'} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {statusLabel(t, status)}
    </Badge>
  );
}

/**
 * The voucher's PDF on the API host, in a new tab (a link, so no popup blocker stands in the way).
 * The tab carries no token: the link is the one the API signed for this session, when it gives one.
 */
function ProofLink({ row }: { row: VoucherRow }) {
  const { t } = useTranslation('payoutVouchers');
  if (row.voucher_id === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.noProof')}
      </Text>
    );
  }
  return (
    <Anchor
      href={row.voucher_url ?? voucherProofUrl(row.voucher_id)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={t('table.proofOf', { name: row.nombre ?? '', rut: row.rut ?? '' })}
    >
      {t('table.proof')}
    </Anchor>
  );
}

/** One page of the payment vouchers report (spec 02 section 2 columns). */
export function VoucherTable({ records, fetching, showCompany, matching }: VoucherTableProps) {
  const { t } = useTranslation('payoutVouchers');
  const columns = useMemo<RowsColumn<VoucherRow>[]>(
    () => [
      { accessor: 'rut', title: t('columns.rut'), noWrap: true },
      { accessor: 'nombre', title: t('columns.name') },
      { accessor: 'banco', title: t('columns.bank') },
      {
        accessor: 'amount',
        title: t('columns.amount'),
        textAlign: 'right',
        noWrap: true,
        render: (row) => formatMoney(voucherView.amount(row), row.currency_code),
      },
      {
        accessor: 'status',
        title: t('columns.status'),
        render: (row) => <PaidStatus status={voucherView.status(row)} />,
        text: (row) => {
          const status = voucherView.status(row);
          return status === null ? '' : statusLabel(t, status);
        },
      },
      { accessor: 'date', title: t('columns.date'), noWrap: true, render: (row) => formatDisplayDate(voucherView.date(row)) },
      { accessor: 'way', title: t('columns.way'), render: (row) => voucherView.way(row) },
      { accessor: 'company_name', title: t('columns.company'), hidden: !showCompany },
      { accessor: 'proof', title: t('columns.proof'), textAlign: 'center', locked: true, render: (row) => <ProofLink row={row} /> },
    ],
    [t, showCompany],
  );
  return (
    <ListTable<VoucherRow>
      list="payoutVouchers"
      label={t('table.label')}
      columns={columns}
      records={records}
      fetching={fetching}
      selectable={{
        ...matching,
        rowLabel: (row) => t('select.row', { name: row.nombre ?? '', rut: row.rut ?? '' }),
        pageLabel: t('select.page'),
        fileName: 'payment-vouchers',
      }}
    />
  );
}
