// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { noModuleCycle } from './scripts/lint/no-module-cycle.js';

// ── Server boundaries (conventions.md "Boundaries that hold by themselves") ──────────────────────────────────
// A module's files import another module's repository by a path that climbs out of their own folder
// (`../ledger/ledger.repository`); their own repository is `./x.repository`. Tests may arrange rows through any
// repository, so the rule covers the server's code, not its tests.
const FOREIGN_REPOSITORY = {
  regex: String.raw`^(\.\./|@plaza/server/).*\.repository$`,
  message:
    "A module changes and reads another module's tables only through that module's service: import its *.service.ts.",
};
// Routes parse, check the session and call a service; SQL lives behind the service.
const ANY_REPOSITORY = {
  regex: String.raw`\.repository$`,
  message: 'A route never imports a repository: call the module’s service.',
};
// The demo deployment (demo vendors, the demo studio, seed data) is switched on by the composition root
// (app.ts, main.ts, cli.ts); modules, the HTTP layer, jobs and the database code never know it exists.
const DEMO = {
  regex: String.raw`^(\.\./)+demo(/|$)`,
  message: 'Core code never imports the demo deployment: only app.ts, main.ts and cli.ts register it.',
};
const SERVER_CODE = ['server/src/**/*.ts'];
const COMPOSITION_ROOT = ['server/src/app.ts', 'server/src/main.ts', 'server/src/cli.ts'];
const TESTS = ['**/*.test.ts', 'server/src/test/**'];

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

  // ── No import cycles in the workspaces ──────────────────────────────────────────────────────────────────────
  // Type-only imports do not count (they vanish at run time). External packages are not followed, and the
  // resolver reads each workspace's own tsconfig, so @plaza/contracts resolves to its sources.
  {
    files: ['{server,web,contracts,engines}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'server/tsconfig.json',
            'web/tsconfig.json',
            'contracts/tsconfig.json',
            'engines/tsconfig.json',
          ],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // …and none between the server's modules (a folder is one node: `records` ⇄ `bets` is a cycle even when no
  // file imports itself back).
  {
    files: ['server/src/**/*.ts'],
    plugins: { plaza: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: {
      'plaza/no-module-cycle': ['error', { roots: ['server/src'], units: ['server/src/modules/*'] }],
    },
  },

  // ── Server module boundaries ────────────────────────────────────────────────────────────────────────────────
  // One no-restricted-imports list per kind of file (a later block replaces an earlier block's list, so each
  // block names every pattern its files must keep). The composition root and the demo deployment itself may
  // import the demo; tests may too, and may arrange rows through any repository.
  {
    files: SERVER_CODE,
    ignores: TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [FOREIGN_REPOSITORY] }] },
  },
  {
    files: SERVER_CODE,
    ignores: [...TESTS, ...COMPOSITION_ROOT, 'server/src/demo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FOREIGN_REPOSITORY, DEMO] }] },
  },
  {
    files: ['server/src/demo/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ANY_REPOSITORY] }] },
  },
  {
    files: ['server/src/**/*.routes.ts'],
    ignores: ['server/src/demo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ANY_REPOSITORY, DEMO] }] },
  },

  // ── Web boundaries ──────────────────────────────────────────────────────────────────────────────────────────
  // Web: the boundaries the linter keeps (issue 18). Self-contained (it imports its own plugins), so the server's
  // blocks change apart from it. Features never import each other (the app composes them); components/, lib/,
  // i18n/ and styles/ import no feature and not the app (cycles: the workspaces' block above).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: {
      boundaries: (await import('eslint-plugin-boundaries')).default,
    },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['featureName'] },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web-shared', pattern: 'web/src/(components|lib|i18n|styles|test)' },
      ],
    },
    rules: {
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

  // Plain scripts the browser loads as they are: the service worker and its registration (decision 055).
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
);
