import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import type { ReadModel, TableRead } from '../../src/db/read-model.js';
import { ARCHIVED, PERSONAL_DATA } from '../../src/modules/privacy/archive-tables.js';
import { type SourceScan, scanServerSource } from './table-access.js';

/*
 * Each table has one owner: the module whose `tables.ts` declares it, or `infra`
 * for the durable jobs (`infra/jobs/tables.ts`: modules go through its queue) and the log of text
 * messages (`infra/notify/tables.ts`: every SMS goes through the transport's budget). Only the
 * owner writes it; another module reads it only as declared in its own `read-model.ts`, with the
 * columns and indexes it relies on. The map is derived from the queries in the source, so a new
 * query is checked the day it is written.
 */

const serverRoot = path.resolve(import.meta.dirname, '../..');
const modulesDir = path.join(serverRoot, 'src', 'modules');
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

let scan: SourceScan;
const ownerOf = new Map<string, string>();
const readModels = new Map<string, ReadModel>();
const columnsOf = new Map<string, string[]>();
let columnsDir = '';

beforeAll(async () => {
  scan = scanServerSource(serverRoot);
  for (const [module, tables] of scan.owned) for (const table of tables) ownerOf.set(table, module);
  for (const module of moduleNames) {
    const file = path.join(modulesDir, module, 'read-model.ts');
    if (!existsSync(file)) continue;
    const loaded = (await import(file)) as { readModel?: ReadModel };
    if (!loaded.readModel) throw new Error(`modules/${module}/read-model.ts must export readModel`);
    readModels.set(module, loaded.readModel);
  }
  // The columns of each table as the migrations make them, for the archive's checks below.
  columnsDir = mkdtempSync(path.join(tmpdir(), 'personal-data-'));
  const handle = connectDatabase({ dataDir: columnsDir });
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
afterAll(() => rmSync(columnsDir, { recursive: true, force: true }));

const declaredRead = (module: string, table: string): TableRead<never> | undefined =>
  (readModels.get(module) as Record<string, TableRead<never>> | undefined)?.[table];

/**
 * Writes by code outside the modules (the admin command, the seed), each with the reason no
 * module's service serves it. The tools' reads are shown in the map and need no declaration.
 */
const TOOL_WRITES: Record<string, string> = {
  'seed customers': "the demo restaurant's customers are made with no code sent, which no customer call allows",
};

/** One line per place: 'table  ← where'. */
const places = (uses: SourceScan['uses']) =>
  uses.map((use) => `${use.area}: ${use.access} ${use.table} at ${use.where}`);

describe('each table has one owner', () => {
  it('every table of the database is declared by exactly one module, and the map says who reads and writes it', () => {
    const declared = [...scan.owned.values()].flat();
    expect(new Set(declared).size, 'a table declared by two modules').toBe(declared.length);
    expect([...declared].sort()).toEqual([...scan.database].sort());

    const rows = [...scan.database].sort().map((table) => {
      const of = (access: 'read' | 'write') =>
        [...new Set(scan.uses.filter((use) => use.table === table && use.access === access).map((use) => use.area))]
          .sort()
          .join(', ') || '-';
      return [table, ownerOf.get(table)!, of('write'), of('read')];
    });
    const header = ['table', 'owner', 'written by', 'read by'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
    console.log(['Tables: owner, writers, readers', line(header), ...rows.map(line)].join('\n'));
    const foreign = scan.uses.filter((use) => use.access === 'read' && ownerOf.get(use.table) !== use.area);
    const declaredReads = [
      ...new Set(foreign.map((use) => `${use.area} reads ${use.table} (owned by ${ownerOf.get(use.table)})`)),
    ];
    console.log(["Reads of other modules' tables", ...declaredReads.sort()].join('\n'));
  });

  it('names every table it queries so that the map can be derived', () => {
    expect(scan.unresolved, 'a table name whose type is not a union of literal names').toEqual([]);
    const unknown = scan.uses.filter((use) => !scan.database.includes(use.table));
    expect(places(unknown), 'a table that is not in src/schema.ts').toEqual([]);
    // The scan itself is alive: it sees the journal written by orders and the report reading it.
    expect(scan.uses).toContainEqual(
      expect.objectContaining({ area: 'orders', table: 'journal_entries', access: 'write' }),
    );
    expect(scan.uses).toContainEqual(
      expect.objectContaining({ area: 'reports', table: 'order_lines', access: 'read' }),
    );
    expect(scan.owned.get('infra'), 'the durable jobs and the text-message log belong to the infrastructure').toEqual([
      'jobs',
      'sms_sends',
    ]);
    expect(scan.uses).toContainEqual(expect.objectContaining({ area: 'infra', table: 'jobs', access: 'write' }));
  });

  it('a module writes only the tables it owns, and code outside the modules writes none', () => {
    const foreignWrites = scan.uses.filter(
      (use) =>
        use.access === 'write' && ownerOf.get(use.table) !== use.area && !TOOL_WRITES[`${use.area} ${use.table}`],
    );
    expect(places(foreignWrites), "a write to another module's table: call that module's service").toEqual([]);
  });

  it("a module reads another module's tables only as declared in its read-model.ts", () => {
    const undeclared = scan.uses.filter(
      (use) =>
        moduleNames.includes(use.area) &&
        use.access === 'read' &&
        ownerOf.get(use.table) !== use.area &&
        !declaredRead(use.area, use.table),
    );
    expect(places(undeclared), 'declare the read in modules/<reader>/read-model.ts, with its reason').toEqual([]);
    const stale = [...readModels].flatMap(([module, model]) =>
      Object.keys(model)
        .filter(
          (table) => !scan.uses.some((use) => use.area === module && use.table === table && use.access === 'read'),
        )
        .map((table) => `${module} declares a read of ${table} it no longer makes`),
    );
    expect(stale).toEqual([]);
  });

  it('a read model names the real owner, its reason, and indexes the migrations create', async () => {
    const problems: string[] = [];
    for (const [module, model] of readModels) {
      for (const [table, read] of Object.entries(model) as Array<[string, TableRead<never>]>) {
        if (ownerOf.get(table) !== read.owner) {
          problems.push(`${module}: ${table} is owned by ${ownerOf.get(table)}, not ${read.owner}`);
        }
        if (read.owner === module) problems.push(`${module}: ${table} is its own table, not a read model`);
        if (read.why.trim().length < 20) problems.push(`${module}: the read of ${table} needs its reason`);
      }
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'ownership-'));
    const handle = connectDatabase({ dataDir: dir });
    try {
      await migrateToLatest(handle.db, handle.dialect);
      for (const [module, model] of readModels) {
        for (const [table, read] of Object.entries(model) as Array<[string, TableRead<never>]>) {
          const { rows: indexes } = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(
            handle.db,
          );
          const columnsOf = async (index: string) =>
            (
              await sql<{ name: string }>`select name from pragma_index_info(${index}) order by seqno`.execute(
                handle.db,
              )
            ).rows.map((row) => row.name);
          // An INTEGER PRIMARY KEY is the rowid itself: SQLite lists no index for it.
          const { rows: key } = await sql<{
            name: string;
          }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(handle.db);
          const existing = [
            key.map((column) => column.name),
            ...(await Promise.all(indexes.map((index) => columnsOf(index.name)))),
          ];
          for (const wanted of read.indexes ?? []) {
            const found = existing.some((columns) => wanted.every((column, position) => columns[position] === column));
            if (!found) problems.push(`${module}: no index of ${table} begins with (${wanted.join(', ')})`);
          }
        }
      }
    } finally {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(problems).toEqual([]);
  });
});

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
