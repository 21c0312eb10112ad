import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import type { UploadLineError } from '@machines/payouts/payoutUpload';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inspected } from '../../platform/inspect';
import { payrollDownloadLogic } from '../payoutList/payrollDownloadLogic';
import { firstLines, humanizeField } from './lineErrors';

interface InvalidLinesProps {
  readonly payrollId: number;
  readonly detail: string | null;
  readonly errors: readonly UploadLineError[];
  /** How many lines have errors; the answer may carry only the first ones. */
  readonly total?: number;
  readonly again: ReactNode;
}

/**
 * The first 3 lines with errors, each with its number and fields, and how many more there are.
 * The invalid-lines file comes through the session (download_report_by_payroll, as in the payout
 * list's file menu), not as a bare link: the API serves no file without one (docs/decisions.md).
 */
export function InvalidLines({ payrollId, detail, errors, total, again }: InvalidLinesProps) {
  const { t } = useTranslation('payoutUpload');
  const [download, sendDownload] = useMachine(payrollDownloadLogic, inspected());
  const { shown, more } = firstLines(errors, total);
  const fieldLabel = (field: string) => t(`fields.${field}`, { defaultValue: humanizeField(field) });

  return (
    <Alert color="red" role="alert" title={t('lines.title')}>
      <Stack gap="xs">
        {detail && <Text size="sm">{detail}</Text>}
        <Text size="sm">{t('lines.intro')}</Text>
        <List size="sm" spacing="xs" aria-label={t('lines.title')}>
          {shown.map((line, index) => (
            <List.Item key={`${line.line}-${index}`}>
              <Text size="sm" fw={600} span>
                {t('lines.line', { line: line.line })}
              </Text>
              <List size="sm" withPadding>
                {line.problems.map((problem) => (
                  <List.Item key={problem.field}>{`${fieldLabel(problem.field)}: ${problem.message}`}</List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
        {more > 0 && <Text size="sm">{t('lines.more', { count: more })}</Text>}
        <Group>
          <Button
            variant="light"
            size="xs"
            loading={download.matches('fetching')}
            onClick={() => sendDownload({ type: 'DOWNLOAD', payrollId, file: 'errorFile' })}
          >
            {t('lines.errorFile')}
          </Button>
          {again}
        </Group>
      </Stack>
    </Alert>
  );
}
