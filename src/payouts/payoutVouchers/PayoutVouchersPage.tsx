import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { refundsVoucher } from '../../api/calls/payoutsInternal';
import { FormOutcome } from '../../components/forms/FormOutcome';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

/** Payout vouchers: the refunds voucher (PDF) of one payroll. */
export function PayoutVouchersPage() {
  const { t } = useTranslation('payoutVouchers');
  const [payroll, setPayroll] = useState('');
  const [state, send] = useFormSubmit(
    (values: { payroll: number }) => refundsVoucher(values.payroll),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!payroll) return send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });
    send({ type: 'SUBMIT', values: { payroll: Number(payroll) } });
  };
  const edit = (value: string) => {
    setPayroll(value);
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
          <PayrollNumberInput value={payroll} onChange={edit} />
          <FormOutcome
            error={state.context.error}
            result={state.matches('succeeded') ? (state.context.result as { url?: string }) : null}
            successTitle={t('ready')}
            linkLabel={t('open')}
          />
          <Button type="submit" loading={state.matches('submitting')}>
            {t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
