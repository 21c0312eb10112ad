/** The dashboards' pages (src/app/onDemand.ts, "areas"). */
export const PAGES = {
  DashboardPage: () => import('../../dashboards/dashboard/DashboardPage'),
  CompanySummaryPage: () => import('../../dashboards/companySummary/CompanySummaryPage'),
  ResumePage: () => import('../../dashboards/resume/ResumePage'),
};
