import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/exports/ExportButton';
import { PAY_IN_CHANNELS, PAYMENT_CURRENCIES, PAYMENT_STATUSES } from '../../api/schemas/payments';
import { AmountInput, countActiveFilters, DateRangeFilter, FilterSheet, holdsUnreadableField, IdListInput, MerchantMultiSelect, type DateRangeLimit, type MerchantOption } from '../../filters';
import { messageText } from '../../i18n/message';
import { validatePaymentFilters, type PaymentFilterErrors, type PaymentFilterField, type PaymentListFilters } from './paymentFilters';
import classes from './PaymentFiltersForm.module.css';

interface PaymentFiltersFormProps {
  /** The filters of the list now (saved, or the defaults): where the form starts. */
  readonly initial: PaymentListFilters;
  /** The user's merchants (mids); the filter shows only with more than one. */
  readonly merchants: readonly MerchantOption[];
  readonly limit: DateRangeLimit | null;
  readonly filtering: boolean;
  readonly exporting: boolean;
  readonly onFilter: (filters: PaymentListFilters) => void;
  readonly onExport: (filters: PaymentListFilters) => void;
}

const CHANNEL_DATA = PAY_IN_CHANNELS.map((channel) => ({ value: channel.id, label: channel.name }));
/** Free-text filters, trimmed before they are sent. */
const TEXT_FIELDS = ['reference', 'shopperFirstName', 'shopperLastName', 'shopperDocument'] as const;
const CURRENCY_DATA = PAYMENT_CURRENCIES.map((code) => ({ value: code, label: code }));

/**
 * The payments list filters (spec 02 sections 2 and 5). The form holds what the user types;
 * Filter and Export check it and hand valid filters on. A refused value stays as typed.
 */
export function PaymentFiltersForm({ initial, merchants, limit, filtering, exporting, onFilter, onExport }: PaymentFiltersFormProps) {
  const { t } = useTranslation(['paymentTransactions', 'payments', 'filters']);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<PaymentFilterErrors>({});
  const statusData = useMemo(() => PAYMENT_STATUSES.map((id) => ({ value: id, label: t(`payments:status.${id}`) })), [t]);

  const set = <K extends keyof PaymentListFilters>(key: K, value: PaymentListFilters[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key as PaymentFilterField]: undefined }));
  };
  const shown = (message: PaymentFilterErrors[PaymentFilterField]) => (message ? messageText(t, message) : undefined);
  // The phone's toggle counts the filters the list applied (its query), not what is typed.
  const active = countActiveFilters(initial, { now: new Date(), limit, ignore: merchants.length > 1 ? [] : ['merchantIds'] });
  // The merchant filter is not shown to a user with one merchant: nothing of it is sent.
  const current = (): PaymentListFilters => (merchants.length > 1 ? form : { ...form, merchantIds: [] });
  const checked = (then: (filters: PaymentListFilters) => void) => {
    const filters = current();
    const found = validatePaymentFilters(filters);
    setErrors(found);
    if (Object.keys(found).length === 0) then(filters);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (holdsUnreadableField(event.currentTarget as HTMLFormElement)) return;
    checked(onFilter);
  };

  return (
    <FilterSheet count={active}>
      <form data-filters onSubmit={submit} noValidate aria-label={t('filters.label')}>
        <div className={classes.fields}>
          <DateRangeFilter value={form.dateRange} onChange={(value) => set('dateRange', value)} limit={limit} />
          <MultiSelect<number>
            label={t('filters.channel')}
            placeholder={form.channelIds.length === 0 ? t('filters.any') : undefined}
            data={CHANNEL_DATA}
            value={[...form.channelIds]}
            onChange={(value) => set('channelIds', value)}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearChannel') }}
            nothingFoundMessage={t('filters.nothingFound')}
          />
          <MultiSelect<number>
            label={t('filters.status')}
            placeholder={form.statuses.length === 0 ? t('filters.any') : undefined}
            data={statusData}
            value={[...form.statuses]}
            onChange={(value) => set('statuses', value)}
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearStatus') }}
          />
          <MultiSelect
            label={t('filters.currency')}
            placeholder={form.currencies.length === 0 ? t('filters.any') : undefined}
            data={CURRENCY_DATA}
            value={[...form.currencies]}
            onChange={(value) => set('currencies', value)}
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearCurrency') }}
          />
          {TEXT_FIELDS.map((key) => (
            <TextInput key={key} label={t(`filters.${key}`)} value={form[key]} onChange={(e) => set(key, e.currentTarget.value)} autoComplete="off" />
          ))}
          <AmountInput value={form.amount} onChange={(value) => set('amount', value)} error={shown(errors.amount)} />
          <IdListInput
            label={t('filters.operationIds')}
            description={t('filters.operationIdsHint')}
            value={form.operationIds}
            onChange={(value) => set('operationIds', value)}
            error={shown(errors.operationIds)}
          />
          <MerchantMultiSelect companies={merchants} value={[...form.merchantIds]} onChange={(value) => set('merchantIds', value)} />
        </div>
        <Group mt="sm">
          <Button type="submit" loading={filtering}>
            {t('filters.submit')}
          </Button>
          <ExportButton variant="light" exporting={exporting} onExport={() => checked(onExport)} />
        </Group>
      </form>
    </FilterSheet>
  );
}
