import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What went wrong and the one thing to do next (Retry, Back to the list), the same on every
 * screen: an alert, its text, and the action as a small button beside it.
 */
export function ActionAlert({
  color = 'red',
  title,
  text,
  action,
  onAction,
  mb,
}: {
  color?: 'red' | 'orange';
  title?: string;
  text: ReactNode;
  action: string;
  onAction: () => void;
  mb?: 'md';
}) {
  return (
    <Alert color={color} role="alert" title={title} mb={mb}>
      <Group justify="space-between">
        <Text size="sm">{text}</Text>
        <Button size="xs" variant="light" onClick={onAction}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
