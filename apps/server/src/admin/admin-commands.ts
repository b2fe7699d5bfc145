import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { REVIEW_REJECTION_REASONS } from '@portal/contract';
import type { DatabaseHandle } from '../db/connection.js';
import { AdminError } from '../core/errors.js';
import type { AuthModule } from '../modules/auth/index.js';
import type { MenuModule } from '../modules/menu/index.js';
import type { JournalRepository } from '../modules/orders/index.js';
import type { ReviewsModule } from '../modules/reviews/index.js';
import type { RightsService } from '../modules/privacy/index.js';
import { reviewsCommand } from './reviews-command.js';
import { rightsCommand } from './rights-command.js';

export const usage = `Usage: npm run admin -- <command>
  pending                 list accounts awaiting approval
  approve <phone>         approve an account (phone in international form, e.g. +33612345678)
  reject <phone> --reason "<text>"
                          reject an application; the partner is told the reason
  suspend <phone> --reason "<text>"
                          suspend an account and end its sessions; the partner is told the reason
  backup <file>           write a consistent copy of the database to <file>
  verify-journal [phone]  recompute the sales journal of every restaurant (or of one): its
                          entries with their orders and lines, its closings' chain and each
                          closing's totals from its entries; name the first problem
  fraud-cancellations     list the bookings restaurants cancelled as suspected fraud, newest
                          first: when, restaurant, reference, category and reason
  failed-jobs             list the durable jobs that gave up after their attempts, newest
                          first: when, kind, key, attempts and the last error
  add-reference <list> "<fr label>" "<en label>"
                          add an entry to a reference list; <list> is one of
                          cuisine, food-choice, service-type, dish-type, payment-method
  reviews pending         list the reviews and responses waiting for a check, and open reports
  reviews publish <id>    publish a review waiting for a check (or its waiting response)
  reviews reject <id> --reason <code> --text "<text>"
  reviews delete <id> --reason <code> --text "<text>"
                          reject a waiting review, or delete a published one; <code> is one of
                          ${REVIEW_REJECTION_REASONS.join(', ')}
  reviews report-outcome <report id> --outcome kept|removed [--text "<text>"]
                          resolve a restaurant's report; removed deletes the review
  rights-requests         list people's open requests about their data with their deadline
                          (a month; LATE past it)
  rights-requests extend <id> --reason "<text>"
                          two more months, once; the person is told the reason by e-mail
  rights-requests answer <id>
                          close a request once answered`;

/** `--reason "text"` or `--reason=text`; the rest of the words after the phone otherwise. */
function reasonOf(words: string[]): string {
  const index = words.findIndex((word) => word === '--reason' || word.startsWith('--reason='));
  if (index === -1) return words.join(' ');
  const word = words[index]!;
  return word === '--reason'
    ? words.slice(index + 1).join(' ')
    : [word.slice('--reason='.length), ...words.slice(index + 1)].join(' ');
}

export interface AdminContext {
  database: DatabaseHandle;
  databaseUrl?: string | undefined;
  auth: Pick<AuthModule, 'accounts'>;
  menu: Pick<MenuModule, 'references'>;
  journal: Pick<JournalRepository, 'verify' | 'restaurants'>;
  reviews?: Pick<ReviewsModule, 'service'>;
  rights?: RightsService;
  out: (text: string) => void;
}

/**
 * Text typed by partners is shown on the administrator's terminal: control characters (escape
 * sequences that move the cursor, clear the screen or recolour text), and bidirectional overrides
 * are shown as visible \u{…} escapes, never interpreted.
 */
export function printable(value: string): string {
  return value.replace(
    /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu,
    (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`,
  );
}

/** A consistent copy while the server runs: VACUUM INTO for SQLite, pg_dump for PostgreSQL. */
async function backup(database: DatabaseHandle, file: string, databaseUrl?: string): Promise<string> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new AdminError(`${target} already exists; choose a new file name`);
  if (database.dialect === 'sqlite') {
    await sql`VACUUM INTO ${target}`.execute(database.db);
  } else {
    if (!databaseUrl) throw new AdminError('DATABASE_URL is needed to back up PostgreSQL');
    // Only the portal's own schema when it has one: the database may hold others.
    const schema = database.schema ? [`--schema=${database.schema}`] : [];
    await promisify(execFile)('pg_dump', ['--format=custom', ...schema, `--file=${target}`, databaseUrl]);
  }
  return target;
}

/**
 * Runs one admin command and returns its exit code: 0 done, 2 refused (unknown command, bad
 * argument, nothing to do). Anything else is thrown.
 */
export async function runAdminCommand(args: string[], context: AdminContext): Promise<number> {
  const [command, argument, ...rest] = args;
  const { accounts } = context.auth;
  const out = (line: string) => context.out(`${line}\n`);
  if (!command || command === 'help' || command === '--help') {
    out(usage);
    return command ? 0 : 2;
  }
  const needArgument = () => {
    if (!argument) throw new AdminError(`"${command}" needs an argument\n${usage}`);
    return argument;
  };
  switch (command) {
    case 'pending': {
      const partners = await accounts.pending();
      if (partners.length === 0) out('No account awaits approval.');
      for (const p of partners) {
        const state = p.is_verified ? 'verified' : 'code not confirmed';
        const cells = [p.phone, p.name, p.email, p.address, state, new Date(p.created_at).toISOString()];
        out(cells.map(printable).join('\t'));
      }
      return 0;
    }
    case 'approve':
      out(`Approved: ${printable((await accounts.approve(needArgument())).name)}`);
      return 0;
    case 'reject':
      out(`Rejected: ${printable((await accounts.reject(needArgument(), reasonOf(rest))).name)}`);
      return 0;
    case 'suspend':
      out(`Suspended: ${printable((await accounts.suspend(needArgument(), reasonOf(rest))).name)}`);
      return 0;
    case 'backup':
      out(`Backup written to ${await backup(context.database, needArgument(), context.databaseUrl)}`);
      return 0;
    case 'fraud-cancellations':
      return fraudCancellations(context, out);
    case 'failed-jobs':
      return failedJobs(context, out);
    case 'verify-journal':
      return verifyJournal(context, argument, out);
    case 'reviews':
      if (!context.reviews) throw new AdminError('reviews are not available here');
      return reviewsCommand(context.reviews.service, argument, rest, { out, printable, usage });
    case 'rights-requests':
      if (!context.rights) throw new AdminError('rights requests are not available here');
      return rightsCommand(context.rights, argument, rest, { out, printable, usage });
    case 'add-reference': {
      const [fr, en] = rest;
      if (!fr || !en) throw new AdminError(`"add-reference" needs a list, a French and an English label\n${usage}`);
      const row = await context.menu.references.add(needArgument(), fr, en);
      out(`Added to ${argument}: ${printable(row.fr_label)} / ${printable(row.en_label)} (id ${row.id})`);
      return 0;
    }
    default:
      throw new AdminError(`Unknown command "${printable(command)}"\n${usage}`);
  }
}

/** 0 when every journal checked is whole; 1 when one is not (its first problem is named). */
async function verifyJournal(context: AdminContext, phone: string | undefined, out: (line: string) => void) {
  const db = context.database.db;
  let restaurants: Array<{ id: number; name: string }>;
  if (phone) {
    const partner = await db
      .selectFrom('partners')
      .select(['id', 'name'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (!partner) throw new AdminError(`No account uses ${printable(phone)}`);
    restaurants = [partner];
  } else {
    const ids = await context.journal.restaurants();
    restaurants =
      ids.length === 0 ? [] : await db.selectFrom('partners').select(['id', 'name']).where('id', 'in', ids).execute();
  }
  let broken = 0;
  for (const restaurant of restaurants) {
    const result = await context.journal.verify(restaurant.id);
    if (result.problem === null) {
      out(
        `OK      ${printable(restaurant.name)}: ${result.entries} entries, chain intact; ${result.closings} closings, chain intact, totals match`,
      );
    } else {
      broken += 1;
      out(`BROKEN  ${printable(restaurant.name)}: ${printable(result.problem)}`);
    }
  }
  if (restaurants.length === 0) out('No journal to verify yet.');
  return broken === 0 ? 0 : 1;
}

/**
 * The bookings cancelled as suspected fraud, for the provider to review: newest
 * first, at most 500. The reason was typed by the restaurant: shown inert.
 */
/** The durable jobs kept after giving up (a message never delivered...), for the operators to look at. */
async function failedJobs(context: AdminContext, out: (line: string) => void): Promise<number> {
  const rows = await context.database.db
    .selectFrom('jobs')
    .select(['updated_at', 'kind', 'dedupe_key', 'attempts', 'last_error'])
    .where('state', '=', 'failed')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  if (rows.length === 0) {
    out('No job has given up.');
    return 0;
  }
  for (const row of rows) {
    const cells = [
      new Date(Number(row.updated_at)).toISOString(),
      row.kind,
      row.dedupe_key,
      `${row.attempts} attempts`,
      row.last_error ?? '',
    ];
    out(cells.map(printable).join('\t'));
  }
  return 0;
}

async function fraudCancellations(context: AdminContext, out: (line: string) => void): Promise<number> {
  const rows = await context.database.db
    .selectFrom('bookings')
    .innerJoin('partners', 'partners.id', 'bookings.restaurant_id')
    .select([
      'bookings.updated_at',
      'bookings.reference',
      'bookings.date',
      'bookings.time',
      'bookings.covers',
      'bookings.fraud_reason_code',
      'bookings.reason',
      'partners.name',
      'partners.phone',
    ])
    .where('bookings.fraud_reason_code', 'is not', null)
    .orderBy('bookings.updated_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(500)
    .execute();
  if (rows.length === 0) {
    out('No booking was cancelled as suspected fraud.');
    return 0;
  }
  for (const row of rows) {
    out(
      [
        new Date(Number(row.updated_at)).toISOString(),
        `${printable(row.name)} (${row.phone})`,
        `${row.reference} ${row.date} ${row.time} ×${row.covers}`,
        row.fraud_reason_code ?? '',
        printable(row.reason),
      ].join(' | '),
    );
  }
  return 0;
}
