import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `use` on a client of its own, connected to `url`, and always ends it. */
export async function withPg<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs `body` in a PostgreSQL schema of its own, named from `prefix`, created for it and dropped
 * afterwards (`body` closes whatever holds connections to it). When nothing answers at `url`,
 * prints `skipped` (which figures are left out) and returns undefined.
 */
export async function inPostgresSchema<T>(
  url: string,
  prefix: string,
  skipped: string,
  body: (schema: string) => Promise<T>,
): Promise<T | undefined> {
  const probe = new pg.Client({ connectionString: url });
  const reachable = await probe.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    await probe.end().catch(() => undefined);
    process.stdout.write(`PostgreSQL not reachable at ${url}: ${skipped}\n`);
    return undefined;
  }
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await probe.query(`create schema ${schema}`);
  } finally {
    await probe.end();
  }
  try {
    return await body(schema);
  } finally {
    await withPg(url, (client) => client.query(`drop schema ${schema} cascade`));
  }
}
