import { describe, expect, it } from 'vitest';
import { failedAs, messageOf, type ApiFailure } from '@machines/shared/apiError';
import { keyMessage } from '@machines/shared/message';

const failure = (kind: ApiFailure['kind']): ApiFailure => ({ kind, message: { text: `the ${kind} message` } });

describe('what a chart shows for a failed call', () => {
  it("is the call's own message", () => {
    expect(messageOf(failure('http'))).toEqual({ text: 'the http message' });
  });
  it('is the fallback for anything that is not a failed call, "Something went wrong" unless named', () => {
    expect(messageOf(new Error('bug'))).toEqual(keyMessage('errors:somethingWentWrong'));
    expect(messageOf(undefined, keyMessage('errors:contactSupport'))).toEqual(keyMessage('errors:contactSupport'));
  });
});

describe('failedAs', () => {
  it('matches only the kinds named, and only failed calls', () => {
    expect(failedAs(failure('aborted'), 'aborted', 'unauthorized')).toBe(true);
    expect(failedAs(failure('unauthorized'), 'aborted', 'unauthorized')).toBe(true);
    expect(failedAs(failure('http'), 'aborted', 'unauthorized')).toBe(false);
    expect(failedAs({ kind: 'aborted' }, 'aborted')).toBe(false);
  });
});
