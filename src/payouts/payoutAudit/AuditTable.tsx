import { Anchor, List, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { formatUtcDateTime } from '../../format';
import { actorLabel, eventLabel, issueLabel, statusLabel } from '../payrollLedger/ledgerTexts';
import { VerificationBadge } from '../payrollLedger/VerificationBadge';
import type { AuditRow } from './auditRows';
import type { ListMatching } from '../../components/lists/selectable';

/** One page of transitions across payrolls, each with its payroll's verdict and its own issues. */
export function AuditTable({ records, fetching, matching }: { records: readonly AuditRow[]; fetching: boolean; matching: ListMatching<AuditRow> }) {
  const { t } = useTranslation(['payoutAudit', 'payrollLedger', 'payouts']);
  const columns = useMemo<RowsColumn<AuditRow>[]>(
    () => [
      { accessor: 'at', title: t('payrollLedger:fields.at'), noWrap: true, render: (row) => formatUtcDateTime(row.entry.at) },
      {
        accessor: 'payroll',
        title: t('payrollLedger:fields.payroll'),
        render: (row) => (
          <Anchor component={Link} to={`/payroll/view/${row.entry.payroll_id}`} aria-label={t('table.openPayroll', { id: row.entry.payroll_id })}>
            {row.entry.payroll_id}
          </Anchor>
        ),
        text: (row) => String(row.entry.payroll_id),
      },
      { accessor: 'merchant', title: t('payrollLedger:fields.merchant'), render: (row) => row.entry.company_name },
      { accessor: 'event', title: t('payrollLedger:fields.event'), render: (row) => eventLabel(t, row.entry.event) },
      {
        accessor: 'transition',
        title: t('table.transition'),
        render: (row) =>
          t('payrollLedger:transition', { from: statusLabel(t, row.entry.from_status, 'from'), to: statusLabel(t, row.entry.to_status, 'to') }),
      },
      { accessor: 'actor', title: t('payrollLedger:fields.actor'), render: (row) => actorLabel(t, row.entry.actor, row.entry.on_behalf_of) },
      { accessor: 'reason', title: t('payrollLedger:fields.reason'), render: (row) => row.entry.reason ?? '' },
      {
        accessor: 'verification',
        title: t('payrollLedger:fields.verification'),
        render: (row) => (
          <Stack gap={2}>
            <VerificationBadge verified={row.payrollVerified} />
            {row.issues.length > 0 && (
              <List size="xs" c="red">
                {row.issues.map((issue) => (
                  <List.Item key={issue}>{issueLabel(t, issue)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ),
        text: (row) =>
          [row.payrollVerified ? t('payrollLedger:verdict.verified') : t('payrollLedger:verdict.notVerified'), ...row.issues.map((issue) => issueLabel(t, issue))].join('; '),
      },
    ],
    [t],
  );
  return (
    <ListTable<AuditRow>
      list="payoutAudit"
      label={t('table.label')}
      columns={columns}
      records={records}
      fetching={fetching}
      selectable={{ ...matching, rowLabel: (row) => t('select.row', { id: row.id }), pageLabel: t('select.page'), fileName: 'payroll-audit' }}
    />
  );
}
