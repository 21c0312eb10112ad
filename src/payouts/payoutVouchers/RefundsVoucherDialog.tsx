import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { refundsVoucher } from '../../api/calls/payoutsInternal';
import { FormOutcome } from '../../components/forms/FormOutcome';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

/** The refunds voucher (PDF) of one payroll: the form this route held before the report. */
function RefundsVoucherForm() {
  const { t } = useTranslation('payoutVouchers');
  const [payroll, setPayroll] = useState('');
  const { state, send, edit } = useFormSubmit((values: { payroll: number }) => refundsVoucher(values.payroll));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(
      payroll
        ? { type: 'SUBMIT', values: { payroll: Number(payroll) } }
        : { type: 'INVALID', message: keyMessage('errors:allFieldsRequired') },
    );
  };

  return (
    <form onSubmit={submit} aria-label={t('refunds.title')}>
      <Stack>
        <Text c="dimmed">{t('refunds.intro')}</Text>
        <PayrollNumberInput value={payroll} onChange={edit(setPayroll)} />
        <FormOutcome
          error={state.context.error}
          result={state.matches('succeeded') ? (state.context.result as { url?: string; text?: string }) : null}
          successTitle={t('refunds.ready')}
          linkLabel={t('refunds.open')}
        />
        <Button type="submit" loading={state.matches('submitting')}>
          {t('refunds.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The page's action that opens the refunds voucher form; closing forgets what was asked. */
export function RefundsVoucherDialog() {
  const { t } = useTranslation('payoutVouchers');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('refunds.action')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('refunds.title')} closeButtonProps={{ 'aria-label': t('refunds.close') }}>
        <RefundsVoucherForm />
      </Modal>
    </>
  );
}
