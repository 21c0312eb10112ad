import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddValues } from '@machines/balances/balanceForm';
import { currencyToAllowed, destinationChoices } from '@machines/balances/balanceForm';
import { ACCOUNT_IDS, BALANCE_TOP_UP_ACCOUNT_ID_TO, BALANCE_TYPES, type BalanceType } from '@machines/balances/balanceRules';
import type { BalanceMerchant } from '../../api/schemas/balances';
import { balanceAddLogic } from './balanceAddLogic';
import { AmountField, BalanceFormDialog, DepositDateField, useBalanceForm } from '../shared/BalanceFormDialog';
import { inspected } from '../../platform/inspect';

const EMPTY: AddValues = {
  type: null,
  company: null,
  currency: '',
  depositDate: '',
  documentId: '',
  accountId: '',
  bank: '',
  amount: '',
  comments: '',
  files: [],
  companyTo: null,
  currencyTo: '',
  amountTo: '',
  documentIdTo: '',
  accountIdTo: '',
  bankTo: '',
};

export interface AddBalanceDialogProps {
  readonly merchants: readonly BalanceMerchant[];
  /** YYYY-MM-DD */
  readonly today: string;
  readonly onReload: () => void;
  readonly onClosed: () => void;
  /** What the user had typed, kept when a 401 met the dialog and restored after signing in again (issue 29). */
  readonly restored?: Partial<AddValues> | undefined;
}

/** The Add balance dialog: the balanceAdd chart's view. Mounted while open, so each opening starts afresh. */
export function AddBalanceDialog({ merchants, today, onReload, onClosed, restored }: AddBalanceDialogProps) {
  const { t } = useTranslation('settlements');
  const [logic] = useState(() => balanceAddLogic(onReload));
  const [state, send] = useMachine(logic, inspected({ input: { merchants, today } }));
  // The deposit date starts at today, the latest the rules allow.
  const form = useBalanceForm<AddValues>(state, send, () => ({ ...EMPTY, depositDate: today, ...restored }), onClosed, { form: 'balanceAdd' });
  const { values, set, fieldError } = form;
  const source = merchants.find((merchant) => merchant.company === values.company);
  const destination = merchants.find((merchant) => merchant.company === values.companyTo);
  const topUp = values.type === 'balance_top_up';
  const currenciesTo = [...new Set(merchants.flatMap((merchant) => merchant.currencies_available))].filter((code) => currencyToAllowed(values.currency, code));
  const bankData = (merchant: BalanceMerchant | undefined) => (merchant?.banks ?? []).map((bank) => ({ value: String(bank.id), label: bank.name }));

  const chooseType = (type: BalanceType | null) =>
    set({ type, accountId: type ? ACCOUNT_IDS[type] : '', accountIdTo: type === 'balance_top_up' ? BALANCE_TOP_UP_ACCOUNT_ID_TO : '' });
  const chooseCompany = (company: number | null) => {
    const merchant = merchants.find((candidate) => candidate.company === company);
    set({ company, currency: '', bank: merchant?.bank_id ? String(merchant.bank_id) : '', companyTo: values.companyTo === company ? null : values.companyTo });
  };
  const chooseCompanyTo = (companyTo: number | null) => {
    const merchant = merchants.find((candidate) => candidate.company === companyTo);
    set({ companyTo, bankTo: merchant?.bank_id ? String(merchant.bank_id) : '' });
  };

  return (
    <BalanceFormDialog form={form} title={t('add.title')} submitLabel={t('add.submit')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('form.type')}
          data={BALANCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={values.type}
          onChange={(type) => chooseType(type as BalanceType | null)}
          error={fieldError.type}
        />
        <Select
          label={t('form.merchant')}
          data={merchants.map((merchant) => ({ value: String(merchant.company), label: merchant.company__name }))}
          value={values.company === null ? null : String(values.company)}
          onChange={(company) => chooseCompany(company === null ? null : Number(company))}
          error={fieldError.company}
          searchable
        />
        <Select
          label={t('form.currency')}
          data={source?.currencies_available ?? []}
          value={values.currency || null}
          onChange={(currency) => set({ currency: currency ?? '' })}
          error={fieldError.currency}
        />
        <DepositDateField today={today} value={values.depositDate} onChange={(depositDate) => set({ depositDate })} error={fieldError.depositDate} />
        <TextInput label={t('form.document')} value={values.documentId} onChange={(e) => set({ documentId: e.currentTarget.value })} error={fieldError.documentId} />
        <TextInput label={t('form.bill')} value={values.accountId} onChange={(e) => set({ accountId: e.currentTarget.value })} error={fieldError.accountId} />
        <Select label={t('form.bank')} data={bankData(source)} value={values.bank || null} onChange={(bank) => set({ bank: bank ?? '' })} error={fieldError.bank} />
        <AmountField label={t('form.amount')} value={values.amount} onChange={(amount) => set({ amount })} error={fieldError.amount} />
      </SimpleGrid>
      {topUp && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={t('form.destination')} role="group">
          <Select
            label={t('form.merchantTo')}
            data={destinationChoices(merchants, values.company, values.currencyTo).map((merchant) => ({ value: String(merchant.company), label: merchant.company__name }))}
            value={values.companyTo === null ? null : String(values.companyTo)}
            onChange={(company) => chooseCompanyTo(company === null ? null : Number(company))}
            error={fieldError.companyTo}
          />
          <Select
            label={t('form.currencyTo')}
            data={currenciesTo}
            value={values.currencyTo || null}
            onChange={(currencyTo) => set({ currencyTo: currencyTo ?? '' })}
            error={fieldError.currencyTo}
          />
          <AmountField label={t('form.amountTo')} value={values.amountTo} onChange={(amountTo) => set({ amountTo })} error={fieldError.amountTo} />
          <TextInput label={t('form.documentTo')} value={values.documentIdTo} onChange={(e) => set({ documentIdTo: e.currentTarget.value })} error={fieldError.documentIdTo} />
          <TextInput label={t('form.billTo')} value={values.accountIdTo} onChange={(e) => set({ accountIdTo: e.currentTarget.value })} error={fieldError.accountIdTo} />
          <Select label={t('form.bankTo')} data={bankData(destination)} value={values.bankTo || null} onChange={(bank) => set({ bankTo: bank ?? '' })} error={fieldError.bankTo} />
        </SimpleGrid>
      )}
    </BalanceFormDialog>
  );
}
