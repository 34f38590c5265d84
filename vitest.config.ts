import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // the API tests wait on databases and child processes as much as on the CPU: two workers on a
    // 2-core machine finish the server suite in about two thirds of the time one does
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // one module graph per worker: the app's imports and the PGlite template load once per
          // worker instead of once per file (no server test mocks modules or globals)
          isolate: false,
        },
      },
      {
        test: {
          name: 'shared',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
