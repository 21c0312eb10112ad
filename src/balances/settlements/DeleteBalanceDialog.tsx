import { Modal, Table, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceEntry } from '../../api/schemas/balances';
import { formatDisplayDate, formatMoney } from '../../format';
import { balanceDeleteLogic } from './balanceDeleteLogic';
import { DialogFooter, useClosedWhenFinished } from '../shared/DialogParts';
import { entryAmount } from './SettlementsTable';
import { inspected } from '../../platform/inspect';

/** The delete dialog, the balanceDelete chart's view: the entry's fields, then Cancel or Delete. */
export function DeleteBalanceDialog({ entry, onReload, onClosed }: { entry: BalanceEntry; onReload: () => void; onClosed: () => void }) {
  const { t } = useTranslation('settlements');
  const topUp = entry.to !== null;
  const [logic] = useState(() => balanceDeleteLogic(onReload));
  const [state, send] = useMachine(logic, inspected({ input: { company: entry.company, id: entry.id, ...(entry.to ? { id_to: entry.to.balance_id } : {}) } }));
  useClosedWhenFinished(state.status === 'done', onClosed);
  const deleting = state.matches('deleting');

  const rows: Array<[string, string]> = [
    [t('columns.depositDate'), formatDisplayDate(entry.deposit_date)],
    [t('columns.merchant'), entry.company__name],
    [t('columns.amount'), entryAmount(entry)],
    [t('columns.bank'), entry.bank__name],
    [t('columns.bill'), entry.account_id],
    ...(topUp ? [] : ([[t('columns.document'), entry.document_id]] as Array<[string, string]>)),
    ...(entry.to
      ? ([
          [t('delete.merchantTo'), entry.to.merchant__name],
          [t('delete.amountTo'), formatMoney(entry.to.amount, entry.to.currency)],
          [t('delete.bankTo'), entry.to.bank__name],
          [t('delete.billTo'), entry.to.account],
        ] as Array<[string, string]>)
      : []),
  ];
  const title = topUp ? t('delete.titleTopUp') : t('delete.title');

  return (
    <Modal opened onClose={() => send({ type: 'CLOSE' })} title={title} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'CONFIRM' });
        }}
      >
        <Text mb="sm">{topUp ? t('delete.questionTopUp') : t('delete.question')}</Text>
        <Table aria-label={t('delete.fields')}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <DialogFooter error={state.context.error} submitLabel={t('delete.submit')} submitting={deleting} danger onCancel={() => send({ type: 'CLOSE' })} />
      </form>
    </Modal>
  );
}
