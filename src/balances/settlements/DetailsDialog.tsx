import { Badge, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceEntry } from '../../api/schemas/balances';
import { formatDisplayDate } from '../../format';
import { messageText } from '../../i18n/message';
import { fileSize } from '../shared/fileSize';
import { typeLabel, type ViewerFile } from '../shared/viewerFiles';
import { balanceFilesLogic } from './balanceFilesLogic';
import { entryAmount } from './SettlementsTable';
import { inspected } from '../../platform/inspect';
import { withRetries } from '../../platform/lazyPage';
import { ActionAlert } from '../../components/ActionAlert';

const FileViewer = lazy(withRetries(() => import('../shared/FileViewer')));

/**
 * The details dialog (spec 02 section 2): user, comments and the files as tiles; a tile opens
 * the full-screen viewer; each file and all of them download through the download-file call.
 */
export function DetailsDialog({ entry, onClose }: { entry: BalanceEntry; onClose: () => void }) {
  const { t } = useTranslation('settlements');
  const [state, send] = useMachine(balanceFilesLogic, inspected({ input: { entryId: entry.id } }));
  const [viewing, setViewing] = useState<number | null>(null);
  const files = entry.extra_data.files;
  const previews = state.context.previews;
  const viewerFiles: ViewerFile[] = files.map((file) => {
    const preview = previews.find((link) => link.name === file.name);
    return { name: file.original_name, size: file.size, mimeType: preview?.mime_type ?? '', url: preview?.preview_url ?? '', key: file.name };
  });
  const downloading = state.matches({ ready: 'downloading' });
  const title = `${entry.company__name} | ${formatDisplayDate(entry.deposit_date)} | ${entryAmount(entry)}`;

  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack>
        <Table aria-label={t('details.fields')}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('details.user')}</Table.Th>
              <Table.Td>{entry.extra_data.user?.username ?? ''}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('details.comments')}</Table.Th>
              <Table.Td>{entry.extra_data.comments}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {files.length > 0 && (
          <section aria-label={t('details.files')} aria-busy={state.matches('loading')}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('details.files')}</Text>
              {files.length > 1 && (
                <Button size="compact-sm" variant="light" loading={downloading} onClick={() => send({ type: 'DOWNLOAD', names: files.map((file) => file.name) })}>
                  {t('files.downloadAll')}
                </Button>
              )}
            </Group>
            {state.matches('loading') && <Loader size="sm" aria-label={t('viewer.loading')} />}
            {state.matches('failed') && (
              <ActionAlert
                text={state.context.error ? messageText(t, state.context.error) : t('viewer.failed')}
                action={t('viewer.retry')}
                onAction={() => send({ type: 'RETRY' })}
              />
            )}
            {state.matches('ready') && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {viewerFiles.map((file, index) => (
                  <Card key={file.key} withBorder padding="sm">
                    <UnstyledButton onClick={() => setViewing(index)} aria-label={t('files.open', { name: file.name })}>
                      <Group gap="xs" wrap="nowrap">
                        <Badge variant="light">{typeLabel(file.name)}</Badge>
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text size="sm" truncate>
                            {file.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {fileSize(file.size)}
                          </Text>
                        </Stack>
                      </Group>
                    </UnstyledButton>
                    <Button
                      mt="xs"
                      size="compact-xs"
                      variant="subtle"
                      disabled={downloading}
                      aria-label={t('files.downloadNamed', { name: file.name })}
                      onClick={() => send({ type: 'DOWNLOAD', names: [file.key!] })}
                    >
                      {t('files.download')}
                    </Button>
                  </Card>
                ))}
              </SimpleGrid>
            )}
          </section>
        )}
      </Stack>
      {viewing !== null && state.matches('ready') && (
        <Suspense fallback={<Loader aria-label={t('viewer.loading')} />}>
          <FileViewer
            files={viewerFiles}
            index={viewing}
            onIndex={setViewing}
            onClose={() => setViewing(null)}
            onDownload={(file) => send({ type: 'DOWNLOAD', names: [file.key!] })}
          />
        </Suspense>
      )}
    </Modal>
  );
}
