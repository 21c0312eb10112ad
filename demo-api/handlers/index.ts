import type { HttpHandler } from 'msw';
import { accessHandlers } from './access.ts';
import { approvalDelegationsHandlers } from './approvalDelegations.ts';
import { approvalPoliciesHandlers } from './approvalPolicies.ts';
import { balancesHandlers } from './balances.ts';
import { controlHandlers } from './control.ts';
import { dashboardsHandlers } from './dashboards.ts';
import { paymentsHandlers } from './payments.ts';
import { payoutsHandlers } from './payouts.ts';
import { payoutsInternalHandlers } from './payoutsInternal.ts';
import { payoutsLedgerHandlers } from './payoutsLedger.ts';
import { payrollBulkHandlers } from './payrollBulk.ts';
import { listPreferencesHandlers } from './listPreferences.ts';
import { listViewsHandlers } from './listViews.ts';
import { referenceHandlers } from './reference.ts';
import { releaseGrantHandlers } from './releaseGrant.ts';
import { secondFactorHandlers } from './secondFactor.ts';
import { settingsHandlers } from './settings.ts';
import { usersHandlers } from './users.ts';
import { idempotencyHandler } from '../http/idempotency.ts';

const areas: HttpHandler[] = [
  ...controlHandlers,
  // Before access: nothing there may take /v1/login/second_factor or /v1/me/second_factor for its own.
  ...secondFactorHandlers,
  ...accessHandlers, ...referenceHandlers,
  // Before the payouts handlers: their generic /payroll/:action and /payroll_files/:id/:file
  // routes would otherwise answer these paths with 404.
  ...payoutsInternalHandlers,
  // Before /v1/payrolls/:id/, which would read 'history' as an id.
  ...payoutsLedgerHandlers,
  ...payrollBulkHandlers,
  // Before /v1/payroll/:action, which would read 'release_grant' as an action and answer 404.
  ...releaseGrantHandlers,
  ...listPreferencesHandlers,
  ...listViewsHandlers,
  ...payoutsHandlers,
  ...approvalPoliciesHandlers,
  ...approvalDelegationsHandlers,
  ...paymentsHandlers,
  ...dashboardsHandlers,
  ...settingsHandlers,
  ...usersHandlers,
  ...balancesHandlers,
];

/**
 * Every area's handlers: the same list serves Vitest (msw/node) and the Vite servers. In front,
 * the writes' idempotency keys (issue 29), which runs the areas' handlers itself.
 */
export const handlers: HttpHandler[] = [idempotencyHandler(() => areas), ...areas];
