import { Modal, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { ActorRefFrom } from 'xstate';
import type { jobMachine } from '@machines/shared/job';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment, FieldErrors } from '@machines/balances/balanceForm';
import type { DialogEvent } from '@machines/balances/balanceDialog';
import { cleanAmountText, depositDateBounds } from '@machines/balances/balanceRules';
import { keyMessage, type Message } from '@machines/shared/message';
import { useRunningJob } from '../../components/jobs/useRunningJob';
import { useCalendarLabels } from '../../filters/calendarLabels';
import { useAmountText } from '../../filters/useAmountText';
import { DISPLAY_DATE_FORMAT } from '../../format/date';
import { AttachmentsField } from './AttachmentsField';
import { CommentField } from './CommentField';
import { DialogFooter, DialogUpload, useClosedWhenFinished, useFieldErrors } from './DialogParts';
import { useFormOpen, type FormDraft } from '../../components/forms/useFormOpen';

/**
 * What the add and edit dialogs share around their own fields: the values kept while the chart
 * judges them, the modal and form, comments, attachments, the upload and the footer.
 */

const SENDING_FILES = keyMessage('settlements:form.leaving');

interface BalanceFormSnapshot {
  readonly status: string;
  readonly context: { readonly fieldErrors: FieldErrors; readonly error: Message | null; readonly attaching: boolean; readonly notice: Message | null };
  /** The send's job, while it runs (issue 28). */
  readonly children: { readonly job?: ActorRefFrom<typeof jobMachine> };
  matches(state: 'submitting' | 'failed'): boolean;
}

interface BalanceFormValues {
  readonly comments: string;
  readonly files: readonly Attachment[];
}

/**
 * The values typed so far (kept through a refusal), each field's message, and `set`, which also
 * takes a failure's message away once the user changes something. A finished chart closes the
 * dialog. `draft` names the form and what reopens it, for a 401 that meets it (issue 29); a
 * restored draft's values, when the page reopened the form with them, come in `initial`.
 */
export function useBalanceForm<TValues extends BalanceFormValues>(
  state: BalanceFormSnapshot,
  send: (event: DialogEvent<TValues>) => void,
  initial: () => TValues,
  onClosed: () => void,
  draft: Omit<FormDraft, 'values'>,
) {
  const [values, setValues] = useState(initial);
  useFormOpen({ ...draft, values });
  const fieldError = useFieldErrors(state.context.fieldErrors);
  useClosedWhenFinished(state.status === 'done', onClosed);
  const set = (change: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...change }));
    if (state.matches('failed')) send({ type: 'EDIT' });
  };
  /** Comments and attachments, which every balance form has. */
  const setShared = (change: Partial<BalanceFormValues>) => set(change as Partial<TValues>);
  return { state, send, values, set, setShared, fieldError, submitting: state.matches('submitting') };
}

type BalanceForm<TValues extends BalanceFormValues> = ReturnType<typeof useBalanceForm<TValues>>;

export function BalanceFormDialog<TValues extends BalanceFormValues>({
  form,
  title,
  submitLabel,
  canSubmit,
  children,
}: {
  form: BalanceForm<TValues>;
  title: string;
  submitLabel: string;
  canSubmit?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('settlements');
  const { state, send, values, setShared, fieldError, submitting } = form;
  // Leaving while the attachments are on their way would stop them (issue 28).
  useRunningJob(submitting && state.context.attaching, SENDING_FILES);
  return (
    <Modal opened onClose={() => send({ type: 'CLOSE' })} title={title} size="xl" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', values });
        }}
      >
        <Stack gap="sm">
          {children}
          <CommentField value={values.comments} onChange={(comments) => setShared({ comments })} error={fieldError.comments} />
          <AttachmentsField value={values.files} onChange={(files) => setShared({ files })} error={fieldError.files} disabled={submitting} />
        </Stack>
        {/* The send runs as a job (issue 28); its bar and Cancel show while attachments go along. */}
        <DialogUpload job={submitting && state.context.attaching ? (state.children.job ?? null) : null} notice={state.context.notice} />
        <DialogFooter
          error={state.context.error}
          submitLabel={submitLabel}
          submitting={submitting}
          canSubmit={canSubmit ?? true}
          onCancel={() => send({ type: 'CLOSE' })}
        />
      </form>
    </Modal>
  );
}

/** The deposit date: from the first day of the month to today (balanceRules' bounds). */
export function DepositDateField({ today, value, onChange, error }: { today: string; value: string; onChange: (day: string) => void; error?: string }) {
  const { t, i18n } = useTranslation('settlements');
  const calendarLabels = useCalendarLabels();
  const bounds = depositDateBounds(today);
  return (
    <DatePickerInput
      label={t('form.depositDate')}
      valueFormat={DISPLAY_DATE_FORMAT}
      locale={i18n.language}
      minDate={bounds.min}
      maxDate={bounds.max}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      error={error}
      hideOutsideDates
      weekendDays={[]}
      ariaLabels={calendarLabels}
    />
  );
}

/** An amount in the user's language (a decimal comma in Spanish, see useAmountText); `value` is the API's format. */
export function AmountField({ label, value, onChange, error }: { label: string; value: string; onChange: (amount: string) => void; error?: string }) {
  const amount = useAmountText(value, onChange, cleanAmountText);
  return <TextInput label={label} inputMode="decimal" autoComplete="off" value={amount.text} onChange={amount.onChange} error={amount.hint ?? error} />;
}
