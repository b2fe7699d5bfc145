import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../schema.js';
import { type CancellationHistoryEntry, isLateCancellation } from './late-cancellation.js';
import type { Guest } from './tables.js';
import { isRestaurantRow } from '../../db/restaurant-rows.js';

/** A booking that still names its guest: erasing skips the ones already erased, so a re-run changes nothing. */
const holdsDetails = (eb: ExpressionBuilder<Database, 'bookings'>) =>
  eb.or([
    eb('first_name', '!=', ''),
    eb('last_name', '!=', ''),
    eb('phone', '!=', ''),
    eb('email', '!=', ''),
    eb('note', '!=', ''),
  ]);

/** Guests enrolled by one insert. */
const ENROL_SLICE = 500;

/** What a guest's bookings add up to, as the list and the export read them. */
export interface GuestFiguresRow {
  id: number;
  phone: string;
  notes: string;
  tags: string;
  allergens: string;
  bookings: number;
  visits: number;
  covers: number;
  no_shows: number;
  late_cancellations: number;
  last_visit_at: number | null;
}

/** The name and e-mail a guest gave last, read from their latest booking. */
export interface GuestIdentity {
  first_name: string;
  last_name: string;
  email: string;
}

/** The search of the list: words of a name or a tag, or digits of the phone. */
export interface GuestSearch {
  /** Lower-case text found in "first last" or a tag; '' for none. */
  text: string;
  /** Phone digits as stored ("612345678" for "06 12 34 56 78"); '' for none. */
  digits: string;
}

/** `%value%` with LIKE's own characters taken literally (escaped with `\`). */
function contains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The guest book's SQL: guests (one row per phone per restaurant, the restaurant's notes) and
 * what the restaurant's bookings say of them, always within one restaurant.
 */
export class GuestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Gives every phone of the restaurant's bookings its guest row, so each guest has an id. Reads
   * first and writes only for phones new since the last look; a row another request inserted at
   * the same moment is left as it is.
   */
  async enrol(restaurantId: number, at: number): Promise<void> {
    const missing = await this.db
      .selectFrom('bookings as b')
      .select('b.phone')
      .distinct()
      .where('b.restaurant_id', '=', restaurantId)
      .where('b.phone', '!=', '')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('guests as g')
              .select('g.id')
              .whereRef('g.restaurant_id', '=', 'b.restaurant_id')
              .whereRef('g.phone', '=', 'b.phone'),
          ),
        ),
      )
      .execute();
    // In slices: a statement holds a bounded number of parameters (SQLite: 32,766).
    for (let start = 0; start < missing.length; start += ENROL_SLICE) {
      await this.db
        .insertInto('guests')
        .values(
          missing.slice(start, start + ENROL_SLICE).map(({ phone }) => ({
            restaurant_id: restaurantId,
            phone,
            notes: '',
            tags: '[]',
            allergens: '',
            created_at: at,
            notes_updated_at: null,
          })),
        )
        .onConflict((oc) => oc.columns(['restaurant_id', 'phone']).doNothing())
        .execute();
    }
  }

  /** The restaurant's guest of this id; another restaurant's is none. */
  async find(restaurantId: number, guestId: number): Promise<Guest | undefined> {
    return this.db.selectFrom('guests').selectAll().where(isRestaurantRow(restaurantId, guestId)).executeTakeFirst();
  }

  /** The guests with at least one booking, matching the search. */
  private figures(restaurantId: number, search: GuestSearch) {
    return this.db
      .selectFrom('guests as g')
      .innerJoin('bookings as b', (join) =>
        join.onRef('b.restaurant_id', '=', 'g.restaurant_id').onRef('b.phone', '=', 'g.phone'),
      )
      .where('g.restaurant_id', '=', restaurantId)
      .where((eb) => {
        const matches: Expression<SqlBool>[] = [];
        if (search.text) {
          const pattern = contains(search.text);
          matches.push(
            eb.exists(
              eb
                .selectFrom('bookings as s')
                .select('s.id')
                .whereRef('s.restaurant_id', '=', 'g.restaurant_id')
                .whereRef('s.phone', '=', 'g.phone')
                .where(sql<SqlBool>`lower(s.first_name || ' ' || s.last_name) like ${pattern} escape '\\'`),
            ),
            sql<SqlBool>`lower(g.tags) like ${pattern} escape '\\'`,
          );
        }
        if (search.digits) matches.push(sql<SqlBool>`g.phone like ${contains(search.digits)} escape '\\'`);
        return matches.length === 0 ? eb.lit(true) : eb.or(matches);
      })
      .groupBy(['g.id', 'g.phone', 'g.notes', 'g.tags', 'g.allergens'])
      .select([
        'g.id',
        'g.phone',
        'g.notes',
        'g.tags',
        'g.allergens',
        sql<number>`count(b.id)`.as('bookings'),
        sql<number>`sum(case when b.status = 'honoured' then 1 else 0 end)`.as('visits'),
        sql<number>`sum(case when b.status = 'honoured' then b.covers else 0 end)`.as('covers'),
        sql<number>`sum(case when b.status = 'no_show' then 1 else 0 end)`.as('no_shows'),
        sql<number | null>`max(case when b.status = 'honoured' then b.meal_at end)`.as('last_visit_at'),
      ])
      .orderBy(sql`coalesce(max(case when b.status = 'honoured' then b.meal_at end), 0)`, 'desc')
      .orderBy(sql`max(b.meal_at)`, 'desc')
      .orderBy('g.id', 'desc');
  }

  /** One page of guests, the last visited first (then the latest booked), and how many match. */
  async page(
    restaurantId: number,
    search: GuestSearch,
    page: number,
    perPage: number,
  ): Promise<{ rows: GuestFiguresRow[]; total: number }> {
    const matching = this.figures(restaurantId, search);
    const [rows, count] = await Promise.all([
      matching
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      this.db
        .selectFrom(matching.clearOrderBy().as('m'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: await this.withLateCancellations(restaurantId, rows.map(numbers)), total: Number(count.n) };
  }

  /** Every guest in the list's order, a batch at a time (the export). */
  async *batches(restaurantId: number, size: number): AsyncGenerator<GuestFiguresRow[]> {
    for (let offset = 0; ; offset += size) {
      const rows = await this.figures(restaurantId, { text: '', digits: '' }).limit(size).offset(offset).execute();
      if (rows.length > 0) yield await this.withLateCancellations(restaurantId, rows.map(numbers));
      if (rows.length < size) return;
    }
  }

  /** One guest's figures (none when the guest has no booking left). */
  async figuresOf(restaurantId: number, guestId: number): Promise<GuestFiguresRow | undefined> {
    const row = await this.figures(restaurantId, { text: '', digits: '' })
      .where('g.id', '=', guestId)
      .executeTakeFirst();
    return row && (await this.withLateCancellations(restaurantId, [numbers(row)]))[0];
  }

  /**
   * The guests' late cancellations, read by the one rule of the charges and the statistics
   * (`isLateCancellation`) on each cancelled booking's history, not from when the row last changed.
   */
  private async withLateCancellations(
    restaurantId: number,
    rows: Array<Omit<GuestFiguresRow, 'late_cancellations'>>,
  ): Promise<GuestFiguresRow[]> {
    const late = new Map<string, number>();
    if (rows.length > 0) {
      const entries = await this.db
        .selectFrom('bookings as b')
        .innerJoin('booking_history as h', 'h.booking_id', 'b.id')
        .where('b.restaurant_id', '=', restaurantId)
        .where(
          'b.phone',
          'in',
          rows.map((row) => row.phone),
        )
        .where('b.status', '=', 'cancelled_by_customer')
        .select(['b.id', 'b.phone', 'b.meal_at', 'b.cancelled_at', 'h.at', 'h.status', 'h.reason'])
        .orderBy('b.id')
        .orderBy('h.at')
        .orderBy('h.id')
        .execute();
      const histories = new Map<number, { phone: string; mealAt: number; entries: CancellationHistoryEntry[] }>();
      for (const entry of entries) {
        const id = Number(entry.id);
        const booking = histories.get(id) ?? { phone: entry.phone, mealAt: Number(entry.meal_at), entries: [] };
        booking.entries.push(entry);
        histories.set(id, booking);
      }
      for (const booking of histories.values())
        if (isLateCancellation(booking.entries, booking.mealAt))
          late.set(booking.phone, (late.get(booking.phone) ?? 0) + 1);
    }
    return rows.map((row) => ({ ...row, late_cancellations: late.get(row.phone) ?? 0 }));
  }

  /** The name and e-mail each phone gave last (the latest booking; its latest e-mail given). */
  async identities(restaurantId: number, phones: readonly string[]): Promise<Map<string, GuestIdentity>> {
    const found = new Map<string, GuestIdentity>();
    if (phones.length === 0) return found;
    const rows = await this.db
      .selectFrom('bookings')
      .select(['phone', 'first_name', 'last_name', 'email'])
      .where('restaurant_id', '=', restaurantId)
      .where('phone', 'in', phones)
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      const known = found.get(row.phone);
      if (!known) found.set(row.phone, { first_name: row.first_name, last_name: row.last_name, email: row.email });
      else if (!known.email && row.email) known.email = row.email;
    }
    return found;
  }

  /** The guest's bookings at the restaurant, newest meal first. */
  async bookingsOf(restaurantId: number, phone: string, limit: number) {
    return this.db
      .selectFrom('bookings')
      .select(['id', 'date', 'time', 'covers', 'status', 'source', 'note'])
      .where('restaurant_id', '=', restaurantId)
      .where('phone', '=', phone)
      .orderBy('meal_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * A platform account closed: the name, phone, e-mail and note of every booking it made are
   * erased (status, party, times and amounts stay, the restaurants' figures count them); a guest
   * entry of one of its phones, with the restaurant's notes, goes when no booking keeps that phone.
   */
  async forgetCustomer(customerId: number, at: number, trx: Kysely<Database>): Promise<void> {
    const traces = await trx
      .selectFrom('bookings')
      .select(['restaurant_id', 'phone'])
      .distinct()
      .where('customer_id', '=', customerId)
      .where('phone', '!=', '')
      .execute();
    await trx
      .updateTable('bookings')
      .set((eb) => ({
        first_name: '',
        last_name: '',
        phone: '',
        email: '',
        note: '',
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('customer_id', '=', customerId)
      .where(holdsDetails)
      .execute();
    for (const { restaurant_id, phone } of traces) {
      await trx
        .deleteFrom('guests')
        .where('restaurant_id', '=', restaurant_id)
        .where('phone', '=', phone)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('bookings').select('id').where('restaurant_id', '=', restaurant_id).where('phone', '=', phone),
            ),
          ),
        )
        .execute();
    }
  }

  /** Of these closed accounts, the ones some booking still names (a closing whose erasing did not run). */
  async stillNamed(customerIds: readonly number[]): Promise<number[]> {
    if (customerIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('bookings')
      .select('customer_id')
      .distinct()
      .where('customer_id', 'in', customerIds)
      .where(holdsDetails)
      .execute();
    return rows.map((row) => Number(row.customer_id));
  }

  /**
   * Up to `limit` guests created before `cutoff` with notes or tags and no booking at the
   * restaurant since `cutoff`: their notes and tags are cleared (the figures, read from the
   * bookings, stay). Returns how many.
   */
  async clearDormantNotes(cutoff: number, limit: number): Promise<number> {
    const dormant = await this.db
      .selectFrom('guests')
      .select('guests.id')
      .where('guests.created_at', '<', cutoff)
      .where((eb) => eb.or([eb('guests.notes', '!=', ''), eb('guests.tags', '!=', '[]')]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('bookings')
              .select('bookings.id')
              .whereRef('bookings.restaurant_id', '=', 'guests.restaurant_id')
              .whereRef('bookings.phone', '=', 'guests.phone')
              .where('bookings.meal_at', '>=', cutoff),
          ),
        ),
      )
      .orderBy('guests.id')
      .limit(limit)
      .execute();
    if (dormant.length === 0) return 0;
    await this.db
      .updateTable('guests')
      .set({ notes: '', tags: '[]', notes_updated_at: null })
      .where(
        'id',
        'in',
        dormant.map((row) => row.id),
      )
      .execute();
    return dormant.length;
  }

  async saveNotes(
    restaurantId: number,
    guestId: number,
    notes: { notes: string; tags: string; allergens: string },
    at: number,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('guests')
      .set({ ...notes, notes_updated_at: at })
      .where(isRestaurantRow(restaurantId, guestId))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/** PostgreSQL answers sums and bigints as text: numbers here. */
function numbers(row: {
  id: number;
  phone: string;
  notes: string;
  tags: string;
  allergens: string;
  bookings: unknown;
  visits: unknown;
  covers: unknown;
  no_shows: unknown;
  last_visit_at: unknown;
}): Omit<GuestFiguresRow, 'late_cancellations'> {
  return {
    id: Number(row.id),
    phone: row.phone,
    notes: row.notes,
    tags: row.tags,
    allergens: row.allergens,
    bookings: Number(row.bookings),
    visits: Number(row.visits ?? 0),
    covers: Number(row.covers ?? 0),
    no_shows: Number(row.no_shows ?? 0),
    last_visit_at: row.last_visit_at === null || row.last_visit_at === undefined ? null : Number(row.last_visit_at),
  };
}
