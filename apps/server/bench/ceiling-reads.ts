import SQLite from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import pg from 'pg';
import { ORDER_WAITING_EXPIRY_MINUTES } from '@portal/contract';

/*
 * The reads of the fair ceilings (bench/ceiling-server.ts), written by hand: the statements the
 * portal's calls run on a warm server, prepared once, on SQLite (better-sqlite3) or PostgreSQL
 * (pg, named statements).
 */

type Row = Record<string, unknown>;
/** A screen's reads for the restaurant, after the sign-in's: the rows it answers from. */
export type CeilingRead = (restaurantId: number, request: FastifyRequest) => Promise<unknown>;

interface Partner {
  id: number;
  admin_aproval: number;
  suspended: number;
  is_verified: number;
}

export interface CeilingReads {
  session(id: string, now: number): Promise<{ account_id: number } | undefined>;
  partner(id: number): Promise<Partner | undefined>;
  itemList: CeilingRead;
  orderList: CeilingRead;
  bookingBook: CeilingRead;
}

const SQL = {
  session:
    'select id, account_kind, account_id, scope, member_id, role from account_sessions ' +
    "where id = $1 and revoked_at is null and expires_at > $2 and scope = 'partner'",
  partner: 'select * from partners where id = $1',
  menuVersion: 'select version from menu_versions where restaurant_id = $1',
  overdue: 'select id from orders where restaurant_id = $1 and status = 0 and created_at <= $2 limit 1',
  orderCount: 'select count(*) as n from orders where restaurant_id = $1',
  orderPage: 'select * from orders where restaurant_id = $1 order by created_at desc, id desc limit $2 offset $3',
  waiting: 'select count(*) as n from orders where restaurant_id = $1 and status = 0',
  setupVersion: 'select version from reservation_versions where restaurant_id = $1',
  profileVersion:
    'select p.updated_at, p.admin_aproval, p.suspended, p.is_verified, p.status, r.version from partners p ' +
    'left join restaurant_profiles r on r.restaurant_id = p.id where p.id = $1',
  day: 'select * from bookings where restaurant_id = $1 and date = $2 order by meal_at, id',
  dayTables:
    'select booking_id, table_id from booking_tables where booking_id in ' +
    '(select id from bookings where restaurant_id = $1 and date = $2)',
  dayRequests:
    "select * from booking_modification_requests where restaurant_id = $1 and state = 'pending' and booking_id in " +
    '(select id from bookings where restaurant_id = $1 and date = $2) order by created_at desc, id desc',
  // The lines and history of a page of orders, for any number of ids.
  lines: 'select * from order_lines where order_id in (select value from json_each($1)) order by order_id, position',
  history:
    'select order_id, status, actor, reason, created_at, member_id, member_name from order_status_history ' +
    'where order_id in (select value from json_each($1)) order by id',
} as const;

const PG_ARRAYS = {
  lines: 'select * from order_lines where order_id = any($1::int[]) order by order_id, position',
  history:
    'select order_id, status, actor, reason, created_at, member_id, member_name from order_status_history ' +
    'where order_id = any($1::int[]) order by id',
};

type Query = (name: keyof typeof SQL, values: unknown[]) => Promise<Row[]>;

function sqliteQuery(file: string): Query {
  const database = new SQLite(file, { readonly: true });
  database.pragma('busy_timeout = 5000');
  // `$n` becomes `?`, its values given in the order they appear.
  const statements = new Map(
    Object.entries(SQL).map(([name, text]) => {
      const order = [...text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]) - 1);
      return [name, { statement: database.prepare(text.replace(/\$\d+/g, '?')), order }] as const;
    }),
  );
  return async (name, values) => {
    const { statement, order } = statements.get(name)!;
    return statement.all(...order.map((index) => values[index])) as Row[];
  };
}

function pgQuery(url: string, schema: string): Query {
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  return async (name, values) => {
    const text = name === 'lines' || name === 'history' ? PG_ARRAYS[name] : SQL[name];
    return (await pool.query({ name, text, values })).rows as Row[];
  };
}

export async function ceilingReads(settings: {
  sqliteFile?: string;
  pg?: { url: string; schema: string };
}): Promise<CeilingReads> {
  const query = settings.pg ? pgQuery(settings.pg.url, settings.pg.schema) : sqliteQuery(settings.sqliteFile!);
  const ids = (rows: Row[]) => (settings.pg ? rows.map((row) => row.id) : JSON.stringify(rows.map((row) => row.id)));
  const first = async (name: keyof typeof SQL, values: unknown[]) => (await query(name, values))[0];
  return {
    session: async (id, now) => (await first('session', [id, now])) as { account_id: number } | undefined,
    partner: async (id) => (await first('partner', [id])) as Partner | undefined,
    itemList: (restaurantId) => first('menuVersion', [restaurantId]),
    async orderList(restaurantId, request) {
      const { page = '1', per_page: perPage = '25' } = request.query as Record<string, string>;
      const now = Date.now();
      await first('overdue', [restaurantId, now - ORDER_WAITING_EXPIRY_MINUTES * 60_000]);
      const [count, rows] = await Promise.all([
        first('orderCount', [restaurantId]),
        query('orderPage', [restaurantId, Number(perPage), (Number(page) - 1) * Number(perPage)]),
      ]);
      const [lines, history, waiting] = await Promise.all([
        query('lines', [ids(rows)]),
        query('history', [ids(rows)]),
        first('waiting', [restaurantId]),
      ]);
      return { count, rows, lines, history, waiting };
    },
    async bookingBook(restaurantId, request) {
      const { date } = request.query as { date: string };
      return Promise.all([
        first('setupVersion', [restaurantId]),
        first('profileVersion', [restaurantId]),
        query('day', [restaurantId, date]),
        query('dayTables', [restaurantId, date]),
        query('dayRequests', [restaurantId, date]),
      ]);
    },
  };
}
