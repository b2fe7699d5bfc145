import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Suites that build the app over a database run on SQLite and, in a second pass with
 * TEST_DATABASE_URL, on PostgreSQL. Suites that never touch the database (providers against
 * local fakes, pure rules) run in the first pass only: TEST_DB_ONLY=1 leaves them out. So does
 * the demo restaurant's (test/seed): it is seeded only into the embedded database (src/main.ts),
 * and its bookings, orders and menu go through services whose suites run on both.
 */
const databaseSuites = [
  'test/db/**',
  'test/infra/jobs/**',
  'test/modules/**',
  'test/admin/**',
  'test/plugins/**',
  'test/security/**',
];

// A test database need not survive a crash: its commits do not wait for the disk (3–4 ms each
// on a quiet machine, and every test app clones a database of its own).
if (process.env.TEST_DATABASE_URL) process.env.PGOPTIONS ??= '-c synchronous_commit=off';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include:
      process.env.TEST_DB_ONLY === '1' ? databaseSuites.map((glob) => `${glob}/*.test.ts`) : ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file builds its own app over its own database; files run in parallel. Files of a
    // worker share one module graph (no re-import of Fastify, sharp and argon2 per file), which
    // halves the run; nothing of a suite lives in module state.
    pool: 'forks',
    isolate: false,
    // One worker per core (the default leaves one core idle): suites wait on the database and
    // on argon2 and sharp threads as much as they compute.
    maxWorkers: availableParallelism(),
    // Sized for a machine twice as slow as a quiet 2-core one, with a core kept busy beside it:
    // a slow test (an argon2 sign-in chain, a year of orders) fails by its assertions, not its clock.
    testTimeout: 40_000,
    hookTimeout: 120_000,
  },
});
