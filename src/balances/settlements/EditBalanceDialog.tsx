import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editStart, hasEditChanges, type EditOriginal, type EditValues } from '@machines/balances/balanceForm';
import type { BalanceMerchant } from '../../api/schemas/balances';
import { formatDisplayDate } from '../../format/date';
import { balanceEditLogic } from './balanceEditLogic';
import { AmountField, BalanceFormDialog, DepositDateField, useBalanceForm } from '../shared/BalanceFormDialog';
import { inspected } from '../../platform/inspect';

export interface EditBalanceDialogProps {
  readonly original: EditOriginal;
  readonly companyName: string;
  readonly companyToName: string | null;
  readonly merchants: readonly BalanceMerchant[];
  readonly today: string;
  readonly onReload: () => void;
  readonly onClosed: () => void;
  /** What the page needs to open this dialog again, kept with a draft when a 401 meets it (issue 29). */
  readonly subject?: unknown;
  /** What the user had typed, restored after signing in again (issue 29). */
  readonly restored?: Partial<EditValues> | undefined;
}

/**
 * The edit dialog, the balanceEdit chart's view: type, merchant and currency shown but fixed;
 * 'Update' enabled only when something differs from the original, and not while saving.
 */
export function EditBalanceDialog({ original, companyName, companyToName, merchants, today, onReload, onClosed, subject, restored }: EditBalanceDialogProps) {
  const { t } = useTranslation('settlements');
  const [logic] = useState(() => balanceEditLogic(onReload));
  const [state, send] = useMachine(logic, inspected({ input: { original, today } }));
  const form = useBalanceForm<EditValues>(state, send, () => ({ ...editStart(original), ...restored }), onClosed, { form: 'balanceEdit', subject });
  const { values, set, fieldError, submitting } = form;
  const banksOf = (company: number) =>
    (merchants.find((merchant) => merchant.company === company)?.banks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  const title = t('edit.title', {
    company: companyToName ? `${companyName} > ${companyToName}` : companyName,
    date: formatDisplayDate(original.depositDate),
  });

  return (
    <BalanceFormDialog form={form} title={title} submitLabel={t('edit.submit')} canSubmit={hasEditChanges(original, values) && !submitting}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('form.type')} value={t(`types.${original.type}`)} disabled readOnly />
        <TextInput label={t('form.merchant')} value={companyName} disabled readOnly />
        <TextInput label={t('form.currency')} value={original.currency} disabled readOnly />
        <DepositDateField today={today} value={values.depositDate} onChange={(depositDate) => set({ depositDate })} error={fieldError.depositDate} />
        <TextInput label={t('form.document')} value={values.documentId} onChange={(e) => set({ documentId: e.currentTarget.value })} error={fieldError.documentId} />
        <TextInput label={t('form.bill')} value={values.accountId} onChange={(e) => set({ accountId: e.currentTarget.value })} error={fieldError.accountId} />
        <Select label={t('form.bank')} data={banksOf(original.company)} value={values.bank || null} onChange={(bank) => set({ bank: bank ?? '' })} error={fieldError.bank} />
        <AmountField label={original.to ? t('form.amountFrom') : t('form.amount')} value={values.amount} onChange={(amount) => set({ amount })} error={fieldError.amount} />
        {original.to && (
          <>
            <AmountField label={t('form.amountTo')} value={values.amountTo} onChange={(amountTo) => set({ amountTo })} error={fieldError.amountTo} />
            <TextInput label={t('form.billTo')} value={values.accountIdTo} onChange={(e) => set({ accountIdTo: e.currentTarget.value })} error={fieldError.accountIdTo} />
            <Select label={t('form.bankTo')} data={banksOf(original.to.company)} value={values.bankTo || null} onChange={(bank) => set({ bankTo: bank ?? '' })} error={fieldError.bankTo} />
          </>
        )}
      </SimpleGrid>
    </BalanceFormDialog>
  );
}
