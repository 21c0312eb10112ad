import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  downloadFailureMessage,
  payrollDownloadMachine,
  type PayrollFileAnswer,
  type PayrollFileRequest,
} from '@machines/payouts/payrollDownload';
import { deferred, flush } from '../../../support/deferred';

function start(answer: (request: PayrollFileRequest) => Promise<PayrollFileAnswer>) {
  const requests: PayrollFileRequest[] = [];
  const spies = { openUrl: vi.fn(), saveRows: vi.fn(), announce: vi.fn(), announceFailure: vi.fn() };
  const actor = createActor(
    payrollDownloadMachine.provide({
      actors: { fetchFile: fromPromise(({ input }) => (requests.push(input), answer(input))) },
      actions: {
        openUrl: (_, params) => spies.openUrl(params.url),
        saveRows: (_, params) => spies.saveRows(params),
        announce: (_, params) => spies.announce(params.message),
        announceFailure: (_, params) => spies.announceFailure(params.message),
      },
    }),
  ).start();
  return { actor, requests, ...spies };
}

describe('payroll download chart', () => {
  it('a link opens', async () => {
    const { actor, requests, openUrl, saveRows } = start(async () => ({ url: 'https://files.example/p.xlsx' }));
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosing' });
    actor.send({ type: 'DOWNLOAD', payrollId: 4, file: 'original' });
    expect(actor.getSnapshot().value).toBe('fetching');
    await flush();
    expect(requests).toEqual([{ payrollId: 4, file: 'original' }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'opened' });
    expect(openUrl).toHaveBeenCalledWith('https://files.example/p.xlsx');
    expect(saveRows).not.toHaveBeenCalled();
  });

  it('header and rows become a file named after the payroll and the choice', async () => {
    const { actor, saveRows } = start(async () => ({ header: ['a', 'b'], data: [['1', 2]] }));
    actor.send({ type: 'DOWNLOAD', payrollId: 9, file: 'summaryUsd' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'saved' });
    expect(saveRows).toHaveBeenCalledWith({ name: 'payroll-9-summaryUsd.csv', header: ['a', 'b'], data: [['1', 2]] });
  });

  it('an emailed report says so; zero rows say there is nothing', async () => {
    let answer: PayrollFileAnswer = { send_via_email: true };
    const { actor, announce, saveRows } = start(async () => answer);
    actor.send({ type: 'DOWNLOAD', payrollId: 9, file: 'summary' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'emailed' });
    expect(announce).toHaveBeenLastCalledWith({ key: 'errors:reportEmailed' });
    answer = { total_rows: 0, header: ['a'], data: [] };
    actor.send({ type: 'DOWNLOAD', payrollId: 9, file: 'summary' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'empty' });
    expect(announce).toHaveBeenLastCalledWith({ key: 'errors:noDataAvailable' });
    expect(saveRows).not.toHaveBeenCalled();
  });

  it('a non-200 says Something went wrong; a second choice while fetching is ignored', async () => {
    const answer = deferred<PayrollFileAnswer>();
    const { actor, requests, announceFailure } = start(() => answer.promise);
    actor.send({ type: 'DOWNLOAD', payrollId: 1, file: 'errorFile' });
    actor.send({ type: 'DOWNLOAD', payrollId: 1, file: 'summary' });
    expect(requests).toHaveLength(1);
    answer.reject({ kind: 'http', status: 404, body: { detail: 'Not found.' }, message: { text: 'Not found.' } });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(announceFailure).toHaveBeenCalledWith({ key: 'errors:somethingWentWrong' });
  });

  it('leaving the page (abort) returns quietly to choosing', async () => {
    const { actor, announceFailure } = start(async () => {
      throw { kind: 'aborted', message: { key: 'errors:aborted' } };
    });
    actor.send({ type: 'DOWNLOAD', payrollId: 1, file: 'original' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosing' });
    expect(announceFailure).not.toHaveBeenCalled();
  });

  it('no response keeps the contact-support message', () => {
    expect(downloadFailureMessage({ kind: 'network', message: { key: 'errors:contactSupport' } })).toEqual({
      key: 'errors:contactSupport',
    });
    expect(downloadFailureMessage('weird')).toEqual({ key: 'errors:somethingWentWrong' });
  });
});
