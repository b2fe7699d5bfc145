import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept, at most: the distinct texts the portal runs are a few hundred. */
const KEPT = 1000;

/**
 * The database as Kysely's SQLite dialect uses it, preparing each text once: preparing costs more
 * than running the short reads every request makes (its session, its account). The least
 * recently used statement goes first; one busy with an iteration is never handed out twice.
 */
export function preparingOnce(database: SQLiteDatabase): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => void database.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = database.prepare(sql);
      kept.set(sql, fresh);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return fresh;
    },
  };
}
