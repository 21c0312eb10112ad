import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
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
);
