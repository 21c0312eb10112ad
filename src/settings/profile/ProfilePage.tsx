import { Alert, Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { landingRoute } from '@machines/access/sessionUser';
import { isCompleteName, type PersonalName } from '@machines/settings/profileUpdate';
import { useSessionActor, useSessionUser } from '../../session/SessionContext';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SecondFactorSection } from './secondFactor/SecondFactorSection';
import { profileUpdateLogic } from './profileUpdateLogic';
import { inspected } from '../../platform/inspect';
import { PageTitle } from '../../components/PageTitle';
import { withRetries } from '../../platform/lazyPage';
import { FormOpen, useDraftRestore } from '../../components/forms/useFormOpen';

// Only approvers see it: its chart, tables and calendar load with it, not with the page.
const ApprovalDelegationSection = lazy(withRetries(() => import('./ApprovalDelegationSection').then((m) => ({ default: m.ApprovalDelegationSection }))));

/** A restored draft's name, when it is one (it comes back from the browser's storage). */
function draftName(values: unknown): PersonalName | null {
  const kept = typeof values === 'object' && values !== null ? (values as Partial<Record<keyof PersonalName, unknown>>) : {};
  return typeof kept.first_name === 'string' && typeof kept.last_name === 'string' ? { first_name: kept.first_name, last_name: kept.last_name } : null;
}

/**
 * My profile (spec 02 section 2): personal data (email read-only), the password change and
 * 'Two-step verification' (issue 26); for an approver (APROBADOR_n of their own type),
 * 'Delegate my approvals' (issue 24).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSessionUser()!;
  const actor = useSessionActor();
  const [logic] = useState(() => profileUpdateLogic((name) => actor.send({ type: 'RENAME', ...name })));
  const [state, send] = useMachine(logic, inspected());
  const [name, setName] = useState({ first_name: session.user.first_name, last_name: session.user.last_name });
  const busy = state.matches('updating');
  const approver = session.profile_names.includes(`APROBADOR_${session.user.type_of_user__id}`);
  const mustEnrol = session.mustEnrolSecondFactor === true;
  // Issue 26: kept here until the factor is on; then the way on is offered, not forced.
  const [enrolledNow, setEnrolledNow] = useState(false);
  const [onOn] = useState(() => () => {
    if (actor.getSnapshot().context.session?.mustEnrolSecondFactor !== true) return;
    actor.send({ type: 'SECOND_FACTOR_ON' });
    setEnrolledNow(true);
  });
  const secondFactor = <SecondFactorSection onOn={onOn} />;
  // First on the page while it is required, and where it was once it is on (no remount).
  const factorFirst = mustEnrol || enrolledNow;

  const change = (field: 'first_name' | 'last_name', value: string) => {
    setName((all) => ({ ...all, [field]: value }));
    if (state.matches('updated') || state.matches('failed')) send({ type: 'EDIT' });
  };
  // Issue 29: the form is open (a 401 keeps the page, what was typed is kept as a draft) only
  // while the name on screen is not the session's: an untouched or saved form has nothing to lose.
  // (Compared as sent: trimmed.)
  const changed = name.first_name.trim() !== session.user.first_name.trim() || name.last_name.trim() !== session.user.last_name.trim();
  useDraftRestore('profileUpdate', (draft) => {
    const restored = draftName(draft.values);
    if (!restored) return;
    setName(restored);
    if (state.matches('updated') || state.matches('failed')) send({ type: 'EDIT' });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', ...name });
  };
  return (
    <Stack>
      <PageTitle title={t('title')} />
      {mustEnrol && (
        <Alert color="yellow" title={t('enrolment.requiredTitle')} maw={560}>
          {t('enrolment.required')}
        </Alert>
      )}
      {enrolledNow && (
        <Alert color="green" title={t('enrolment.doneTitle')} maw={560} role="status">
          <Anchor component={Link} to={landingRoute(session)}>
            {t('enrolment.goOn')}
          </Anchor>
        </Alert>
      )}
      {factorFirst && secondFactor}
      <Paper withBorder p="lg" component="form" onSubmit={submit} aria-label={t('personal')} maw={560}>
        {changed && <FormOpen draft={{ form: 'profileUpdate', values: name }} />}
        <Stack>
          <Title order={2} size="h4">
            {t('personal')}
          </Title>
          <TextInput
            label={t('firstName')}
            value={name.first_name}
            disabled={busy}
            autoComplete="given-name"
            error={name.first_name.trim() === '' ? t('firstNameRequired') : undefined}
            onChange={(event) => change('first_name', event.currentTarget.value)}
          />
          <TextInput
            label={t('lastName')}
            value={name.last_name}
            disabled={busy}
            autoComplete="family-name"
            error={name.last_name.trim() === '' ? t('lastNameRequired') : undefined}
            onChange={(event) => change('last_name', event.currentTarget.value)}
          />
          <TextInput label={t('email')} value={session.user.email ?? ''} readOnly />
          <Button type="submit" loading={busy} disabled={!isCompleteName(name)}>
            {t('update')}
          </Button>
        </Stack>
      </Paper>
      <PasswordChangeForm />
      {!factorFirst && secondFactor}
      {approver && (
        <Suspense fallback={null}>
          <ApprovalDelegationSection />
        </Suspense>
      )}
    </Stack>
  );
}
