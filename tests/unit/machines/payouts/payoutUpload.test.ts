import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  isAcceptedFileName,
  payoutUploadMachine,
  type ChosenFile,
  type PreviewAnswer,
  type PreviewInput,
  type UploadAnswer,
  type UploadInput,
} from '@machines/payouts/payoutUpload';
import type { ApiFailure } from '@machines/shared/apiError';
import { jobMachine, type JobWorkInput, type JobWorkResult } from '@machines/shared/job';
import { flush } from '../../../support/deferred';

// Spec 01 section 9, stated here on purpose rather than imported from the chart.
const POLL_MS = 10_000;
const WIDGET_MS = 2_000;
const SIGN_OUT_MS = 3_000;

const csv: ChosenFile = { name: 'payroll.csv' };
const answer = (status: number, errors: UploadAnswer['errors'] = [], detail: string | null = null): UploadAnswer => ({
  data_origin: { id: 77, status, detail },
  errors,
});
const failure = (kind: ApiFailure['kind'], extra: Partial<ApiFailure> = {}): ApiFailure => ({
  kind,
  message: { key: `errors:${kind}` },
  ...extra,
});

type Outcome = UploadAnswer | { fail: unknown };

/** The chart with doubles: each call takes the next queued outcome (or waits forever). */
function start(companyIds: readonly number[] = [1], outcomes: { upload?: Outcome[]; check?: Outcome[]; preview?: Array<PreviewAnswer | { fail: unknown }> } = {}) {
  const clock = new SimulatedClock();
  const uploads = outcomes.upload ?? [answer(2)];
  const checks = outcomes.check ?? [];
  const settle = (outcome: Outcome | undefined): Promise<UploadAnswer> => {
    if (!outcome) return new Promise(() => {});
    return 'fail' in outcome ? Promise.reject(outcome.fail) : Promise.resolve(outcome);
  };
  const upload = vi.fn((_: { file: ChosenFile; companyId: number }) => settle(uploads.shift()));
  const checkStatus = vi.fn((_: { payrollId: number }) => settle(checks.shift()));
  // The preview's reader: the next queued answer, or a reading that never ends.
  const previews = outcomes.preview ?? [];
  const readPreview = vi.fn((_: PreviewInput): Promise<PreviewAnswer> => {
    const next = previews.shift();
    if (!next) return new Promise(() => {});
    return 'fail' in next ? Promise.reject(next.fail) : Promise.resolve(next);
  });
  const signOut = vi.fn();
  const actor = createActor(
    payoutUploadMachine.provide({
      actors: {
        readPreview: fromPromise(({ input }) => readPreview(input)),
        uploadJob: jobMachine.provide({
          actors: { work: fromPromise(async ({ input }) => ({ value: await upload(input.input as UploadInput), tally: null })) },
        }),
        checkStatus: fromPromise(({ input }) => checkStatus(input)),
      },
      actions: { signOut },
    }),
    { clock, input: { companyIds } },
  ).start();
  const value = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  /** Moves the simulated clock and lets the promise actors answer. */
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, clock, upload, checkStatus, readPreview, signOut, value, context, tick };
}

async function uploaded(companyIds: readonly number[] = [1], outcomes: Parameters<typeof start>[1] = {}) {
  const system = start(companyIds, outcomes);
  system.actor.send({ type: 'SELECT_FILES', files: [csv] });
  system.actor.send({ type: 'UPLOAD' });
  await flush();
  return system;
}

const PREVIEW: PreviewAnswer = {
  readable: true,
  preview: {
    outcome: 'invalidLines',
    rowCount: 2,
    totals: { CLP: { count: 1, amount: 1000 } },
    firstRows: [],
    warnings: [],
    invalidLineCount: 1,
    problems: { kinds: [{ field: 'amount', key: 'lineAmount' }], lines: Uint32Array.of(3), kindOf: Uint16Array.of(0) },
  },
};

describe('payout upload chart: the preview (issue 28)', () => {
  it('reads a chosen file only once a merchant is chosen, for that merchant', async () => {
    const { actor, value, readPreview } = start([1, 3], { preview: [PREVIEW] });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    expect(value()).toEqual({ choosing: 'idle' });
    expect(readPreview).not.toHaveBeenCalled();
    actor.send({ type: 'SELECT_COMPANY', companyId: 3 });
    expect(value()).toEqual({ choosing: 'reading' });
    expect(readPreview).toHaveBeenCalledWith({ file: csv, companyId: 3 });
    await flush();
    expect(value()).toEqual({ choosing: 'shown' });
    expect(actor.getSnapshot().context.preview).toBe(PREVIEW.readable && PREVIEW.preview);
  });

  it('reads the file again when another merchant is chosen, and forgets the last preview', async () => {
    const { actor, value, context, readPreview } = start([1, 3], { preview: [PREVIEW] });
    actor.send({ type: 'SELECT_COMPANY', companyId: 1 });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    await flush();
    expect(value()).toEqual({ choosing: 'shown' });
    actor.send({ type: 'SELECT_COMPANY', companyId: 3 });
    expect(value()).toEqual({ choosing: 'reading' });
    expect(context().preview).toBeNull();
    expect(readPreview).toHaveBeenLastCalledWith({ file: csv, companyId: 3 });
  });

  it('says why it cannot read a file, and when the reading broke; Remove goes back to no file', async () => {
    const { actor, value, context } = start([1], { preview: [{ readable: false, reason: 'xlsFormat' }, { fail: new Error('NotReadableError') }] });
    actor.send({ type: 'SELECT_FILES', files: [{ name: 'old.xls' }] });
    await flush();
    expect(value()).toEqual({ choosing: 'unreadable' });
    expect(context().previewProblem).toBe('xlsFormat');
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    await flush();
    expect(value()).toEqual({ choosing: 'readFailed' });
    expect(context().previewProblem).toBe('failed');
    actor.send({ type: 'REMOVE_FILE' });
    expect(value()).toEqual({ choosing: 'idle' });
    expect(context()).toMatchObject({ file: null, preview: null, previewProblem: null });
  });

  it('lets Upload go while reading and with errors in view, and shows the same preview after a failed upload', async () => {
    const reading = start([1]);
    reading.actor.send({ type: 'SELECT_FILES', files: [csv] });
    reading.actor.send({ type: 'UPLOAD' });
    expect(reading.value()).toBe('uploading');

    const { actor, value, readPreview } = start([1], { preview: [PREVIEW], upload: [{ fail: failure('network') }] });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    await flush();
    actor.send({ type: 'UPLOAD' });
    expect(value()).toBe('uploading');
    await flush();
    expect(value()).toEqual({ choosing: 'shown' });
    expect(readPreview).toHaveBeenCalledTimes(1);
  });

  it('reads again after a failed upload that left the reading unfinished', async () => {
    const { actor, value, readPreview } = start([1], { upload: [{ fail: failure('network') }] });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'UPLOAD' });
    await flush();
    expect(value()).toEqual({ choosing: 'reading' });
    expect(readPreview).toHaveBeenCalledTimes(2);
  });
});

describe('payout upload chart: choosing', () => {
  it('chooses the only company at once, and none among several', () => {
    expect(start([1]).context().companyId).toBe(1);
    expect(start([1, 3]).context().companyId).toBeNull();
  });

  it("selects one of the user's companies, and only those", () => {
    const { actor, context } = start([1, 3]);
    actor.send({ type: 'SELECT_COMPANY', companyId: 3 });
    expect(context().companyId).toBe(3);
    actor.send({ type: 'SELECT_COMPANY', companyId: 99 });
    expect(context().companyId).toBe(3);
  });

  it.each(['a.csv', 'B.XLS', 'nómina final.xlsx', 'x.Csv'])('accepts %s', (name) => {
    expect(isAcceptedFileName(name)).toBe(true);
  });

  it.each(['a.pdf', 'csv', 'a.csv.txt', 'a.xlsm', '.xlsx.zip', ''])('refuses %j', (name) => {
    expect(isAcceptedFileName(name)).toBe(false);
  });

  it('refuses another type or several files with a message, keeping the file and merchant chosen', () => {
    const { actor, context } = start([1]);
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'SELECT_FILES', files: [{ name: 'notes.pdf' }] });
    expect(context()).toMatchObject({ file: csv, companyId: 1, fileError: { key: 'payoutUpload:file.wrongType' } });
    actor.send({ type: 'SELECT_FILES', files: [{ name: 'a.csv' }, { name: 'b.csv' }] });
    expect(context()).toMatchObject({ file: csv, companyId: 1, fileError: { key: 'payoutUpload:file.onlyOne' } });
    const next = { name: 'next.xlsx' };
    actor.send({ type: 'SELECT_FILES', files: [next] });
    expect(context()).toMatchObject({ file: next, fileError: null });
  });

  it('ignores an empty selection', () => {
    const { actor, context } = start([1]);
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'SELECT_FILES', files: [] });
    expect(context()).toMatchObject({ file: csv, fileError: null });
  });

  it('removes the chosen file', () => {
    const { actor, context } = start([1]);
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'REMOVE_FILE' });
    expect(context().file).toBeNull();
    expect(actor.getSnapshot().can({ type: 'REMOVE_FILE' })).toBe(false);
  });

  it('says what is missing instead of uploading', () => {
    const { actor, context, value, upload } = start([1, 3]);
    actor.send({ type: 'UPLOAD' });
    expect(value()).toMatchObject({ choosing: expect.any(String) });
    expect(context()).toMatchObject({
      companyError: { key: 'payoutUpload:merchant.required' },
      fileError: { key: 'payoutUpload:file.required' },
    });
    actor.send({ type: 'SELECT_COMPANY', companyId: 1 });
    actor.send({ type: 'UPLOAD' });
    expect(context()).toMatchObject({ companyError: null, fileError: { key: 'payoutUpload:file.required' } });
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('payout upload chart: uploading', () => {
  it('uploads the file for the company once, however often Upload is pressed', async () => {
    const { actor, value, upload } = start([1, 3], { upload: [] });
    actor.send({ type: 'SELECT_COMPANY', companyId: 3 });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'UPLOAD' });
    expect(value()).toBe('uploading');
    actor.send({ type: 'UPLOAD' });
    actor.send({ type: 'SELECT_FILES', files: [{ name: 'other.csv' }] });
    actor.send({ type: 'SELECT_COMPANY', companyId: 1 });
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith({ file: csv, companyId: 3, intent: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ file: csv, companyId: 3 });
  });

  it.each([
    ['400', failure('http', { status: 400, statusText: 'Bad Request' }), { key: 'payoutUpload:merchant.provide' }],
    [
      '400 naming the company',
      failure('http', { status: 400, body: { company_id: ['Invalid pk "9"'] }, message: { text: 'Invalid pk "9"' } }),
      { key: 'payoutUpload:merchant.provide' },
    ],
    [
      '400 naming the file',
      failure('http', { status: 400, body: { file: ['File is too large'] }, message: { text: 'File is too large' } }),
      // The spec's text first, whatever the field; the server's word on the file after it.
      { key: 'payoutUpload:merchant.provideWithDetail', values: { detail: 'File is too large' } },
    ],
    ['500 with a status text', failure('http', { status: 500, statusText: 'Internal Server Error', message: { text: 'boom' } }), { text: 'Internal Server Error' }],
    ['500 without a status text (HTTP/2)', failure('http', { status: 500, message: { text: 'boom' } }), { text: 'boom' }],
    ['no response', failure('network', { message: { key: 'errors:contactSupport' } }), { key: 'errors:contactSupport' }],
    ['an invalid answer', failure('invalid', { message: { key: 'errors:invalidResponse' } }), { key: 'errors:invalidResponse' }],
    ['a cancelled request', failure('aborted'), { key: 'payoutUpload:uploadAborted', values: { file: 'payroll.csv' } }],
    ['a thrown non-API error', new Error('bug'), { key: 'errors:somethingWentWrong' }],
  ])('an upload failing with %s returns to the form with its message, file and merchant kept', async (_, error, message) => {
    const { value, context, checkStatus } = await uploaded([1], { upload: [{ fail: error }] });
    expect(value()).toMatchObject({ choosing: expect.any(String) });
    expect(context()).toMatchObject({ error: message, file: csv, companyId: 1, payrollId: null });
    expect(checkStatus).not.toHaveBeenCalled();
  });

  it('an upload answered 401 shows the expired session, then signs out after 3 seconds', async () => {
    const { value, context, tick, signOut } = await uploaded([1], {
      upload: [{ fail: failure('http', { status: 401, statusText: 'Unauthorized' }) }],
    });
    expect(value()).toBe('sessionExpired');
    expect(context().error).toEqual({ key: 'errors:sessionExpired' });
    await tick(SIGN_OUT_MS - 1);
    expect(signOut).not.toHaveBeenCalled();
    await tick(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(value()).toBe('signedOut');
  });
});

describe('payout upload chart: polling (spec 01 section 4)', () => {
  it('polls every 10 seconds while the status is 2 (or 1), then reports success at 4', async () => {
    const { value, checkStatus, tick } = await uploaded([1], { check: [answer(1), answer(2), answer(4)] });
    expect(value()).toEqual({ processing: 'waiting' });
    await tick(POLL_MS - 1);
    expect(checkStatus).not.toHaveBeenCalled();
    await tick(1);
    expect(checkStatus).toHaveBeenCalledTimes(1);
    expect(checkStatus).toHaveBeenCalledWith({ payrollId: 77 });
    await tick(POLL_MS);
    await tick(POLL_MS);
    expect(checkStatus).toHaveBeenCalledTimes(3);
    expect(value()).toEqual({ succeeded: 'underApproval' });
    await tick(POLL_MS * 3);
    expect(checkStatus).toHaveBeenCalledTimes(3);
    expect(value()).toEqual({ succeeded: 'underApproval' });
  });

  it('at status 5 the widget goes after 2 seconds', async () => {
    const { value, tick } = await uploaded([1], { check: [answer(5)] });
    await tick(POLL_MS);
    expect(value()).toEqual({ succeeded: 'approved' });
    await tick(WIDGET_MS - 1);
    expect(value()).toEqual({ succeeded: 'approved' });
    await tick(1);
    expect(value()).toEqual({ succeeded: 'done' });
  });

  it('judges the upload answer itself: a file already at 4 needs no poll', async () => {
    const { value, checkStatus, tick } = await uploaded([1], { upload: [answer(4)] });
    expect(value()).toEqual({ succeeded: 'underApproval' });
    await tick(POLL_MS);
    expect(checkStatus).not.toHaveBeenCalled();
  });

  it('status 0 stops with "Upload failed"', async () => {
    const { value, context, checkStatus, tick } = await uploaded([1], { check: [answer(0, [], 'Could not read file')] });
    await tick(POLL_MS);
    expect(value()).toBe('failed');
    expect(context().error).toEqual({ key: 'payoutUpload:failed' });
    expect(context().answer?.data_origin.detail).toBe('Could not read file');
    await tick(POLL_MS);
    expect(checkStatus).toHaveBeenCalledTimes(1);
  });

  it('status 3 is a header error', async () => {
    const { value, context, tick } = await uploaded([1], { check: [answer(3, [], 'Columns do not match')] });
    await tick(POLL_MS);
    expect(value()).toBe('headerError');
    expect(context().answer?.data_origin.detail).toBe('Columns do not match');
  });

  it('errors stop the polling, whatever the status says', async () => {
    const lines = [{ no_line: 2, error_amount: 'Invalid amount' }];
    const { value, context, checkStatus, tick } = await uploaded([1], { check: [answer(2, lines)] });
    await tick(POLL_MS);
    expect(value()).toBe('linesInvalid');
    expect(context().answer?.errors).toEqual(lines);
    await tick(POLL_MS * 2);
    expect(checkStatus).toHaveBeenCalledTimes(1);
  });

  it('a status that is no upload outcome stops with a message rather than polling forever', async () => {
    const { value, context, tick } = await uploaded([1], { check: [answer(8)] });
    await tick(POLL_MS);
    expect(value()).toBe('failed');
    expect(context().error).toEqual({ key: 'payoutUpload:unexpectedStatus', values: { status: 8 } });
  });

  it('retries a failed check at the next poll, and stops after 3 failures in a row with Retry', async () => {
    const down = { fail: failure('network', { message: { key: 'errors:contactSupport' } }) };
    const { actor, value, context, checkStatus, tick } = await uploaded([1], {
      check: [down, answer(2), down, down, down, answer(4)],
    });
    await tick(POLL_MS);
    expect(value()).toEqual({ processing: 'waiting' });
    expect(context()).toMatchObject({ pollFailures: 1, error: { key: 'errors:contactSupport' } });
    await tick(POLL_MS);
    expect(context()).toMatchObject({ pollFailures: 0, error: null });
    await tick(POLL_MS);
    await tick(POLL_MS);
    expect(context().pollFailures).toBe(2);
    await tick(POLL_MS);
    expect(value()).toEqual({ processing: 'checkFailed' });
    expect(context().pollFailures).toBe(3);
    await tick(POLL_MS * 3);
    expect(checkStatus).toHaveBeenCalledTimes(5);
    actor.send({ type: 'RETRY' });
    await flush();
    expect(checkStatus).toHaveBeenCalledTimes(6);
    expect(value()).toEqual({ succeeded: 'underApproval' });
  });

  it('a check answered 401 ends here: the client has already signed the session out', async () => {
    const { value, tick, signOut } = await uploaded([1], { check: [{ fail: failure('unauthorized', { status: 401 }) }] });
    await tick(POLL_MS);
    expect(value()).toBe('signedOut');
    await tick(SIGN_OUT_MS);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('leaving the page (stopping the chart) leaves no timer behind', async () => {
    const { actor, clock, checkStatus } = await uploaded([1]);
    expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
    actor.stop();
    clock.increment(POLL_MS * 5);
    await flush();
    expect(checkStatus).not.toHaveBeenCalled();
  });
});

describe('payout upload chart: starting over', () => {
  it.each([
    ['success', answer(4)],
    ['a header error', answer(3)],
    ['invalid lines', answer(2, [{ no_line: 2, error_name: 'Required' }])],
    ['a failure', answer(0)],
  ])('"Upload another file" after %s keeps the merchant and clears the rest', async (_, outcome) => {
    const { actor, value, context } = await uploaded([1], { upload: [outcome] });
    expect(value()).not.toEqual({ processing: 'waiting' });
    actor.send({ type: 'RESET' });
    expect(value()).toMatchObject({ choosing: expect.any(String) });
    expect(context()).toMatchObject({ companyId: 1, file: null, payrollId: null, answer: null, error: null });
  });

  it('from "could not check" too', async () => {
    const down = { fail: failure('network') };
    const { actor, value, tick } = await uploaded([1], { check: [down, down, down] });
    for (let poll = 0; poll < 3; poll += 1) await tick(POLL_MS);
    expect(value()).toEqual({ processing: 'checkFailed' });
    actor.send({ type: 'RESET' });
    expect(value()).toMatchObject({ choosing: expect.any(String) });
  });
});

describe('payout upload chart: progress and cancel (the upload runs as a job, issue 28)', () => {
  /** An upload whose work reports the bytes sent to its job, and never answers. */
  function reporting() {
    const clock = new SimulatedClock();
    const signals: AbortSignal[] = [];
    let report: (done: number) => void = () => {};
    const actor = createActor(
      payoutUploadMachine.provide({
        actors: {
          uploadJob: jobMachine.provide({
            actors: {
              work: fromPromise<JobWorkResult, JobWorkInput>(({ input, signal }) => {
                signals.push(signal);
                report = (done) => input.progressTo.send({ type: 'PROGRESS', done, total: 1000, unit: 'bytes' });
                return new Promise(() => {});
              }),
            },
          }),
        },
      }),
      { clock, input: { companyIds: [1] } },
    ).start();
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'UPLOAD' });
    const job = () => actor.getSnapshot().children.job;
    return { actor, signals, job, report: (done: number) => report(done), context: () => actor.getSnapshot().context };
  }

  it('the upload job starts with nothing sent and follows the bytes the work reports', () => {
    const { job, report } = reporting();
    expect(job()!.getSnapshot().context.progress).toBeNull();
    report(400);
    expect(job()!.getSnapshot().context.progress).toEqual({ done: 400, total: 1000, unit: 'bytes' });
  });

  it('cancels: aborts the request, keeps the merchant and the file, says so, and sends nothing more', async () => {
    const { actor, signals, job, report, context } = reporting();
    report(400);
    job()!.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ choosing: expect.any(String) });
    expect(signals[0]!.aborted).toBe(true);
    expect(job()).toBeUndefined();
    expect(context()).toMatchObject({ companyId: 1, file: csv, error: null, notice: { key: 'payoutUpload:cancelled' } });
    expect(signals).toHaveLength(1);
    // The next action clears the notice; a new upload is a new job, with nothing sent yet.
    actor.send({ type: 'UPLOAD' });
    expect(context()).toMatchObject({ notice: null });
    expect(job()!.getSnapshot().context.progress).toBeNull();
    expect(signals).toHaveLength(2);
  });

  it('runs a job only while uploading, and keeps what was sent once the server has the file', async () => {
    const { actor, context } = start([1], { upload: [answer(2)] });
    expect(actor.getSnapshot().children.job).toBeUndefined();
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().children.job).toBeDefined();
    await flush();
    expect(actor.getSnapshot().value).toEqual({ processing: 'waiting' });
    expect(actor.getSnapshot().children.job).toBeUndefined();
    expect(context().notice).toBeNull();
  });
});

describe('payout upload chart: the intent of an upload (issue 29)', () => {
  const file = (name: string, size: number, lastModified = 1): ChosenFile => ({ name, size, type: 'text/csv', lastModified });
  const lost = { fail: failure('network') };
  const intents = (upload: ReturnType<typeof start>['upload']) => upload.mock.calls.map(([input]) => (input as UploadInput).intent);

  it('Upload again of the same file and merchant after a failure is the same intent; another file or merchant, the next', async () => {
    const { actor, upload } = start([1, 3], { upload: [lost, lost, lost, lost, lost, answer(2)] });
    const send = async (chosen: ChosenFile, companyId = 1) => {
      actor.send({ type: 'SELECT_COMPANY', companyId });
      actor.send({ type: 'SELECT_FILES', files: [chosen] });
      actor.send({ type: 'UPLOAD' });
      await flush();
    };
    await send(file('payroll.csv', 100));
    // The same file picked again (another object, same name, size, type and date): the same request.
    await send(file('payroll.csv', 100));
    await send(file('payroll.csv', 101));
    await send(file('payroll.csv', 101, 2));
    await send(file('payroll.csv', 101, 2), 3);
    await send(file('payroll.csv', 101, 2), 3);
    expect(intents(upload)).toEqual([1, 1, 2, 3, 4, 4]);
    expect(actor.getSnapshot().context.intent).toMatchObject({ id: 4, settled: true });
  });

  it('an answered upload settles its intent: the same file uploaded again after Upload another is a new one', async () => {
    const { actor, upload } = await uploaded([1], { upload: [answer(3), answer(2)] });
    expect(actor.getSnapshot().value).toBe('headerError');
    actor.send({ type: 'RESET' });
    actor.send({ type: 'SELECT_FILES', files: [csv] });
    actor.send({ type: 'UPLOAD' });
    await flush();
    expect(intents(upload)).toEqual([1, 2]);
  });

  it('a cancelled upload ends its intent: Upload again of the same file is a new one (the server may still be reading the first)', async () => {
    const { actor, upload } = start([1], { upload: [] });
    actor.send({ type: 'SELECT_FILES', files: [file('payroll.csv', 100)] });
    actor.send({ type: 'UPLOAD' });
    actor.getSnapshot().children.job!.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ choosing: expect.any(String) });
    actor.send({ type: 'UPLOAD' });
    expect(intents(upload)).toEqual([1, 2]);
  });
});
