import { Button, Stack, TextInput } from '@mantine/core';
import type { FormEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/PasswordField';
import { PublicLayout } from '../PublicLayout';

export interface LoginFormProps {
  readonly username: string;
  readonly password: string;
  readonly busy?: boolean;
  readonly onUsername?: (value: string) => void;
  readonly onPassword?: (value: string) => void;
  readonly onSubmit?: FormEventHandler<HTMLFormElement>;
  readonly onFocus?: () => void;
  readonly usernameField?: Ref<HTMLInputElement>;
  readonly passwordField?: Ref<HTMLInputElement>;
  /** The 'forgot password' link: a router link in the app, a plain one in the prerendered HTML. */
  readonly recoverLink: ReactNode;
  /** Why the last session ended (issue 29), above the fields; the prerendered HTML has none. */
  readonly notice?: ReactNode;
}

/**
 * The login form as it looks, without what it does: the app renders it with the session's
 * events (LoginPage), the build renders the same markup into index.html so a cold /login
 * paints before any script arrives (prerender/, docs/decisions.md "First paint").
 */
export function LoginForm({ usernameField, passwordField, ...props }: LoginFormProps) {
  const { t } = useTranslation('login');
  return (
    <PublicLayout title={t('title')}>
      <form method="post" onSubmit={props.onSubmit} onFocus={props.onFocus} aria-label={t('title')}>
        <Stack>
          {props.notice}
          <TextInput
            ref={usernameField}
            label={t('username')}
            name="username"
            autoComplete="username"
            value={props.username}
            onChange={(e) => props.onUsername?.(e.currentTarget.value)}
          />
          <PasswordField
            ref={passwordField}
            label={t('password')}
            name="password"
            autoComplete="current-password"
            value={props.password}
            onChange={(e) => props.onPassword?.(e.currentTarget.value)}
          />
          <Button type="submit" loading={props.busy ?? false} fullWidth>
            {t('submit')}
          </Button>
          {props.recoverLink}
        </Stack>
      </form>
    </PublicLayout>
  );
}
