import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { eventLabel, guardLabel, transitionsOf, walk } from '../../machines/diagram/toMermaid';

/** `exporting.requesting`: a state's path below the machine root. */
const pathOf = (node: AnyStateNode): string => node.path.join('.') || '(machine)';

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/**
 * Every declared transition as a Markdown table: from, event, guard, to, and who may trigger
 * it (the transition's `meta.who`, where the chart says).
 */
export function toTransitionTable(machine: AnyStateMachine): string {
  const rows: string[] = [];
  let hasWho = false;
  walk(machine.root, (node) => {
    for (const t of transitionsOf(node)) {
      const to = t.target?.length ? t.target.map(pathOf).join(', ') : '(stays)';
      const who = t.meta?.who ?? '';
      if (who) hasWho = true;
      rows.push([pathOf(node), eventLabel(node, t), guardLabel(t.guard), to, who].map(cell).join(' | '));
    }
  });
  const header = hasWho ? ['From', 'Event', 'Guard', 'To', 'Who may trigger it'] : ['From', 'Event', 'Guard', 'To'];
  const lines = rows.map((row) => `| ${hasWho ? row : row.split(' | ').slice(0, 4).join(' | ')} |`);
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...lines].join('\n');
}

/** The server status each state stands for (`meta.statusId`), when the chart says; else ''. */
export function toStatusTable(machine: AnyStateMachine): string {
  const rows: string[] = [];
  walk(machine.root, (node) => {
    const statusId = (node.meta as { statusId?: number } | undefined)?.statusId;
    if (statusId !== undefined && node !== machine.root) rows.push(`| ${pathOf(node)} | ${statusId} |`);
  });
  return rows.length ? ['| State | Server status id |', '| --- | --- |', ...rows].join('\n') : '';
}
