import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { usePagedList } from '../../components/lists/usePagedList';
import { ExportButton } from '../../components/exports/ExportButton';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport } from '../../components/exports/reportExportLogic';
import { AuditFiltersForm } from './AuditFiltersForm';
import { auditListOptions } from './auditFilters';
import { AUDIT_CSV_EXPORT, AUDIT_XLSX_EXPORT } from './auditExport';
import { AuditTable } from './AuditTable';
import { PageTitle } from '../../components/PageTitle';

/** /payouts/audit: every payroll transition the user's merchants saw, verified against the lifecycle, filtered, paged and exported. */
export function PayoutAuditPage() {
  const { t } = useTranslation(['payoutAudit', 'payrollLedger']);
  const session = useSessionUser();
  const [options] = useState(() => auditListOptions(new Date()));
  const list = usePagedList(options);
  const { state, send, items, query, revision } = list;
  const csv = useReportExport(AUDIT_CSV_EXPORT);
  const xlsx = useReportExport(AUDIT_XLSX_EXPORT);
  const loading = state.matches('loading');

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <AuditFiltersForm
        key={revision}
        initial={query.filters}
        companies={session?.companies ?? []}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters })}
      />
      <ListToolbar list={list}>
        <Group gap="sm">
          <ExportButton label={t('export.csv')} exporting={csv.exporting} disabled={xlsx.exporting} onExport={() => csv.start(query.filters)} />
          <ExportButton label={t('export.xlsx')} exporting={xlsx.exporting} disabled={csv.exporting} onExport={() => xlsx.start(query.filters)} />
        </Group>
      </ListToolbar>
      <ExportOutcome exported={csv} />
      <ExportOutcome exported={xlsx} />
      <ListBody list={list}>{(fetching) => <AuditTable records={items} fetching={fetching} matching={list.matching} />}</ListBody>
    </Stack>
  );
}
