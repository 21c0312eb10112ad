import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationUrls, UrlField } from '@machines/settings/notificationUrlEdit';
import { messageText } from '../../i18n/message';
import { notificationUrlEditLogic } from './notificationUrlEditLogic';
import { inspected } from '../../platform/inspect';
import { FormOpen } from '../../components/forms/useFormOpen';

const FIELDS: readonly UrlField[] = ['url_notification', 'reject_notification_url'];

/**
 * The success and failure notification URLs: read-only, Edit, then Cancel or Save. `onSaved`
 * tells the page the new stored values (another merchant and back shows them). `restored`, a
 * draft the user chose to restore (issue 29), opens the form with its addresses; `onRestored`
 * says it was taken.
 */
export function NotificationsTab({
  merchantId,
  stored,
  onSaved,
  restored,
  onRestored,
}: {
  merchantId: number;
  stored: NotificationUrls;
  onSaved: (urls: NotificationUrls) => void;
  restored?: NotificationUrls | undefined;
  onRestored?: () => void;
}) {
  const { t } = useTranslation('merchantInfo');
  const [logic] = useState(notificationUrlEditLogic);
  const [state, send] = useMachine(logic, inspected({ input: { merchantId, stored } }));
  const editable = state.matches('editing') || state.matches('saving') || state.matches('failed');
  const { draft, invalid, error } = state.context;
  const saved = state.matches('saved') ? state.context.stored : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  useEffect(() => {
    if (!restored) return;
    send({ type: 'EDIT' });
    for (const field of FIELDS) send({ type: 'CHANGE', field, value: restored[field] });
    onRestored?.();
  }, [restored, send, onRestored]);
  // Issue 29: the form is open (a 401 keeps the page, what was typed is kept as a draft) only
  // while an address on screen is not the stored one: an untouched form has nothing to lose.
  const changed = editable && FIELDS.some((field) => draft[field] !== state.context.stored[field]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SAVE' });
  };
  return (
    <Stack component="form" onSubmit={submit} aria-label={t('notifications.label')}>
      {changed && <FormOpen draft={{ form: 'notificationUrlEdit', subject: merchantId, values: draft }} />}
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`notifications.${field}`)}
          inputMode="url"
          value={editable ? draft[field] : state.context.stored[field]}
          readOnly={!editable}
          disabled={state.matches('saving')}
          error={invalid[field] ? messageText(t, invalid[field]) : undefined}
          onChange={(event) => send({ type: 'CHANGE', field, value: event.currentTarget.value })}
        />
      ))}
      <Text size="xs" c="dimmed">
        {t('notifications.rule')}
      </Text>
      {state.matches('failed') && error && (
        <Alert color="red" role="alert">
          {messageText(t, error)}
        </Alert>
      )}
      <Group>
        {editable ? (
          <>
            <Button type="submit" loading={state.matches('saving')}>
              {t('notifications.save')}
            </Button>
            <Button variant="default" disabled={state.matches('saving')} onClick={() => send({ type: 'CANCEL' })}>
              {t('notifications.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="light" onClick={() => send({ type: 'EDIT' })}>
            {t('notifications.edit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
