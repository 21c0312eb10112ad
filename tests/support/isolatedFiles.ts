/**
 * The test files that run isolated (a fresh worker, jsdom and module graph each), read by
 * vite.config.ts; every other file shares its worker's with the files run before it. A file
 * belongs here when it replaces or reloads modules: `vi.mock`/`vi.doMock` (a mock registered
 * in a shared worker stays for every later file there), `vi.resetModules` (later files would
 * get second copies of the app's singletons) or `vi.stubEnv`/`vi.stubGlobal` around a fresh
 * import. tests/unit/isolatedFiles.test.ts keeps this list and the files in step.
 */
export const ISOLATED_TEST_FILES: readonly string[] = [
  // vi.mock of the listColumns binding, for a quiet moment a slow machine cannot outlast.
  'tests/model/listColumns.test.tsx',
  // vi.mock of the saveRows module, to hold a save half-way.
  'tests/model/reportExport.test.tsx',
  // vi.mock of the session storage module.
  'tests/unit/app/earlyLoader.test.ts',
  // vi.mock of the Mermaid loader.
  'tests/component/qa/StatechartsPage.test.tsx',
  // vi.mock of the on-demand loader.
  'tests/component/login/firstRender.test.tsx',
  // vi.resetModules, vi.doMock of @sentry/react and vi.stubEnv, then a fresh import.
  'tests/unit/reporting/report.test.ts',
  // vi.resetModules + vi.stubEnv, then a fresh import of the whole app.
  'tests/component/shell/maintenance.test.tsx',
];
