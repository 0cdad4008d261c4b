import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // PGlite instances are CPU-bound; two workers match the two-core machines.
    maxWorkers: 2,
  },
});
