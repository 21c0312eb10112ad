import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { recordBankAnswer } from '../../api/calls/payoutsInternal';
import { OneRequestForm } from '../../components/forms/OneRequestForm';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

type YesNo = 'yes' | 'no' | '';

/** This form's draft (issue 29): the payroll number as typed and both answers. */
interface Draft {
  readonly payroll: string;
  readonly rejectedEntirely: YesNo;
  readonly hasRejections: YesNo;
}

const yesNoOf = (value: unknown): YesNo => (value === 'yes' || value === 'no' ? value : '');

/** A restored draft's values, as far as they are this form's (they come back from the browser's storage). */
function draftValues(values: unknown): Draft {
  const kept = typeof values === 'object' && values !== null ? (values as Partial<Record<keyof Draft, unknown>>) : {};
  return {
    payroll: typeof kept.payroll === 'string' ? kept.payroll.replace(/\D/g, '') : '',
    rejectedEntirely: yesNoOf(kept.rejectedEntirely),
    hasRejections: yesNoOf(kept.hasRejections),
  };
}

/** Manual payout approval: records the bank's answer for an approved payroll by hand. */
export function PayrollApprovePage() {
  const { t } = useTranslation('payrollApprove');
  const [payroll, setPayroll] = useState('');
  const [rejectedEntirely, setRejectedEntirely] = useState<YesNo>('');
  const [hasRejections, setHasRejections] = useState<YesNo>('');
  const typed = payroll !== '' || rejectedEntirely !== '' || hasRejections !== '';
  const { state, send, edit } = useFormSubmit(
    (values: { payroll: number; rejectedEntirely: boolean; hasRejections: boolean }, write) =>
      recordBankAnswer(values.payroll, values.rejectedEntirely, values.hasRejections, write),
    undefined,
    typed ? { form: 'payrollApprove', values: { payroll, rejectedEntirely, hasRejections } satisfies Draft } : undefined,
  );
  // "Restore what you were typing?" (issue 29): the draft's values fill the form.
  useDraftRestore('payrollApprove', (draft) =>
    edit((restored: Draft) => {
      setPayroll(restored.payroll);
      setRejectedEntirely(restored.rejectedEntirely);
      setHasRejections(restored.hasRejections);
    })(draftValues(draft.values)),
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
