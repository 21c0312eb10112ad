import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSetting } from '@machines/shared/columnLayout';
import { VIEW_NAME_MAX } from '@machines/shared/savedView';
import type { SavedViewsEvent } from '@machines/shared/savedViews';
import { messageText } from '../../../i18n/message';
import type { ListViews } from './useListViews';

interface ViewDialogsProps {
  readonly snapshot: ListViews['snapshot'];
  readonly send: (event: SavedViewsEvent) => void;
  readonly current: () => { search: Record<string, string>; columns: readonly ColumnSetting[] };
}

/** The saved views' dialogs: naming a new view or one's own, and deleting one's own. Loaded on demand. */
export default function ViewDialogs({ snapshot, send, current }: ViewDialogsProps) {
  const naming = snapshot.matches({ ready: 'naming' }) || snapshot.matches({ ready: 'saving' });
  return naming ? <NameDialog snapshot={snapshot} send={send} current={current} /> : <DeleteDialog snapshot={snapshot} send={send} />;
}

function NameDialog({ snapshot, send, current }: ViewDialogsProps) {
  const { t } = useTranslation('listViews');
  const { subject, error } = snapshot.context;
  const saving = snapshot.matches({ ready: 'saving' });
  // What was typed stays while the server answers, and after it refuses.
  const [name, setName] = useState(subject?.name ?? '');
  const [shared, setShared] = useState(subject?.shared ?? false);
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const trimmed = name.trim();
    if (trimmed === '') {
      setEmpty(true);
      return;
    }
    send({
      type: 'SUBMIT',
      request: subject ? { kind: 'edit', id: subject.id, name: trimmed, shared } : { kind: 'create', name: trimmed, shared, ...current() },
    });
  };
  return (
    <Modal opened onClose={() => !saving && send({ type: 'CANCEL' })} title={subject ? t('dialog.editTitle', { name: subject.name }) : t('dialog.createTitle')} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {!subject && <Text size="sm">{t('dialog.hint')}</Text>}
          <TextInput
            label={t('dialog.name')}
            value={name}
            maxLength={VIEW_NAME_MAX}
            required
            data-autofocus
            error={empty && name.trim() === '' ? t('dialog.nameRequired') : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Checkbox label={t('dialog.shared')} description={t('dialog.sharedHint')} checked={shared} onChange={(event) => setShared(event.currentTarget.checked)} />
          {error && (
            <Alert color="red" role="alert">
              {messageText(t, error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" disabled={saving} onClick={() => send({ type: 'CANCEL' })}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ snapshot, send }: Omit<ViewDialogsProps, 'current'>) {
  const { t } = useTranslation('listViews');
  const { subject, error } = snapshot.context;
  const deleting = snapshot.matches({ ready: 'deleting' });
  return (
    <Modal opened onClose={() => !deleting && send({ type: 'CANCEL' })} title={t('dialog.deleteTitle', { name: subject?.name ?? '' })} closeButtonProps={{ 'aria-label': t('dialog.close') }}>
      <Stack>
        <Text size="sm">{t('dialog.deleteText')}</Text>
        {error && (
          <Alert color="red" role="alert">
            {messageText(t, error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={deleting} data-autofocus onClick={() => send({ type: 'CANCEL' })}>
            {t('dialog.cancel')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => send({ type: 'CONFIRM' })}>
            {t('dialog.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
