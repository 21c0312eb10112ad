/**
 * A user's intent to write, numbered (issue 29). The app turns the number into the request's
 * Idempotency-Key, so the server acts once per intent: a Retry of the same values is the same
 * intent (same key: a lost answer is given again, not acted on twice); changed values, or a
 * send after a success, is a new one (new key).
 */
export interface Intent {
  readonly id: number;
  /** What was sent, as JSON: a send of other values is another intent. */
  readonly payload: string;
  /** The server answered it: the next send, even of the same values, is a new intent. */
  readonly settled: boolean;
}

export const NO_INTENT: Intent = { id: 0, payload: '', settled: true };

/** The intent of sending `payload` now: the last one again while unanswered and unchanged, else the next. */
export function intentFor(last: Intent, payload: unknown): Intent {
  const text = JSON.stringify(payload) ?? '';
  return !last.settled && last.payload === text ? last : { id: last.id + 1, payload: text, settled: false };
}

/** The server answered: this intent is done. */
export const settle = (intent: Intent): Intent => ({ ...intent, settled: true });
