import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intentFor, NO_INTENT, settle } from '@machines/shared/intent';

describe('write intents (issue 29)', () => {
  it('the first send is intent 1; a resend of the same values before an answer is the same intent', () => {
    const first = intentFor(NO_INTENT, { a: 1 });
    expect(first.id).toBe(1);
    expect(intentFor(first, { a: 1 })).toBe(first);
  });

  it('other values, or the same after an answer, are the next intent', () => {
    const first = intentFor(NO_INTENT, { a: 1 });
    expect(intentFor(first, { a: 2 }).id).toBe(2);
    expect(intentFor(settle(first), { a: 1 }).id).toBe(2);
  });

  it('never gives one number to two different payloads in a row of sends', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ payload: fc.integer({ min: 0, max: 3 }), answered: fc.boolean() }), { maxLength: 30 }), (sends) => {
        let intent = NO_INTENT;
        const payloadOf = new Map<number, number>();
        for (const send of sends) {
          intent = intentFor(intent, { v: send.payload });
          expect(payloadOf.get(intent.id) ?? send.payload).toBe(send.payload);
          payloadOf.set(intent.id, send.payload);
          if (send.answered) intent = settle(intent);
        }
      }),
    );
  });
});
