import { Box, Button, Center, Container, Group, Loader, Stack } from '@mantine/core';
import { useParams, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payroll, PayoutTransaction } from '../../api/schemas/payouts';
import { messageText } from '../../i18n/message';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { payrollDetailLogic } from './payrollDetailLogic';
import { DetailActions } from './DetailActions';
import { PayrollHeader } from './PayrollHeader';
import { PayrollHistory } from './PayrollHistory';
import { PayrollTotals } from './PayrollTotals';
import { TransactionsTable } from './TransactionsTable';
import { inspected } from '../../platform/inspect';
import { ActionAlert } from '../../components/ActionAlert';
import { LoadingBlock } from '../../components/LoadingBlock';
import { PageTitle } from '../../components/PageTitle';
import classes from './PayrollDetailPage.module.css';

/** The route's id as a payroll id: a positive whole number, else null (not found). */
export function parsePayrollId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /payroll/view/{id_payroll}, full screen (no navigation shell). */
export function PayrollDetailPage() {
  const params: { id_payroll?: string } = useParams({ strict: false });
  const raw = params.id_payroll;
  // A new id is a new page: a fresh chart, nothing left over from the previous payroll.
  return <PayrollDetail key={raw ?? ''} rawId={raw ?? ''} payrollId={parsePayrollId(raw)} />;
}

interface PayrollDetailProps {
  readonly rawId: string;
  readonly payrollId: number | null;
}

export function PayrollDetail(props: PayrollDetailProps) {
  // After an approval or a rejection the page starts over: its payroll and History are loaded
  // again, so the new status and the ledger's new entry show without reloading the document.
  const [revision, setRevision] = useState(0);
  const reload = useCallback(() => setRevision((n) => n + 1), []);
  return <LoadedDetail key={revision} {...props} onChanged={reload} />;
}

function LoadedDetail({ rawId, payrollId, onChanged }: PayrollDetailProps & { onChanged: () => void }) {
  const { t } = useTranslation(['payrollDetail', 'payouts']);
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const [logic] = useState(() => {
    // The path this page was opened at; the router's latest location moves as soon as the
    // user starts to leave (before this page is gone).
    const openedAt = router?.latestLocation.pathname;
    return payrollDetailLogic(() => !router || router.latestLocation.pathname === openedAt);
  });
  const [state, send] = useMachine(logic, inspected({ input: { payrollId } }));
  const data = state.context.data;
  // The header shows at once; the table (up to 1000 rows to index and page) is drawn in a
  // background render, so the page answers clicks while it is being prepared.
  const tableData = useDeferredValue(state.matches('ready') ? data : null, null);
  const close = () => send({ type: 'CLOSE' });

  return (
    <Container fluid px="md" py="sm">
      <Group justify="space-between" wrap="nowrap" mb="md" component="header" className={classes.header}>
        <PageTitle title={t('title')} />
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitcher />
          <Button variant="default" onClick={close}>
            {t('close')}
          </Button>
        </Group>
      </Group>
      <Box component="main">
        {state.matches('loading') && <LoadingBlock label={t('loading')} />}
        {state.matches('notFound') && (
          <ActionAlert color="orange" title={t('notFound.title')} text={t('notFound.body', { id: rawId })} action={t('backToList')} onAction={close} />
        )}
        {state.matches('failed') && state.context.error && (
          <ActionAlert title={t('failed')} text={messageText(t, state.context.error)} action={t('retry')} onAction={() => send({ type: 'RETRY' })} />
        )}
        {state.matches('ready') && data && (
          <Stack gap="lg">
            <PayrollHeader payroll={data.payroll as Payroll} actions={<DetailActions payroll={data.payroll as Payroll} onChanged={onChanged} />} />
            <PayrollTotals totals={(data.payroll as Payroll).totals} />
            <PayrollHistory payrollId={(data.payroll as Payroll).id} />
            {tableData ? (
              <TransactionsTable
                transactions={tableData.transactions as readonly PayoutTransaction[]}
                total={tableData.totalTransactions}
              />
            ) : (
              <Center py="lg" role="status" aria-label={t('preparingTable')}>
                <Loader size="sm" />
              </Center>
            )}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
