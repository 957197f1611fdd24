import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'apps/*/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.ts',
          ],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['reliability/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      // The bad-input fuzzing once more on PostgreSQL and Redis (the other reliability files bring their own), in
      // a group of its own: vitest runs it before the sequential files above, never beside the load tests.
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
        ? [
            {
              test: {
                name: 'reliability-postgres',
                environment: 'node',
                include: ['reliability/bad-input.test.ts'],
                globalSetup: ['apps/server/src/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 300_000,
                hookTimeout: 300_000,
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
    ],
  },
});
