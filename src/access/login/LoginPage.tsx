import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../../session/SessionContext';
import { LoginForm } from './LoginForm';
import type { SignInPrefetch } from './signInPrefetch';
import { claimHeldSubmit, takeOverPrerenderedLogin } from './prerender/takeOver';
import { withRetries } from '../../platform/lazyPage';
import { readSignOutReason } from '../../platform/storage';

// Only users with a second factor reach it (issue 26): /login does not carry it.
const SecondFactorStep = lazy(withRetries(() => import('./SecondFactorStep').then((m) => ({ default: m.SecondFactorStep }))));

/** Fields go to the server as typed (spec: no client checks); errors arrive as toasts. */
export function LoginPage({ prefetch }: { prefetch?: SignInPrefetch }) {
  const { t } = useTranslation('login');
  const session = useSessionActor();
  const busy = useSelector(session, (s) => s.matches('signingIn') || s.matches('loadingMe'));
  const secondStep = useSelector(session, (s) => s.matches('secondFactor'));
  // The login answer, kept while /v1/me loads: it already says where the user lands.
  const pending = useSelector(session, (s) => (s.matches('loadingMe') ? s.context.pending : null));
  // A cold /login painted the build's copy of this form first; start from what was typed there.
  const [prerendered] = useState(() => takeOverPrerenderedLogin());
  const [username, setUsername] = useState(prerendered?.username ?? '');
  const [password, setPassword] = useState(prerendered?.password ?? '');
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Why the last session ended, kept until the next sign-in (issue 29): read once, as the page opens.
  const [signedOut] = useState(readSignOutReason);

  // In the commit that replaced the prerendered form, so the next keystroke lands here.
  useLayoutEffect(() => {
    const focused = prerendered?.focused;
    if (focused) (focused === 'username' ? usernameRef : passwordRef).current?.focus();
  }, [prerendered]);

  useEffect(() => {
    if (!claimHeldSubmit(prerendered)) return;
    prefetch?.warm();
    session.send({ type: 'SIGN_IN', username: prerendered!.username, password: prerendered!.password });
  }, [prerendered, session, prefetch]);

  useEffect(() => {
    if (pending) prefetch?.landing(pending);
  }, [pending, prefetch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'SIGN_IN', username, password });
  };

  const form = (
    <LoginForm
      username={username}
      password={password}
      busy={busy || secondStep}
      onUsername={setUsername}
      onPassword={setPassword}
      onSubmit={submit}
      // The sign-in code, the error messages and the shell load when the user turns to the form.
      onFocus={prefetch?.warm}
      usernameField={usernameRef}
      passwordField={passwordRef}
      notice={
        signedOut && (
          // Mantine's light alert colours, without its Alert component: /login's first load stays as it is.
          <Text role="status" size="sm" p="sm" bg="var(--mantine-color-blue-light)" c="var(--mantine-color-blue-light-color)" style={{ borderRadius: 'var(--mantine-radius-default)' }}>
            {t(`signedOut.${signedOut}`)}
          </Text>
        )
      }
      recoverLink={
        <Anchor component={Link} to="/account/recover_password" size="sm" ta="center">
          {t('forgotPassword')}
        </Anchor>
      }
    />
  );
  // While the code step loads, the password form stays, busy: no blank card in between.
  return secondStep ? <Suspense fallback={form}><SecondFactorStep /></Suspense> : form;
}
