import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_COMMENT_LENGTH } from '@machines/balances/balanceRules';

/** At most 200 characters with a counter and the spec's hint; typing beyond the limit is ignored. */
export function CommentField({ value, onChange, error, disabled }: { value: string; onChange: (value: string) => void; error?: string | null; disabled?: boolean }) {
  const { t } = useTranslation('settlements');
  return (
    <Textarea
      label={t('form.comments')}
      description={`${t('form.commentsHint')} ${t('form.counter', { used: value.length, max: MAX_COMMENT_LENGTH })}`}
      value={value}
      maxLength={MAX_COMMENT_LENGTH}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, MAX_COMMENT_LENGTH))}
      error={error}
      disabled={disabled}
      rows={3}
    />
  );
}
