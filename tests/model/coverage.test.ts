import { describe, expect, it } from 'vitest';
import { machineCatalog } from '@machines/catalog';
import { coverageReport, modelPaths, type CoverageReport, type ModelSpec } from '../support/model';
import { dashboardRefreshModel } from './events/dashboardRefresh';
import { balanceAddModel } from './events/balanceAdd';
import { balanceDeleteModel } from './events/balanceDelete';
import { balanceEditModel } from './events/balanceEdit';
import { balanceFilesModel } from './events/balanceFiles';
import { lazyPageModel } from './events/lazyPage';
import { currencyConverterModel } from './events/currencyConverter';
import { formSubmitModel } from './events/formSubmit';
import { pagedListModel } from './events/pagedList';
import { paymentDetailModel } from './events/paymentDetail';
import { paymentRenotifyModel } from './events/paymentRenotify';
import { reportExportModel } from './events/reportExport';
import { jobModel } from './events/job';
import { payoutUploadModel } from './events/payoutUpload';
import { payrollActionModel } from './events/payrollAction';
import { payrollBulkModel } from './events/payrollBulk';
import { releaseStepUpModel } from './events/releaseStepUp';
import { listSelectionModel } from './events/listSelection';
import { listColumnsModel } from './events/listColumns';
import { savedViewsModel } from './events/savedViews';
import { payrollDetailModel } from './events/payrollDetail';
import { payrollDownloadModel } from './events/payrollDownload';
import { payrollLifecycleModel } from './events/payrollLifecycle';
import { recoverPasswordModel } from './events/recoverPassword';
import { referenceDataModel } from './events/referenceData';
import { resetPasswordModel } from './events/resetPassword';
import { servicesStatusModel } from './events/servicesStatus';
import { idleSessionModel } from './events/idleSession';
import { sessionModel } from './events/session';
import { signInAgainModel } from './events/signInAgain';
import { draftRestoreModel } from './events/draftRestore';
import { credentialsGenerateModel } from './events/credentialsGenerate';
import { notificationUrlEditModel } from './events/notificationUrlEdit';
import { passwordChangeModel } from './events/passwordChange';
import { profileUpdateModel } from './events/profileUpdate';
import { approvalDelegationModel } from './events/approvalDelegation';
import { secondFactorEnrolModel } from './events/secondFactorEnrol';
import { resourceModel } from './events/resource';
import { usersModel } from './events/users';

/**
 * Every chart of the catalog, with the very specs the replay tests use: the generated paths
 * must take every declared state and transition (guarded branches counted one by one).
 */

const models: Readonly<Record<string, ModelSpec<unknown>>> = {
  session: sessionModel,
  idleSession: idleSessionModel as ModelSpec<unknown>,
  signInAgain: signInAgainModel as ModelSpec<unknown>,
  draftRestore: draftRestoreModel as ModelSpec<unknown>,
  recoverPassword: recoverPasswordModel,
  resetPassword: resetPasswordModel,
  lazyPage: lazyPageModel,
  referenceData: referenceDataModel,
  payrollLifecycle: payrollLifecycleModel as ModelSpec<unknown>,
  pagedList: pagedListModel as ModelSpec<unknown>,
  reportExport: reportExportModel as ModelSpec<unknown>,
  job: jobModel as ModelSpec<unknown>,
  formSubmit: formSubmitModel as ModelSpec<unknown>,
  payrollDetail: payrollDetailModel as ModelSpec<unknown>,
  payoutUpload: payoutUploadModel as ModelSpec<unknown>,
  payrollAction: payrollActionModel as ModelSpec<unknown>,
  payrollBulk: payrollBulkModel as ModelSpec<unknown>,
  releaseStepUp: releaseStepUpModel as ModelSpec<unknown>,
  listSelection: listSelectionModel as ModelSpec<unknown>,
  listColumns: listColumnsModel as ModelSpec<unknown>,
  savedViews: savedViewsModel as ModelSpec<unknown>,
  payrollDownload: payrollDownloadModel as ModelSpec<unknown>,
  currencyConverter: currencyConverterModel as ModelSpec<unknown>,
  dashboardRefresh: dashboardRefreshModel as ModelSpec<unknown>,
  servicesStatus: servicesStatusModel as ModelSpec<unknown>,
  resource: resourceModel as ModelSpec<unknown>,
  credentialsGenerate: credentialsGenerateModel as ModelSpec<unknown>,
  notificationUrlEdit: notificationUrlEditModel as ModelSpec<unknown>,
  users: usersModel as ModelSpec<unknown>,
  profileUpdate: profileUpdateModel as ModelSpec<unknown>,
  approvalDelegation: approvalDelegationModel as ModelSpec<unknown>,
  passwordChange: passwordChangeModel as ModelSpec<unknown>,
  secondFactorEnrol: secondFactorEnrolModel as ModelSpec<unknown>,
  balanceAdd: balanceAddModel as ModelSpec<unknown>,
  balanceEdit: balanceEditModel as ModelSpec<unknown>,
  balanceDelete: balanceDeleteModel as ModelSpec<unknown>,
  balanceFiles: balanceFilesModel as ModelSpec<unknown>,
  paymentDetail: paymentDetailModel as ModelSpec<unknown>,
  paymentRenotify: paymentRenotifyModel as ModelSpec<unknown>,
};

const reports = new Map<string, CoverageReport & { paths: number }>();
for (const { name, machine } of machineCatalog) {
  const model = models[name];
  if (!model || model.machine !== machine) continue;
  const paths = modelPaths(model);
  reports.set(name, { ...coverageReport(machine, paths), paths: paths.length });
}

/**
 * The share of each chart the model paths cover, as the in-app Statecharts page shows it
 * (src/qa/statecharts). Written by this run, never by hand: the committed file must equal what
 * the run computed, and `npm run statecharts:coverage` (this file with `-u`) refreshes it.
 */
const COVERAGE_FILE = '../../docs/statecharts/coverage.json';
const coverageArtefact = (): string =>
  `${JSON.stringify(
    Object.fromEntries(
      machineCatalog.flatMap(({ name }) => {
        const report = reports.get(name);
        if (!report) return [];
        const { statesCovered, statesTotal, transitionsCovered, transitionsTotal, paths } = report;
        return [[name, { statesCovered, statesTotal, transitionsCovered, transitionsTotal, paths }]];
      }),
    ),
    null,
    2,
  )}\n`;

describe('model coverage of the statecharts', () => {
  it(`matches the committed ${COVERAGE_FILE.slice(6)} (refresh: npm run statecharts:coverage)`, async () => {
    await expect(coverageArtefact()).toMatchFileSnapshot(COVERAGE_FILE);
  });

  it('prints the coverage table', () => {
    const rows = machineCatalog.map(({ name }) => {
      const report = reports.get(name);
      if (!report) return `${name.padEnd(16)} no model`;
      return [
        name.padEnd(16),
        `states ${report.statesCovered}/${report.statesTotal}`.padEnd(14),
        `transitions ${report.transitionsCovered}/${report.transitionsTotal}`.padEnd(20),
        `paths ${report.paths}`,
      ].join(' ');
    });
    console.log(['machine          states         transitions          paths', ...rows].join('\n'));
  });

  it.each(machineCatalog.map((entry) => [entry.name, entry] as const))('%s: a model over the catalog machine', (name, entry) => {
    expect(models[name], `no model spec for ${name} in tests/model/events`).toBeDefined();
    expect(models[name]!.machine, `the ${name} model is not over the catalog's machine`).toBe(entry.machine);
  });

  it.each(machineCatalog.map((entry) => [entry.name] as const))('%s: every state and transition is on a path', (name) => {
    const report = reports.get(name)!;
    expect(report.missing).toEqual([]);
    expect(report.statesCovered).toBe(report.statesTotal);
    expect(report.transitionsCovered).toBe(report.transitionsTotal);
    expect(report.statesTotal).toBeGreaterThan(0);
    expect(report.transitionsTotal).toBeGreaterThan(0);
  });
});
