import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/catalog';
import { CHARTS_FILE, DIAGRAM_DIR, fileNameOf, renderAll, renderChartsFile, renderDiagramFile } from '../../scripts/statecharts/files';
import { toMermaid } from '../../machines/diagram/toMermaid';

const committed = (file: string): string | null => {
  try {
    return readFileSync(join(process.cwd(), DIAGRAM_DIR, file), 'utf8');
  } catch {
    return null;
  }
};

describe('committed statechart diagrams', () => {
  it.each(machineCatalog.map((entry) => [entry.name, entry] as const))('%s matches its machine', (_name, entry) => {
    const file = fileNameOf(entry);
    expect(committed(file), `${DIAGRAM_DIR}/${file} is missing or out of date: run \`npm run statecharts\``).toBe(
      renderDiagramFile(entry),
    );
  });

  it('has no diagram without a catalog entry', () => {
    const expected = [...renderAll(machineCatalog).keys()].sort();
    const present = readdirSync(join(process.cwd(), DIAGRAM_DIR)).filter((f) => f.endsWith('.md') || f === CHARTS_FILE).sort();
    expect(present, `stale files in ${DIAGRAM_DIR}: run \`npm run statecharts\``).toEqual(expected);
  });

  it(`${CHARTS_FILE} (the in-app Statecharts page) matches the machines`, () => {
    expect(committed(CHARTS_FILE), `${DIAGRAM_DIR}/${CHARTS_FILE} is out of date: run \`npm run statecharts\``).toBe(renderChartsFile(machineCatalog));
  });

  it('index lists every machine', () => {
    const index = renderAll(machineCatalog).get('README.md');
    expect(committed('README.md'), `${DIAGRAM_DIR}/README.md is out of date: run \`npm run statecharts\``).toBe(index);
  });
});

describe('toMermaid', () => {
  const machine = setup({
    types: { events: {} as { type: 'OPEN' } | { type: 'SAVE' } | { type: 'CANCEL' } | { type: 'NOTE' } },
    actors: { save: fromPromise(async () => 'ok') },
    guards: { isDirty: () => true, isLocked: () => false, isAdmin: () => true },
    actions: { remember: () => {} },
    delays: { retryDelay: 1000 },
  }).createMachine({
    id: 'doc',
    initial: 'closed',
    on: { CANCEL: '.closed' },
    states: {
      closed: { on: { OPEN: 'editing' } },
      editing: {
        initial: 'clean',
        on: { NOTE: { guard: 'isAdmin', actions: 'remember' } },
        states: {
          clean: { on: { SAVE: { guard: and(['isDirty', not('isLocked')]), target: 'saving' } } },
          saving: {
            invoke: { id: 'save', src: 'save', onDone: 'saved', onError: 'waiting' },
          },
          waiting: { after: { retryDelay: 'saving', 500: '#doc.closed' } },
          saved: { type: 'final' },
        },
        onDone: 'done',
      },
      done: { type: 'final' },
    },
  });
  const lines = toMermaid(machine).split('\n').map((line) => line.trim());

  it('starts a state diagram with the initial state', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(lines[1]).toBe('[*] --> closed');
  });

  it('nests compound states with their own initial state and final states', () => {
    const open = lines.indexOf('state editing {');
    expect(open).toBeGreaterThan(0);
    expect(lines[open + 1]).toBe('[*] --> clean');
    const close = lines.indexOf('}', open);
    expect(lines.slice(open, close)).toContain('saved --> [*]');
    expect(lines.slice(close)).toContain('done --> [*]');
  });

  it('labels events, combined guards, invoke outcomes, delays and completion', () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'closed --> editing : OPEN',
        'clean --> saving : SAVE [isDirty and not isLocked]',
        'saving : invoke save',
        'saving --> saved : done / save',
        'saving --> waiting : error / save',
        'waiting --> saving : after retryDelay',
        'waiting --> closed : after 500ms',
        'editing --> done : done',
      ]),
    );
  });

  it('draws transitions into own children from an "any state" pseudo-state, and guarded stays as loops', () => {
    expect(lines).toContain('state "any state" as any_state');
    expect(lines).toContain('any_state --> closed : CANCEL');
    expect(lines).toContain('editing_any --> editing_any : NOTE [isAdmin] (stay)');
  });

  it('writes a cross-boundary edge in the innermost state containing both ends', () => {
    const close = lines.indexOf('}', lines.indexOf('state editing {'));
    expect(lines.indexOf('waiting --> closed : after 500ms')).toBeGreaterThan(close);
    expect(lines.indexOf('waiting --> saving : after retryDelay')).toBeLessThan(close);
    expect(lines.indexOf('editing_any --> editing_any : NOTE [isAdmin] (stay)')).toBeLessThan(close);
  });

  it('never puts a colon inside a label and is deterministic', () => {
    for (const line of lines.filter((l) => l.includes('-->'))) expect(line.split(':').length).toBeLessThanOrEqual(2);
    expect(toMermaid(machine)).toBe(toMermaid(machine));
  });
});

describe('transition table for auditors', () => {
  it('lists every payroll transition with who may trigger it', async () => {
    const { toTransitionTable, toStatusTable } = await import('../../scripts/statecharts/toTable');
    const { payrollLifecycleMachine } = await import('../../machines/payouts/payrollLifecycle');
    const table = toTransitionTable(payrollLifecycleMachine);
    expect(table).toContain('| underApproval | DELETE | isUploader | deleted | CARGA |');
    // The approval levels are data: the next level's turn re-enters the state, its wait afresh.
    expect(table).toContain('| underApproval | APPROVE | isDesignatedApprover and isNewSigner | underApproval | designated approver |');
    expect(table).toContain('| underApproval | APPROVE | isDesignatedApprover and isNewSigner and isLastLevel | approved | designated approver |');
    expect(table).toContain('| approved | BANK_PAID |  | approvedByBank | bank |');
    // No payroll waits forever (issue 24): the server's findings, in the parallel regions and out of them.
    expect(table).toContain('| underApproval.signing.open | BLOCK |  | underApproval.signing.blocked | system |');
    expect(table).toContain('| underApproval.deadline.onTime | ESCALATE | isEscalationDue | underApproval.deadline.overdue | system |');
    expect(table).toContain('| underApproval | EXPIRE | isExpiryDue | rejected | system |');
    expect(table.split('\n')).toHaveLength(2 + 19);
    expect(toStatusTable(payrollLifecycleMachine)).toContain('| underApproval | 4 |');
  });
});

describe('nested leaves', () => {
  it('are declared inside their parent box even when only an outside edge names them', async () => {
    const { createMachine } = await import('xstate');
    const { toMermaid } = await import('../../machines/diagram/toMermaid');
    const machine = createMachine({
      id: 'nest',
      initial: 'outer',
      states: {
        outer: { initial: 'a', states: { a: {}, b: {} } },
        other: { on: { GO: 'outer.b' } },
      },
    });
    const lines = toMermaid(machine).split('\n');
    const open = lines.findIndex((line) => line.trim() === 'state outer {');
    const close = lines.findIndex((line, i) => i > open && line.trim() === '}');
    expect(lines.slice(open, close).map((line) => line.trim())).toContain('b');
  });
});
