import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../schema.js';
import { preparingOnce } from './statement-cache.js';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs: a file path or the PostgreSQL host/database. */
  location: string;
  /** PostgreSQL schema other than the default, when one was asked for. */
  schema?: string;
  /** PostgreSQL only: how to open a connection of one's own (the event bus listens on one). */
  connectionString?: string;
}

// Epoch-millisecond columns are BIGINT in PostgreSQL; read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface ConnectOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
}

export function databaseOptions(config: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  DATABASE_SCHEMA?: string | undefined;
}): ConnectOptions {
  return {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    ...(config.DATABASE_SCHEMA ? { pgSchema: config.DATABASE_SCHEMA } : {}),
  };
}

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // The schema's search path, after what PGOPTIONS asks (which an explicit option would drop).
      ...(options.pgSchema
        ? { options: [process.env.PGOPTIONS, `-c search_path=${options.pgSchema}`].filter(Boolean).join(' ') }
        : {}),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: `${url.hostname}${url.pathname}${options.pgSchema ? ` (schema ${options.pgSchema})` : ''}`,
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      connectionString: options.databaseUrl,
    };
  }
  const file = path.join(options.dataDir, 'portal.sqlite');
  // Created readable by the owner only; SQLite gives its -wal and -shm files the same mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const sqlite = new SQLite(file);
  // WAL lets readers proceed during a write; a busy timeout lets several processes share the file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite) }) }),
    dialect: 'sqlite',
    location: file,
  };
}
