import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import classes from './PublicLayout.module.css';

/** The frame of the public pages: product name, language choice, one card. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh" className={classes.frame} p="md">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between">
          <Text fw={700} c="indigo">
            {t('appName')}
          </Text>
          <LanguageSwitcher />
        </Group>
        <Paper component="main" withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h3" mb="lg">
            {title}
          </Title>
          <Box>{children}</Box>
        </Paper>
      </Stack>
    </Center>
  );
}
