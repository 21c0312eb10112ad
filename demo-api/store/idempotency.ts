/** A write's answer kept under its Idempotency-Key (issue 29), to be given again on a retry. */
export interface KeptAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: ArrayBuffer;
}

export interface IdempotencyRecord {
  /** Method, path, query and a hash of the body: what the key was first used for. */
  readonly fingerprint: string;
  /** Demo-clock time of the first use; the record lasts IDEMPOTENCY_TTL_MS from it. */
  readonly at: number;
  /** Null while the first request is still being answered. */
  answer: KeptAnswer | null;
}

export interface IdempotencyData {
  /** By `<user id> <key>`: keys are the user's own, as a provider scopes them per account. */
  readonly records: Map<string, IdempotencyRecord>;
  /** Test control: this many of the next signed-in writes act, then lose their answer. */
  dropAfterActing: number;
}

export const emptyIdempotency = (): IdempotencyData => ({ records: new Map(), dropAfterActing: 0 });
