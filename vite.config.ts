/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { demoApi } from './demo-api/vite-plugin.ts';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from './machines/shared/businessDay.ts';
import { prerenderLogin } from './scripts/build/prerenderLogin.ts';
import { routeTable } from './scripts/build/routeTable.ts';
import { stripContractDocsPlugin } from './scripts/build/stripContractDocs.ts';
import { ISOLATED_TEST_FILES } from './tests/support/isolatedFiles.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const UNIT_TESTS = 'tests/{unit,component,model,property}/**/*.test.{ts,tsx}';

/**
 * The libraries every page needs, by package (the "floor" of the size report). A build with
 * FIRST_LOAD_BY_LIBRARY=1 splits the first-load chunk along these lines so `npm run size`
 * can weigh each (scripts/size/floor.ts); the build users get keeps one chunk.
 */
export const FLOOR_LIBRARIES: Readonly<Record<string, RegExp>> = {
  react: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  mantine: /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|clsx)[\\/]/,
  router: /[\\/]node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
  xstate: /[\\/]node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/,
  i18next: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
};

/**
 * read-excel-file gets fflate with a synchronous unzip (src/payouts/payoutUpload/preview/
 * fflateSync.ts): fflate's asynchronous one starts blob: workers, which `worker-src 'self'`
 * refuses (issue 28). Only read-excel-file's imports are redirected.
 */
const fflateInWorker = (): Plugin => ({
  name: 'fflate-in-worker',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'fflate' && importer && /[\\/]node_modules[\\/]read-excel-file[\\/]/.test(importer)) return dir('./src/payouts/payoutUpload/preview/fflateSync.ts');
    return null;
  },
});

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // A configured provider API replaces the embedded demo API entirely.
  const useDemo = !env.VITE_API_BASE_URL;
  // QA statecharts and inspector (docs/decisions.md): in the demo build unless turned off, in
  // a build for the provider's API only when asked for. A constant, so an off build drops it.
  const qaTools = env.VITE_QA_TOOLS === 'true' || (useDemo && env.VITE_QA_TOOLS !== 'false');
  // 'Today' and 'this month' (docs/decisions.md, "One business time zone"): a zone the
  // browser would not know fails the build, not the first page that asks for today.
  const businessTimeZone = env.VITE_BUSINESS_TIME_ZONE?.trim() || DEFAULT_BUSINESS_TIME_ZONE;
  if (!isTimeZone(businessTimeZone)) throw new Error(`VITE_BUSINESS_TIME_ZONE must be an IANA time zone such as ${DEFAULT_BUSINESS_TIME_ZONE} (got "${businessTimeZone}").`);
  return {
    plugins: [stripContractDocsPlugin(), react(), routeTable(), useDemo ? demoApi() : null, prerenderLogin(), fflateInWorker()],
    // The payroll preview's module worker (issue 28): an ES module, built with the same redirect.
    worker: { format: 'es' as const, plugins: () => [fflateInWorker()] },
    define: {
      'import.meta.env.VITE_QA_TOOLS': JSON.stringify(String(qaTools)),
    },
    resolve: {
      alias: {
        '@app': dir('./src'),
        '@machines': dir('./machines'),
        '@rules': dir('./rules'),
        '@demo-api': dir('./demo-api'),
        '@locales': dir('./locales'),
      },
    },
    // PORT picks the port; when it is taken Vite takes the next free one and prints it.
    server: { port: Number(process.env.PORT) || 5173 },
    preview: { port: Number(process.env.PORT) || 4173 },
    build: {
      manifest: true,
      sourcemap: false,
      // Every browser the app supports has modulepreload; the polyfill would cost every page.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 400,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically (what any cold visit runs first, /login
            // included) in one chunk: without this group Rolldown splits it into some 40
            // small shared chunks, each a request the browser must make before the first
            // paint (docs/decisions.md, "First loads"). Lazy pages keep their own chunks.
            groups: [
              ...(process.env.FIRST_LOAD_BY_LIBRARY === '1'
                ? Object.entries(FLOOR_LIBRARIES).map(([name, test]) => ({ name: `first-${name}`, test, tags: ['$initial' as const], priority: 1 }))
                : []),
              { name: 'app', tags: ['$initial'] },
              // Drag and drop in a chunk of its own, named: `npm run size` checks that no list loads
              // it until its Columns control opens (issue 25).
              { name: 'dnd-kit', test: /[\\/]node_modules[\\/]@dnd-kit[\\/]/ },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/support/setup.ts'],
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
      testTimeout: 15000,
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI
      // machine, whose main process then mostly waits (the unit stage took 6.5 minutes).
      maxWorkers: availableParallelism(),
      // Most files share their worker's jsdom and modules with the files run before them
      // (isolation, a fresh worker per file, cost more than half the stage: docs/performance.md);
      // tests/support/setup.ts puts the shared state back after every test. The few files
      // that replace or reload modules run isolated (tests/support/isolatedFiles.ts).
      projects: [
        { extends: true, test: { name: 'shared', include: [UNIT_TESTS], exclude: [...ISOLATED_TEST_FILES], isolate: false } },
        { extends: true, test: { name: 'isolated', include: [...ISOLATED_TEST_FILES], isolate: true } },
      ],
    },
  };
});
