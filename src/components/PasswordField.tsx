import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const EYE = 'M128 56C48 56 16 128 16 128s32 72 112 72 112-72 112-72-32-72-112-72Zm0 112a40 40 0 1 1 40-40 40 40 0 0 1-40 40Z';
const EYE_OFF = 'M48 40l160 176M154.9 157.6a40 40 0 0 1-53.8-59.2M74 68.6C33.2 89.2 16 128 16 128s32 72 112 72a118 118 0 0 0 54-12.6M208.6 169.1C230.4 149.6 240 128 240 128s-32-72-112-72a126 126 0 0 0-20.7 1.7';

/**
 * A password input with a show/hide toggle named in the user's language. It behaves like
 * Mantine's PasswordInput (the toggle is a pressed/unpressed button outside the tab order
 * that keeps the focus in the field) but is a TextInput with an ActionIcon, both already on
 * /login: PasswordInput's own code costs 1.1 KB gzip of the page's 150 KB budget
 * (docs/decisions.md, "First loads").
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          radius={props.radius}
          disabled={props.disabled}
          tabIndex={-1}
          aria-pressed={visible}
          aria-label={t('togglePassword')}
          onMouseDown={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            if (event.key === ' ' || event.key === 'Enter') {
              event.preventDefault();
              toggle();
            }
          }}
        >
          <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="60%" height="60%" aria-hidden="true">
            <path d={visible ? EYE_OFF : EYE} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" />
          </svg>
        </ActionIcon>
      }
    />
  );
}
