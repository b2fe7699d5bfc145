import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import { ARCHIVED, PERSONAL_DATA } from '../../src/modules/privacy/archive-tables.js';
import { type SourceScan, scanServerSource } from './table-access.js';

/*
 * A person's archive (`requestMyData`) lists every table that holds them: each table of the
 * database is in the privacy module's list, the owner it names is the table's, the columns it
 * exports exist, and a table with a column that names a person is exported, unless it is one of
 * the few below whose rows belong to someone else or to no account yet. A new table holding
 * personal data without an export fails here.
 */

/** Columns that name a person or reach one. */
const PERSON_COLUMNS = ['customer_id', 'account_id', 'email', 'phone', 'first_name', 'destination', 'account'];

/** Tables with such a column that no archive takes, and why (the list's own reasons say more). */
const NOT_EXPORTED: Record<string, string> = {
  pending_guests: 'a phone before its code came back: no account to export to',
  team_members: 'a member is a person with an account of their own, not the partner’s',
  partners: 'exported by its id (the partner archive), not by one of these columns',
};

const serverRoot = path.resolve(import.meta.dirname, '../..');
let scan: SourceScan;
const columnsOf = new Map<string, string[]>();
let dir = '';

beforeAll(async () => {
  scan = scanServerSource(serverRoot);
  dir = mkdtempSync(path.join(tmpdir(), 'personal-data-'));
  const handle = connectDatabase({ dataDir: dir });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    for (const table of scan.database) {
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(handle.db);
      columnsOf.set(
        table,
        rows.map((row) => row.name),
      );
    }
  } finally {
    await handle.db.destroy();
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the archive of a person’s data', () => {
  it('lists every table of the database, with its real owner', () => {
    expect(Object.keys(PERSONAL_DATA).sort()).toEqual([...scan.database].sort());
    const ownerOf = new Map<string, string>();
    for (const [module, tables] of scan.owned) for (const table of tables) ownerOf.set(table, module);
    const wrong = ARCHIVED.filter(({ table, rule }) => ownerOf.get(table) !== rule.owner).map(({ table }) => table);
    expect(wrong).toEqual([]);
  });

  it('exports only columns that exist, by a column that exists', () => {
    const missing: string[] = [];
    for (const { table, rule } of ARCHIVED)
      for (const section of [rule.customer, rule.partner])
        for (const column of section ? [section.by, ...section.columns] : [])
          if (!columnsOf.get(table)?.includes(column)) missing.push(`${table}.${column}`);
    expect(missing).toEqual([]);
  });

  it('exports every table with a column naming a person', () => {
    const archived = new Set(ARCHIVED.map(({ table }) => table as string));
    const forgotten = [...columnsOf]
      .filter(([, columns]) => columns.some((column) => PERSON_COLUMNS.includes(column)))
      .map(([table]) => table)
      .filter((table) => !archived.has(table) && !(table in NOT_EXPORTED));
    expect(forgotten).toEqual([]);
  });
});
