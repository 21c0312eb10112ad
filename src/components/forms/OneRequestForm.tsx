import { Button, Paper, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { formSubmitMachine } from '@machines/shared/formSubmit';
import { FormOutcome } from './FormOutcome';
import { PageTitle } from '../PageTitle';

/** The frame of a one-request page: title, intro, fields, outcome, and its submit button. */
export function OneRequestForm({
  title,
  intro,
  submitLabel,
  successTitle,
  linkLabel,
  state,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  successTitle: string;
  linkLabel: string;
  state: SnapshotFrom<typeof formSubmitMachine>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack maw={560}>
      <PageTitle title={title} />
      <Text c="dimmed">{intro}</Text>
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={title}>
        <Stack>
          {children}
          <FormOutcome
            error={state.context.error}
            result={state.matches('succeeded') ? (state.context.result as { url?: string; text?: string }) : null}
            successTitle={successTitle}
            linkLabel={linkLabel}
          />
          <Button type="submit" loading={state.matches('submitting')}>
            {submitLabel}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
