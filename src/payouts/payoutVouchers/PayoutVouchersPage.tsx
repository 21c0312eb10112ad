import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { refundsVoucher } from '../../api/calls/payoutsInternal';
import { OneRequestForm } from '../../components/forms/OneRequestForm';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

/** Payout vouchers: the refunds voucher (PDF) of one payroll. */
export function PayoutVouchersPage() {
  const { t } = useTranslation('payoutVouchers');
  const [payroll, setPayroll] = useState('');
  const { state, send, edit } = useFormSubmit((values: { payroll: number }) => refundsVoucher(values.payroll));

  const submit = () =>
    payroll
      ? send({ type: 'SUBMIT', values: { payroll: Number(payroll) } })
      : send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });

  return (
    <OneRequestForm
      title={t('title')}
      intro={t('intro')}
      submitLabel={t('submit')}
      successTitle={t('ready')}
      linkLabel={t('open')}
      state={state}
      onSubmit={submit}
    >
      <PayrollNumberInput value={payroll} onChange={edit(setPayroll)} />
    </OneRequestForm>
  );
}
