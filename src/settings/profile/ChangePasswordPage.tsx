import { Stack } from '@mantine/core';
import { PasswordChangeForm } from './PasswordChangeForm';

/** /change_password: the password change alone. */
export function ChangePasswordPage() {
  return (
    <Stack>
      <PasswordChangeForm titleOrder={1} />
    </Stack>
  );
}
