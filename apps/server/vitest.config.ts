import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app over its own database; files run in parallel.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
