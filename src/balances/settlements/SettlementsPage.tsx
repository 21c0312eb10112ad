import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { AddValues, EditValues } from '@machines/balances/balanceForm';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import { useTranslation } from 'react-i18next';
import { canChangeEntry, canManageBalances } from '@machines/balances/balanceRules';
import { useSessionUser } from '../../session/SessionContext';
import type { BalanceEntry } from '../../api/schemas/balances';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { usePagedList } from '../../components/lists/usePagedList';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { settlementQuery } from '../shared/screenFilters';
import { exportBalances, type BalanceFilters } from '../../api/calls/balances';
import { ExportButton } from '../../components/exports/ExportButton';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport, type ExportBinding } from '../../components/exports/reportExportLogic';
import { useBalanceMerchants } from '../shared/useBalanceMerchants';
import { SettlementFiltersForm } from './SettlementFiltersForm';
import { editOriginalOf, isDestinationSide, settlementsListOptions } from './settlementsFilters';
import { SettlementsTable } from './SettlementsTable';
import { businessToday } from '../../platform/businessToday';
import { withRetries } from '../../platform/lazyPage';
import { PageTitle } from '../../components/PageTitle';

// The dialogs (forms, dropzone, file tiles) load when first opened, not with the list.
const AddBalanceDialog = lazy(withRetries(() => import('./AddBalanceDialog').then((module) => ({ default: module.AddBalanceDialog }))));
const EditBalanceDialog = lazy(withRetries(() => import('./EditBalanceDialog').then((module) => ({ default: module.EditBalanceDialog }))));
const DeleteBalanceDialog = lazy(withRetries(() => import('./DeleteBalanceDialog').then((module) => ({ default: module.DeleteBalanceDialog }))));
const DetailsDialog = lazy(withRetries(() => import('./DetailsDialog').then((module) => ({ default: module.DetailsDialog }))));

/** `restored`: what the user had typed, when the dialog opens again from a draft (issue 29). */
type Dialog =
  | { kind: 'add'; restored?: Partial<AddValues> }
  | { kind: 'edit'; entry: BalanceEntry; restored?: Partial<EditValues> }
  | { kind: 'details' | 'delete'; entry: BalanceEntry }
  | null;

/** The entry a kept draft of an edit names (it came back from this browser's storage). */
const isEntry = (subject: unknown): subject is BalanceEntry => typeof subject === 'object' && subject !== null && 'id' in subject && 'company__name' in subject;

/** Export: the list call with download_balance 'balance_detail' (spec 02 section 8). */
const EXPORT: ExportBinding<BalanceFilters> = { request: (filters, job) => exportBalances('balance_detail', filters, job.signal) };

/** /settlements/topups: the balance entries of the user's merchants, with add, edit, delete, files and export. */
export function SettlementsPage() {
  const { t } = useTranslation('settlements');
  useDocumentTitle(t('title'));
  const session = useSessionUser();
  const reference = useReferenceData();
  const [options] = useState(() => settlementsListOptions(new Date()));
  const list = usePagedList(options);
  const { state, send, items, query, revision } = list;
  const [dialog, setDialog] = useState<Dialog>(null);
  useDraftRestore('balanceAdd', (draft) => setDialog({ kind: 'add', restored: draft.values as Partial<AddValues> }));
  useDraftRestore('balanceEdit', (draft) => {
    if (isEntry(draft.subject)) setDialog({ kind: 'edit', entry: draft.subject, restored: draft.values as Partial<EditValues> });
  });
  const exported = useReportExport(EXPORT);
  const profiles = session?.profile_names ?? [];
  const manager = canManageBalances(profiles);
  const merchants = useBalanceMerchants(manager);
  const today = businessToday();

  const loading = state.matches('loading');
  // After an add, edit or delete the list loads again from page 1 (spec 02 section 4).
  const reload = useCallback(() => send({ type: 'PAGE_SIZE', itemsPerPage: query.itemsPerPage }), [send, query.itemsPerPage]);
  const close = useCallback(() => setDialog(null), []);
  const canChange = (entry: BalanceEntry) => canChangeEntry(profiles, entry.deposit_date, today) && !isDestinationSide(entry);

  return (
    <Stack>
      <PageTitle title={t('title')}>
        {manager && (
          <Button onClick={() => setDialog({ kind: 'add' })} disabled={merchants === null}>
            {t('add.open')}
          </Button>
        )}
      </PageTitle>
      <SettlementFiltersForm
        key={revision}
        initial={query.filters}
        companies={session?.companies ?? []}
        currencies={reference?.currencies ?? []}
        busy={loading}
        onFilter={(filters) => send({ type: 'FILTER', filters })}
      />
      <ListToolbar list={list}>
        {state.matches('ready') && items.length > 0 && <ExportButton exporting={exported.exporting} onExport={() => exported.start(settlementQuery(query.filters))} />}
      </ListToolbar>
      <ExportOutcome exported={exported} />
      <ListBody list={list} topPager>
        {(fetching) => (
          <SettlementsTable
            matching={list.matching}
            records={items}
            fetching={fetching}
            canChange={canChange}
            onDetails={(entry) => setDialog({ kind: 'details', entry })}
            onEdit={(entry) => setDialog({ kind: 'edit', entry })}
            onDelete={(entry) => setDialog({ kind: 'delete', entry })}
          />
        )}
      </ListBody>
      <Suspense fallback={null}>
      {dialog?.kind === 'details' && <DetailsDialog entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'add' && merchants && <AddBalanceDialog merchants={merchants} today={today} onReload={reload} onClosed={close} restored={dialog.restored} />}
      {dialog?.kind === 'edit' && (
        <EditBalanceDialog
          original={editOriginalOf(dialog.entry)}
          companyName={dialog.entry.company__name}
          companyToName={dialog.entry.to?.merchant__name ?? null}
          merchants={merchants ?? []}
          today={today}
          onReload={reload}
          onClosed={close}
          subject={dialog.entry}
          restored={dialog.restored}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteBalanceDialog entry={dialog.entry} onReload={reload} onClosed={close} />}
      </Suspense>
    </Stack>
  );
}
