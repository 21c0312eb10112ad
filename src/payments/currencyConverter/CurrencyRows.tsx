import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyRates } from '@machines/payments/currencyConverter';
import { amountValue, rateBetween } from './convert';
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
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A drag is first "over" its own row: saying so at once would drown out "Picked up".
  const leftHome = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const place = (id: UniqueIdentifier) => ({ position: order.indexOf(String(id)) + 1, total: order.length });
    return {
      onDragStart: ({ active }) => {
        leftHome.current = false;
        return t('dnd.start', { code: active.id, ...place(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if (over?.id === active.id && !leftHome.current) return undefined;
        leftHome.current = true;
        return over ? t('dnd.over', { code: active.id, ...place(over.id) }) : t('dnd.outside', { code: active.id });
      },
      onDragEnd: ({ active, over }) => (over ? t('dnd.end', { code: active.id, ...place(over.id) }) : t('dnd.outside', { code: active.id })),
      onDragCancel: ({ active }) => t('dnd.cancel', { code: active.id, ...place(active.id) }),
    };
  }, [order, t]);

  const drop = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  const typed = amountValue(amount);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Rows measured before a drag starts: measured only once it had started, an arrow key
      // pressed at once after Space found no rows to move over and was lost.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={drop}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={[...order]} strategy={verticalListSortingStrategy}>
        <ul className={classes.list} aria-label={t('rows')}>
          {order.map((code) => {
            const rate = rateBetween(rates, base, code);
            return (
              <CurrencyRow
                key={code}
                code={code}
                base={base}
                rate={rate}
                value={typed === null || rate === null ? null : typed * rate}
                onChoose={onChoose}
              />
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
