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
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './SortableList.module.css';

/** What a drag says to a screen reader, in the area's own words. */
type SortableNews = 'start' | 'over' | 'outside' | 'end' | 'cancel';
export type SortableSay = (news: SortableNews, about: { readonly id: string; readonly position: number; readonly total: number }) => string;

export interface SortableListProps {
  /** The items' ids, in their order. */
  readonly ids: readonly string[];
  /** `id` was dropped on `over`'s place. */
  readonly onMove: (id: string, over: string) => void;
  readonly say: SortableSay;
  /** How to drag with the keyboard, read when a handle takes the focus. */
  readonly instructions: string;
  /** A drag started or ended (a dialog holds its Escape while one runs: Escape cancels the drag). */
  readonly onDragging?: (dragging: boolean) => void;
  readonly children: ReactNode;
}

/**
 * A vertical list sorted by drag: with the mouse, a finger, or the keyboard (Space on a
 * handle, the arrows, Space again; Escape puts it back), each step said to screen readers.
 * dnd-kit, in the chunks of the pages that sort (never a first load).
 */
export function SortableList({ ids, onMove, say, instructions, onDragging, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A drag is first "over" its own item: saying so at once would drown out "Picked up".
  const leftHome = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const about = (id: UniqueIdentifier, at: UniqueIdentifier = id) => ({ id: String(id), position: ids.indexOf(String(at)) + 1, total: ids.length });
    return {
      onDragStart: ({ active }) => {
        leftHome.current = false;
        return say('start', about(active.id));
      },
      onDragOver: ({ active, over }) => {
        if (over?.id === active.id && !leftHome.current) return undefined;
        leftHome.current = true;
        return say(over ? 'over' : 'outside', about(active.id, over?.id));
      },
      onDragEnd: ({ active, over }) => say(over ? 'end' : 'outside', about(active.id, over?.id)),
      onDragCancel: ({ active }) => say('cancel', about(active.id)),
    };
  }, [ids, say]);

  const drop = ({ active, over }: DragEndEvent) => {
    onDragging?.(false);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // Items measured before a drag starts: measured only once it had started, an arrow key
      // pressed at once after Space found nothing to move over and was lost.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={() => onDragging?.(true)}
      onDragEnd={drop}
      onDragCancel={() => onDragging?.(false)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: props for the item's element (it moves) and for its handle (it
 * is dragged; it needs an accessible name of its own). `className` joins the caller's own
 * classes to the drag styles.
 */
export function useSortableItem(id: string, roleDescription: string, className: { item?: string; handle?: string } = {}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  return {
    itemProps: { ref: setNodeRef, style, className: [classes.item, className.item].filter(Boolean).join(' '), 'data-dragging': isDragging || undefined },
    handleProps: { ref: setActivatorNodeRef, className: [classes.handle, className.handle].filter(Boolean).join(' '), ...attributes, ...listeners },
  };
}
