import { readFileSync } from 'node:fs';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/catalog';
import { pagedListMachine, type PagedQuery, type PageOf } from '@machines/shared/pagedList';
import { recorded, runningMachines, startRecording, type Recorded } from '@app/qa/recorder';
import { maskSecrets, toTrace } from '@app/qa/trace';
import { runningCharts } from '@app/qa/inspector/running';
import { inspected, QA_TOOLS } from '@app/platform/inspect';
import type { Trace } from '@machines/diagram/trace';
import { replay } from '../../support/traceReplay';

const FIXTURE = 'tests/fixtures/traces/payoutListFilter.json';
const fixture = (): Trace => JSON.parse(readFileSync(FIXTURE, 'utf8')) as Trace;

/** A pagedList actor bound to a page fetcher the test answers, recorded like the app's. */
function listActor(answer: () => Promise<PageOf>) {
  const logic = pagedListMachine.provide({ actors: { fetchPage: fromPromise<PageOf, PagedQuery>(() => answer()) } });
  return createActor(logic, inspected({ input: { filters: {}, page: 1, itemsPerPage: 10 } }));
}

const page = (items: unknown[]): PageOf => ({ items, paginate: { totalItems: items.length, itemsPerPage: 10, num_pages: 1, page: 1 } });

describe('statechart traces', () => {
  it('every catalog chart is known by its name, so a trace names its chart by machine id', () => {
    for (const entry of machineCatalog) expect(entry.machine.id).toBe(entry.name);
  });

  it('records a running actor: start, its request done, its state after each event', async () => {
    expect(QA_TOOLS).toBe(true);
    startRecording(); // as the shell does when it mounts
    const before = recorded.length;
    const actor = listActor(async () => page([{ id: 1 }]));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const mine = recorded.slice(before).filter((step) => step.actor === actor.sessionId);
    expect(mine.map((step) => [step.event.type, step.value])).toEqual([
      ['xstate.init', 'loading'],
      ['xstate.done.actor.fetchPage', 'ready'],
    ]);
    expect(runningCharts(recorded.slice(before), runningMachines).map((chart) => [chart.machine, chart.value])).toEqual([['pagedList', 'ready']]);
    actor.stop();
    expect(runningCharts(recorded.slice(before), runningMachines)).toEqual([]);

    const trace = toTrace(recorded.slice(before));
    expect(trace.steps.map(({ machine, event, from, to }) => [machine, event.type, from, to])).toEqual([
      ['pagedList', 'xstate.init', null, 'loading'],
      ['pagedList', 'xstate.done.actor.fetchPage', 'loading', 'ready'],
      ['pagedList', 'xstate.stop', 'ready', 'ready'],
    ]);
    expect(replay(JSON.parse(JSON.stringify(trace))).problems).toEqual([]);
  });

  it('keeps no actor, and lets go of a stopped one (issue 29: a working day without a leak)', async () => {
    startRecording();
    const actor = listActor(async () => page([{ id: 1 }]));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runningMachines.get(actor.sessionId)?.id).toBe('pagedList');
    actor.stop();
    expect(runningMachines.has(actor.sessionId)).toBe(false);
    expect(recorded.every((step) => typeof step.actor === 'string')).toBe(true);
    // A long session: the oldest steps go, the last thousand stay.
    const busy = listActor(async () => page([]));
    busy.start();
    for (let index = 0; index < 1200; index += 1) busy.send({ type: 'PAGE', page: 1 + (index % 2) });
    expect(recorded).toHaveLength(1000);
    expect(recorded.at(-1)?.actor).toBe(busy.sessionId);
    busy.stop();
  });

  it('masks passwords, tokens and keys, keeping the keys the guards read', () => {
    const event = { type: 'SIGN_IN', username: 'carga', password: 'demo1234', output: { token: 'abc', user: { api_key: 'k' }, mids: [1] } };
    expect(maskSecrets(event)).toEqual({ type: 'SIGN_IN', username: 'carga', password: '•••', output: { token: '•••', user: { api_key: '•••' }, mids: [1] } });
  });

  it('leaves out actors whose start fell out of the recording', () => {
    const steps: Recorded[] = [{ at: Date.now(), actor: 'x:1', machine: 'pagedList', event: { type: 'REFRESH' } as AnyEventObject, value: 'loading', status: 'active' }];
    expect(toTrace(steps).steps).toEqual([]);
  });
});

describe('replaying a recorded trace', () => {
  it(`${FIXTURE} (carga filtering the payouts list in the browser) agrees with the charts`, () => {
    const result = replay(fixture());
    expect(result.problems, result.summary).toEqual([]);
    expect(result.steps).toBeGreaterThan(5);
    expect(fixture().steps.some((step) => step.machine === 'pagedList' && step.event.type === 'FILTER')).toBe(true);
  });

  it('fails where the trace was tampered with: a state the chart never reaches from there', () => {
    const trace = fixture();
    const index = trace.steps.findIndex((step) => step.machine === 'pagedList' && step.event.type === 'FILTER');
    const steps = trace.steps.map((step, i) => (i === index + 1 ? { ...step, to: 'empty' } : step));
    const result = replay({ ...trace, steps });
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems[0]).toMatchObject({ step: index + 2, machine: 'pagedList' });
    expect(result.summary).toMatch(/the trace goes to empty, the chart to ready/);
  });

  it('fails on an event the chart does not take there, and on an unknown chart', () => {
    const trace = fixture();
    const start = trace.steps.find((step) => step.machine === 'pagedList' && step.event.type === 'xstate.init')!;
    const steps = [start, { ...start, event: { type: 'RETRY' }, from: 'loading', to: 'failed' }, { ...start, machine: 'nope' }];
    const result = replay({ ...trace, steps });
    expect(result.problems.map((p) => p.message)).toEqual([
      'RETRY from loading: the trace goes to failed, the chart to loading',
      'no chart named nope',
    ]);
  });
});
