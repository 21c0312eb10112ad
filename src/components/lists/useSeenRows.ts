import { useEffect, useState } from 'react';

/**
 * Every row a list has shown, by its id field: Export selection writes ticked rows as the list
 * showed them, whichever page they were on.
 */
export function useSeenRows<T extends object>(rows: readonly T[], idAccessor: string): ReadonlyMap<number, T> {
  const [seen] = useState(() => new Map<number, T>());
  useEffect(() => {
    for (const row of rows) seen.set(Number((row as Record<string, unknown>)[idAccessor]), row);
  }, [rows, idAccessor, seen]);
  return seen;
}
