import {
  allergenLabels,
  GUESTS_PER_PAGE,
  type AllergenCode,
  type BookingSource,
  type BookingStatus,
  type Locale,
  parseAllergenCodes,
  type TGuestDetail,
  type TGuestList,
  type TGuestSummary,
  type TSaveGuestNotesInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import type { Database } from '../../schema.js';
import { AppError } from '../../core/errors.js';
import { deleteInBatches } from '../../db/batched-delete.js';
import type { GuestFiguresRow, GuestIdentity, GuestSearch, GuestsRepository } from './guests-repository.js';

/** Guests whose notes are cleared per statement. */
const DORMANT_BATCH = 500;

/** The bookings a guest's page lists (the figures count them all). */
const LISTED_BOOKINGS = 100;

/**
 * What a search typed in the list looks for: digits alone are the phone's (a leading 0 of a
 * French number is dropped, since phones are stored as +33…), anything else a name or a tag.
 */
export function guestSearch(searchval: string): GuestSearch {
  const value = searchval.trim();
  if (!value) return { text: '', digits: '' };
  if (/^[\d\s+().-]+$/.test(value)) {
    const digits = value.replace(/\D/g, '');
    return { text: '', digits: digits.replace(/^0+/, '') };
  }
  return { text: value.toLowerCase().replace(/\s+/g, ' '), digits: '' };
}

export function storedTags(tags: string): string[] {
  try {
    const parsed: unknown = JSON.parse(tags);
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

export function storedAllergens(allergens: string): AllergenCode[] {
  return parseAllergenCodes(allergens.split(',')) ?? [];
}

/**
 * The restaurant's guest book: one guest per phone, the figures read from the
 * restaurant's bookings with the guest card's rules (visits are honoured bookings, a late
 * cancellation is the guest's within the 12 hours before), and the restaurant's notes, tags and
 * allergens. Every read and write selects within the caller's restaurant: another restaurant's
 * guest id is answered as missing.
 */
export class GuestsService {
  constructor(
    private readonly repository: GuestsRepository,
    private readonly clock: Clock,
  ) {}

  async list(restaurantId: number, query: { searchval: string; page: number }, lang: Locale): Promise<TGuestList> {
    await this.repository.enrol(restaurantId, this.clock());
    const { rows, total } = await this.repository.page(
      restaurantId,
      guestSearch(query.searchval),
      query.page,
      GUESTS_PER_PAGE,
    );
    const identities = await this.repository.identities(
      restaurantId,
      rows.map((row) => row.phone),
    );
    return {
      guests: rows.map((row) => summary(row, identities.get(row.phone), lang)),
      page: query.page,
      per_page: GUESTS_PER_PAGE,
      total,
      pages: Math.max(1, Math.ceil(total / GUESTS_PER_PAGE)),
    };
  }

  detail(restaurantId: number, guestId: number, lang: Locale): Promise<TGuestDetail> {
    return this.guest(restaurantId, guestId, lang);
  }

  async saveNotes(restaurantId: number, input: TSaveGuestNotesInput, lang: Locale): Promise<TGuestDetail> {
    const saved = await this.repository.saveNotes(
      restaurantId,
      input.guest_id,
      { notes: input.notes, tags: JSON.stringify(input.tags), allergens: input.allergens.join(',') },
      this.clock(),
    );
    if (!saved) throw new AppError('NOT_FOUND', { field: 'guest_id' });
    return this.guest(restaurantId, input.guest_id, lang);
  }

  /**
   * A customer closed their platform account: their details leave every restaurant's bookings,
   * guest book and export, in the closing's transaction; the figures keep counting the bookings.
   */
  forgetCustomer(customerId: number, trx: Kysely<Database>): Promise<void> {
    return this.repository.forgetCustomer(customerId, this.clock(), trx);
  }

  /** Of these closed accounts, the ones some booking still names. */
  stillNamed(customerIds: readonly number[]): Promise<number[]> {
    return this.repository.stillNamed(customerIds);
  }

  /** Clears the notes and tags of guests not booked since `cutoff`, a batch at a time; how many. */
  clearDormantNotes(cutoff: number): Promise<number> {
    return deleteInBatches((limit) => this.repository.clearDormantNotes(cutoff, limit), DORMANT_BATCH);
  }

  /** Every guest with their figures and notes, a batch at a time, for the export. */
  async *everyGuest(
    restaurantId: number,
    batchSize: number,
    lang: Locale,
  ): AsyncGenerator<Array<TGuestSummary & { email: string; notes: string }>> {
    await this.repository.enrol(restaurantId, this.clock());
    for await (const rows of this.repository.batches(restaurantId, batchSize)) {
      const identities = await this.repository.identities(
        restaurantId,
        rows.map((row) => row.phone),
      );
      yield rows.map((row) => {
        const identity = identities.get(row.phone);
        return { ...summary(row, identity, lang), email: identity?.email ?? '', notes: row.notes };
      });
    }
  }

  private async guest(restaurantId: number, guestId: number, lang: Locale): Promise<TGuestDetail> {
    const guest = await this.repository.find(restaurantId, guestId);
    if (!guest) throw new AppError('NOT_FOUND', { field: 'guest_id' });
    const [figures, identities, bookings] = await Promise.all([
      this.repository.figuresOf(restaurantId, guestId),
      this.repository.identities(restaurantId, [guest.phone]),
      this.repository.bookingsOf(restaurantId, guest.phone, LISTED_BOOKINGS),
    ]);
    const identity = identities.get(guest.phone);
    const row: GuestFiguresRow = figures ?? {
      id: guest.id,
      phone: guest.phone,
      notes: guest.notes,
      tags: guest.tags,
      allergens: guest.allergens,
      bookings: 0,
      visits: 0,
      covers: 0,
      no_shows: 0,
      late_cancellations: 0,
      last_visit_at: null,
    };
    return {
      ...summary(row, identity, lang),
      email: identity?.email ?? '',
      notes: guest.notes,
      notes_updated_at: guest.notes_updated_at === null ? null : Number(guest.notes_updated_at),
      booking_list: bookings.map((b) => ({
        id: Number(b.id),
        date: b.date,
        time: b.time,
        covers: Number(b.covers),
        status: b.status as BookingStatus,
        source: b.source as BookingSource,
        note: b.note,
      })),
    };
  }
}

function summary(row: GuestFiguresRow, identity: GuestIdentity | undefined, lang: Locale): TGuestSummary {
  return {
    id: row.id,
    first_name: identity?.first_name ?? '',
    last_name: identity?.last_name ?? '',
    phone: row.phone,
    visits: row.visits,
    covers: row.covers,
    no_shows: row.no_shows,
    late_cancellations: row.late_cancellations,
    bookings: row.bookings,
    last_visit_at: row.last_visit_at,
    tags: storedTags(row.tags),
    allergens: allergenLabels(storedAllergens(row.allergens), lang),
  };
}
