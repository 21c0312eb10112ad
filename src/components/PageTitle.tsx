import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading (an h1 at h2's size on every page), with the page's actions beside it when it has any. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  if (!children) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      {children}
    </Group>
  );
}
