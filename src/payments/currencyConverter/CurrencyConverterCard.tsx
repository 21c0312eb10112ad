import { ActionIcon, Card, Collapse, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountText } from '../../filters/useAmountText';
import { formatUtcDateTime } from '../../format';
import { messageText } from '../../i18n/message';
import { useCurrencyConverter } from './currencyConverterLogic';
import { CurrencyRows } from './CurrencyRows';
import { ChevronIcon } from '../../components/icons';
import { ActionAlert } from '../../components/ActionAlert';

export interface CurrencyConverterCardProps {
  /** The card's heading level: 1 on its own page, 2 (default) inside another page. */
  readonly headingOrder?: 1 | 2 | 3;
}

/**
 * The currency converter (spec 02 sections 2 and 9), a card any page can embed: it loads
 * the rates itself, and its texts are the `currencyConverter` namespace (a page that embeds
 * it must list that namespace and `filters`, for the amount's hint, in its manifest entry,
 * src/payments/manifest.ts).
 */
export function CurrencyConverterCard({ headingOrder = 2 }: CurrencyConverterCardProps) {
  const { t } = useTranslation('currencyConverter');
  const [state, send] = useCurrencyConverter();
  const [opened, { toggle }] = useDisclosure(true);
  const titleId = useId();
  const bodyId = useId();
  const { rates, base, amount, order, error } = state.context;
  const amountText = useAmountText(amount, (typed) => send({ type: 'AMOUNT', amount: typed }));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Title order={headingOrder} size="h4" id={titleId}>
            {t('title')}
          </Title>
          {rates && (
            <Text size="xs" c="dimmed">
              {t('lastUpdated', { time: formatUtcDateTime(rates.lastUpdate) })}
            </Text>
          )}
        </div>
        <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-expanded={opened} aria-controls={bodyId} aria-label={opened ? t('collapse') : t('expand')}>
          <ChevronIcon up={opened} />
        </ActionIcon>
      </Group>
      <Collapse expanded={opened} id={bodyId}>
        <Stack mt="sm" aria-busy={state.matches('loading')}>
          {state.matches('loading') && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('loading')}</Text>
            </Group>
          )}
          {state.matches('failed') && (
            <ActionAlert
              title={t('failed')}
              text={error ? messageText(t, error) : t('errors:somethingWentWrong')}
              action={t('retry')}
              onAction={() => send({ type: 'RETRY' })}
            />
          )}
          {rates && state.matches('ready') && (
            <>
              <TextInput
                label={t('amount', { base })}
                value={amountText.text}
                onChange={amountText.onChange}
                error={amountText.hint}
                inputMode="decimal"
                autoComplete="off"
              />
              <CurrencyRows
                order={order}
                base={base}
                amount={amount}
                rates={rates.rates}
                onChoose={(currency) => send({ type: 'CHOOSE_BASE', currency })}
                onMove={(currency, over) => send({ type: 'MOVE', currency, over })}
              />
            </>
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}
