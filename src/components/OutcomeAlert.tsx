import { Alert } from '@mantine/core';

/** What an action ended in, as a closable alert: `status` for news, `alert` for what went wrong. */
export interface Outcome {
  readonly color: 'blue' | 'green' | 'yellow' | 'red';
  readonly role: 'status' | 'alert';
  readonly title: string;
  readonly text: string;
}

/** Shown until closed or the next attempt; nothing when there is no outcome to tell. */
export function OutcomeAlert({ outcome, closeLabel, onClose }: { outcome: Outcome | null; closeLabel: string; onClose: () => void }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.color} role={outcome.role} title={outcome.title} withCloseButton onClose={onClose} closeButtonLabel={closeLabel}>
      {outcome.text}
    </Alert>
  );
}
