import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { UploadLineError } from '@machines/payouts/payoutUpload';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { firstLines, humanizeField } from './lineErrors';

/** Spec 01 section 7: the invalid-lines file, on the API's base address. */
const errorFileUrl = (payrollId: number) =>
  `${config.apiBaseUrl.replace(/\/+$/, '')}/pay/download/${payrollId}?errorFile=true`;

interface InvalidLinesProps {
  readonly payrollId: number;
  readonly detail: string | null;
  readonly errors: readonly UploadLineError[];
  readonly again: ReactNode;
}

/** The first 3 lines with errors, each with its number and fields, and how many more there are. */
export function InvalidLines({ payrollId, detail, errors, again }: InvalidLinesProps) {
  const { t } = useTranslation('payoutUpload');
  const { shown, more } = firstLines(errors);
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
          <Anchor href={errorFileUrl(payrollId)} size="sm">
            {t('lines.errorFile')}
          </Anchor>
          {again}
        </Group>
      </Stack>
    </Alert>
  );
}
