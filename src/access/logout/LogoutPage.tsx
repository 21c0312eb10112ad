import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionActor } from '../../session/SessionContext';

/** Spec: /logout signs out and goes to /login; the session chart does both. */
export function LogoutPage() {
  const { t } = useTranslation('common');
  const session = useSessionActor();
  useEffect(() => {
    session.send({ type: 'SIGN_OUT' });
  }, [session]);
  return (
    <Center mih="100vh" role="status" aria-label={t('signingOut')}>
      <Loader />
    </Center>
  );
}
