import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's show/hide toggle carries an English label; this one speaks the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('common');
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }} {...props} />;
}
