import { Button, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { recordBankAnswer } from '../../api/calls/payoutsInternal';
import { FormOutcome } from '../../components/forms/FormOutcome';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

type YesNo = 'yes' | 'no' | '';

/** Manual payout approval: records the bank's answer for an approved payroll by hand. */
export function PayrollApprovePage() {
  const { t } = useTranslation('payrollApprove');
  const [payroll, setPayroll] = useState('');
  const [rejectedEntirely, setRejectedEntirely] = useState<YesNo>('');
  const [hasRejections, setHasRejections] = useState<YesNo>('');
  const [state, send] = useFormSubmit(
    (values: { payroll: number; rejectedEntirely: boolean; hasRejections: boolean }) =>
      recordBankAnswer(values.payroll, values.rejectedEntirely, values.hasRejections),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A payroll rejected entirely has rejections by definition.
    const rejections = rejectedEntirely === 'yes' ? 'yes' : hasRejections;
    if (!payroll || !rejectedEntirely || !rejections) {
      return send({ type: 'INVALID', message: keyMessage('errors:allFieldsRequired') });
    }
    send({
      type: 'SUBMIT',
      values: { payroll: Number(payroll), rejectedEntirely: rejectedEntirely === 'yes', hasRejections: rejections === 'yes' },
    });
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
          <Radio.Group label={t('rejectedEntirely')} value={rejectedEntirely} onChange={edit((v: string) => setRejectedEntirely(v as YesNo))}>
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label={t('yes')} />
              <Radio value="no" label={t('no')} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('hasRejections')}
            value={rejectedEntirely === 'yes' ? 'yes' : hasRejections}
            onChange={edit((v: string) => setHasRejections(v as YesNo))}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="yes" label={t('yes')} disabled={rejectedEntirely === 'yes'} />
              <Radio value="no" label={t('no')} disabled={rejectedEntirely === 'yes'} />
            </Stack>
          </Radio.Group>
          <FormOutcome
            error={state.context.error}
            result={state.matches('succeeded') ? (state.context.result as { text?: string }) : null}
            successTitle={t('done')}
            linkLabel={t('done')}
          />
          <Button type="submit" loading={state.matches('submitting')}>
            {t('submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
