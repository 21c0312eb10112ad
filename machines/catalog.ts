import type { AnyStateMachine } from 'xstate';
import { recoverPasswordMachine } from './access/recoverPassword';
import { balanceAddMachine } from './balances/balanceAdd';
import { balanceDeleteMachine } from './balances/balanceDelete';
import { balanceEditMachine } from './balances/balanceEdit';
import { balanceFilesMachine } from './balances/balanceFiles';
import { resetPasswordMachine } from './access/resetPassword';
import { dashboardRefreshMachine } from './dashboards/dashboardRefresh';
import { servicesStatusMachine } from './dashboards/servicesStatus';
import { idleSessionMachine } from './access/idleSession';
import { sessionMachine } from './access/session';
import { signInAgainMachine } from './access/signInAgain';
import { draftRestoreMachine } from './access/draftRestore';
import { payrollActionMachine } from './payouts/payrollAction';
import { payrollBulkMachine } from './payouts/payrollBulk';
import { payrollDownloadMachine } from './payouts/payrollDownload';
import { payrollDetailMachine } from './payouts/payrollDetail';
import { payrollLifecycleMachine } from './payouts/payrollLifecycle';
import { payoutUploadMachine } from './payouts/payoutUpload';
import { currencyConverterMachine } from './payments/currencyConverter';
import { paymentDetailMachine } from './payments/paymentDetail';
import { paymentRenotifyMachine } from './payments/paymentRenotify';
import { lazyPageMachine } from './shell/lazyPage';
import { referenceDataMachine } from './shell/referenceData';
import { formSubmitMachine } from './shared/formSubmit';
import { listSelectionMachine } from './shared/listSelection';
import { listColumnsMachine } from './shared/listColumns';
import { savedViewsMachine } from './shared/savedViews';
import { pagedListMachine } from './shared/pagedList';
import { reportExportMachine } from './shared/reportExport';
import { jobMachine } from './shared/job';
import { resourceMachine } from './shared/resource';
import { credentialsGenerateMachine } from './settings/credentialsGenerate';
import { notificationUrlEditMachine } from './settings/notificationUrlEdit';
import { passwordChangeMachine } from './settings/passwordChange';
import { profileUpdateMachine } from './settings/profileUpdate';
import { approvalDelegationMachine } from './settings/approvalDelegation';
import { secondFactorEnrolMachine } from './settings/secondFactorEnrol';
import { releaseStepUpMachine } from './payouts/releaseStepUp';
import { usersMachine } from './settings/users';

export interface CatalogEntry {
  /** The flow's one name: route, view folder, machine file, test file and locale namespace. */
  readonly name: string;
  readonly area: string;
  readonly machine: AnyStateMachine;
}

/** Every statechart of the app; diagrams and coverage reports are generated from this list. */
export const machineCatalog: readonly CatalogEntry[] = [
  { name: 'session', area: 'access', machine: sessionMachine },
  { name: 'idleSession', area: 'access', machine: idleSessionMachine },
  { name: 'signInAgain', area: 'access', machine: signInAgainMachine },
  { name: 'draftRestore', area: 'access', machine: draftRestoreMachine },
  { name: 'recoverPassword', area: 'access', machine: recoverPasswordMachine },
  { name: 'resetPassword', area: 'access', machine: resetPasswordMachine },
  { name: 'lazyPage', area: 'shell', machine: lazyPageMachine },
  { name: 'referenceData', area: 'shell', machine: referenceDataMachine },
  { name: 'payrollLifecycle', area: 'payouts', machine: payrollLifecycleMachine },
  { name: 'pagedList', area: 'shared', machine: pagedListMachine },
  { name: 'listSelection', area: 'shared', machine: listSelectionMachine },
  { name: 'listColumns', area: 'shared', machine: listColumnsMachine },
  { name: 'savedViews', area: 'shared', machine: savedViewsMachine },
  { name: 'formSubmit', area: 'shared', machine: formSubmitMachine },
  { name: 'reportExport', area: 'shared', machine: reportExportMachine },
  { name: 'job', area: 'shared', machine: jobMachine },
  { name: 'payrollDetail', area: 'payouts', machine: payrollDetailMachine },
  { name: 'payrollAction', area: 'payouts', machine: payrollActionMachine },
  { name: 'payrollBulk', area: 'payouts', machine: payrollBulkMachine },
  { name: 'releaseStepUp', area: 'payouts', machine: releaseStepUpMachine },
  { name: 'payrollDownload', area: 'payouts', machine: payrollDownloadMachine },
  { name: 'payoutUpload', area: 'payouts', machine: payoutUploadMachine },
  { name: 'currencyConverter', area: 'payments', machine: currencyConverterMachine },
  { name: 'dashboardRefresh', area: 'dashboards', machine: dashboardRefreshMachine },
  { name: 'servicesStatus', area: 'dashboards', machine: servicesStatusMachine },
  { name: 'resource', area: 'shared', machine: resourceMachine },
  { name: 'credentialsGenerate', area: 'settings', machine: credentialsGenerateMachine },
  { name: 'notificationUrlEdit', area: 'settings', machine: notificationUrlEditMachine },
  { name: 'users', area: 'settings', machine: usersMachine },
  { name: 'profileUpdate', area: 'settings', machine: profileUpdateMachine },
  { name: 'approvalDelegation', area: 'settings', machine: approvalDelegationMachine },
  { name: 'passwordChange', area: 'settings', machine: passwordChangeMachine },
  { name: 'secondFactorEnrol', area: 'settings', machine: secondFactorEnrolMachine },
  { name: 'balanceAdd', area: 'balances', machine: balanceAddMachine },
  { name: 'balanceEdit', area: 'balances', machine: balanceEditMachine },
  { name: 'balanceDelete', area: 'balances', machine: balanceDeleteMachine },
  { name: 'balanceFiles', area: 'balances', machine: balanceFilesMachine },
  { name: 'paymentDetail', area: 'payments', machine: paymentDetailMachine },
  { name: 'paymentRenotify', area: 'payments', machine: paymentRenotifyMachine },
];
