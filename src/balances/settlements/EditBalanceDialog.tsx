import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from '../../filters/calendarLabels';
import { editStart, hasEditChanges, type EditOriginal, type EditValues } from '@machines/balances/balanceForm';
import { cleanAmountText, depositDateBounds } from '@machines/balances/balanceRules';
import type { BalanceMerchant } from '../../api/schemas/balances';
import { DISPLAY_DATE_FORMAT, formatDisplayDate } from '../../format/date';
import { AttachmentsField } from '../shared/AttachmentsField';
import { CommentField } from '../shared/CommentField';
import { balanceEditLogic } from './balanceEditLogic';
import { DialogFooter, DialogUpload, useClosedWhenFinished, useFieldErrors } from '../shared/DialogParts';
import { inspected } from '../../platform/inspect';

export interface EditBalanceDialogProps {
  readonly original: EditOriginal;
  readonly companyName: string;
  readonly companyToName: string | null;
  readonly merchants: readonly BalanceMerchant[];
  readonly today: string;
  readonly onReload: () => void;
  readonly onClosed: () => void;
}

/**
 * The edit dialog, the balanceEdit chart's view: type, merchant and currency shown but fixed;
 * 'Update' enabled only when something differs from the original, and not while saving.
 */
export function EditBalanceDialog({ original, companyName, companyToName, merchants, today, onReload, onClosed }: EditBalanceDialogProps) {
  const { t, i18n } = useTranslation('settlements');
  const calendarLabels = useCalendarLabels();
  const [logic] = useState(() => balanceEditLogic(onReload));
  const [state, send] = useMachine(logic, inspected({ input: { original, today } }));
  const [values, setValues] = useState<EditValues>(() => editStart(original));
  const fieldError = useFieldErrors(state.context.fieldErrors);
  const submitting = state.matches('submitting');
  const bounds = depositDateBounds(today);
  useClosedWhenFinished(state.status === 'done', onClosed);

  const set = (change: Partial<EditValues>) => {
    setValues((current) => ({ ...current, ...change }));
    if (state.matches('failed')) send({ type: 'EDIT' });
  };
  const banksOf = (company: number) =>
    (merchants.find((merchant) => merchant.company === company)?.banks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));
  const title = t('edit.title', {
    company: companyToName ? `${companyName} > ${companyToName}` : companyName,
    date: formatDisplayDate(original.depositDate),
  });

  return (
    <Modal opened onClose={() => send({ type: 'CLOSE' })} title={title} size="xl" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', values });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('form.type')} value={t(`types.${original.type}`)} disabled readOnly />
            <TextInput label={t('form.merchant')} value={companyName} disabled readOnly />
            <TextInput label={t('form.currency')} value={original.currency} disabled readOnly />
            <DatePickerInput
              label={t('form.depositDate')}
              valueFormat={DISPLAY_DATE_FORMAT}
              locale={i18n.language}
              minDate={bounds.min}
              maxDate={bounds.max}
              value={values.depositDate || null}
              onChange={(date) => set({ depositDate: date ?? '' })}
              error={fieldError.depositDate}
              hideOutsideDates
              weekendDays={[]}
              ariaLabels={calendarLabels}
            />
            <TextInput label={t('form.document')} value={values.documentId} onChange={(e) => set({ documentId: e.currentTarget.value })} error={fieldError.documentId} />
            <TextInput label={t('form.bill')} value={values.accountId} onChange={(e) => set({ accountId: e.currentTarget.value })} error={fieldError.accountId} />
            <Select label={t('form.bank')} data={banksOf(original.company)} value={values.bank || null} onChange={(bank) => set({ bank: bank ?? '' })} error={fieldError.bank} />
            <TextInput
              label={original.to ? t('form.amountFrom') : t('form.amount')}
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => set({ amount: cleanAmountText(e.currentTarget.value) })}
              error={fieldError.amount}
            />
            {original.to && (
              <>
                <TextInput
                  label={t('form.amountTo')}
                  inputMode="decimal"
                  value={values.amountTo}
                  onChange={(e) => set({ amountTo: cleanAmountText(e.currentTarget.value) })}
                  error={fieldError.amountTo}
                />
                <TextInput label={t('form.billTo')} value={values.accountIdTo} onChange={(e) => set({ accountIdTo: e.currentTarget.value })} error={fieldError.accountIdTo} />
                <Select label={t('form.bankTo')} data={banksOf(original.to.company)} value={values.bankTo || null} onChange={(bank) => set({ bankTo: bank ?? '' })} error={fieldError.bankTo} />
              </>
            )}
          </SimpleGrid>
          <CommentField value={values.comments} onChange={(comments) => set({ comments })} error={fieldError.comments} />
          <AttachmentsField value={values.files} onChange={(files) => set({ files })} error={fieldError.files} disabled={submitting} />
        </Stack>
        <DialogUpload progress={submitting ? state.context.progress : null} notice={state.context.notice} onCancel={() => send({ type: 'CANCEL' })} />
        <DialogFooter
          error={state.context.error}
          submitLabel={t('edit.submit')}
          submitting={submitting}
          canSubmit={hasEditChanges(original, values) && !submitting}
          onCancel={() => send({ type: 'CLOSE' })}
        />
      </form>
    </Modal>
  );
}
