import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { regenerateBankFile, type BankFormat } from '../../api/calls/payoutsInternal';
import { OneRequestForm } from '../../components/forms/OneRequestForm';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

const PERU: BankFormat[] = ['pe_bcp', 'pe_bbva', 'pe_interbank', 'pe_scotiabank', 'pe_banbif', 'pe_pichincha'];
const CHILE: BankFormat[] = ['cl_transfer_30', 'cl_supplier_payment'];

export function RegenerateBankFilePage() {
  const { t } = useTranslation('regenerateBankFile');
  const [payroll, setPayroll] = useState('');
  const [format, setFormat] = useState<string | null>(null);
  const { state, send, edit } = useFormSubmit((values: { payroll: number; format: BankFormat }, write) =>
    regenerateBankFile(values.payroll, values.format, write),
  );

  const submit = () =>
    payroll && format
      ? send({ type: 'SUBMIT', values: { payroll: Number(payroll), format } })
      : send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });

  return (
    <OneRequestForm
      title={t('title')}
      intro={t('intro')}
      submitLabel={t('submit')}
      successTitle={t('done')}
      linkLabel={t('download')}
      state={state}
      onSubmit={submit}
    >
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
    </OneRequestForm>
  );
}
