// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Web: the boundaries the linter keeps (issue 18). Self-contained (it imports its own plugins), so the server's
  // blocks change apart from it. Features never import each other (the app composes them); components/, lib/,
  // i18n/ and styles/ import no feature and not the app; no import cycle anywhere in web/src.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: {
      boundaries: (await import('eslint-plugin-boundaries')).default,
      'import-x': (await import('eslint-plugin-import-x')).default,
    },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: 'web/tsconfig.json',
        }),
      ],
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['featureName'] },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-shared', pattern: 'web/src/(components|lib|i18n|styles|test)' },
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { featureName: '!{{ from.element.captured.featureName }}' },
                  },
                },
              },
              message:
                'A feature never imports another feature: compose them in web/src/app, or share through components/ or lib/.',
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { type: ['web-feature', 'web-app'] } } },
              message: 'Shared code (components/, lib/, i18n/, styles/) imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  // Web: no component function over 150 lines (tests are not components).
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  // Web: the browser bundle takes nothing of Node's. These engines files hash with node:crypto (the server's
  // primitive); the browser derives the same floats and crash points from engines/src/fair-floats.ts and
  // crash-flight.ts over Web Crypto. Tests may compare against them.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@plaza/engines/provably-fair', '@plaza/engines/crash'].map((name) => ({
            name,
            message:
              'node:crypto is not in the browser: use fair-floats.ts or crash-flight.ts with Web Crypto.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
