import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';


/**
 * The app's layers, bottom to top (docs/architecture.md, "Layers"). A file may import its own
 * layer and the ones below; an area only itself. Type-only and dynamic imports count too:
 * a lazy import still ties the lower layer to the upper one. `rules/` (plain rules the app and
 * the demo API share, such as the payroll file's) is the bottom one: it imports only itself.
 */
const SHARED = ['api', 'components', 'filters', 'format', 'i18n', 'qa', 'referenceData', 'reporting', 'session', 'styles'];
const AREAS = ['access', 'balances', 'dashboards', 'payments', 'payouts', 'settings'];
const LAYERS = [
  { type: 'rules', pattern: 'rules/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'platform', pattern: 'src/platform/**', partialMatch: false },
  { type: 'shared', pattern: `src/{${SHARED.join(',')}}/**`, partialMatch: false },
  { type: 'area', pattern: `src/(${AREAS.join('|')})/**`, capture: ['area'], partialMatch: false },
  { type: 'app', pattern: 'src/{app,routes,shell}/**', partialMatch: false },
];
const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      // Every visible text comes from locales/: a literal in JSX fails the build.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'alt', 'description', 'error', 'message', 'children', 'tooltip', 'nothingFoundMessage'],
          },
          callees: {
            exclude: ['i18n(ext)?', 't', 'require', 'matches', 'hasTag', 'can', 'send', 'includes', 'startsWith', 'endsWith', 'useTranslation', 'navigate', 'String', 'format'],
          },
        },
      ],
    },
  },
  {
    // A lazy component's chunk loads through the retrying loader (spec 01 section 4):
    // `lazy(withRetries(() => import(...)))`, never a bare `lazy(() => import(...))`.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='lazy'] > ArrowFunctionExpression ImportExpression",
          message: 'Load lazy components through withRetries (src/platform/lazyPage.ts): lazy(withRetries(() => import(...))).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'rules/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Imports go down the layers only: rules, machines, platform, shared parts, areas, app (docs/architecture.md, "Layers").',
          policies: [
            may('rules', ['rules']),
            may('machines', ['rules', 'machines']),
            may('platform', ['rules', 'machines', 'platform']),
            may('shared', ['rules', 'machines', 'platform', 'shared']),
            may('area', ['rules', 'machines', 'platform', 'shared']),
            {
              from: { element: { type: 'area' } },
              allow: { to: { element: { type: 'area', captured: { area: '{{ from.element.captured.area }}' } } } },
            },
            may('app', ['rules', 'machines', 'platform', 'shared', 'area', 'app']),
          ],
        },
      ],
    },
  },
  {
    // Scripts and tests report to the terminal.
    files: ['scripts/**', 'tests/**', 'demo-api/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Machines are pure: behaviour only. Views, widgets and transport are bound by the app.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Machines are pure: no React.' },
            { group: ['@mantine/*'], message: 'Machines are pure: no Mantine.' },
            { group: ['ofetch', '@app/*', '**/src/*', '**/src/**'], message: 'Machines call the API only through named actors.' },
            { group: ['i18next', 'react-i18next'], message: 'Machines emit message keys; views translate.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch'],
    },
  },
  {
    // Shared rules are plain functions over data: what machines may not use, and no app, chart,
    // demo server or Node either, so the browser (a worker too) and the demo API run the same code.
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'Rules are pure: no React.' },
            { group: ['@mantine/*'], message: 'Rules are pure: no Mantine.' },
            { group: ['ofetch', 'msw', 'msw/*'], message: 'Rules are pure: no transport.' },
            { group: ['i18next', 'react-i18next'], message: 'Rules return message keys; views translate.' },
            { group: ['node:*', 'exceljs'], message: 'Rules run in the browser too: no Node modules.' },
            {
              group: ['@app/*', '@machines/*', '@demo-api/*', '**/src/**', '**/machines/**', '**/demo-api/**'],
              message: 'rules/ is the bottom layer: it imports nothing from src/, machines/ or demo-api/ (docs/architecture.md, "Layers").',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
);
