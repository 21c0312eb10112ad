/**
 * The public status page's summary.json (Statuspage's v2 format) the demo serves in place of
 * the provider's: an open incident, a maintenance in progress and grouped components, dated
 * relative to the demo clock. Links point to the status page; nothing here is fetched.
 */
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const PAGE = 'https://status.example.com';

const component = (id: string, name: string, status: string, group_id: string | null, description: string | null = null) => ({
  id,
  name,
  description,
  status,
  group: false,
  group_id,
  components: [] as string[],
});
const group = (id: string, name: string, components: string[]) => ({
  id,
  name,
  description: null,
  status: 'operational',
  group: true,
  group_id: null,
  components,
});

export function statusPageSummary(nowMs: number) {
  return {
    page: { id: 'demo', name: 'Payments platform', url: PAGE, updated_at: iso(nowMs - 5 * MINUTE) },
    status: { indicator: 'minor', description: 'Partially Degraded Service' },
    components: [
      group('grp-payins', 'Pay-ins', ['cmp-cards', 'cmp-transfers', 'cmp-cash']),
      component('cmp-cards', 'Card payments', 'operational', 'grp-payins'),
      component('cmp-transfers', 'Bank transfers', 'degraded_performance', 'grp-payins', 'Online bank payments in Chile and Peru'),
      component('cmp-cash', 'Cash payments', 'operational', 'grp-payins'),
      group('grp-payouts', 'Payouts', ['cmp-files', 'cmp-dispatch']),
      component('cmp-files', 'Payroll file processing', 'operational', 'grp-payouts'),
      component('cmp-dispatch', 'Bank dispatch', 'under_maintenance', 'grp-payouts'),
      component('cmp-api', 'Public API', 'operational', null),
      component('cmp-backoffice', 'Back-office', 'operational', null),
    ],
    incidents: [
      {
        id: 'inc-transfers',
        name: 'Delays confirming bank transfers',
        status: 'identified',
        impact: 'minor',
        created_at: iso(nowMs - 40 * MINUTE),
        shortlink: `${PAGE}/incidents/inc-transfers`,
      },
    ],
    scheduled_maintenances: [
      {
        id: 'mnt-dispatch',
        name: 'Bank dispatch upgrade',
        status: 'in_progress',
        impact: 'maintenance',
        scheduled_for: iso(nowMs - 60 * MINUTE),
        scheduled_until: iso(nowMs + 60 * MINUTE),
        shortlink: `${PAGE}/incidents/mnt-dispatch`,
      },
      {
        id: 'mnt-api',
        name: 'Public API database maintenance',
        status: 'scheduled',
        impact: 'maintenance',
        scheduled_for: iso(nowMs + 3 * 24 * 60 * MINUTE),
        scheduled_until: iso(nowMs + 3 * 24 * 60 * MINUTE + 2 * 60 * MINUTE),
        shortlink: `${PAGE}/incidents/mnt-api`,
      },
    ],
  };
}
