import { Alert, Card, Group, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_IN_CHANNELS, type PaymentTransaction } from '../../api/schemas/payments';
import { FieldTable } from '../../components/lists/FieldTable';
import { formatMoney, formatUtcDateTime } from '../../format';
import { costValues } from './detailValues';
import { PaymentStatusBadge } from '../shared/PaymentStatusBadge';

/** One titled card, a region named by its heading; `actions` sit on the heading's line. */
export function DetailCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" mb="xs" gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {actions && (
          <Group gap="xs" wrap="nowrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Card>
  );
}

const channelName = (id: number): string => PAY_IN_CHANNELS.find((channel) => channel.id === id)?.name ?? String(id);

export function IdentificationCard({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('paymentDetail');
  const title = t('identification.title');
  return (
    <DetailCard title={title}>
      <FieldTable
        label={title}
        fields={[
          { label: t('identification.status'), value: <PaymentStatusBadge status={payment.last_status} /> },
          { label: t('identification.operationId'), value: payment.operation_id },
          { label: t('identification.reference'), value: payment.merchant_trans_id },
          { label: t('identification.merchant'), value: payment.merchant_name },
          { label: t('identification.channel'), value: channelName(payment.channel) },
          { label: t('identification.amount'), value: formatMoney(payment.amount, payment.currency) },
          { label: t('identification.requestDate'), value: formatUtcDateTime(payment.fec_creacion) },
          { label: t('identification.updateDate'), value: formatUtcDateTime(payment.updated_at) },
        ]}
      />
    </DetailCard>
  );
}

export function CostsCard({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('paymentDetail');
  const title = t('costs.title');
  const pending = (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('pending')}
    </Text>
  );
  return (
    <DetailCard title={title}>
      <FieldTable
        label={title}
        fields={costValues(payment.commission, payment.currency).map(([key, value]) => ({
          label: t(`costs.${key}`),
          value: value ?? pending,
        }))}
      />
    </DetailCard>
  );
}

export function PaymentInformationCard({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('paymentDetail');
  const title = t('payment.title');
  const { card, rejection } = payment;
  return (
    <DetailCard title={title}>
      {card ? (
        <FieldTable
          label={title}
          fields={[
            { label: t('payment.cardNumber'), value: card.number },
            { label: t('payment.authorization'), value: card.authorization },
            { label: t('payment.brand'), value: card.brand },
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('payment.noCard')}
        </Text>
      )}
      {rejection && (
        <Alert color="red" variant="light" mt="sm" title={t('payment.rejection')}>
          <FieldTable
            label={t('payment.rejection')}
            fields={[
              { label: t('payment.rejectionMessage'), value: rejection.message },
              { label: t('payment.rejectionCode'), value: rejection.code },
            ]}
          />
        </Alert>
      )}
    </DetailCard>
  );
}

export function ShopperCard({ payment }: { payment: PaymentTransaction }) {
  const { t } = useTranslation('paymentDetail');
  const title = t('shopper.title');
  return (
    <DetailCard title={title}>
      <FieldTable
        label={title}
        fields={[
          { label: t('shopper.document'), value: payment.shopper.document },
          { label: t('shopper.firstName'), value: payment.shopper.firstName },
          { label: t('shopper.lastName'), value: payment.shopper.lastName },
        ]}
      />
    </DetailCard>
  );
}
