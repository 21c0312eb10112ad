import { Button, Group, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payrollActions } from '@machines/payouts/payrollRules';
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
import { PAGED_SIZE, payoutListOptions, showsPageControls, type PayoutListFilters } from './payoutListFilters';
import { downloadOptions } from './payrollRows';
import { ApproveDialog } from '../shared/ApproveDialog';
import { payrollActorOf } from '../shared/payrollActor';
import { RejectDialog } from '../shared/RejectDialog';
import { RowActions } from './RowActions';
import { inspected } from '../../platform/inspect';
import { withinLimit } from '../../filters';
import { ActionAlert } from '../../components/ActionAlert';
import { PageTitle } from '../../components/PageTitle';

/** /payouts/list: the payrolls of the user's merchants, with their actions and files. */
export function PayoutListPage() {
  const session = useSessionUser();
  const reference = useReferenceData();
  // The route guard lets only signed-in users in; the session can still end while here.
  if (!session) return null;
  return <PayoutList session={session} reference={reference} />;
}

function PayoutList({ session, reference }: { session: SessionUser; reference: ReferenceData | null }) {
  const { t } = useTranslation(['payoutList', 'payouts', 'filters']);
  const [options] = useState(() => payoutListOptions(new Date()));
  const list = usePagedList<PayoutListFilters, Payroll>(options);
  const { state, send, items, query, paginate, revision } = list;
  const [actionLogic] = useState(() => payrollActionLogic(() => send({ type: 'REFRESH' })));
  const [action, sendAction] = useMachine(actionLogic, inspected());
  const [download, sendDownload] = useMachine(payrollDownloadLogic, inspected());

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
        onApprove={() => sendAction({ type: 'APPROVE', payrollId: payroll.id })}
        onReject={() => sendAction({ type: 'REJECT', payrollId: payroll.id })}
        onDelete={() => sendAction({ type: 'DELETE', payrollId: payroll.id })}
        onDownload={(file) => sendDownload({ type: 'DOWNLOAD', payrollId: payroll.id, file })}
      />
    ),
    [session, fetchingFile, submittingFor, sendAction, sendDownload],
  );

  const paged = paginate !== null && showsPageControls(query.itemsPerPage, paginate.num_pages);
  const total = paginate?.totalItems ?? 0;
  const deleting = action.context.action === 'delete' && (action.matches('confirmingDelete') || submitting);
  const rejecting = action.context.action === 'reject' && (action.matches('askingReason') || submitting);
  const approving = action.context.action === 'approved' && (action.matches('confirmingApproval') || submitting);

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <PayoutFilterBar
        key={revision}
        initial={query.filters}
        companies={session.companies}
        countries={reference?.countries ?? []}
        limit={limit}
        pageSize={query.itemsPerPage}
        onFilter={(filters) => send({ type: 'FILTER', filters: withinLimit(filters, limit, new Date()) })}
        onPageSize={(itemsPerPage) => send({ type: 'PAGE_SIZE', itemsPerPage })}
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
          />
        </section>
      )}
      <ApproveDialog
        payroll={approving ? (items.find((p) => p.id === acting) ?? null) : null}
        submitting={submitting}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
      <RejectDialog
        payrollId={rejecting ? acting : null}
        submitting={submitting}
        error={action.matches('askingReason') ? action.context.error : null}
        onSubmit={(reason) => sendAction({ type: 'SUBMIT_REASON', reason })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
      <DeleteDialog
        payroll={deleting ? (items.find((p) => p.id === acting) ?? { id: acting ?? 0, filename: '' }) : null}
        submitting={submitting}
        onConfirm={() => sendAction({ type: 'CONFIRM' })}
        onCancel={() => sendAction({ type: 'CANCEL' })}
      />
    </Stack>
  );
}
