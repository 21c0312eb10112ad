import { Button, Code, CopyButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorSecret } from '@machines/settings/secondFactorEnrol';
import type { Message } from '@machines/shared/message';
import { withRetries } from '../../../platform/lazyPage';
import { CodeConfirm } from './CodeConfirm';

/** Drawn this big on screen; the modules scale with it. */
const QR_SIZE = 208;

// The QR encoder comes only with a setup, never with the page.
const SecondFactorQr = lazy(withRetries(() => import('./SecondFactorQr').then((m) => ({ default: m.SecondFactorQr }))));

/** The secret in groups of four, as the user reads it into an app. */
const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up: the secret as a QR code for the app to scan (or, under 'Can't scan it?', as text
 * to type, with Copy), then the app's first code to turn the factor on.
 */
export function SetupStep({
  secret,
  error,
  busy,
  onSubmit,
  onCancel,
}: {
  secret: SecondFactorSecret;
  error: Message | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('secondFactorEnrol');
  const [typing, setTyping] = useState(false);
  const keyId = useId();
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('setup.title')}
      </Title>
      <Text size="sm">{t('setup.scan')}</Text>
      <Suspense fallback={<Skeleton width={QR_SIZE} height={QR_SIZE} radius={0} />}>
        <SecondFactorQr value={secret.otpauth_uri} label={t('setup.qr')} size={QR_SIZE} />
      </Suspense>
      <div>
        <Button variant="subtle" size="compact-sm" px={0} aria-expanded={typing} aria-controls={keyId} onClick={() => setTyping((open) => !open)}>
          {t('setup.cantScan')}
        </Button>
        {typing && (
          <Stack id={keyId} gap={4} mt="xs">
            <Text size="sm">{t('setup.typeKey')}</Text>
            <Group gap="sm">
              <Code fz="md">{groupedSecret(secret.secret)}</Code>
              <CopyButton value={secret.secret}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="default" onClick={copy}>
                    {copied ? t('copied') : t('copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
      </div>
      <CodeConfirm submitLabel={t('turnOn')} error={error} busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </Stack>
  );
}
