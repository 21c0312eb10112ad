import type { AreaManifest } from '../session/pageEntry';

/** The dashboards' pages (src/session/pageEntry.ts). */
export const MANIFEST: AreaManifest = [
  {
    path: '/',
    roles: ['CARGA', 'APROBADOR_1', 'APROBADOR_2', 'MANAGER', 'ADMIN'],
    layout: 'shell',
    title: 'dashboard',
    menu: { rank: 10 },
    page: 'dashboard/DashboardPage',
    namespaces: ['dashboard', 'filters', 'shell'],
  },
  {
    path: '/payouts/company/summary',
    roles: ['MANAGER', 'ALPSADMIN', 'ADMIN'],
    layout: 'shell',
    title: 'companySummary',
    page: 'companySummary/CompanySummaryPage',
    namespaces: ['companySummary', 'dashboard', 'filters', 'shell'],
  },
  { path: '/resume', roles: ['ALL'], layout: 'shell', title: 'resume', page: 'resume/ResumePage', namespaces: ['resume', 'payouts'] },
];
