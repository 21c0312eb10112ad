import 'dayjs/locale/es';
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isCompleteDraft,
  type DelegationCandidate,
  type DelegationDraft,
  type DelegationField,
  type DelegationFieldErrors,
} from '@machines/settings/approvalDelegation';
import { useCalendarLabels } from '../../filters/calendarLabels';
import { DISPLAY_DATE_FORMAT } from '../../format/date';
import { messageText } from '../../i18n/message';
import { businessToday } from '../../platform/businessToday';

const EMPTY: DelegationDraft = { delegate_id: null, starts_on: '', ends_on: '' };

/**
 * Add a delegation: the delegate (one of the candidates the server names), the first and last
 * day (business days: today in the business time zone is the first that can be chosen), Save.
 * The values stay as typed when the server refuses them; its messages show under their fields.
 * The page mounts a fresh form after each save.
 */
export function DelegationForm({
  candidates,
  fieldErrors,
  saving,
  onSave,
}: {
  candidates: readonly DelegationCandidate[];
  fieldErrors: DelegationFieldErrors;
  saving: boolean;
  onSave: (draft: DelegationDraft) => void;
}) {
  const { t, i18n } = useTranslation('approvalDelegation');
  const calendarLabels = useCalendarLabels();
  const titleId = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [today] = useState(() => businessToday());
  const errors: Partial<Record<DelegationField, string>> = Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field, messageText(t, message)]),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };
  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {t('form.title')}
      </Title>
      <Select
        label={t('form.delegate')}
        placeholder={t('form.choose')}
        data={candidates.map((c) => ({ value: String(c.id), label: `${c.name} (${c.username})` }))}
        value={draft.delegate_id === null ? null : String(draft.delegate_id)}
        onChange={(value) => setDraft((d) => ({ ...d, delegate_id: value === null ? null : Number(value) }))}
        searchable
        nothingFoundMessage={t('form.nobody')}
        disabled={saving}
        error={errors.delegate_id}
        maw={420}
      />
      <Group align="flex-start" grow maw={420}>
        <DatePickerInput
          label={t('form.from')}
          valueFormat={DISPLAY_DATE_FORMAT}
          locale={i18n.language}
          minDate={today}
          value={draft.starts_on || null}
          onChange={(day) => setDraft((d) => ({ ...d, starts_on: day ?? '' }))}
          disabled={saving}
          error={errors.starts_on}
          ariaLabels={calendarLabels}
        />
        <DatePickerInput
          label={t('form.to')}
          valueFormat={DISPLAY_DATE_FORMAT}
          locale={i18n.language}
          minDate={draft.starts_on || today}
          value={draft.ends_on || null}
          onChange={(day) => setDraft((d) => ({ ...d, ends_on: day ?? '' }))}
          disabled={saving}
          error={errors.ends_on}
          ariaLabels={calendarLabels}
        />
      </Group>
      <Group>
        <Button type="submit" loading={saving} disabled={!isCompleteDraft(draft)}>
          {t('form.save')}
        </Button>
      </Group>
    </Stack>
  );
}
