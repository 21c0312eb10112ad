import { ActionIcon, Badge, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronIcon, GripIcon } from '../../components/icons';
import { useSortableItem } from '../../components/sortable/SortableList';
import { formatAmount, formatMoney } from '../../format';
import classes from './CurrencyRows.module.css';

export interface CurrencyRowProps {
  readonly code: string;
  readonly base: string;
  /** How many of this currency one of the base buys; null when the server gave no rate. */
  readonly rate: number | null;
  /** The amount converted; null while the amount typed is not a number. */
  readonly value: number | null;
  readonly onChoose: (code: string) => void;
  /** Moves the row one place up (-1) or down (1). */
  readonly onStep: (by: -1 | 1) => void;
  readonly first: boolean;
  readonly last: boolean;
}

/**
 * One currency: a drag handle (mouse, touch or keyboard), the button that makes it the base,
 * and, for every other row, the amount converted (5 decimals) with the rate. A click anywhere
 * on the row makes it the base, as the spec asks; the button is the same for the keyboard.
 */
export function CurrencyRow({ code, base, rate, value, onChoose, onStep, first, last }: CurrencyRowProps) {
  const { t } = useTranslation('currencyConverter');
  const { itemProps, handleProps } = useSortableItem(code, t('dnd.roleDescription'), { item: classes.row });
  const isBase = code === base;
  return (
    <li
      {...itemProps}
      data-base={isBase || undefined}
      onClick={() => onChoose(code)}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        {...handleProps}
        aria-label={t('move', { code })}
        // Dragging is not choosing: the row's click must not fire.
        onClick={(event) => event.stopPropagation()}
      >
        <GripIcon />
      </ActionIcon>
      {/* The same move without dragging (WCAG 2.5.7); a click here is not choosing the row. */}
      <ActionIcon.Group onClick={(event) => event.stopPropagation()}>
        <ActionIcon variant="default" disabled={first} aria-label={t('moveUp', { code })} onClick={() => onStep(-1)}>
          <ChevronIcon up />
        </ActionIcon>
        <ActionIcon variant="default" disabled={last} aria-label={t('moveDown', { code })} onClick={() => onStep(1)}>
          <ChevronIcon up={false} />
        </ActionIcon>
      </ActionIcon.Group>
      <UnstyledButton
        className={classes.choose}
        aria-pressed={isBase}
        aria-label={t('useAsBase', { code, name: t(`names.${code}`, { defaultValue: code }) })}
        onClick={(event) => {
          event.stopPropagation();
          onChoose(code);
        }}
      >
        {/*
          Spans, not paragraphs (a button holds phrasing content only, and a bold paragraph over
          a small one reads as a heading to axe's p-as-heading), with a space between them: the
          words shown are "CLP Chilean peso", and the name starts with them (WCAG 2.5.3).
        */}
        <Text component="span" display="block" fw={700}>
          {code}
        </Text>{' '}
        <Text component="span" display="block" size="xs" c="dimmed">
          {t(`names.${code}`, { defaultValue: code })}
        </Text>
      </UnstyledButton>
      {isBase ? (
        <Badge variant="light">{t('base')}</Badge>
      ) : (
        <Stack gap={0} align="flex-end" className={classes.values}>
          <Text fw={600} data-testid={`converted-${code}`}>
            {value === null ? '' : formatMoney(value, code, { decimals: 5 })}
          </Text>
          <Text size="xs" c="dimmed">
            {rate === null ? t('noRate') : t('rate', { base, code, rate: formatAmount(rate, { decimals: 5 }) })}
          </Text>
        </Stack>
      )}
    </li>
  );
}

