import '@mantine/dropzone/styles.css';
import { Stack, Text } from '@mantine/core';
import type { SessionCompany } from '@machines/access/sessionUser';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../session/SessionContext';
import { payoutUploadLogic } from './payoutUploadLogic';
import { UploadForm } from './UploadForm';
import { UploadOutcome } from './UploadOutcome';
import { inspected } from '../../platform/inspect';
import { PageTitle } from '../../components/PageTitle';

const NO_COMPANIES: readonly SessionCompany[] = [];
const NO_TEMPLATES: Readonly<Record<string, string>> = {};

/** /payouts/upload (CARGA): the upload chart's face. */
export function PayoutUploadPage() {
  const session = useSessionUser();
  return (
    <PayoutUpload
      companies={session?.companies ?? NO_COMPANIES}
      templatesByCountry={session?.url_template_upload_by_country ?? NO_TEMPLATES}
    />
  );
}

interface PayoutUploadProps {
  readonly companies: readonly SessionCompany[];
  readonly templatesByCountry: Readonly<Record<string, string>>;
}

function PayoutUpload({ companies, templatesByCountry }: PayoutUploadProps) {
  const { t } = useTranslation('payoutUpload');
  // The chart lives and dies with the page: leaving it stops the polling and its timers.
  const [logic] = useState(payoutUploadLogic);
  const [state, send] = useMachine(logic, inspected({ input: { companyIds: companies.map((company) => company.pk) } }));

  return (
    <Stack maw={720}>
      <PageTitle title={t('title')} />
      <Text c="dimmed">{t('intro')}</Text>
      {/* Spec 01 section 4: at status 5 the widget goes after 2 seconds; the outcome stays. */}
      {!state.matches({ succeeded: 'done' }) && (
        <UploadForm state={state} send={send} companies={companies} templatesByCountry={templatesByCountry} />
      )}
      <UploadOutcome state={state} send={send} />
    </Stack>
  );
}
