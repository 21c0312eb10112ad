import { fromPromise } from 'xstate';
import { servicesStatusMachine } from '@machines/dashboards/servicesStatus';
import { getStatusPageSummary } from '../../api/calls/dashboards';
import type { StatusPageSummary } from '../../api/schemas/dashboards';
import { earlyLoader } from '../../platform/prefetch/earlyLoader';

/** The status page summary, asked for with the dashboard's figures when the dashboard opens. */
export const statusLoader = earlyLoader<'summary', StatusPageSummary>(
  '/',
  () => 'summary',
  (_, signal) => getStatusPageSummary(signal),
);

export const servicesStatusLogic = servicesStatusMachine.provide({
  actors: { loadStatus: fromPromise(({ signal }) => statusLoader.load('summary', signal)) },
});

/** Components grouped for the panel: each group with its components, then the ungrouped ones. */
export function groupedComponents(summary: StatusPageSummary) {
  const groups = summary.components
    .filter((component) => component.group)
    .map((group) => ({
      id: group.id,
      name: group.name,
      components: summary.components.filter((component) => !component.group && (component.group_id === group.id || group.components.includes(component.id))),
    }));
  const grouped = new Set(groups.flatMap((group) => group.components.map((component) => component.id)));
  const ungrouped = summary.components.filter((component) => !component.group && !grouped.has(component.id));
  return { groups, ungrouped };
}

/** Only maintenances under way are shown (spec: scheduled maintenances in progress). */
export const inProgress = (summary: StatusPageSummary) =>
  summary.scheduled_maintenances.filter((maintenance) => maintenance.status === 'in_progress');
