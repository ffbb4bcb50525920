import { defineConfig } from 'vitest/config';

/**
 * Unit tests live beside the code (`*.test.ts`). Integration tests (`*.int.test.ts`) run twice from the
 * same files: once against a real SQLite file and once against a real PostgreSQL database.
 */
export default defineConfig({
  test: {
    // Two workers on the two cores: the integration tests wait on fsync and PostgreSQL as much as they compute.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,engines,server}/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Node-side tests share their modules within a worker (each test builds its own app and database), so
          // the server's modules load once per worker instead of once per file: the integration run took half the time.
          isolate: false,
          // Only stops a test that hangs: beside two busy processes the dice RTP test took 8 s (5 s is the default).
          testTimeout: 60_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/async-waits.ts', './src/test/all-messages.ts'],
          // Limits that only stop a test that hangs: tests wait for states, and a busy machine takes its time.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'sqlite',
          include: ['server/src/**/*.int.test.ts'],
          env: { PLAZA_TEST_DB: 'sqlite' },
          environment: 'node',
          provide: { isPostgresAvailable: false },
          isolate: false,
          // Limits that only stop a test that hangs (tests wait for states): real databases on a shared 2-core
          // machine, where a test that takes 8 s alone took 30 beside two busy processes.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'postgres',
          include: ['server/src/**/*.int.test.ts'],
          env: { PLAZA_TEST_DB: 'postgres' },
          environment: 'node',
          globalSetup: ['server/src/test/postgres-global-setup.ts'],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The multi-node proof (issue 25, decision 093): server processes on PostgreSQL and Redis behind a proxy.
        test: {
          name: 'cluster',
          include: ['scripts/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
    ],
  },
});
