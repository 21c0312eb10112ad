import { fieldError } from './refusal.ts';

/** Query parameters the way django-filter reads them; a bad value is refused with a 400. */

/** A parameter's text, or null when absent or blank. */
export function param(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  return value === null || value.trim() === '' ? null : value.trim();
}

export function intParam(request: Request, url: URL, name: string): number | null {
  const value = param(url, name);
  if (value === null) return null;
  if (!/^\d+$/.test(value)) fieldError(request, name, 'enterNumber');
  return Number(value);
}

/** `1,2,3` (empty entries ignored); null when absent. */
export function idsParam(request: Request, url: URL, name: string): Set<number> | null {
  const value = param(url, name);
  if (value === null) return null;
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (parts.some((part) => !/^\d+$/.test(part))) fieldError(request, name, 'enterNumber');
  return new Set(parts.map(Number));
}

/** A calendar day (`YYYY-MM-DD`, or `YYYY/MM/DD` for the report) as [start, end) epoch ms in UTC. */
export function dayParam(request: Request, url: URL, name: string, separator: '-' | '/'): { start: number; end: number } | null {
  const value = param(url, name);
  if (value === null) return null;
  const match = new RegExp(`^(\\d{4})\\${separator}(\\d{2})\\${separator}(\\d{2})$`).exec(value);
  const start = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  const valid = match !== null && new Date(start).getUTCDate() === Number(match[3]);
  if (!valid) fieldError(request, name, 'enterDate');
  return { start, end: start + 24 * 60 * 60 * 1000 };
}

export interface DayRange {
  /** Whether an instant falls in the range. */
  has(ms: number): boolean;
  /** Whether any instant of [startMs, endMs] falls in the range. */
  overlaps(startMs: number, endMs: number): boolean;
}

/** Inclusive by day: from the start of `gte`'s day to the end of `lte`'s day. */
export function dayRange(request: Request, url: URL, gte: string, lte: string, separator: '-' | '/'): DayRange {
  const from = dayParam(request, url, gte, separator)?.start ?? -Infinity;
  const to = dayParam(request, url, lte, separator)?.end ?? Infinity;
  return { has: (ms) => ms >= from && ms < to, overlaps: (startMs, endMs) => endMs >= from && startMs < to };
}
