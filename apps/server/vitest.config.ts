import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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

/**
 * Suites of those folders whose subject is not the database: the HTTP layer and its metrics,
 * image processing, and the photo limits (counted in memory or Redis). The rows they write go
 * through repositories that the module suites run on PostgreSQL; a second pass would only spend
 * a minute of processor time saving the same rows again.
 */
const notDatabaseSuites = [
  'test/modules/system/system.test.ts',
  'test/modules/system/metrics.test.ts',
  'test/modules/menu/images.test.ts',
  'test/security/photo-limit.test.ts',
  'test/modules/restaurant/profile-photo-limit.test.ts',
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
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DB_ONLY === '1' ? notDatabaseSuites : [])],
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
