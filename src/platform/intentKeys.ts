/**
 * Idempotency keys for one chart's writes (issue 29): a random prefix per chart instance and
 * the chart's intent number (machines/shared/intent.ts), so the key is the same for a Retry of
 * one intent and new for every other, and two tabs or two dialogs never share one.
 * crypto.getRandomValues works on plain http too (randomUUID needs a secure context).
 */
export function intentKeys(): (intent: number) => string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const prefix = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return (intent) => `${prefix}-${intent}`;
}
