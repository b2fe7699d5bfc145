import {
  internationalPhone,
  nationalPhone,
  normalizeNationalNumber,
  type TAddWalkInInput,
  type TBooking,
  type TWaitlistEntry,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { parisDate, parisTime } from '../../core/paris-time.js';
import type { MessageTransport } from '../../infra/notify/index.js';
import type { Database } from '../../schema.js';
import { notFound } from './booking-rules.js';
import type { BookingViews } from './booking-wire.js';
import { NBSP } from './message-parts.js';
import type { ReservationSetup } from './reservation-setup.js';
import type { RestaurantActing, RestaurantBook } from './restaurant-book.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { WaitlistEntry } from './tables.js';
import { entryWire } from './waitlist-service.js';
import type { WaitlistRepository } from './waitlist-repository.js';

export interface WalkInDeps {
  db: Kysely<Database>;
  waitlist: WaitlistRepository;
  repository: ReservationsRepository;
  book: RestaurantBook;
  setup: ReservationSetup;
  views: BookingViews;
  restaurants: RestaurantDirectory;
  transport: MessageTransport;
  clock: Clock;
}

const FRENCH_DIAL = '+33';

/**
 * Today's walk-in queue: a party at the door is added with the wait quoted, told by SMS when its
 * table is ready, and seated as a walk-in booking (the book's own walk-in path), at the tables the
 * host chose or wherever the book seats it. The entry is marked seated in the booking's transaction.
 */
export class WalkInQueue {
  constructor(private readonly deps: WalkInDeps) {}

  async add(restaurantId: number, input: TAddWalkInInput): Promise<TWaitlistEntry> {
    let phone = '';
    if (input.phone?.trim()) {
      const digits = normalizeNationalNumber(input.phone);
      if (digits === null) throw new AppError('PHONE_INVALID', { field: 'phone' });
      const dialCode = (input.country_code ?? '').replace(/\D/g, '') || '33';
      phone = internationalPhone(`+${dialCode}`, digits);
    }
    const now = this.deps.clock();
    const entry = await this.deps.waitlist.insert({
      restaurant_id: restaurantId,
      kind: 'walk_in',
      customer_id: null,
      name: input.name,
      phone,
      email: '',
      lang: 'fr',
      date: parisDate(now),
      covers: input.covers,
      earliest: null,
      latest: null,
      quoted_minutes: input.quoted_minutes,
      ready_notified_at: null,
      status: 'waiting',
      offer_time: null,
      offer_expires_at: null,
      offers_made: 0,
      booking_id: null,
      created_at: now,
      updated_at: now,
    });
    return entryWire(entry);
  }

  /** "Votre table est prête" by SMS, in the restaurant's name; the time it was sent is kept. */
  async notifyReady(restaurantId: number, entryId: number): Promise<TWaitlistEntry> {
    const entry = await this.waiting(restaurantId, entryId);
    if (!entry.phone) throw new AppError('WALK_IN_NO_PHONE', { field: 'entry_id' });
    const facts = await this.deps.restaurants.facts(restaurantId);
    const name = facts?.name ?? '';
    await this.deps.transport.send({
      to: entry.phone,
      channel: 'sms',
      text: `${name}${NBSP}: ${entry.name}, votre table est prête. Présentez-vous à l’accueil.`,
    });
    const now = this.deps.clock();
    const told = await this.deps.waitlist.change(entry, ['waiting'], { ready_notified_at: now }, now, this.deps.db);
    if (!told) throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
    return entryWire(told);
  }

  /**
   * Seats the party now: a seated booking with source `walk_in` through the book's walk-in path,
   * at `tableIds` when given (the floor plan's drop), the entry seated with it.
   */
  async seat(acting: RestaurantActing, entryId: number, tableIds: readonly number[]): Promise<TBooking> {
    const { restaurantId } = acting;
    const entry = await this.waiting(restaurantId, entryId);
    if (tableIds.length > 0) {
      const tables = await this.deps.setup.tablesOf(restaurantId, this.deps.db);
      const chosen = tableIds.map((id) => tables.find((table) => table.id === id));
      if (chosen.some((table) => table === undefined)) throw notFound('table_ids');
      if (chosen.some((table) => table!.blocked === 1)) throw new AppError('TABLE_BLOCKED', { field: 'table_ids' });
      if (chosen.reduce((sum, table) => sum + table!.max_covers, 0) < entry.covers)
        throw new AppError('TABLE_TOO_SMALL', { field: 'table_ids' });
    }
    const now = this.deps.clock();
    const seated = await this.deps.book.create(
      acting,
      {
        date: entry.date,
        time: parisTime(now),
        covers: entry.covers,
        first_name: '',
        last_name: entry.name,
        phone: entry.phone ? (nationalPhone(FRENCH_DIAL, entry.phone) ?? '') : '',
        source: 'walk_in',
      },
      async (booking, trx) => {
        const done = await this.deps.waitlist.change(
          entry,
          ['waiting'],
          { status: 'seated', booking_id: booking.id },
          now,
          trx,
        );
        if (!done) throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
        if (tableIds.length === 0) return;
        // Under the day's lock the placement holds: the book's own rule on tables another party holds.
        await this.deps.book.refuseTakenTables(booking, tableIds, trx);
        await this.deps.repository.setTables(booking.id, tableIds, trx);
      },
    );
    if (tableIds.length === 0) return seated;
    const booking = await this.deps.repository.find(restaurantId, seated.id);
    return booking ? this.deps.views.oneToWire(booking) : seated;
  }

  /** A walk-in of the restaurant still waiting; anything else is refused. */
  private async waiting(restaurantId: number, entryId: number): Promise<WaitlistEntry> {
    const entry = await this.deps.waitlist.find(restaurantId, entryId);
    if (!entry) throw notFound('entry_id');
    if (entry.kind !== 'walk_in') throw new AppError('WAITLIST_ENTRY_KIND_INVALID', { field: 'entry_id' });
    if (entry.status !== 'waiting') throw new AppError('WAITLIST_ENTRY_CLOSED', { field: 'entry_id' });
    return entry;
  }
}
