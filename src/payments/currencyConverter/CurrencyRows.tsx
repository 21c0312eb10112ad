import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyRates } from '@machines/payments/currencyConverter';
import { amountValue, rateBetween } from './convert';
import { SortableList, type SortableSay } from '../../components/sortable/SortableList';
import { CurrencyRow } from './CurrencyRow';
import classes from './CurrencyRows.module.css';

interface CurrencyRowsProps {
  readonly order: readonly string[];
  readonly base: string;
  readonly amount: string;
  readonly rates: CurrencyRates['rates'];
  readonly onChoose: (currency: string) => void;
  readonly onMove: (currency: string, over: string) => void;
}

/** The currencies as a sortable list: drag with the mouse, a finger, or the keyboard (Space, arrows, Space). */
export function CurrencyRows({ order, base, amount, rates, onChoose, onMove }: CurrencyRowsProps) {
  const { t } = useTranslation('currencyConverter');
  const say = useCallback<SortableSay>(
    (news, { id, position, total }) => t(`dnd.${news}`, { code: id, position, total }),
    [t],
  );

  const typed = amountValue(amount);
  return (
    <SortableList ids={order} onMove={onMove} say={say} instructions={t('dnd.instructions')}>
      <ul className={classes.list} aria-label={t('rows')}>
        {order.map((code, index) => {
          const rate = rateBetween(rates, base, code);
          return (
            <CurrencyRow
              key={code}
              code={code}
              base={base}
              rate={rate}
              value={typed === null || rate === null ? null : typed * rate}
              onChoose={onChoose}
              first={index === 0}
              last={index === order.length - 1}
              onStep={(by) => onMove(code, order[index + by]!)}
            />
          );
        })}
      </ul>
    </SortableList>
  );
}
