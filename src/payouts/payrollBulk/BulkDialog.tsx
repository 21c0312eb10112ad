import { Alert, Button, Group, Loader, Modal, Progress, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { payrollBulkMachine, PayrollBulkEvent } from '@machines/payouts/payrollBulk';
import { formatMoney } from '../../format';
import { messageText } from '../../i18n/message';
import { ReleaseCodeStepOnDemand } from '../shared/ReleaseCodeStepOnDemand';

type BulkSnapshot = SnapshotFrom<typeof payrollBulkMachine>;

/**
 * Each step of the run replaces the last one's buttons, and the one that had the focus goes
 * with them: the step's main control takes the focus as it appears, so a keyboard user goes on
 * from there. It is also the dialog's `data-autofocus`: the dialog's own first focus, a moment
 * after it opens, may come after a quick check already showed the confirmation, and must land
 * on the same control.
 */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

export interface BulkDialogProps {
  readonly snapshot: BulkSnapshot;
  readonly send: (event: PayrollBulkEvent) => void;
}

/**
 * The bulk action from check to tally (the payrollBulk chart): what the server found in the
 * selection, the confirmation with the count, the amounts and the rows left out named, the
 * progress line while batches go, and 'N of M' with each failure at the end.
 */
export function BulkDialog({ snapshot, send }: BulkDialogProps) {
  const { t } = useTranslation('payrollBulk');
  const { action } = snapshot.context;
  const sending = snapshot.matches('sending');
  const finished = snapshot.matches('finished');
  const close = () => send({ type: finished ? 'CLOSE' : 'CANCEL' });
  return (
    <Modal
      opened={!snapshot.matches('idle') && action !== null}
      // While batches go, Cancel is 'Stop sending', a button of its own: Escape does not stop money.
      onClose={() => !sending && close()}
      withCloseButton={!sending}
      closeOnEscape={!sending}
      closeOnClickOutside={false}
      title={action ? t(`title.${action}`) : ''}
      closeButtonProps={{ 'aria-label': t('closeDialog') }}
      size="lg"
    >
      <BulkBody snapshot={snapshot} send={send} />
    </Modal>
  );
}

function BulkBody({ snapshot, send }: BulkDialogProps) {
  const { t } = useTranslation('payrollBulk');
  const { action, preview, error } = snapshot.context;
  if (!action) return null;
  if (snapshot.matches('previewing')) {
    return (
      <Stack>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('checking')}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CANCEL' })} ref={focusOnMount} data-autofocus>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (snapshot.matches('previewFailed')) {
    return (
      <Stack>
        <Alert color="red" title={t('previewFailed')} role="alert">
          {error ? messageText(t, error) : null}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
            {t('close')}
          </Button>
          <Button onClick={() => send({ type: 'RETRY' })} ref={focusOnMount} data-autofocus>
            {t('retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (snapshot.matches('nothingAllowed') && preview) {
    return (
      <Stack>
        <Text>{t(`nothingAllowed.${action}`, { count: preview.matching })}</Text>
        <RefusedRows preview={preview} />
        <Group justify="flex-end">
          <Button onClick={() => send({ type: 'CANCEL' })} ref={focusOnMount} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (snapshot.matches('confirming') && preview) return <Confirmation snapshot={snapshot} send={send} />;
  const stepUp = snapshot.children.releaseStepUp;
  if (snapshot.matches('steppingUp') && preview && stepUp) {
    // Issue 26: one code for the whole selection, asked under what it releases.
    return (
      <ReleaseCodeStepOnDemand stepUp={stepUp} confirmLabel={t(`confirm.${action}`, { count: preview.allowed.length })} cancelLabel={t('cancel')}>
        <SelectionSummary snapshot={snapshot} />
      </ReleaseCodeStepOnDemand>
    );
  }
  if (snapshot.matches('sending')) return <Sending snapshot={snapshot} send={send} />;
  if (snapshot.matches('finished')) return <Tally snapshot={snapshot} send={send} />;
  return null;
}

/** What the action applies to: the count, an approval's amounts per currency, the rows left out named. */
function SelectionSummary({ snapshot }: { snapshot: BulkSnapshot }) {
  const { t } = useTranslation('payrollBulk');
  const totalsId = useId();
  const { action, preview } = snapshot.context;
  if (!action || !preview) return null;
  const totals = Object.entries(preview.totals);
  return (
    <>
      <Text fw={500}>{t(`allowed.${action}`, { count: preview.allowed.length, matching: preview.matching })}</Text>
      {action === 'approved' && totals.length > 0 && (
        <div>
          <Text id={totalsId} size="sm" c="dimmed">
            {t('totals')}
          </Text>
          <div role="group" aria-labelledby={totalsId}>
            {totals.map(([code, total]) => (
              <Text key={code} size="sm">
                {t('totalLine', { amount: formatMoney(total.amount, code), count: total.count })}
              </Text>
            ))}
          </div>
        </div>
      )}
      <RefusedRows preview={preview} />
    </>
  );
}

function Confirmation({ snapshot, send }: BulkDialogProps) {
  const { t } = useTranslation('payrollBulk');
  const { action, preview, error } = snapshot.context;
  // Inside the dialog, so what was typed lives as long as it does (kept across a refused submit).
  const [reason, setReason] = useState(snapshot.context.reason);
  if (!action || !preview) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'CONFIRM', ...(action === 'reject' ? { reason } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SelectionSummary snapshot={snapshot} />
        {action === 'reject' && (
          <Textarea
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error ? messageText(t, error) : undefined}
            rows={3}
            ref={focusOnMount}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send({ type: 'CANCEL' })}>
            {t('cancel')}
          </Button>
          <Button type="submit" color={action === 'approved' ? undefined : 'red'} ref={action === 'reject' ? undefined : focusOnMount} data-autofocus={action !== 'reject' || undefined}>
            {t(`confirm.${action}`, { count: preview.allowed.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The rows the action leaves out, each named with the server's reason. */
function RefusedRows({ preview }: { preview: NonNullable<BulkSnapshot['context']['preview']> }) {
  const { t } = useTranslation('payrollBulk');
  if (preview.refused.length === 0) return null;
  return (
    <NamedRows
      heading={t('refused', { count: preview.refused.length })}
      lines={preview.refused.map((row) => [row.id, t('refusedRow', { id: row.id, file: row.filename, reason: row.reason })])}
    />
  );
}

/**
 * A heading and one line per payroll, scrolled past a few lines: a focusable region named by
 * its heading, so keyboards can scroll it (axe: scrollable-region-focusable).
 */
function NamedRows({ heading, lines }: { heading: string; lines: readonly (readonly [number, string])[] }) {
  const headingId = useId();
  return (
    <div>
      <Text id={headingId} size="sm" fw={500}>
        {heading}
      </Text>
      <ScrollArea.Autosize mah={180} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {lines.map(([id, line]) => (
            <li key={id}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            </li>
          ))}
        </ul>
      </ScrollArea.Autosize>
    </div>
  );
}

function Sending({ snapshot, send }: BulkDialogProps) {
  const { t } = useTranslation('payrollBulk');
  const { total, queue } = snapshot.context;
  const sent = total - queue.length;
  const stopping = snapshot.matches({ sending: 'stopping' });
  return (
    <Stack>
      <Text role="status">{stopping ? t('stopping') : t('progress', { sent, total })}</Text>
      <Progress value={total === 0 ? 0 : (sent / total) * 100} aria-label={t('progressLabel')} />
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => send({ type: 'CANCEL' })} disabled={stopping} ref={focusOnMount} data-autofocus>
          {t('stop')}
        </Button>
      </Group>
    </Stack>
  );
}

function Tally({ snapshot, send }: BulkDialogProps) {
  const { t } = useTranslation('payrollBulk');
  const { action, total, done, failed, notSent } = snapshot.context;
  if (!action) return null;
  return (
    <Stack>
      <Text fw={500} role="status">
        {t(`finished.${action}`, { done, total })}
      </Text>
      {notSent > 0 && <Text size="sm">{t('notSent', { count: notSent })}</Text>}
      {failed.length > 0 && (
        <NamedRows
          heading={t('failures')}
          lines={failed.map((row) => [row.id, t('failureRow', { id: row.id, file: row.filename, message: messageText(t, row.message) })])}
        />
      )}
      <Group justify="flex-end">
        <Button variant={failed.length > 0 ? 'default' : 'filled'} onClick={() => send({ type: 'CLOSE' })} ref={failed.length > 0 ? undefined : focusOnMount} data-autofocus={failed.length === 0 || undefined}>
          {t('close')}
        </Button>
        {snapshot.matches({ finished: 'withFailures' }) && (
          <Button onClick={() => send({ type: 'RETRY_FAILED' })} ref={focusOnMount} data-autofocus>
            {t('retryFailed')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
