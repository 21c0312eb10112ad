import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { recordBankAnswer } from '../../api/calls/payoutsInternal';
import { OneRequestForm } from '../../components/forms/OneRequestForm';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

type YesNo = 'yes' | 'no' | '';

/** Manual payout approval: records the bank's answer for an approved payroll by hand. */
export function PayrollApprovePage() {
  const { t } = useTranslation('payrollApprove');
  const [payroll, setPayroll] = useState('');
  const [rejectedEntirely, setRejectedEntirely] = useState<YesNo>('');
  const [hasRejections, setHasRejections] = useState<YesNo>('');
  const { state, send, edit } = useFormSubmit(
    (values: { payroll: number; rejectedEntirely: boolean; hasRejections: boolean }, write) =>
      recordBankAnswer(values.payroll, values.rejectedEntirely, values.hasRejections, write),
  );
  // A payroll rejected entirely has rejections by definition.
  const rejections = rejectedEntirely === 'yes' ? 'yes' : hasRejections;

  const submit = () =>
    payroll && rejectedEntirely && rejections
      ? send({
          type: 'SUBMIT',
          values: { payroll: Number(payroll), rejectedEntirely: rejectedEntirely === 'yes', hasRejections: rejections === 'yes' },
        })
      : send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });

  const yesNo = (disabled: boolean) => (
    <Stack gap="xs" mt="xs">
      <Radio value="yes" label={t('yes')} disabled={disabled} />
      <Radio value="no" label={t('no')} disabled={disabled} />
    </Stack>
  );

  return (
    <OneRequestForm
      title={t('title')}
      intro={t('intro')}
      submitLabel={t('submit')}
      successTitle={t('done')}
      linkLabel={t('done')}
      state={state}
      onSubmit={submit}
    >
      <PayrollNumberInput value={payroll} onChange={edit(setPayroll)} />
      <Radio.Group label={t('rejectedEntirely')} value={rejectedEntirely} onChange={edit((v: string) => setRejectedEntirely(v as YesNo))}>
        {yesNo(false)}
      </Radio.Group>
      <Radio.Group label={t('hasRejections')} value={rejections} onChange={edit((v: string) => setHasRejections(v as YesNo))}>
        {yesNo(rejectedEntirely === 'yes')}
      </Radio.Group>
    </OneRequestForm>
  );
}
