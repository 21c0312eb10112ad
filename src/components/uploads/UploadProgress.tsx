import { Button, Group, Progress, Text } from '@mantine/core';
import { useId } from 'react';

export interface UploadProgressProps {
  /** 0 to 100, as the upload chart holds it. */
  readonly percent: number;
  /** The bar's accessible name ('Upload progress'). */
  readonly label: string;
  /** The percent as people read it in the page's language ('40%', '40 %'). */
  readonly percentText: string;
  readonly cancelLabel: string;
  readonly onCancel: () => void;
}

/**
 * How far an upload has got, and the way to stop it: the flows' views give their own texts
 * (each flow's locale namespace), this draws them the same everywhere.
 */
export function UploadProgress({ percent, label, percentText, cancelLabel, onCancel }: UploadProgressProps) {
  const textId = useId();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Progress.Root size="lg" flex={1}>
        <Progress.Section value={percent} aria-label={label} aria-valuetext={percentText} aria-describedby={textId} animated={percent < 100} />
      </Progress.Root>
      <Text size="sm" id={textId} miw="4ch" ta="end" aria-live="polite">
        {percentText}
      </Text>
      <Button variant="default" size="xs" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Group>
  );
}
