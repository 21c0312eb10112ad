import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row of controls above a list's table, right-aligned, and what they have to say under it. */
export function ListToolbar({ tools, notices }: { tools: ReactNode; notices: ReactNode }) {
  return (
    <Stack gap="xs" mb="xs">
      <Group justify="flex-end" gap="xs">
        {tools}
      </Group>
      {notices}
    </Stack>
  );
}
