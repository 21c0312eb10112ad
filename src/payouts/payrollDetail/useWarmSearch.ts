import type { Row } from '@tanstack/react-table';
import { useEffect } from 'react';
import type { PayoutTransaction } from '../../api/schemas/payouts';
import { COLUMN_IDS } from './columns';

const ROWS_PER_SLICE = 40;

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Computes every row's search texts in small slices while the browser is idle, so the first
 * search does not build them all in one long task (the table keeps each row's values).
 */
export function useWarmSearch(rows: readonly Row<PayoutTransaction>[]): void {
  useEffect(() => {
    const w = window as IdleWindow;
    const schedule = (run: () => void) =>
      w.requestIdleCallback ? w.requestIdleCallback(run, { timeout: 500 }) : window.setTimeout(run, 16);
    const cancel = (handle: number) => (w.cancelIdleCallback ? w.cancelIdleCallback(handle) : window.clearTimeout(handle));
    let next = 0;
    let handle = 0;
    const slice = () => {
      const end = Math.min(rows.length, next + ROWS_PER_SLICE);
      for (; next < end; next += 1) for (const id of COLUMN_IDS) rows[next]!.getValue(id);
      if (next < rows.length) handle = schedule(slice);
    };
    handle = schedule(slice);
    return () => cancel(handle);
  }, [rows]);
}
