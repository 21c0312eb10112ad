import { Center, Loader, Stack, Text } from '@mantine/core';

/** A record being fetched: a spinner with the word under it, announced as a status. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
