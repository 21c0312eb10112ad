import { ActionIcon, Group, TextInput, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage } from '@machines/shared/message';
import { notifyError, notifySuccess } from '../../platform/toasts';

const EYE = 'M128 56C48 56 16 128 16 128s32 72 112 72 112-72 112-72-32-72-112-72Zm0 112a40 40 0 1 1 40-40 40 40 0 0 1-40 40Z';
const EYE_OFF = 'M48 40l160 176M154.9 157.6a40 40 0 0 1-53.8-59.2M74 68.6C33.2 89.2 16 128 16 128s32 72 112 72a118 118 0 0 0 54-12.6M208.6 169.1C230.4 149.6 240 128 240 128s-32-72-112-72a126 126 0 0 0-20.7 1.7';
const COPY = 'M184 72H40v144h144ZM72 40h144v144';

const Icon = ({ path }: { path: string }) => (
  <svg width="18" height="18" viewBox="0 0 256 256" fill="none" stroke="currentColor" strokeWidth="16" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d={path} />
  </svg>
);

/** What a masked key shows: as many dots as a key has characters, capped, so its length is not told either. */
const MASK = '•'.repeat(24);

export type KeyKind = 'publicKey' | 'secureKey' | 'merchantId';

/**
 * A key (or merchant id) as a read-only field: masked until Show (keys only), and Copy puts
 * exactly the value on the clipboard and says so ('Public key copied', ...). The value is never
 * logged or reported.
 */
export function KeyField({ kind, value, label, masked = kind !== 'merchantId' }: { kind: KeyKind; value: string; label?: string; masked?: boolean }) {
  const { t } = useTranslation('keys');
  const [visible, setVisible] = useState(!masked);
  const name = label ?? t(kind);
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => notifySuccess(keyMessage(`keys:${kind}Copied`)))
      .catch(() => notifyError(keyMessage('keys:copyFailed')));
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={name}
        value={visible ? value : MASK}
        readOnly
        flex={1}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        data-masked={!visible}
      />
      {masked && (
        <Tooltip label={visible ? t('hide', { label: name }) : t('show', { label: name })}>
          <ActionIcon variant="default" size="lg" aria-pressed={visible} aria-label={visible ? t('hide', { label: name }) : t('show', { label: name })} onClick={() => setVisible((v) => !v)}>
            <Icon path={visible ? EYE_OFF : EYE} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('copy', { label: name })}>
        <ActionIcon variant="default" size="lg" aria-label={t('copy', { label: name })} onClick={copy}>
          <Icon path={COPY} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
