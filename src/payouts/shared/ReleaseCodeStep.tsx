import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { releaseStepUpMachine } from '@machines/payouts/releaseStepUp';
import { OneTimeCodeField } from '../../components/OneTimeCodeField';
import { messageText } from '../../i18n/message';
import classes from './onPhone.module.css';

export type ReleaseStepUpRef = ActorRefFrom<typeof releaseStepUpMachine>;

/**
 * The step-up inside an approval dialog (issue 26): what is approved stays above it (`children`),
 * the code goes in six boxes, and the approve button sends it. Nothing goes on the sixth digit
 * alone: releasing money is a deliberate press. A user without a second factor is told where to
 * turn it on instead.
 */
export function ReleaseCodeStep({
  stepUp,
  confirmLabel,
  cancelLabel,
  children,
}: {
  stepUp: ReleaseStepUpRef;
  confirmLabel: string;
  cancelLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('releaseStepUp');
  const verifying = useSelector(stepUp, (s) => s.matches('verifying'));
  const needsEnrolment = useSelector(stepUp, (s) => s.matches('needsEnrolment'));
  const error = useSelector(stepUp, (s) => s.context.error);
  const tries = useSelector(stepUp, (s) => s.context.tries);
  const cancel = () => stepUp.send({ type: 'CANCEL' });
  if (needsEnrolment) {
    return (
      <Stack>
        {children}
        <Alert color="yellow" role="alert">
          <Text size="sm">{error ? messageText(t, error) : null}</Text>
          {/* The alert's own text colour: the theme's link blue is short of 4.5:1 on its yellow. */}
          <Anchor component={Link} to="/profile" size="sm" c="inherit" underline="always">
            {t('openProfile')}
          </Anchor>
        </Alert>
        <Group justify="flex-end" className={classes.buttons}>
          <Button variant="default" onClick={cancel} data-autofocus>
            {cancelLabel}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    // A refused code empties the boxes and focuses the first one: a new form per try.
    <CodeForm key={tries} stepUp={stepUp} confirmLabel={confirmLabel} cancelLabel={cancelLabel} verifying={verifying} error={error ? messageText(t, error) : null}>
      {children}
    </CodeForm>
  );
}

function CodeForm({
  stepUp,
  confirmLabel,
  cancelLabel,
  verifying,
  error,
  children,
}: {
  stepUp: ReleaseStepUpRef;
  confirmLabel: string;
  cancelLabel: string;
  verifying: boolean;
  error: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('releaseStepUp');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    stepUp.send({ type: 'VERIFY', code });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {children}
        <Text size="sm">{t('intro')}</Text>
        <OneTimeCodeField
          label={t('codeLabel')}
          value={code}
          error={error}
          busy={verifying}
          onChange={setCode}
        />
        <Group justify="flex-end" className={classes.buttons}>
          <Button variant="default" onClick={() => stepUp.send({ type: 'CANCEL' })} disabled={verifying}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={verifying}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
