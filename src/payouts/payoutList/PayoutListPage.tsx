import { Button, Group, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkActionsOf, payrollActions } from '@machines/payouts/payrollRules';
import type { PayrollActionName } from '@machines/payouts/payrollAction';
import type { SessionUser } from '@machines/access/sessionUser';
import type { ReferenceData } from '@machines/shell/referenceData';
import { useSessionUser } from '../../session/SessionContext';
import type { Payroll } from '../../api/schemas/payouts';
import { usePagedList } from '../../components/lists/usePagedList';
import { messageText } from '../../i18n/message';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { DeleteDialog } from './DeleteDialog';
import { PayoutFilterBar } from './PayoutFilterBar';
import { PayoutTable } from './PayoutTable';
import { payrollActionLogic } from '../shared/payrollActionLogic';
import { payrollDownloadLogic } from './payrollDownloadLogic';
import { PAGED_SIZE, payoutListOptions, showsPageControls, wireFiltersOf, type PayoutListFilters } from './payoutListFilters';
import { downloadOptions } from './payrollRows';
import { ApproveDialog } from '../shared/ApproveDialog';
import { payrollActorOf } from '../shared/payrollActor';
import { RejectDialog } from '../shared/RejectDialog';
import { useRejectRestore } from '../shared/rejectDraft';
import { RowActions } from './RowActions';
import { inspected } from '../../platform/inspect';
import { withinLimit } from '../../filters';
import { ActionAlert } from '../../components/ActionAlert';
import { PageTitle } from '../../components/PageTitle';
import { BULK_SELECTION_MAX } from '../../api/contract/payrollBulk';
import { bulkSending } from '../payrollBulk/sending';
import { SelectionOffer } from '../../components/lists/SelectionOffer';
import { useListSelection } from '../../components/lists/useListSelection';
import { BulkBar } from '../payrollBulk/BulkBar';
import { BulkDialog } from '../payrollBulk/BulkDialog';
import { payrollBulkLogic } from '../payrollBulk/payrollBulkLogic';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport } from '../../components/exports/reportExportLogic';
import { selectionExport } from '../../components/lists/selectionExport';
import { EXPORT_SELECTION_MAX } from '../../components/lists/selectable';
import { useSeenRows } from '../../components/lists/useSeenRows';
import type { RowsColumn } from '../../components/lists/RowsTable';

/** /payouts/list: the payrolls of the user's merchants, with their actions and files. */
export function PayoutListPage() {
  const session = useSessionUser();
  const reference = useReferenceData();
  // The route guard lets only signed-in users in; the session can still end while here.
  if (!session) return null;
  return <PayoutList session={session} reference={reference} />;
}

function PayoutList({ session, reference }: { session: SessionUser; reference: ReferenceData | null }) {
  const { t } = useTranslation(['payoutList', 'payouts', 'filters', 'payrollBulk']);
  const [options] = useState(() => payoutListOptions(new Date()));
  const list = usePagedList<PayoutListFilters, Payroll>(options);
  const { state, send, items, query, paginate, revision } = list;
  const [actionLogic] = useState(() => payrollActionLogic(() => send({ type: 'REFRESH' })));
  const [action, sendAction] = useMachine(actionLogic, inspected());
  const [download, sendDownload] = useMachine(payrollDownloadLogic, inspected());
  // Issue 25: rows ticked for a bulk action; a new filter drops them (the key is the filters).
  const selection = useListSelection(JSON.stringify(query.filters), BULK_SELECTION_MAX);
  const [bulkLogic] = useState(() => payrollBulkLogic({ refresh: () => send({ type: 'REFRESH' }), clearSelection: selection.clear }));
  const [bulk, sendBulk] = useMachine(bulkLogic, inspected({ input: { batchSize: bulkSending.batchSize } }));
  const offered = useMemo(() => {
    const can = bulkActionsOf(payrollActorOf(session));
    return { approved: can.approve, reject: can.reject, delete: can.delete };
  }, [session]);
  // Issue 29: a rejection's reason kept when a 401 met the dialog, restored after signing in
  // again, for a user whose profiles may reject. The chart needs only the payroll's id (the row
  // may be on no page shown; the server judges the rejection, as it would have before), so the
  // dialog opens again at once, with the reason, as the row's Reject opens it.
  const rejectRestore = useRejectRestore(
    () => offered.reject && action.matches('ready'),
    (payrollId) => sendAction({ type: 'REJECT', payrollId }),
    (reason) => sendAction({ type: 'SUBMIT_REASON', reason }),
    () => sendAction({ type: 'CANCEL' }),
  );
  const startBulk = (bulkAction: PayrollActionName) => {
    const rows = selection.rows;
    if (!rows) return;
    sendBulk({
      type: 'START',
      action: bulkAction,
      selection:
        rows.kind === 'ids'
          ? { kind: 'ids', ids: rows.ids }
          : { kind: 'allMatching', filters: wireFiltersOf(query.filters), exclude: rows.exclude },
    });
  };
  // 'Export selection' takes ticked rows as the list showed them (they may be on other pages),
  // in the columns the user shows, as every list's does (SelectableRows).
  const seen = useSeenRows(items, 'id');
  const shownColumns = useRef<readonly RowsColumn<Payroll>[]>([]);
  const onColumns = useCallback((columns: readonly RowsColumn<Payroll>[]) => {
    shownColumns.current = columns;
  }, []);
  const exported = useReportExport(selectionExport<Payroll>('payouts'));
  const exportSelection = () => {
    if (!selection.rows) return;
    exported.start({
      rows: selection.rows,
      seen,
      readAll: (signal) => list.matching.readAll(EXPORT_SELECTION_MAX, signal),
      idOf: (payroll) => payroll.id,
      columns: shownColumns.current,
    });
  };

  const limit = reference?.settings.date_range_limit_settings ?? null;
  const acting = action.context.payrollId;
  const submitting = action.matches('submitting');
  const submittingFor = submitting ? acting : null;
  const fetchingFile = download.matches('fetching') ? download.context.request?.payrollId ?? null : null;

  const renderActions = useCallback(
    (payroll: Payroll) => (
      <RowActions
        payrollId={payroll.id}
        allowed={payrollActions(payroll, payrollActorOf(session, payroll))}
        downloads={downloadOptions(payroll)}
        downloading={fetchingFile === payroll.id}
        busy={submittingFor === payroll.id}
        onApprove={() => sendAction({ type: 'APPROVE', payrollId: payroll.id, secondFactor: payroll.second_factor_release })}
        onReject={() => sendAction({ type: 'REJECT', payrollId: payroll.id })}
        onDelete={() => sendAction({ type: 'DELETE', payrollId: payroll.id })}
        onDownload={(file) => sendDownload({ type: 'DOWNLOAD', payrollId: payroll.id, file })}
      />
    ),
    [session, fetchingFile, submittingFor, sendAction, sendDownload],
  );

  const onFilter = useCallback(
    (filters: PayoutListFilters) => send({ type: 'FILTER', filters: withinLimit(filters, limit, new Date()) }),
    [send, limit],
  );
  const onPageSize = useCallback((itemsPerPage: number) => send({ type: 'PAGE_SIZE', itemsPerPage }), [send]);

  const paged = paginate !== null && showsPageControls(query.itemsPerPage, paginate.num_pages);
  const total = paginate?.totalItems ?? 0;
  const deleting = action.context.action === 'delete' && (action.matches('confirmingDelete') || submitting);
  const rejecting = action.context.action === 'reject' && (action.matches('askingReason') || submitting);
  const approving = action.context.action === 'approved' && (action.matches('confirmingApproval') || action.matches('steppingUp') || submitting);

  return (
    // Room under the last row for the bulk bar, which floats at the bottom while rows are selected.
    <Stack pb={selection.count > 0 ? 80 : undefined}>
      <PageTitle title={t('title')} />
      <PayoutFilterBar
        key={revision}
        initial={query.filters}
        companies={session.companies}
        countries={reference?.countries ?? []}
        limit={limit}
        pageSize={query.itemsPerPage}
        onFilter={onFilter}
        onPageSize={onPageSize}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {state.matches('ready') && !paged && t('showing', { shown: items.length, total })}{' '}
          {state.matches('ready') && !paged && total > items.length && query.itemsPerPage !== PAGED_SIZE && t('choosePaged')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => send({ type: 'REFRESH' })}
          disabled={!state.matches('ready') && !state.matches('empty')}
        >
          {t('refresh')}
        </Button>
      </Group>
      <ExportOutcome exported={exported} />
      {state.matches('ready') && (
        <SelectionOffer selection={selection} pageIds={items.map((payroll) => payroll.id)} total={total} />
      )}
      {state.matches('failed') ? (
        <ActionAlert
          title={t('failed')}
          text={state.context.error ? messageText(t, state.context.error) : t('cancelled')}
          action={t('retry')}
          onAction={() => send({ type: 'RETRY' })}
        />
      ) : (
        <section aria-label={t('table')} aria-busy={state.matches('loading')}>
          <PayoutTable
            records={items}
            fetching={state.matches('loading')}
            empty={state.matches('empty')}
            paging={
              paged && paginate
                ? {
                    page: query.page,
                    totalRecords: paginate.totalItems,
                    recordsPerPage: query.itemsPerPage,
                    onPageChange: (page) => send({ type: 'PAGE', page }),
                  }
                : null
            }
            renderActions={renderActions}
            onColumns={onColumns}
            selection={{
              state: selection,
              rowLabel: (payroll) => t('payrollBulk:selectRow', { id: payroll.id }),
              pageLabel: t('payrollBulk:selectPage'),
            }}
          />
        </section>
      )}
      <ApproveDialog
        payroll={approving ? (items.find((p) => p.id === acting) ?? null) : null}
        submitting={submitting}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
        stepUp={action.children.releaseStepUp}
      />
      <RejectDialog
        payrollId={rejecting ? acting : null}
        payroll={items.find((p) => p.id === acting) ?? null}
        submitting={submitting}
        error={action.matches('askingReason') ? action.context.error : null}
        {...rejectRestore}
      />
      <BulkBar
        count={selection.count}
        offered={offered}
        busy={!bulk.matches('idle')}
        onAction={startBulk}
        exporting={exported.exporting}
        onExport={exportSelection}
        onClear={selection.clear}
      />
      <BulkDialog snapshot={bulk} send={sendBulk} />
      <DeleteDialog
        payroll={deleting ? (items.find((p) => p.id === acting) ?? { id: acting ?? 0, filename: '' }) : null}
        submitting={submitting}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
