import { Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payroll } from '../../api/schemas/payouts';
import { formatUtcDateTime } from '../../format';
import { ApprovalWait } from '../../components/ApprovalWait';
import { PayrollStatusBadge } from '../../components/StatusBadges';
import { approvalWaitOf } from '@machines/payouts/payrollRules';
import { detailMessages } from '../shared/detailMessages';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Spec 01 section 2: id, merchant, file, detail, status, uploader, created and last verification;
 * `actions`: what the user may do with it (issue 24: Approval and Reject).
 */
export function PayrollHeader({ payroll, actions }: { payroll: Payroll; actions?: ReactNode }) {
  const { t } = useTranslation('payrollDetail');
  const detail = detailMessages(payroll.detail);
  return (
    <section aria-labelledby="payroll-detail-heading">
      <Group gap="sm" mb="sm">
        <Title order={2} size="h3" id="payroll-detail-heading">
          {t('payrollNumber', { id: payroll.id })}
        </Title>
        <PayrollStatusBadge statusId={payroll.status_id} />
        {actions}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" m={0}>
        <Field label={t('header.merchant')}>{payroll.company_name}</Field>
        <Field label={t('header.filename')}>{payroll.filename}</Field>
        <Field label={t('header.uploader')}>{payroll.uploadedby_name}</Field>
        <Field label={t('header.createdAt')}>{formatUtcDateTime(payroll.created_at)}</Field>
        <Field label={t('header.updatedAt')}>{formatUtcDateTime(payroll.updated_at)}</Field>
        {approvalWaitOf(payroll) !== null && (
          <Field label={t('header.approval')}>
            <ApprovalWait payroll={payroll} />
          </Field>
        )}
        <Field label={t('header.detail')}>
          {detail.length > 1 ? (
            <List size="sm" component="span" display="block">
              {detail.map((line, i) => (
                <List.Item key={i}>{line}</List.Item>
              ))}
            </List>
          ) : (
            (detail[0] ?? t('header.noDetail'))
          )}
        </Field>
      </SimpleGrid>
      {/* The API's instants, as every screen shows them (docs/decisions.md, "One business time zone"). */}
      <Text size="xs" c="dimmed" mt="xs">
        {t('header.timesInUtc')}
      </Text>
    </section>
  );
}
