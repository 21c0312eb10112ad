import { Button, Checkbox, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../components/downloads/saveRows';
import { useSessionUser } from '../../../session/SessionContext';

/** The file Download saves. */
const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/**
 * The ten recovery codes, shown this once: Copy, Download (a text file made here), and Done
 * only once the user says they kept them. Nothing here writes them anywhere else.
 */
export function RecoveryCodesStep({
  codes,
  kept,
  onKeep,
  onDone,
}: {
  codes: readonly string[];
  kept: boolean;
  onKeep: (kept: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('secondFactorEnrol');
  const username = useSessionUser()?.user.username ?? '';
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the form the focus was in: it moves to the step's heading.
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = () =>
    saveBlob(new Blob([`${t('codes.fileHeading', { username })}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5" ref={heading} tabIndex={-1}>
        {t('codes.title')}
      </Title>
      <Text size="sm">{t('codes.text')}</Text>
      <SimpleGrid component="ol" cols={2} spacing="xs" verticalSpacing={4} aria-label={t('codes.list')} m={0} p={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fz="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('copied') : t('copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={download}>
          {t('codes.download')}
        </Button>
      </Group>
      <Checkbox label={t('codes.kept')} checked={kept} onChange={(event) => onKeep(event.currentTarget.checked)} />
      <Group>
        <Button disabled={!kept} onClick={onDone}>
          {t('codes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
