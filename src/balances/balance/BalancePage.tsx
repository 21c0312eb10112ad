import { Button, Group, Stack, Tooltip } from '@mantine/core';
import { CurrencyFilter } from '../shared/CurrencyFilter';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { ListBody, ListToolbar } from '../../components/lists/PagedListParts';
import { type RowsColumn } from '../../components/lists/RowsTable';
import { ListTable } from '../../components/lists/listColumns/ListTable';
import { usePagedList } from '../../components/lists/usePagedList';
import { MerchantMultiSelect } from '../../filters';
import { formatAmount } from '../../format';
import { useReferenceData } from '../../referenceData/ReferenceDataContext';
import { exportBalances, type BalanceFilters } from '../../api/calls/balances';
import { ExportButton } from '../../components/exports/ExportButton';
import { ExportOutcome } from '../../components/exports/ExportOutcome';
import { useReportExport, type ExportBinding } from '../../components/exports/reportExportLogic';
import { balanceListOptions, type BalanceRow } from './balanceFilters';
import { PageTitle } from '../../components/PageTitle';

/** Export: the list call with download_balance 'summaries' (spec 02 section 8). */
const EXPORT: ExportBinding<BalanceFilters> = { request: (filters, job) => exportBalances('summaries', filters, job.signal) };

/** /balance: what each merchant has available per currency; ALPSADMIN sees the balance version. */
export function BalancePage() {
  const { t } = useTranslation(['balance', 'settlements']);
  useDocumentTitle(t('title'));
  const session = useSessionUser();
  const reference = useReferenceData();
  const [options] = useState(balanceListOptions);
  const list = usePagedList(options);
  const { state, send, items, query, revision } = list;
  const exported = useReportExport(EXPORT);
  const [currency, setCurrency] = useState<string | null>(query.filters.currency);
  const [companyIds, setCompanyIds] = useState<number[]>([...query.filters.companyIds]);
  // The address brought other filters (Back, Forward): the form shows them.
  const [shownRevision, setShownRevision] = useState(revision);
  if (shownRevision !== revision) {
    setShownRevision(revision);
    setCurrency(query.filters.currency);
    setCompanyIds([...query.filters.companyIds]);
  }
  const showsVersion = (session?.profile_names ?? []).includes('ALPSADMIN');
  const loading = state.matches('loading');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'FILTER', filters: { currency, companyIds } });
  };

  const available = (row: BalanceRow) => {
    const text = `$ ${formatAmount(row.total_available)}`;
    if (!showsVersion) return text;
    return (
      <Tooltip label={t('version', { version: row.balance_version ?? '' })} withArrow>
        <span tabIndex={0} aria-label={`${text}, ${t('version', { version: row.balance_version ?? '' })}`}>
          {text}
        </span>
      </Tooltip>
    );
  };
  const columns: RowsColumn<BalanceRow>[] = [
    { accessor: 'company__name', title: t('columns.merchant') },
    { accessor: 'currency', title: t('columns.currency') },
    { accessor: 'total_available', title: t('columns.available'), textAlign: 'right', render: available, text: (row) => `$ ${formatAmount(row.total_available)}` },
  ];

  return (
    <Stack>
      <PageTitle title={t('title')} />
      <form data-filters onSubmit={submit} aria-label={t('filters')}>
        <Group align="flex-end" gap="sm">
          <CurrencyFilter currencies={reference?.currencies ?? []} value={currency} onChange={setCurrency} />
          <MerchantMultiSelect companies={session?.companies ?? []} value={companyIds} onChange={setCompanyIds} />
          <Button type="submit" loading={loading}>
            {t('settlements:filters.submit')}
          </Button>
        </Group>
      </form>
      <ListToolbar list={list}>
        <ExportButton exporting={exported.exporting} onExport={() => exported.start(query.filters)} />
      </ListToolbar>
      <ExportOutcome exported={exported} />
      <ListBody list={list}>
        {(fetching) => (
          <ListTable
            list="balance"
            label={t('table')}
            columns={columns}
            records={items}
            fetching={fetching}
            selectable={{
              ...list.matching,
              rowLabel: (row) => t('select.row', { merchant: row.company__name, currency: row.currency }),
              pageLabel: t('select.page'),
              fileName: 'balances',
            }}
          />
        )}
      </ListBody>
    </Stack>
  );
}
