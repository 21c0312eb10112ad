import { fromPromise } from 'xstate';
import { servicesStatusMachine } from '@machines/dashboards/servicesStatus';
import { getStatusPageSummary } from '../../api/calls/dashboards';
import type { StatusPageSummary } from '../../api/schemas/dashboards';
import { earlyLoader } from '../shared/earlyLoader';

/** The status page summary, asked for when the dashboard module is evaluated (with its figures). */
const statusLoader = earlyLoader<null, StatusPageSummary>(
  '/',
  () => ({ query: null, promise: getStatusPageSummary() }),
  (_, signal) => getStatusPageSummary(signal),
);

export const servicesStatusLogic = servicesStatusMachine.provide({
  actors: { loadStatus: fromPromise(({ signal }) => statusLoader(null, signal)) },
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
