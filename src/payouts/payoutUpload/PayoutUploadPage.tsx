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
import { FormOpen, useDraftRestore } from '../../components/forms/useFormOpen';
import { useRunningJob } from '../../components/jobs/useRunningJob';
import { keyMessage } from '@machines/shared/message';

const NO_COMPANIES: readonly SessionCompany[] = [];
const NO_TEMPLATES: Readonly<Record<string, string>> = {};

const UPLOAD_RUNNING = keyMessage('payoutUpload:leaving');

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

/** This form's draft (issue 29): the merchant and the file chosen, not yet sent. */
interface Draft {
  readonly companyId: number | null;
  readonly file: File;
}

/** A restored draft's values, when they are this form's (they come back from the browser's storage, the file as a File). */
function draftValues(values: unknown): { companyId: number | null; file: File | null } {
  const kept = typeof values === 'object' && values !== null ? (values as Partial<Record<keyof Draft, unknown>>) : {};
  return { companyId: typeof kept.companyId === 'number' ? kept.companyId : null, file: kept.file instanceof File ? kept.file : null };
}

interface PayoutUploadProps {
  readonly companies: readonly SessionCompany[];
  readonly templatesByCountry: Readonly<Record<string, string>>;
}

function PayoutUpload({ companies, templatesByCountry }: PayoutUploadProps) {
  const { t } = useTranslation('payoutUpload');
  // The chart lives and dies with the page: leaving it stops the polling and its timers.
  const [logic] = useState(() => payoutUploadLogic(companies));
  const [state, send] = useMachine(logic, inspected({ input: { companyIds: companies.map((company) => company.pk) } }));
  // Leaving while the file is on its way would stop it (issue 28); once sent, the server has it.
  useRunningJob(state.matches('uploading'), UPLOAD_RUNNING);
  const { companyId, file } = state.context;
  // Issue 29: the form is open (a 401 keeps the page, the file and merchant are kept as a draft)
  // only while a file is chosen and not being sent. A 401 to the upload itself keeps spec 01's
  // way: the expired session shows for 3 seconds, then the app signs out to /login.
  const keep = state.matches('choosing') && file !== null;
  // "Restore what you were typing?": the merchant and file come back; the user sends them again.
  useDraftRestore('payoutUpload', (draft) => {
    const restored = draftValues(draft.values);
    // A finished upload's outcome gives way to the form (RESET is ignored where the form is).
    send({ type: 'RESET' });
    if (restored.companyId !== null) send({ type: 'SELECT_COMPANY', companyId: restored.companyId });
    if (restored.file) send({ type: 'SELECT_FILES', files: [restored.file] });
  });

  return (
    <Stack maw={720}>
      <PageTitle title={t('title')} />
      <Text c="dimmed">{t('intro')}</Text>
      {keep && <FormOpen draft={{ form: 'payoutUpload', values: { companyId, file: file as File } satisfies Draft }} />}
      {/* Spec 01 section 4: at status 5 the widget goes after 2 seconds; the outcome stays. */}
      {!state.matches({ succeeded: 'done' }) && (
        <UploadForm state={state} send={send} companies={companies} templatesByCountry={templatesByCountry} />
      )}
      <UploadOutcome state={state} send={send} />
    </Stack>
  );
}
