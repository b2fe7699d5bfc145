import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * On PostgreSQL every test app gets a schema of its own, named with this run's prefix. The
 * schemas are dropped when the whole run ends, not one by one: a migration starting in another
 * worker lists every schema's tables, and a schema dropped under it makes that migration fail.
 */
export default function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('schemaPrefix', prefix);
  if (!pgUrl) return;
  return async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>(
        'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
        [prefix],
      );
      for (const { nspname } of rows) await client.query(`DROP SCHEMA ${nspname} CASCADE`);
    } finally {
      await client.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    schemaPrefix: string;
  }
}
