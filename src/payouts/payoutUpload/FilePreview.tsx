import { Alert, Button, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { problemAt, type PayrollPreview } from '@rules/payrollFile/preview';
import { TEMPLATE_COLUMNS } from '@rules/payrollFile/template';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../format';
import type { UploadView } from './uploadView';

/** Warnings drawn at most; the rest are counted. */
const WARNINGS_SHOWN = 50;
/** The errors' list: rows of this height in a box of this height; only the rows in view are drawn. */
const ERROR_ROW_PX = 28;
const ERRORS_BOX_PX = 240;
const INITIAL_RECT = { width: 640, height: ERRORS_BOX_PX };

const whole = (value: number): string => formatAmount(value, { decimals: 0 });

/**
 * The preview of the chosen file (issue 28), drawn from the chart's `choosing` substates: reading,
 * shown, unreadable or failed. Nothing here decides: the chart and the shared rules have.
 */
export function FilePreview(view: UploadView) {
  const { t } = useTranslation('payoutUpload');
  const { state } = view;
  if (!state.context.file || !state.matches('choosing')) return null;
  return (
    <Stack component="section" aria-label={t('preview.region')} gap="sm">
      <PreviewBody {...view} />
    </Stack>
  );
}

function PreviewBody({ state, send }: UploadView) {
  const { t } = useTranslation('payoutUpload');
  const { file, companyId, preview, previewProblem } = state.context;
  if (!file) return null;
  if (state.matches({ choosing: 'idle' }) && companyId === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('preview.needsMerchant')}
      </Text>
    );
  }
  if (state.matches({ choosing: 'reading' })) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('preview.reading', { file: file.name })}</Text>
      </Group>
    );
  }
  if (state.matches({ choosing: 'unreadable' }) || state.matches({ choosing: 'readFailed' })) {
    return (
      <Alert color="yellow" role="status" title={t('preview.unreadable.title', { file: file.name })}>
        {t(`preview.unreadable.${previewProblem ?? 'failed'}`)}
      </Alert>
    );
  }
  if (state.matches({ choosing: 'shown' }) && preview) {
    return <PreviewShown name={file.name} preview={preview} onCancel={() => send({ type: 'REMOVE_FILE' })} />;
  }
  return null;
}

function PreviewShown({ name, preview, onCancel }: { name: string; preview: PayrollPreview; onCancel: () => void }) {
  const { t } = useTranslation('payoutUpload');
  const headingId = useId();
  const outcomeColor = preview.outcome === 'valid' ? 'green' : preview.outcome === 'invalidLines' ? 'orange' : 'red';
  return (
    <Stack aria-labelledby={headingId} gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {t('preview.title', { file: name })}
      </Title>
      <Alert color={outcomeColor} role="status">
        {t(`preview.outcome.${preview.outcome}`, { lines: whole(preview.invalidLineCount) })}
      </Alert>
      {preview.outcome !== 'invalidHeader' && (
        <>
          <Text fw={500}>{t('preview.rows', { rows: whole(preview.rowCount) })}</Text>
          <Totals preview={preview} />
          <FirstRows preview={preview} />
        </>
      )}
      {preview.problems.lines.length > 0 && <Problems preview={preview} />}
      <Warnings preview={preview} />
      <Text size="sm" c="dimmed">
        {t('preview.sentNothing')}
      </Text>
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('preview.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function Totals({ preview }: { preview: PayrollPreview }) {
  const { t } = useTranslation('payoutUpload');
  const totals = Object.entries(preview.totals);
  if (totals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('preview.totals.none')}
      </Text>
    );
  }
  return (
    <Table aria-label={t('preview.totals.label')} withTableBorder w="auto">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('preview.totals.currency')}</Table.Th>
          <Table.Th ta="right">{t('preview.totals.lines')}</Table.Th>
          <Table.Th ta="right">{t('preview.totals.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map(([currency, total]) => (
          <Table.Tr key={currency}>
            <Table.Td>{currency}</Table.Td>
            <Table.Td ta="right">{whole(total.count)}</Table.Td>
            <Table.Td ta="right">{formatAmount(total.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function FirstRows({ preview }: { preview: PayrollPreview }) {
  const { t } = useTranslation('payoutUpload');
  if (preview.firstRows.length === 0) return null;
  const label = t('preview.firstRows.label', { shown: preview.firstRows.length });
  return (
    // Wider than the form: a box that scrolls sideways, which the keyboard can reach too.
    <div role="group" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table aria-label={label} withTableBorder striped fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('preview.firstRows.line')}</Table.Th>
            {TEMPLATE_COLUMNS.map((column) => (
              <Table.Th key={column.field}>{t(`fields.${column.field}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.firstRows.map((row) => (
            <Table.Tr key={row.no_line}>
              <Table.Th scope="row">{row.no_line}</Table.Th>
              {TEMPLATE_COLUMNS.map((column, index) => {
                const problem = row.problems[column.field];
                const value = row.cells[index] ?? '';
                return (
                  <Table.Td key={column.field} c={problem ? 'red' : undefined} fw={problem ? 600 : undefined}>
                    {problem ? t('preview.firstRows.invalid', { value, problem: t(`preview.problems.${problem.key}`, problem.params) }) : value}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Every problem, one row each, in a scrolling list that draws only the rows in view (100,000 lines may have as many). */
function Problems({ preview }: { preview: PayrollPreview }) {
  const { t } = useTranslation('payoutUpload');
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = preview.problems.lines.length;
  // No React Compiler in this build: the virtualizer's items are read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ERROR_ROW_PX,
    overscan: 8,
    initialRect: INITIAL_RECT,
  });
  const label = t('preview.errors.label', { problems: whole(count), lines: whole(preview.invalidLineCount) });
  return (
    <Stack gap={4}>
      <Text fw={500}>{label}</Text>
      <div
        ref={scrollRef}
        role="list"
        aria-label={label}
        // A scrolling box the keyboard can reach (its rows are text, not controls).
        tabIndex={0}
        style={{ height: Math.min(ERRORS_BOX_PX, count * ERROR_ROW_PX + 2), overflowY: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const { line, kind } = problemAt(preview, item.index);
            return (
              <div
                key={item.key}
                role="listitem"
                aria-posinset={item.index + 1}
                aria-setsize={count}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ERROR_ROW_PX, transform: `translateY(${item.start}px)`, padding: '4px 8px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: 'var(--mantine-font-size-sm)' }}
              >
                {t('preview.errors.item', { line, field: t(`fields.${kind.field}`), problem: t(`preview.problems.${kind.key}`, kind.params) })}
              </div>
            );
          })}
        </div>
      </div>
    </Stack>
  );
}

function Warnings({ preview }: { preview: PayrollPreview }) {
  const { t } = useTranslation('payoutUpload');
  if (preview.warnings.length === 0) return null;
  const shown = preview.warnings.slice(0, WARNINGS_SHOWN);
  return (
    <Alert color="blue" role="note" title={t('preview.warnings.label')}>
      <List size="sm" aria-label={t('preview.warnings.label')}>
        {shown.map((warning) => (
          <List.Item key={warning.lines.join(',')}>
            {t('preview.warnings.duplicateAccount', { bank: warning.params.bank, account: warning.params.account, lines: warning.lines.join(', ') })}
          </List.Item>
        ))}
      </List>
      {preview.warnings.length > shown.length && <Text size="sm">{t('preview.warnings.more', { more: whole(preview.warnings.length - shown.length) })}</Text>}
    </Alert>
  );
}
