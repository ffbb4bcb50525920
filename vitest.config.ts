import { defineConfig } from 'vitest/config';

/**
 * Unit tests live beside the code (`*.test.ts`). Integration tests (`*.int.test.ts`) run twice from the
 * same files: once against a real SQLite file and once against a real PostgreSQL database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,engines,server}/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'sqlite',
          include: ['server/src/**/*.int.test.ts'],
          env: { PLAZA_TEST_DB: 'sqlite' },
          environment: 'node',
          provide: { isPostgresAvailable: false },
          // Real databases on a shared 2-core machine: a test that takes 2 s alone can take 10 under load.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['server/src/**/*.int.test.ts'],
          env: { PLAZA_TEST_DB: 'postgres' },
          environment: 'node',
          globalSetup: ['server/src/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
