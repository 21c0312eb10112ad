import { Anchor, Button, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@machines/access/sessionUser';
import { useSessionUser } from '../../session/SessionContext';
import { formatDisplayDate } from '../../format';
import { messageText } from '../../i18n/message';
import { PayrollStatusBadge } from '../../components/StatusBadges';
import { defaultDashboardQueryOf } from '../shared/defaultQuery';
import { dashboardRefreshLogic } from '../shared/dashboardRefreshLogic';
import { loadResume, type Resume } from './resumeSummary';
import { inspected } from '../../platform/inspect';
import { ActionAlert } from '../../components/ActionAlert';
import { PageTitle } from '../../components/PageTitle';

/** Payrolls waiting for the user listed by name; the rest are counted. */
const WAITING_SHOWN = 10;

/**
 * /resume (every signed-in user; the spec does not describe it): the user's own summary of
 * the last 15 days: who they are, the payrolls waiting for their approval, and what became of
 * the payrolls they uploaded (docs/decisions.md, "Dashboards").
 */
export function ResumePage() {
  const session = useSessionUser();
  if (!session) return null;
  return <ResumeView session={session} />;
}

function ResumeView({ session }: { session: SessionUser }) {
  const { t } = useTranslation(['resume', 'payouts', 'errors']);
  const [initial] = useState(() => defaultDashboardQueryOf(new Date()));
  const [logic] = useState(() => dashboardRefreshLogic(loadResume(session)));
  const actor = useActorRef(logic, inspected({ input: { query: initial } }));
  const phase = useSelector(actor, (s) => s.value as string);
  const resume = useSelector(actor, (s) => s.context.data as Resume | null);
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    actor.send({ type: 'START' });
  }, [actor]);
  const busy = phase === 'loading' || phase === 'refreshing';

  return (
    <Stack>
      <PageTitle title={t('title')}>
        <Button variant="light" onClick={() => actor.send({ type: 'REFRESH' })} loading={busy} disabled={phase === 'idle'}>
          {t('refresh')}
        </Button>
      </PageTitle>
      <Text fw={600}>{t('hello', { name: session.user.first_name })}</Text>
      <Text c="dimmed">
        {t('period', { from: formatDisplayDate(initial.from), to: formatDisplayDate(initial.to) })}{' '}
        {t('companies', { names: session.companies.map((company) => company.name).join(', ') })}
      </Text>
      {phase === 'failed' && (
        <ActionAlert title={t('failed')} text={error ? messageText(t, error) : null} action={t('retry')} onAction={() => actor.send({ type: 'RETRY' })} />
      )}
      {resume ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy={busy}>
          <Paper withBorder p="md" component="section" aria-labelledby="resume-waiting">
            <Title order={2} size="h4" id="resume-waiting">
              {t('waiting.title', { count: resume.waiting.length })}
            </Title>
            {resume.waiting.length === 0 ? (
              <Text size="sm" mt="xs">
                {t('waiting.none')}
              </Text>
            ) : (
              <List mt="xs" spacing={4}>
                {resume.waiting.slice(0, WAITING_SHOWN).map((payroll) => (
                  <List.Item key={payroll.id}>
                    <Anchor component={Link} to={`/payroll/view/${payroll.id}`}>
                      {t('waiting.item', { id: payroll.id, file: payroll.filename, company: payroll.company_name })}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
            {resume.waiting.length > 0 && (
              <Anchor component={Link} to="/payouts/list" size="sm" mt="xs" display="block">
                {t('waiting.all')}
              </Anchor>
            )}
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="resume-uploads">
            <Title order={2} size="h4" id="resume-uploads">
              {t('uploads.title', { count: resume.uploaded })}
            </Title>
            {resume.uploaded === 0 ? (
              <Text size="sm" mt="xs">
                {t('uploads.none')}
              </Text>
            ) : (
              <List mt="xs" spacing={4} listStyleType="none">
                {resume.uploadedByStatus.map(([statusId, count]) => (
                  <List.Item key={statusId}>
                    <Group gap="xs">
                      <PayrollStatusBadge statusId={statusId} />
                      <Text size="sm">{t('uploads.count', { count })}</Text>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </Paper>
        </SimpleGrid>
      ) : (
        phase !== 'failed' && <Skeleton h={160} />
      )}
    </Stack>
  );
}
