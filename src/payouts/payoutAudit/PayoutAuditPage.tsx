import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { ListBody, PageSizeSelect } from '../../components/lists/PagedListParts';
import { usePagedList } from '../../components/lists/usePagedList';
import { ExportOutcome } from '../payoutReport/ExportOutcome';
import { AuditFiltersForm } from './AuditFiltersForm';
import { auditListOptions } from './auditFilters';
import { auditCsvExportLogic, auditXlsxExportLogic } from './auditExport';
import { AuditTable } from './AuditTable';
import { inspected } from '../../platform/inspect';

/** /payouts/audit: every payroll transition the user's merchants saw, verified against the lifecycle, filtered, paged and exported. */
export function PayoutAuditPage() {
  const { t } = useTranslation(['payoutAudit', 'payrollLedger']);
  const session = useSessionUser();
  const [options] = useState(() => auditListOptions(new Date()));
  const list = usePagedList(options);
  const { state, send, items, query, revision } = list;
  const [csvState, sendCsv] = useMachine(auditCsvExportLogic, inspected());
  const [xlsxState, sendXlsx] = useMachine(auditXlsxExportLogic, inspected());
  const exporting = csvState.matches('exporting') || xlsxState.matches('exporting');
  const loading = state.matches('loading');

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
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
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Button variant="default" disabled={exporting} aria-busy={csvState.matches('exporting')} onClick={() => sendCsv({ type: 'EXPORT', filters: query.filters })}>
            {csvState.matches('exporting') ? t('export.running') : t('export.csv')}
          </Button>
          <Button variant="default" disabled={exporting} aria-busy={xlsxState.matches('exporting')} onClick={() => sendXlsx({ type: 'EXPORT', filters: query.filters })}>
            {xlsxState.matches('exporting') ? t('export.running') : t('export.xlsx')}
          </Button>
        </Group>
        <PageSizeSelect value={query.itemsPerPage} send={send} />
      </Group>
      <ExportOutcome state={csvState} onClose={() => sendCsv({ type: 'DISMISS' })} />
      <ExportOutcome state={xlsxState} onClose={() => sendXlsx({ type: 'DISMISS' })} />
      <ListBody list={list}>{(fetching) => <AuditTable records={items} fetching={fetching} />}</ListBody>
    </Stack>
  );
}
