import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { regenerateBankFile, type BankFormat } from '../../api/calls/payoutsInternal';
import { OneRequestForm } from '../../components/forms/OneRequestForm';
import { PayrollNumberInput } from '../../components/forms/PayrollNumberInput';
import { useDraftRestore } from '../../components/forms/useFormOpen';
import { useFormSubmit } from '../../components/forms/useFormSubmit';

const PERU: BankFormat[] = ['pe_bcp', 'pe_bbva', 'pe_interbank', 'pe_scotiabank', 'pe_banbif', 'pe_pichincha'];
const CHILE: BankFormat[] = ['cl_transfer_30', 'cl_supplier_payment'];
const FORMATS: readonly string[] = [...PERU, ...CHILE];

/** This form's draft (issue 29): the payroll number as typed and the bank format chosen. */
interface Draft {
  readonly payroll: string;
  readonly format: string | null;
}

/** A restored draft's values, as far as they are this form's (they come back from the browser's storage). */
function draftValues(values: unknown): Draft {
  const kept = typeof values === 'object' && values !== null ? (values as Partial<Record<keyof Draft, unknown>>) : {};
  return {
    payroll: typeof kept.payroll === 'string' ? kept.payroll.replace(/\D/g, '') : '',
    format: typeof kept.format === 'string' && FORMATS.includes(kept.format) ? kept.format : null,
  };
}

export function RegenerateBankFilePage() {
  const { t } = useTranslation('regenerateBankFile');
  const [payroll, setPayroll] = useState('');
  const [format, setFormat] = useState<string | null>(null);
  const typed = payroll !== '' || format !== null;
  const { state, send, edit } = useFormSubmit(
    (values: { payroll: number; format: BankFormat }, write) => regenerateBankFile(values.payroll, values.format, write),
    undefined,
    typed ? { form: 'regenerateBankFile', values: { payroll, format } satisfies Draft } : undefined,
  );
  // "Restore what you were typing?" (issue 29): the draft's values fill the form.
  useDraftRestore('regenerateBankFile', (draft) =>
    edit((restored: Draft) => {
      setPayroll(restored.payroll);
      setFormat(restored.format);
    })(draftValues(draft.values)),
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
