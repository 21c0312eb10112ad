import { Checkbox, Group, Kbd, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { characterKeysOn, saveCharacterKeys } from '../../platform/characterKeys';
import { SHORTCUTS } from '../../platform/shortcuts';

/** The help dialog: every shortcut of the one table, and the switch for single-key ones. */
export default function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shortcuts');
  const [characterKeys, setCharacterKeys] = useState(characterKeysOn);
  const toggle = (on: boolean) => {
    saveCharacterKeys(on);
    setCharacterKeys(on);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="lg" closeButtonProps={{ 'aria-label': t('close') }}>
      <Table>
        <Table.Caption>{t('caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('keys')}</Table.Th>
            <Table.Th scope="col">{t('action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {entry.keys.map((key) => (
                    <Kbd key={key}>{key}</Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(`actions.${entry.id}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Checkbox
        mt="md"
        checked={characterKeys}
        onChange={(event) => toggle(event.currentTarget.checked)}
        label={t('characterKeys.label')}
        description={t('characterKeys.description')}
      />
    </Modal>
  );
}
