import { fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/catalog';
import { chartSummary } from '@machines/diagram/summary';
import { mermaidStateIds, toMermaid } from '@machines/diagram/toMermaid';
import { activePaths, withHighlight } from '@app/qa/mermaid';

const machine = setup({
  types: { events: {} as { type: 'OPEN' } | { type: 'SAVE'; ok: boolean } },
  actors: { save: fromPromise(async () => 'ok') },
  guards: { isOk: (_, params: { ok: boolean }) => params.ok },
  delays: { settle: 300 },
}).createMachine({
  id: 'editor',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: {
      initial: 'editing',
      states: {
        editing: { on: { SAVE: { guard: { type: 'isOk', params: ({ event }) => ({ ok: event.ok }) }, target: 'saving' } } },
        saving: { invoke: { id: 'save', src: 'save', onDone: 'saved', onError: 'editing' } },
        saved: { after: { settle: '#editor.closed' } },
        // A key used twice: Mermaid ids are global, so this one gets its path.
        closed: {},
      },
    },
  },
});

describe('the shared diagram walker', () => {
  it('names every state by path with the id the diagram uses', () => {
    const ids = mermaidStateIds(machine);
    expect(Object.fromEntries(ids)).toEqual({
      closed: 'closed',
      open: 'open',
      'open.editing': 'editing',
      'open.saving': 'saving',
      'open.saved': 'saved',
      'open.closed': 'open_closed',
    });
    const text = toMermaid(machine);
    for (const id of ids.values()) expect(text).toMatch(new RegExp(`\\b${id}\\b`));
  });

  it('every catalog chart has an id for each of its states, all different', () => {
    for (const entry of machineCatalog) {
      const ids = [...mermaidStateIds(entry.machine).values()];
      expect(new Set(ids).size, entry.name).toBe(ids.length);
    }
  });

  it('summarises states, events, guards and delays with the diagram labels', () => {
    expect(chartSummary(machine)).toEqual({
      states: ['closed', 'open', 'open.editing', 'open.saving', 'open.saved', 'open.closed'],
      events: ['OPEN', 'SAVE', 'done / save', 'error / save'],
      guards: ['isOk'],
      delays: ['settle'],
    });
  });
});

describe('highlighting the active states', () => {
  it('takes the leaf states of a state value, parallel regions each', () => {
    expect(activePaths('loading')).toEqual(['loading']);
    expect(activePaths({ ready: 'idle' })).toEqual(['ready.idle']);
    expect(activePaths({ a: { b: 'c' }, d: 'e' })).toEqual(['a.b.c', 'd.e']);
    expect(activePaths({ done: {} })).toEqual(['done']);
  });

  it('adds a class to the given states after the diagram text, which stays as it was', () => {
    const text = toMermaid(machine);
    const marked = withHighlight(text, ['editing']);
    expect(marked.startsWith(text.trimEnd())).toBe(true);
    expect(marked).toMatch(/classDef qaActive .*\n {2}class editing qaActive\n$/);
    expect(withHighlight(text, [])).toBe(text);
  });
});
