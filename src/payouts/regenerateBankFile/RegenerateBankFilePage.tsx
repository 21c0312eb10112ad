import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { regenerateBankFile, type BankFormat } from '../../api/calls/payoutsInternal';
import { FormOutcome } from '../../components/forms/FormOutcome';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

const PERU: BankFormat[] = ['pe_bcp', 'pe_bbva', 'pe_interbank', 'pe_scotiabank', 'pe_banbif', 'pe_pichincha'];
const CHILE: BankFormat[] = ['cl_transfer_30', 'cl_supplier_payment'];

export function RegenerateBankFilePage() {
  const { t } = useTranslation('regenerateBankFile');
  const [payroll, setPayroll] = useState('');
  const [format, setFormat] = useState<string | null>(null);
  const [state, send] = useFormSubmit(
    (values: { payroll: number; format: BankFormat }) => regenerateBankFile(values.payroll, values.format),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payroll || !format) return send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });
    send({ type: 'SUBMIT', values: { payroll: Number(payroll), format } });
  };
  const edit = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    if (state.matches('succeeded') || state.matches('failed')) send({ type: 'EDIT' });
  };

  return (
    <Stack maw={560}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('title')}>
        <Stack>
          <PayrollNumberInput value={payroll} onChange={edit(setPayroll)} />
          <Select
            label={t('bankFormat')}
            value={format}
            onChange={edit(setFormat)}
            data={[
              { group: t('peru'), items: PERU.map((value) => ({ value, label: t(`formats.${value}`) })) },
              { group: t('chile'), items: CHILE.map((value) => ({ value, label: t(`formats.${value}`) })) },
            ]}
          />
          <FormOutcome
            error={state.context.error}
            result={state.matches('succeeded') ? (state.context.result as { url?: string; text?: string }) : null}
            successTitle={t('done')}
            linkLabel={t('download')}
          />
          <Button type="submit" loading={state.matches('submitting')}>
            {t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
