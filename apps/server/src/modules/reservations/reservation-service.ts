import {
  BOOKING_TRANSITIONS,
  type BookingStatus,
  type ErrorCode,
  FREE_CHANGE_HOURS,
  HOLDING_STATUSES,
  internationalPhone,
  LATE_AFTER_MINUTES,
  SEAT_EARLIEST_MINUTES_BEFORE,
  MAX_SERVICES,
  MAX_TABLES,
  type ModificationAction,
  normalizeNationalNumber,
  RESERVATION_DEFAULTS,
  SAME_CUSTOMER_GAP_MINUTES,
  STATUSES_NEEDING_REASON,
  type TAvailability,
  type TBooking,
  type TBookingBook,
  type TBookingDetail,
  type TBookingEvent,
  type TBookingGuarantee,
  type TCustomerBooking,
  type TDurationRule,
  type TModificationRequest,
  type TReservationSettings,
  type TSaveReservationSettingsInput,
  type TSaveServiceInput,
  type TSaveTableInput,
  type TService,
  type TTable,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { ok } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Database } from '../../db/schema.js';
import type { EventBus } from '../../infra/events/event-bus.js';
import {
  type AvailabilitySettings,
  bestOffer,
  checkSlot,
  dayAvailability,
  type DayContext,
  instantOf,
  mealMinutes,
  minuteOfDay,
  offerHolds,
  type OpeningHours,
  serviceAt,
  serviceInsideHours,
  type ServiceSpec,
  servicesOn,
  servicesOverlap,
  serviceSpan,
  slotLoads,
  type SlotRefusal,
  tableFor,
} from './availability.js';
import {
  cancelBookingMessages,
  GUARANTEE_MESSAGE_KINDS,
  type GuaranteeMessagePayload,
  scheduleBookingMessages,
  scheduleGuaranteeMessage,
} from './booking-messages.js';
import { isLateCancellation } from './late-cancellation.js';
import { newReference, type ReservationsRepository } from './reservations-repository.js';
import type { OffersRepository } from './offers-repository.js';
import { offerSpec } from './offers-service.js';
import type { Booking, ModificationRequest } from './tables.js';

const MINUTE = 60_000;
const FREE_CHANGE_MS = FREE_CHANGE_HOURS * 3_600_000;

/** What reservations needs to know of a restaurant: read through the restaurant module's service. */
export interface RestaurantFacts {
  /** Approved, verified and unsuspended: customers may see it. */
  listed: boolean;
  name: string;
  /** International form. */
  phone: string;
  publicId: string;
  hours: OpeningHours;
}
export interface RestaurantDirectory {
  facts(restaurantId: number): Promise<RestaurantFacts | undefined>;
  /** The restaurant a public id names, or null (unknown or altered id). */
  idOf(publicId: string): number | null;
}

/** Who acts on a booking: the guest, the restaurant (a member, or the owner when null), the platform. */
export type BookingActor =
  { kind: 'guest' } | { kind: 'platform' } | { kind: 'restaurant'; member: { id: number; name: string } | null };

/** The guest a booking is for, copied onto the booking. */
export interface BookingGuest {
  customer_id: number | null;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  lang: string;
}

/** A booking to place: by the guest online, or by the restaurant (phone, walk-in). */
export interface NewBooking {
  date: string;
  time: string;
  covers: number;
  source: 'online' | 'phone' | 'walk_in';
  guest: BookingGuest;
  note?: string;
  occasion?: string;
  meal_voucher?: number;
  /**
   * Online: the offer the slot showed, taken only if it still holds under the day's lock
   * (OFFER_NO_LONGER_AVAILABLE otherwise, so the guest chooses); absent, the slot's best offer
   * at that moment, if any.
   */
  offer_id?: number | null;
}

/**
 * What reservations asks of the card guarantee, registered by the payments module
 * so that reservations does not depend on it.
 */
export interface GuaranteeGate {
  /**
   * A booking that needs an imprint was just placed, in its transaction: its hold
   * (GUARANTEE_HOLD_MINUTES), which frees its covers if no card comes.
   */
  hold(booking: Booking, trx: Kysely<Database>): Promise<void>;
  /**
   * That booking was taken back because its card request could not be made, in the transaction
   * that deletes it: its hold is forgotten with it.
   */
  withdrawn(bookingId: number, trx: Kysely<Database>): Promise<void>;
  /**
   * Once that booking has committed: the card request at the provider and its client secret. The
   * per-cover amount is the one of this moment. Throws when the provider cannot be reached.
   */
  request(booking: Booking, perCoverCents: number): Promise<{ clientSecret: string }>;
  /** The guarantee as the restaurant and the guest see it; null when the booking has none. */
  describe(booking: Booking): Promise<TBookingGuarantee | null>;
  /**
   * The party changed for free (more than 12 hours before the meal), in the change's transaction:
   * the card now guarantees these covers, so only covers removed later are a late reduction.
   */
  coversChanged(bookingId: number, covers: number, at: number, trx: Kysely<Database>): Promise<void>;
}

/** The module's settings as stored, or the defaults. */
interface Settings extends AvailabilitySettings {
  enabled: number;
  max_party_online: number;
  auto_confirm_max_covers: number | null;
  imprint_per_cover_cents: number;
  imprint_min_party: number;
}

/** A restaurant's settings, services and tables, as availability and bookings read them. */
interface Setup {
  settings: Settings;
  services: Awaited<ReturnType<ReservationsRepository['servicesOf']>>;
  tables: Awaited<ReturnType<ReservationsRepository['tablesOf']>>;
}

/** How many restaurants' setups a process keeps (the least recently read goes first). */
const KNOWN_SETUPS = 2_000;

const notFound = (field?: string) => new AppError('NOT_FOUND', field ? { field } : {});

/** "This booking is confirmed now": a refused change names the status the booking has now. */
function bookingNow(status: string, field = 'status'): AppError {
  return new AppError(`BOOKING_NOW_${status.toUpperCase()}` as ErrorCode, { field, extra: { current_status: status } });
}

/** A refusal of availability under the field a form shows it. */
function slotRefusal(code: SlotRefusal): AppError {
  return new AppError(code, { field: code === 'BOOKING_TOO_FAR' ? 'date' : 'time' });
}

/** The statuses from which a guest (or the restaurant as fraud) may still cancel. */
const CANCELLABLE: readonly string[] = ['awaiting_guarantee', 'pending', 'confirmed'];
const ENDED: readonly string[] = [
  'refused',
  'no_show',
  'cancelled_by_customer',
  'cancelled_by_restaurant',
  'cancelled_by_platform',
];

function isHolding(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

function parseDurations(text: string): TDurationRule[] {
  try {
    const rows = JSON.parse(text) as TDurationRule[];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

function weekdaysOf(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((day) => Number.isInteger(day) && day >= 1 && day <= 7);
}

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Table reservations: the restaurant's settings, services and tables, its book,
 * the guests' bookings. A booking is placed, moved or cancelled under its day's lock, in one
 * transaction with its history and its messages; the partner's stream hears of it once saved.
 */
export class ReservationService {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: ReservationsRepository;
      restaurants: RestaurantDirectory;
      events: EventBus;
      /** The partner stream's topic of a restaurant's booking events. */
      topic: (restaurantId: number) => string;
      clock: Clock;
      logger?: Logger;
      /** Counts a booking once it is saved (the metrics' bookings created), per source. */
      counted?: (source: NewBooking['source']) => void;
      /** The restaurant's offers: shown on the slots and taken by online bookings. */
      offers?: OffersRepository;
    },
  ) {}

  /** The card guarantee's port, given by the payments module: reservations never imports it. */
  private guarantees: GuaranteeGate | null = null;

  /** The payments module says how a booking's card is asked for and shown. */
  useGuarantees(gate: GuaranteeGate): void {
    this.guarantees = gate;
  }

  /** Per restaurant, the announcements on their way: sent one after the other, in the order made. */
  private readonly announcing = new Map<number, Promise<void>>();

  /** Told in the transaction that marks a booking honoured (the reviews module invites the guest). */
  private readonly honouredListeners: Array<(booking: Booking, trx: Kysely<Database>) => Promise<void>> = [];

  /** Registers a listener called in the transaction that marks a booking honoured. */
  whenHonoured(listener: (booking: Booking, trx: Kysely<Database>) => Promise<void>): void {
    this.honouredListeners.push(listener);
  }

  /** Per restaurant, its setup as last read, with the version it was read at. */
  private readonly setups = new Map<number, { version: number; setup: Readonly<Setup> }>();

  /**
   * The restaurant's settings, services and tables for availability and bookings: kept in this
   * process and read again only when their version changed (any write bumps it in its own
   * transaction, in this process or another), so a request costs one primary-key read. The
   * version is read before the rows: rows read after it are at least as new, never older than the
   * version they are kept under. Callers do not change what they get.
   */
  private async setup(restaurantId: number): Promise<Readonly<Setup>> {
    const version = await this.deps.repository.setupVersion(restaurantId);
    const known = this.setups.get(restaurantId);
    this.setups.delete(restaurantId);
    if (known?.version === version) {
      this.setups.set(restaurantId, known);
      return known.setup;
    }
    const [settings, services, tables] = await Promise.all([
      this.settingsRow(restaurantId),
      this.deps.repository.servicesOf(restaurantId),
      this.deps.repository.tablesOf(restaurantId),
    ]);
    const setup = { settings, services, tables };
    this.setups.set(restaurantId, { version, setup });
    if (this.setups.size > KNOWN_SETUPS) this.setups.delete(this.setups.keys().next().value!);
    return setup;
  }

  /* ---------- settings ---------- */

  private async settingsRow(restaurantId: number, db?: Kysely<Database>): Promise<Settings> {
    const row = await this.deps.repository.settingsOf(restaurantId, db);
    if (!row)
      return {
        ...RESERVATION_DEFAULTS,
        durations_by_party: [],
      };
    return { ...row, durations_by_party: parseDurations(row.durations_by_party) };
  }

  private static settingsWire(settings: Settings): TReservationSettings {
    return {
      enabled: settings.enabled,
      slot_minutes: settings.slot_minutes,
      min_notice_minutes: settings.min_notice_minutes,
      max_advance_days: settings.max_advance_days,
      max_party_online: settings.max_party_online,
      duration_minutes: settings.duration_minutes,
      durations_by_party: [...settings.durations_by_party],
      auto_confirm_max_covers: settings.auto_confirm_max_covers,
      imprint_per_cover: euros(settings.imprint_per_cover_cents),
      imprint_per_cover_cents: settings.imprint_per_cover_cents,
      imprint_min_party: settings.imprint_min_party,
    };
  }

  async settings(restaurantId: number) {
    return { ...ok('LOADED'), data: ReservationService.settingsWire(await this.settingsRow(restaurantId)) };
  }

  /**
   * Saves the settings. The imprint (amount and party size) is the owner's alone:
   * a save by someone without `legal` that changes it is refused and nothing is saved.
   */
  async saveSettings(restaurantId: number, input: TSaveReservationSettingsInput, mayChangeImprint: boolean) {
    const now = this.deps.clock();
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.settingsRow(restaurantId, trx);
      if (
        !mayChangeImprint &&
        (current.imprint_per_cover_cents !== input.imprint_per_cover ||
          current.imprint_min_party !== input.imprint_min_party)
      )
        throw new AppError('FORBIDDEN_FOR_ROLE', { httpStatus: 403 });
      await this.deps.repository.saveSettings(
        {
          restaurant_id: restaurantId,
          enabled: input.enabled,
          slot_minutes: input.slot_minutes,
          min_notice_minutes: input.min_notice_minutes,
          max_advance_days: input.max_advance_days,
          max_party_online: input.max_party_online,
          duration_minutes: input.duration_minutes,
          durations_by_party: JSON.stringify(input.durations_by_party),
          auto_confirm_max_covers: input.auto_confirm_max_covers,
          imprint_per_cover_cents: input.imprint_per_cover,
          imprint_min_party: input.imprint_min_party,
          updated_at: now,
        },
        trx,
      );
      return this.settingsRow(restaurantId, trx);
    });
    return { ...ok('RESERVATION_SETTINGS_SAVED'), data: ReservationService.settingsWire(saved) };
  }

  /* ---------- services ---------- */

  private static serviceSpec(row: {
    id: number;
    weekdays: string;
    first_slot: string;
    last_slot: string;
    capacity_covers: number;
    pacing_covers: number | null;
  }): ServiceSpec {
    return {
      id: row.id,
      weekdays: weekdaysOf(row.weekdays),
      first_slot: row.first_slot,
      last_slot: row.last_slot,
      capacity_covers: row.capacity_covers,
      pacing_covers: row.pacing_covers,
    };
  }

  private static serviceWire(row: {
    id: number;
    name: string;
    fr_name: string;
    weekdays: string;
    first_slot: string;
    last_slot: string;
    capacity_covers: number;
    pacing_covers: number | null;
  }): TService {
    return {
      id: row.id,
      name: row.name,
      fr_name: row.fr_name,
      weekdays: weekdaysOf(row.weekdays),
      first_slot: row.first_slot,
      last_slot: row.last_slot,
      capacity_covers: row.capacity_covers,
      pacing_covers: row.pacing_covers,
    };
  }

  async services(restaurantId: number) {
    const rows = await this.deps.repository.servicesOf(restaurantId);
    return { ...ok('LOADED'), data: rows.map((row) => ReservationService.serviceWire(row)) };
  }

  /**
   * Saves a service: its arrivals on the slot grid, inside the opening hours of each of its days,
   * overlapping no other service on a shared day.
   */
  async saveService(restaurantId: number, input: TSaveServiceInput) {
    const now = this.deps.clock();
    const [settings, facts] = await Promise.all([this.settingsRow(restaurantId), this.facts(restaurantId)]);
    const candidate: ServiceSpec = {
      id: input.id ?? 0,
      weekdays: input.weekdays,
      first_slot: input.first_slot,
      last_slot: input.last_slot,
      capacity_covers: input.capacity_covers,
      pacing_covers: input.pacing_covers,
    };
    const { first, last } = serviceSpan(candidate);
    if ((last - first) % settings.slot_minutes !== 0 || last - first >= 24 * 60)
      throw new AppError('SERVICE_SLOTS_INVALID', { field: 'last_slot' });
    if (facts && !serviceInsideHours(candidate, facts.hours))
      throw new AppError('SERVICE_OUTSIDE_HOURS', { field: 'first_slot' });
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const all = await this.deps.repository.servicesOf(restaurantId, trx);
      if (input.id !== null && !all.some((row) => row.id === input.id)) throw notFound('id');
      const others = all.filter((row) => row.id !== input.id);
      if (input.id === null && others.length >= MAX_SERVICES) throw new AppError('TOO_MANY_SERVICES');
      if (others.some((row) => servicesOverlap(candidate, ReservationService.serviceSpec(row))))
        throw new AppError('SERVICE_OVERLAP', { field: 'first_slot' });
      const values = {
        name: input.name,
        fr_name: input.fr_name,
        weekdays: input.weekdays.join(','),
        first_slot: input.first_slot,
        last_slot: input.last_slot,
        capacity_covers: input.capacity_covers,
        pacing_covers: input.pacing_covers,
        updated_at: now,
      };
      if (input.id === null)
        return this.deps.repository.insertService({ ...values, restaurant_id: restaurantId, created_at: now }, trx);
      const updated = await this.deps.repository.updateService(restaurantId, input.id, values, trx);
      if (!updated) throw notFound('id');
      return updated;
    });
    return { ...ok('SERVICE_SAVED'), data: ReservationService.serviceWire(saved) };
  }

  /**
   * Deletes a service. Bookings to come (waiting, confirmed or at the table) keep it: the restaurant
   * moves or cancels them first; past bookings stay in the book without a service.
   */
  async deleteService(restaurantId: number, serviceId: number) {
    const outcome = await this.deps.repository.deleteService(restaurantId, serviceId, this.deps.clock());
    if (outcome === 'missing') throw notFound('service_id');
    if (outcome === 'refused') throw new AppError('SERVICE_HAS_BOOKINGS', { field: 'service_id' });
    return ok('SERVICE_DELETED');
  }

  /* ---------- tables ---------- */

  private static tableWire(row: TTable): TTable {
    return { id: row.id, name: row.name, min_covers: row.min_covers, max_covers: row.max_covers, online: row.online };
  }

  async tables(restaurantId: number) {
    const rows = await this.deps.repository.tablesOf(restaurantId);
    return { ...ok('LOADED'), data: rows.map((row) => ReservationService.tableWire(row)) };
  }

  async saveTable(restaurantId: number, input: TSaveTableInput) {
    const now = this.deps.clock();
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const all = await this.deps.repository.tablesOf(restaurantId, trx);
      if (input.id !== null && !all.some((row) => row.id === input.id)) throw notFound('id');
      if (input.id === null && all.length >= MAX_TABLES) throw new AppError('TOO_MANY_TABLES');
      const name = input.name.trim();
      if (all.some((row) => row.id !== input.id && row.name.toLowerCase() === name.toLowerCase()))
        throw new AppError('TABLE_NAME_TAKEN', { field: 'name' });
      const values = {
        name,
        min_covers: input.min_covers,
        max_covers: input.max_covers,
        online: input.online,
        updated_at: now,
      };
      if (input.id === null)
        return this.deps.repository.insertTable({ ...values, restaurant_id: restaurantId, created_at: now }, trx);
      const updated = await this.deps.repository.updateTable(restaurantId, input.id, values, trx);
      if (!updated) throw notFound('id');
      return updated;
    });
    return { ...ok('TABLE_SAVED'), data: ReservationService.tableWire(saved) };
  }

  /** Deletes a table no booking to come is seated at; past bookings lose it. */
  async deleteTable(restaurantId: number, tableId: number) {
    const outcome = await this.deps.repository.deleteTable(restaurantId, tableId, this.deps.clock());
    if (outcome === 'missing') throw notFound('table_id');
    if (outcome === 'refused') throw new AppError('TABLE_HAS_BOOKINGS', { field: 'table_id' });
    return ok('TABLE_DELETED');
  }

  /* ---------- the day ---------- */

  private async facts(restaurantId: number): Promise<RestaurantFacts | undefined> {
    return this.deps.restaurants.facts(restaurantId);
  }

  /** What availability needs of a day, read in `db` (under the day's lock when about to write). */
  private async dayContext(
    restaurantId: number,
    date: string,
    settings: Settings,
    hours: OpeningHours | null,
    db: Kysely<Database>,
  ): Promise<DayContext> {
    const [services, tables, bookings] = await Promise.all([
      this.deps.repository.servicesOf(restaurantId, db),
      this.deps.repository.tablesOf(restaurantId, db),
      this.deps.repository.holdingOf(restaurantId, date, db),
    ]);
    return {
      date,
      now: this.deps.clock(),
      settings,
      services: services.map((row) => ReservationService.serviceSpec(row)),
      tables,
      bookings,
      hours,
    };
  }

  /** The public availability of a day for a party (no token): a restaurant customers may not see is a 404. */
  async availability(publicId: string, date: string, covers: number) {
    const restaurantId = this.deps.restaurants.idOf(publicId);
    if (restaurantId === null) throw new AppError('NOT_FOUND', { httpStatus: 404 });
    // Every read at once: on PostgreSQL each is a round trip of its own.
    const [facts, { settings, services, tables }, bookings, offers] = await Promise.all([
      this.facts(restaurantId),
      this.setup(restaurantId),
      this.deps.repository.holdingOf(restaurantId, date),
      this.deps.offers?.activeOn(restaurantId, date) ?? [],
    ]);
    if (!facts?.listed) throw new AppError('NOT_FOUND', { httpStatus: 404 });
    if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    if (covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    const ctx: DayContext = {
      date,
      now: this.deps.clock(),
      settings,
      services: services.map((row) => ReservationService.serviceSpec(row)),
      tables,
      bookings,
      hours: facts.hours,
    };
    const data: TAvailability = {
      slots: dayAvailability(ctx, covers, offers.map(offerSpec)),
      imprint_per_cover: euros(settings.imprint_per_cover_cents),
      min_notice_minutes: settings.min_notice_minutes,
      max_party_online: settings.max_party_online,
    };
    return { ...ok('LOADED'), data };
  }

  /**
   * A version of a restaurant's online availability from `fromDate` to `toDate` (the public page
   * shows its free times): the settings, services and tables' version and the bookings and
   * offers of those days, so a slot that fills or frees changes it at once, in every process.
   * Three indexed reads.
   */
  async availabilityVersion(restaurantId: number, fromDate: string, toDate: string): Promise<string> {
    const [setup, days] = await Promise.all([
      this.deps.repository.setupVersion(restaurantId),
      this.deps.repository.publicAvailabilityVersion(restaurantId, fromDate, toDate),
    ]);
    return `${setup}.${days}`;
  }

  /**
   * The restaurant's book of a day: services, the load of each slot, the bookings, counts. Every
   * read at once (on PostgreSQL each is a round trip of its own): the day's bookings, their tables
   * (named from the restaurant's tables, read anyway) and the guests' requests waiting.
   */
  async book(restaurantId: number, date: string, serviceId: number | null) {
    const [{ settings, services, tables }, facts, bookings, pairs, waiting] = await Promise.all([
      this.setup(restaurantId),
      this.facts(restaurantId),
      this.deps.repository.dayOf(restaurantId, date),
      this.deps.repository.dayTables(restaurantId, date),
      this.deps.repository.dayPendingRequests(restaurantId, date),
    ]);
    if (serviceId !== null && !services.some((row) => row.id === serviceId)) throw notFound('service_id');
    const tablesOf = new Map<number, number[]>();
    for (const pair of pairs) {
      const list = tablesOf.get(pair.booking_id) ?? [];
      list.push(pair.table_id);
      tablesOf.set(pair.booking_id, list);
    }
    // A booking's tables in the restaurant's order (by name), as the book has always listed them.
    const tableOrder = new Map(tables.map((table, index) => [table.id, index]));
    const requestOf = new Map<number, ModificationRequest>();
    for (const request of waiting) if (!requestOf.has(request.booking_id)) requestOf.set(request.booking_id, request);
    const wire = bookings.map((booking) =>
      bookingWire(
        booking,
        (tablesOf.get(booking.id) ?? [])
          .filter((id) => tableOrder.has(id))
          .sort((a, b) => tableOrder.get(a)! - tableOrder.get(b)!)
          .map((id) => ({ id, name: tables[tableOrder.get(id)!]!.name })),
        requestOf.get(booking.id) ?? null,
      ),
    );
    const held = servicesOn({
      date,
      services: services.map((row) => ReservationService.serviceSpec(row)),
      hours: facts?.hours ?? null,
    });
    const ctx: DayContext = {
      date,
      now: this.deps.clock(),
      settings,
      // The services held that day, computed once: the slots' loads are drawn from them.
      services: held,
      tables,
      bookings: bookings
        .filter((b) => isHolding(b.status))
        .map((b) => ({
          ...b,
          meal_at: Number(b.meal_at),
          ends_at: Number(b.ends_at),
          table_ids: tablesOf.get(b.id) ?? [],
        })),
      hours: facts?.hours ?? null,
    };
    const counts: Record<string, number> = {};
    for (const booking of bookings) counts[booking.status] = (counts[booking.status] ?? 0) + 1;
    const expected = bookings
      .filter((b) => ['pending', 'confirmed', 'seated', 'honoured'].includes(b.status))
      .reduce((sum, b) => sum + b.covers, 0);
    const data: TBookingBook = {
      date,
      services: held.map((spec) => ReservationService.serviceWire(services.find((row) => row.id === spec.id)!)),
      slots: slotLoads(ctx, serviceId),
      bookings: serviceId === null ? wire : wire.filter((b) => b.service_id === serviceId),
      counts,
      expected_covers: expected,
    };
    return { ...ok('LOADED'), data };
  }

  /* ---------- placing a booking ---------- */

  /**
   * Places a booking through the same rules whoever books: the guest online, the restaurant by
   * phone or for a walk-in, the seed and the bench. The slot is checked and the booking inserted
   * under the day's lock, so the last covers go to exactly one party. Online: the settings'
   * limits, the 2-hour rule, confirmation up to `auto_confirm_max_covers`; by phone: the
   * capacity, pacing and tables; a walk-in is seated at once wherever the restaurant seats them.
   */
  async place(restaurantId: number, input: NewBooking, actor: BookingActor): Promise<Booking> {
    return (await this.placed(restaurantId, input, actor)).booking;
  }

  /**
   * `place`, with what the answer needs without reading again: the booking's tables and the
   * restaurant. The settings, the restaurant, its services and tables are read at once before the
   * day's lock (on PostgreSQL each is a round trip of its own, so in parallel), the day's bookings
   * under it; the partner's stream hears of the booking after the commit without the caller
   * waiting for it.
   */
  private async placed(
    restaurantId: number,
    input: NewBooking,
    actor: BookingActor,
  ): Promise<{
    booking: Booking;
    tables: Array<{ id: number; name: string }>;
    facts: RestaurantFacts | undefined;
    /** The card request's client secret when the booking waits for its card. */
    setupClientSecret: string | null;
  }> {
    const online = input.source === 'online';
    const customerId = input.guest.customer_id;
    const [{ settings, services, tables }, facts, guestsDay] = await Promise.all([
      this.setup(restaurantId),
      this.facts(restaurantId),
      customerId === null ? [] : this.deps.repository.customerHoldingOn(customerId, input.date),
    ]);
    if (online) {
      if (!facts?.listed) throw new AppError('NOT_FOUND', { field: 'restaurant_id' });
      if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
      if (input.covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    }
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.repository.lockDay(restaurantId, input.date, trx);
      const holding = await this.deps.repository.holdingOf(restaurantId, input.date, trx);
      const ctx: DayContext = {
        date: input.date,
        now: this.deps.clock(),
        settings,
        services: services.map((row) => ReservationService.serviceSpec(row)),
        tables,
        bookings: holding,
        hours: facts?.hours ?? null,
      };
      let placed: { service_id: number | null; meal_at: number; ends_at: number; table_ids: number[] };
      if (input.source === 'walk_in') {
        const service = serviceAt(ctx, input.time);
        const mealAt = instantOf(input.date, minuteOfDay(service, input.time));
        const endsAt = mealAt + mealMinutes(settings, input.covers) * MINUTE;
        const overlapping = ctx.bookings.filter((b) => b.meal_at < endsAt && b.ends_at > mealAt);
        placed = {
          service_id: service?.id ?? null,
          meal_at: mealAt,
          ends_at: endsAt,
          table_ids: ctx.tables.length > 0 ? (tableFor(ctx.tables, overlapping, input.covers, false) ?? []) : [],
        };
      } else {
        let check = checkSlot(ctx, { time: input.time, covers: input.covers, online });
        // A party larger than any one table is seated at tables put together: by phone the
        // restaurant takes it within the capacity and pacing, and gives it its tables itself.
        if (
          !check.ok &&
          check.code === 'SLOT_FULL' &&
          !online &&
          ctx.tables.length > 0 &&
          ctx.tables.every((table) => table.max_covers < input.covers)
        )
          check = checkSlot({ ...ctx, tables: [] }, { time: input.time, covers: input.covers, online });
        if (!check.ok) throw slotRefusal(check.code);
        placed = {
          service_id: check.service.id,
          meal_at: check.meal_at,
          ends_at: check.ends_at,
          table_ids: check.table_ids,
        };
      }
      // The offer is weighed under the day's lock, against the covers that took it at this slot:
      // bookings at once never take it past its cap.
      let offer: { offer_id: number; percent: number; applies_to: string } | null = null;
      if (online && this.deps.offers) {
        const active = (await this.deps.offers.activeOn(restaurantId, input.date, trx)).map(offerSpec);
        if (input.offer_id) {
          const chosen = active.find((candidate) => candidate.id === input.offer_id);
          if (!chosen || !offerHolds(ctx, chosen, input.time, placed.meal_at, input.covers))
            throw new AppError('OFFER_NO_LONGER_AVAILABLE', { field: 'offer_id' });
          offer = { offer_id: chosen.id, percent: chosen.percent, applies_to: chosen.applies_to };
        } else {
          offer = bestOffer(ctx, active, input.time, placed.meal_at, input.covers);
        }
      }
      if (customerId !== null) {
        // The guest's other bookings that day less than two hours away: here, read under the
        // day's lock (two requests of one guest never both pass), elsewhere, read before it.
        const gap = SAME_CUSTOMER_GAP_MINUTES * MINUTE;
        const near = (b: { meal_at: number }) => b.meal_at > placed.meal_at - gap && b.meal_at < placed.meal_at + gap;
        if (
          holding.some((b) => b.customer_id === customerId && near(b)) ||
          guestsDay.some((b) => b.restaurant_id !== restaurantId && near(b))
        )
          throw new AppError('BOOKING_TOO_CLOSE_TO_ANOTHER', { field: 'time' });
      }
      // A guest's online booking from the imprint's party size waits for the card.
      const needsCard =
        this.guarantees !== null &&
        online &&
        customerId !== null &&
        settings.imprint_per_cover_cents > 0 &&
        input.covers >= settings.imprint_min_party;
      const status: BookingStatus =
        input.source === 'walk_in'
          ? 'seated'
          : needsCard
            ? 'awaiting_guarantee'
            : online && settings.auto_confirm_max_covers !== null && input.covers > settings.auto_confirm_max_covers
              ? 'pending'
              : 'confirmed';
      const row = await this.deps.repository.insert(
        {
          restaurant_id: restaurantId,
          customer_id: input.guest.customer_id,
          first_name: input.guest.first_name,
          last_name: input.guest.last_name,
          phone: input.guest.phone,
          email: input.guest.email,
          lang: input.guest.lang === 'en' ? 'en' : 'fr',
          date: input.date,
          time: input.time,
          meal_at: placed.meal_at,
          ends_at: placed.ends_at,
          covers: input.covers,
          status,
          source: input.source,
          note: input.note ?? '',
          occasion: input.occasion ?? '',
          meal_voucher: input.meal_voucher ?? 0,
          service_id: placed.service_id,
          reference: newReference(),
          guarantee: needsCard ? 'awaiting_card' : 'none',
          fraud_reason_code: null,
          reason: '',
          created_at: now,
          updated_at: now,
          version: 1,
          offer_id: offer?.offer_id ?? null,
          offer_percent: offer?.percent ?? null,
          offer_applies_to: offer?.applies_to ?? null,
        },
        trx,
      );
      // A new booking has no tables yet: they are added, nothing removed.
      await this.deps.repository.addTables(row.id, placed.table_ids, trx);
      await this.history(row.id, status, actor, 'created', '', now, trx);
      if (status === 'confirmed') await scheduleBookingMessages(row, trx);
      if (status === 'awaiting_guarantee') await this.guarantees?.hold(row, trx);
      return { row, table_ids: placed.table_ids };
    });
    // The card request goes to the bank once the day's lock is given back: a slow provider holds
    // up this booking, never the restaurant's other bookings (nor, on SQLite, every write).
    let setup: { clientSecret: string } | null = null;
    if (booking.row.status === 'awaiting_guarantee' && this.guarantees) {
      try {
        setup = await this.guarantees.request(booking.row, settings.imprint_per_cover_cents);
      } catch (error) {
        await this.deps.db.transaction().execute(async (trx) => {
          if (await this.deps.repository.withdrawUnguaranteed(booking.row.id, trx))
            await this.guarantees?.withdrawn(booking.row.id, trx);
        });
        throw error;
      }
    }
    this.deps.counted?.(input.source);
    // In the tables' order (by name), as the book lists them.
    const chosen = tables
      .filter((table) => booking.table_ids.includes(table.id))
      .map((table) => ({ id: table.id, name: table.name }));
    this.announce(restaurantId, 'booking.created', booking.row, bookingWire(booking.row, chosen, null));
    return { booking: booking.row, tables: chosen, facts, setupClientSecret: setup?.clientSecret ?? null };
  }

  private async history(
    bookingId: number,
    status: string | null,
    actor: BookingActor,
    change: string,
    reason: string,
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    const member = actor.kind === 'restaurant' ? actor.member : null;
    await this.deps.repository.addHistory(
      {
        booking_id: bookingId,
        at,
        status,
        actor_kind: actor.kind,
        member_id: member?.id ?? null,
        // A copy of the name: the history still says who once the member has left.
        member_name: member?.name ?? '',
        change,
        reason,
      },
      trx,
    );
  }

  /**
   * The partner's stream hears of a saved booking and the count waiting. Called once the booking
   * has committed, it returns at once: the guest or the member does not wait for it. A restaurant's
   * announcements go out one after the other, in the order of the changes, so a screen never hears
   * an older state after a newer one from this process; one that fails is logged, the next still go.
   */
  private announce(
    restaurantId: number,
    type: 'booking.created' | 'booking.updated',
    booking: Booking,
    wire?: TBooking,
  ): void {
    const previous = this.announcing.get(restaurantId) ?? Promise.resolve();
    const sent = previous.then(() => this.sendEvents(restaurantId, type, booking, wire));
    this.announcing.set(restaurantId, sent);
    void sent.then(() => {
      if (this.announcing.get(restaurantId) === sent) this.announcing.delete(restaurantId);
    });
  }

  private async sendEvents(
    restaurantId: number,
    type: 'booking.created' | 'booking.updated',
    booking: Booking,
    known: TBooking | undefined,
  ): Promise<void> {
    try {
      const [wire, count] = await Promise.all([
        known ?? this.toWire([booking]).then((list) => list[0]!),
        this.deps.repository.countPending(restaurantId),
      ]);
      const events: TBookingEvent[] = [
        { type, booking: wire },
        { type: 'bookings.pending', count },
      ];
      for (const event of events) await this.deps.events.publish(this.deps.topic(restaurantId), event);
    } catch (error) {
      this.deps.logger?.error({ err: error, restaurantId, bookingId: booking.id }, 'booking event not sent');
    }
  }

  /** Resolves once every announcement made so far has gone out (or failed, logged): before closing. */
  async announcementsSent(): Promise<void> {
    while (this.announcing.size > 0) await Promise.all([...this.announcing.values()]);
  }

  /** How many bookings wait for the restaurant's answer: the stream says it when a screen connects. */
  pendingCount(restaurantId: number): Promise<number> {
    return this.deps.repository.countPending(restaurantId);
  }

  /* ---------- partner calls ---------- */

  async createByRestaurant(
    restaurantId: number,
    member: { id: number; name: string } | null,
    input: {
      date: string;
      time: string;
      covers: number;
      first_name: string;
      last_name: string;
      phone: string;
      country_code?: string | undefined;
      email?: string | undefined;
      note?: string | undefined;
      source: 'phone' | 'walk_in';
    },
  ) {
    // Stored in international form; a booking by phone needs the number to call back.
    let phone = '';
    if (input.phone.trim()) {
      const digits = normalizeNationalNumber(input.phone);
      if (digits === null) throw new AppError('PHONE_INVALID', { field: 'phone' });
      const dialCode = (input.country_code ?? '').replace(/\D/g, '') || '33';
      phone = internationalPhone(`+${dialCode}`, digits);
    } else if (input.source === 'phone') throw new AppError('REQUIRED', { field: 'phone' });
    const { booking, tables } = await this.placed(
      restaurantId,
      {
        date: input.date,
        time: input.time,
        covers: input.covers,
        source: input.source,
        note: input.note ?? '',
        guest: {
          customer_id: null,
          first_name: input.first_name,
          last_name: input.last_name,
          phone,
          email: input.email ?? '',
          lang: 'fr',
        },
      },
      { kind: 'restaurant', member },
    );
    return { ...ok('BOOKING_SAVED'), data: bookingWire(booking, tables, null) };
  }

  async detail(restaurantId: number, bookingId: number) {
    const booking = await this.deps.repository.find(restaurantId, bookingId);
    if (!booking) throw notFound('booking_id');
    const [[wire], history, requests, past] = await Promise.all([
      this.toWire([booking]),
      this.deps.repository.historyOf(booking.id),
      this.deps.repository.requestsOf([booking.id]),
      this.deps.repository.guestPast(booking),
    ]);
    const honoured = past.filter((b) => b.status === 'honoured');
    // Late by the one rule of the charges, the statistics and the guest book: read on each
    // cancellation's history, not from when the booking last changed.
    const cancelled = past.filter((b) => b.status === 'cancelled_by_customer');
    const cancellations = await Promise.all(cancelled.map((b) => this.deps.repository.historyOf(b.id)));
    const lateCancellations = cancelled.filter((b, index) => isLateCancellation(cancellations[index]!, b.meal_at));
    const data: TBookingDetail = {
      ...wire!,
      history: history.map((entry) => ({
        at: Number(entry.at),
        status: (entry.status as BookingStatus | null) ?? null,
        actor: entry.actor_kind === 'restaurant' && entry.member_name ? entry.member_name : entry.actor_kind,
        change: entry.change,
        reason: entry.reason,
      })),
      guest: {
        visits: honoured.length,
        no_shows: past.filter((b) => b.status === 'no_show').length,
        late_cancellations: lateCancellations.length,
        last_visit_at: honoured.length > 0 ? Math.max(...honoured.map((b) => Number(b.meal_at))) : null,
        notes: past
          .map((b) => b.note)
          .filter(Boolean)
          .slice(0, 10),
      },
      modifications: requests.map(requestWire),
      fraud_reason_code: booking.fraud_reason_code,
      guarantee_detail: (await this.guarantees?.describe(booking)) ?? null,
    };
    return { ...ok('LOADED'), data };
  }

  /**
   * The restaurant's transitions (BOOKING_TRANSITIONS). The update holds only on the version read,
   * so of two devices exactly one wins; the other is told the status the booking has now.
   */
  async changeStatus(
    restaurantId: number,
    member: { id: number; name: string } | null,
    bookingId: number,
    status: BookingStatus,
    reason: string,
  ) {
    const reachable = Object.values(BOOKING_TRANSITIONS).some((targets) =>
      (targets as readonly string[]).includes(status),
    );
    if (!reachable) throw new AppError('BOOKING_STATUS_INVALID', { field: 'status' });
    if ((STATUSES_NEEDING_REASON as readonly string[]).includes(status) && !reason.trim())
      throw new AppError('BOOKING_REASON_REQUIRED', { field: 'reason' });
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.deps.repository.find(restaurantId, bookingId, trx);
      if (!current) throw notFound('booking_id');
      if (!(BOOKING_TRANSITIONS[current.status as BookingStatus] as readonly string[]).includes(status))
        throw bookingNow(current.status);
      if (status === 'no_show' && now < Number(current.meal_at) + LATE_AFTER_MINUTES * MINUTE)
        throw new AppError('NO_SHOW_TOO_EARLY', { field: 'status' });
      // A booking that has not begun can be neither seated long before nor honoured: honoured
      // would close it, and the guest could no longer cancel a meal that is still to come.
      if (status === 'seated' && now < Number(current.meal_at) - SEAT_EARLIEST_MINUTES_BEFORE * MINUTE)
        throw new AppError('SEAT_TOO_EARLY', { field: 'status' });
      if (status === 'honoured' && now < Number(current.meal_at))
        throw new AppError('HONOURED_TOO_EARLY', { field: 'status' });
      const needsReason = (STATUSES_NEEDING_REASON as readonly string[]).includes(status);
      const changed = await this.deps.repository.change(
        current,
        { status, ...(needsReason ? { reason: reason.trim() } : {}) },
        now,
        trx,
      );
      if (!changed) {
        const fresh = await this.deps.repository.find(restaurantId, bookingId, trx);
        throw bookingNow(fresh?.status ?? current.status);
      }
      // The guest's cancellation recorded by the restaurant is the guest's: no reason of the
      // restaurant's, its lateness read from this line's instant (isLateCancellation).
      const byGuest = status === 'cancelled_by_customer';
      const noted = byGuest ? '' : reason.trim();
      await this.history(changed.id, status, { kind: 'restaurant', member }, 'status', noted, now, trx);
      if (status === 'honoured') for (const listener of this.honouredListeners) await listener(changed, trx);
      if (ENDED.includes(status)) {
        await this.deps.repository.closeRequests(changed.id, byGuest ? 'withdrawn' : 'declined', now, trx);
        await cancelBookingMessages(messageView(changed), trx);
      } else if (status === 'confirmed') await scheduleBookingMessages(changed, trx);
      return changed;
    });
    // Its wire form once: the answer and the stream's event.
    const [wire] = await this.toWire([booking]);
    this.announce(restaurantId, 'booking.updated', booking, wire);
    return { ...ok('BOOKING_SAVED'), data: wire! };
  }

  /** Gives a booking tables of the restaurant (none: no table); another restaurant's table is not found. */
  async assignTables(
    restaurantId: number,
    member: { id: number; name: string } | null,
    bookingId: number,
    tableIds: readonly number[],
  ) {
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.deps.repository.find(restaurantId, bookingId, trx);
      if (!current) throw notFound('booking_id');
      const tables = await this.deps.repository.tablesOf(restaurantId, trx);
      const chosen = tableIds.map((id) => tables.find((table) => table.id === id));
      if (chosen.some((table) => table === undefined)) throw notFound('table_ids');
      if (chosen.length > 0 && chosen.reduce((sum, table) => sum + table!.max_covers, 0) < current.covers)
        throw new AppError('TABLE_TOO_SMALL', { field: 'table_ids' });
      const changed = await this.deps.repository.change(current, {}, now, trx);
      if (!changed) throw bookingNow(current.status);
      await this.deps.repository.setTables(changed.id, tableIds, trx);
      await this.history(
        changed.id,
        null,
        { kind: 'restaurant', member },
        'tables',
        chosen.map((table) => table!.name).join(', '),
        now,
        trx,
      );
      return changed;
    });
    // Its wire form once: the answer and the stream's event.
    const [wire] = await this.toWire([booking]);
    this.announce(restaurantId, 'booking.updated', booking, wire);
    return { ...ok('BOOKING_SAVED'), data: wire! };
  }

  /**
   * The restaurant's answer to a guest's modification request: accept (the booking moves, over
   * capacity if the restaurant chooses), propose another time, propose cancellation, or decline.
   */
  async answerModification(
    restaurantId: number,
    member: { id: number; name: string } | null,
    requestId: number,
    action: ModificationAction,
    time: string | undefined,
  ) {
    const now = this.deps.clock();
    const actor: BookingActor = { kind: 'restaurant', member };
    const request = await this.deps.repository.findRequest(restaurantId, requestId);
    if (!request) throw notFound('request_id');
    const hours = (await this.facts(restaurantId))?.hours ?? null;
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.deps.repository.find(restaurantId, request.booking_id, trx);
      if (!current) throw notFound('request_id');
      if (action === 'accept') {
        await this.deps.repository.lockDay(restaurantId, request.date, trx);
        if (!(await this.deps.repository.answerRequest(request.id, ['pending'], { state: 'accepted' }, now, trx)))
          throw new AppError('MODIFICATION_ALREADY_ANSWERED', { field: 'request_id' });
        return this.moveTo(current, request.date, request.time, request.covers, actor, hours, now, trx);
      }
      const state =
        action === 'propose_time'
          ? 'time_proposed'
          : action === 'propose_cancellation'
            ? 'cancellation_proposed'
            : 'declined';
      const proposed = action === 'propose_time' ? (time ?? null) : null;
      if (
        !(await this.deps.repository.answerRequest(
          request.id,
          ['pending'],
          { state, proposed_time: proposed },
          now,
          trx,
        ))
      )
        throw new AppError('MODIFICATION_ALREADY_ANSWERED', { field: 'request_id' });
      const changed = await this.deps.repository.change(current, {}, now, trx);
      if (!changed) throw new AppError('MODIFICATION_ALREADY_ANSWERED', { field: 'request_id' });
      await this.history(changed.id, null, actor, 'proposal', proposed ? `${state} ${proposed}` : state, now, trx);
      return changed;
    });
    // Its wire form once: the answer and the stream's event.
    const [wire] = await this.toWire([booking]);
    this.announce(restaurantId, 'booking.updated', booking, wire);
    return { ...ok('BOOKING_SAVED'), data: wire! };
  }

  /**
   * Moves a booking to a time the restaurant agreed to (its answer, or its proposal accepted by
   * the guest): on the service grid of that day, without the capacity check.
   */
  /**
   * A booking moved (under the new day's lock) keeps its offer, as taken, only where that offer
   * still holds, its cap counted without the booking itself: a move never takes an offer past its
   * cap. The changes to make: none, or the offer taken off.
   */
  private async offerAfterMove(
    current: Booking,
    ctx: DayContext,
    time: string,
    mealAt: number,
    covers: number,
    trx: Kysely<Database>,
  ): Promise<{ offer_id?: null; offer_percent?: null; offer_applies_to?: null }> {
    if (current.offer_id === null || current.offer_id === undefined || !this.deps.offers) return {};
    const active = (await this.deps.offers.activeOn(current.restaurant_id, ctx.date, trx)).map(offerSpec);
    const taken = active.find((offer) => offer.id === current.offer_id);
    if (taken && offerHolds(ctx, taken, time, mealAt, covers, current.id)) return {};
    return { offer_id: null, offer_percent: null, offer_applies_to: null };
  }

  private async moveTo(
    current: Booking,
    date: string,
    time: string,
    covers: number,
    actor: BookingActor,
    hours: OpeningHours | null,
    now: number,
    trx: Kysely<Database>,
  ): Promise<Booking> {
    // The restaurant's hours are read before the transaction (another module's reads use their own connection).
    const settings = await this.settingsRow(current.restaurant_id, trx);
    const ctx = await this.dayContext(current.restaurant_id, date, settings, hours, trx);
    const service = serviceAt(ctx, time);
    const mealAt = instantOf(date, minuteOfDay(service, time));
    const offer = await this.offerAfterMove(current, ctx, time, mealAt, covers, trx);
    const changed = await this.deps.repository.change(
      current,
      {
        date,
        time,
        covers,
        meal_at: mealAt,
        ends_at: mealAt + mealMinutes(settings, covers) * MINUTE,
        service_id: service?.id ?? current.service_id,
        ...offer,
      },
      now,
      trx,
    );
    if (!changed) throw bookingNow(current.status);
    // Accepted more than 12 hours before the meal, the change is free: the card follows the party.
    if (now <= Number(current.meal_at) - FREE_CHANGE_MS && covers !== current.covers)
      await this.guarantees?.coversChanged(changed.id, covers, now, trx);
    await this.deps.repository.closeRequests(changed.id, 'withdrawn', now, trx);
    await this.history(changed.id, null, actor, 'modified', `${date} ${time} · ${covers}`, now, trx);
    if (changed.status === 'confirmed') await scheduleBookingMessages(changed, trx);
    return changed;
  }

  /** A booking cancelled as suspected fraud: never charged, the guest told the category. */
  async cancelSuspectedFraud(
    restaurantId: number,
    member: { id: number; name: string } | null,
    bookingId: number,
    reasonCode: string,
    reason: string,
  ) {
    const now = this.deps.clock();
    const booking = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.deps.repository.find(restaurantId, bookingId, trx);
      if (!current) throw notFound('booking_id');
      if (!CANCELLABLE.includes(current.status)) throw bookingNow(current.status);
      const changed = await this.deps.repository.change(
        current,
        { status: 'cancelled_by_restaurant', fraud_reason_code: reasonCode, reason: reason.trim() },
        now,
        trx,
      );
      if (!changed) throw bookingNow((await this.deps.repository.find(restaurantId, bookingId, trx))!.status);
      await this.deps.repository.closeRequests(changed.id, 'declined', now, trx);
      await this.history(
        changed.id,
        'cancelled_by_restaurant',
        { kind: 'restaurant', member },
        'status',
        `${reasonCode}: ${reason.trim()}`,
        now,
        trx,
      );
      await cancelBookingMessages(messageView(changed), trx);
      return changed;
    });
    // Its wire form once: the answer and the stream's event.
    const [wire] = await this.toWire([booking]);
    this.announce(restaurantId, 'booking.updated', booking, wire);
    return { ...ok('BOOKING_CANCELLED'), data: wire! };
  }

  /* ---------- the guest ---------- */

  /** A guest books online (customer token): the restaurant by its public id. */
  async bookTable(
    guest: BookingGuest & { customer_id: number },
    input: {
      restaurant_id: string;
      date: string;
      time: string;
      covers: number;
      note?: string | undefined;
      occasion?: string | undefined;
      meal_voucher?: number | undefined;
      offer_id?: number | null | undefined;
    },
  ) {
    const restaurantId = this.deps.restaurants.idOf(input.restaurant_id);
    if (restaurantId === null) throw notFound('restaurant_id');
    const { booking, facts, setupClientSecret } = await this.placed(
      restaurantId,
      {
        date: input.date,
        time: input.time,
        covers: input.covers,
        source: 'online',
        guest,
        note: input.note ?? '',
        occasion: input.occasion ?? '',
        meal_voucher: input.meal_voucher ?? 0,
        offer_id: input.offer_id ?? null,
      },
      { kind: 'guest' },
    );
    return {
      ...ok(
        booking.status === 'awaiting_guarantee'
          ? 'GUARANTEE_REQUIRED'
          : booking.status === 'pending'
            ? 'BOOKING_REQUESTED'
            : 'BOOKING_CONFIRMED',
      ),
      // A new booking has no request yet, and its restaurant was read to place it.
      data: {
        ...customerWire(booking, facts, []),
        ...(setupClientSecret ? { setup_client_secret: setupClientSecret } : {}),
      },
    };
  }

  async myBookings(customerId: number) {
    return { ...ok('LOADED'), data: await this.toCustomerWire(await this.deps.repository.ofCustomer(customerId)) };
  }

  /** A guest's own booking; another's is answered like a missing one. */
  async ownBooking(customerId: number, bookingId: number): Promise<Booking> {
    const booking = await this.deps.repository.findOfCustomer(customerId, bookingId);
    if (!booking) throw notFound('booking_id');
    return booking;
  }

  async customerDetail(customerId: number, bookingId: number) {
    const booking = await this.ownBooking(customerId, bookingId);
    const [[wire], guarantee] = await Promise.all([
      this.toCustomerWire([booking]),
      this.guarantees?.describe(booking) ?? null,
    ]);
    return { ...ok('LOADED'), data: { ...wire!, guarantee_detail: guarantee ?? null } };
  }

  /* ---------- the card guarantee, for the payments module ---------- */

  /** A booking by id, whatever its restaurant: the payments module checks whose it is. */
  bookingById(bookingId: number, db?: Kysely<Database>): Promise<Booking | undefined> {
    return this.deps.repository.byId(bookingId, db);
  }

  /** A booking's history, oldest first (a late cancellation is read from it). */
  bookingHistory(bookingId: number) {
    return this.deps.repository.historyOf(bookingId);
  }

  /** A line of the booking's history written by the payments module (a card saved, a charge, a refund). */
  async recordHistory(
    bookingId: number,
    entry: { actor: BookingActor; change: string; reason: string; status?: BookingStatus | null },
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    await this.history(bookingId, entry.status ?? null, entry.actor, entry.change, entry.reason, at, trx);
  }

  /**
   * The card of a booking waiting for it was saved: the booking goes on as bookTable would have
   * placed it (confirmed, or pending above auto_confirm_max_covers), in the caller's transaction.
   * Undefined when it no longer waits (released, cancelled, already saved): nothing changes.
   */
  async guaranteeSaved(bookingId: number, at: number, trx: Kysely<Database>): Promise<Booking | undefined> {
    const current = await this.deps.repository.byId(bookingId, trx);
    if (current?.status !== 'awaiting_guarantee') return undefined;
    const settings = await this.settingsRow(current.restaurant_id, trx);
    const status: BookingStatus =
      settings.auto_confirm_max_covers !== null && current.covers > settings.auto_confirm_max_covers
        ? 'pending'
        : 'confirmed';
    const changed = await this.deps.repository.change(current, { status, guarantee: 'card_saved' }, at, trx);
    if (!changed) return undefined;
    await this.history(changed.id, status, { kind: 'guest' }, 'guarantee', 'card_saved', at, trx);
    if (status === 'confirmed') await scheduleBookingMessages(changed, trx);
    return changed;
  }

  /**
   * The card was not given in time: the covers held are released (cancelled by the platform,
   * reason `guarantee_expired`). Undefined when the booking no longer waits for its card.
   */
  async releaseUnguaranteed(bookingId: number, at: number, trx: Kysely<Database>): Promise<Booking | undefined> {
    const current = await this.deps.repository.byId(bookingId, trx);
    if (current?.status !== 'awaiting_guarantee') return undefined;
    const changed = await this.deps.repository.change(
      current,
      { status: 'cancelled_by_platform', reason: 'guarantee_expired', guarantee: 'expired' },
      at,
      trx,
    );
    if (!changed) return undefined;
    await this.history(
      changed.id,
      'cancelled_by_platform',
      { kind: 'platform' },
      'status',
      'guarantee_expired',
      at,
      trx,
    );
    return changed;
  }

  /** A receipt or a pay link to the booking's guest, sent through the durable jobs once the caller commits. */
  async queueGuestMessage(
    message: { kind: keyof typeof GUARANTEE_MESSAGE_KINDS; key: string; payload: GuaranteeMessagePayload },
    at: number,
    trx: Kysely<Database>,
  ): Promise<void> {
    await scheduleGuaranteeMessage(trx, { ...message, kind: GUARANTEE_MESSAGE_KINDS[message.kind] }, at);
  }

  /** The booking's guarantee changed: the partner's stream hears of it (once committed). */
  announceChanged(booking: Booking): void {
    this.announce(booking.restaurant_id, 'booking.updated', booking);
  }

  /** The 12-hour rule (spec): free until meal − 12 h, on instants; later, call the restaurant. */
  private async freeChangeCheck(booking: Booking, now: number): Promise<void> {
    if (!CANCELLABLE.includes(booking.status)) throw bookingNow(booking.status, 'booking_id');
    if (now > Number(booking.meal_at) - FREE_CHANGE_MS) {
      const facts = await this.facts(booking.restaurant_id);
      throw new AppError('BOOKING_CHANGE_TOO_LATE', { extra: { restaurant_phone: facts?.phone ?? '' } });
    }
  }

  /**
   * The guest cancels (signed in, or through the manage link, which finds the booking by its
   * signed id): free until 12 hours before the meal.
   */
  async cancelAsGuest(booking: Booking) {
    const now = this.deps.clock();
    await this.freeChangeCheck(booking, now);
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      const done = await this.deps.repository.change(booking, { status: 'cancelled_by_customer' }, now, trx);
      if (!done) {
        const fresh = await this.deps.repository.find(booking.restaurant_id, booking.id, trx);
        throw bookingNow(fresh?.status ?? booking.status, 'booking_id');
      }
      await this.deps.repository.closeRequests(done.id, 'withdrawn', now, trx);
      await this.history(done.id, 'cancelled_by_customer', { kind: 'guest' }, 'status', '', now, trx);
      await cancelBookingMessages(messageView(done), trx);
      return done;
    });
    this.announce(changed.restaurant_id, 'booking.updated', changed);
    return { ...ok('BOOKING_CANCELLED'), data: (await this.toCustomerWire([changed]))[0]! };
  }

  /**
   * The guest moves a booking (12-hour rule): the new slot goes through the same availability
   * check, without competing with the booking itself. When it is full the booking stays as it was
   * and a modification request goes to the restaurant.
   */
  async modifyAsGuest(booking: Booking, change: { date: string; time: string; covers: number }) {
    const outcome = await this.moveAsGuest(booking, change);
    return {
      ...ok(outcome.requested ? 'MODIFICATION_REQUESTED' : 'BOOKING_SAVED'),
      data: (await this.toCustomerWire([outcome.booking]))[0]!,
    };
  }

  /** modifyAsGuest's work: the booking as it is now, and whether a request went to the restaurant. */
  async moveAsGuest(
    booking: Booking,
    change: { date: string; time: string; covers: number },
  ): Promise<{ booking: Booking; requested: boolean }> {
    const now = this.deps.clock();
    await this.freeChangeCheck(booking, now);
    const [settings, facts] = await Promise.all([
      this.settingsRow(booking.restaurant_id),
      this.facts(booking.restaurant_id),
    ]);
    if (!settings.enabled) throw new AppError('RESERVATIONS_CLOSED');
    if (change.covers > settings.max_party_online) throw new AppError('COVERS_ABOVE_ONLINE_MAX', { field: 'covers' });
    // A party from the imprint's size gives a card when it books: a booking made
    // without one does not grow into that size; the guest books again for the larger party.
    if (
      this.guarantees !== null &&
      booking.source === 'online' &&
      booking.guarantee === 'none' &&
      settings.imprint_per_cover_cents > 0 &&
      change.covers >= settings.imprint_min_party &&
      change.covers > booking.covers
    )
      throw new AppError('GUARANTEE_NEEDED_FOR_PARTY', {
        field: 'covers',
        extra: { imprint_min_party: settings.imprint_min_party },
      });
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      // Both days locked in one order, so two moves between the same days never wait on each other.
      for (const date of [...new Set([booking.date, change.date])].sort())
        await this.deps.repository.lockDay(booking.restaurant_id, date, trx);
      const current = await this.deps.repository.find(booking.restaurant_id, booking.id, trx);
      if (!current || current.version !== booking.version)
        throw bookingNow(current?.status ?? booking.status, 'booking_id');
      const ctx = await this.dayContext(booking.restaurant_id, change.date, settings, facts?.hours ?? null, trx);
      const check = checkSlot(ctx, { time: change.time, covers: change.covers, online: true, excluding: current.id });
      if (!check.ok && check.code !== 'SLOT_FULL') throw slotRefusal(check.code);
      if (!check.ok) {
        await this.deps.repository.closeRequests(current.id, 'withdrawn', now, trx);
        await this.deps.repository.insertRequest(
          {
            booking_id: current.id,
            restaurant_id: current.restaurant_id,
            state: 'pending',
            date: change.date,
            time: change.time,
            covers: change.covers,
            created_at: now,
          },
          trx,
        );
        const touched = await this.deps.repository.change(current, {}, now, trx);
        await this.history(
          current.id,
          null,
          { kind: 'guest' },
          'proposal',
          `${change.date} ${change.time} · ${change.covers}`,
          now,
          trx,
        );
        return { booking: touched ?? current, requested: true };
      }
      const status =
        settings.auto_confirm_max_covers !== null && change.covers > settings.auto_confirm_max_covers
          ? 'pending'
          : current.status === 'pending' && change.covers <= current.covers
            ? 'pending'
            : current.status;
      const offer = await this.offerAfterMove(current, ctx, change.time, check.meal_at, change.covers, trx);
      const moved = await this.deps.repository.change(
        current,
        {
          date: change.date,
          time: change.time,
          covers: change.covers,
          meal_at: check.meal_at,
          ends_at: check.ends_at,
          service_id: check.service.id,
          status,
          ...offer,
        },
        now,
        trx,
      );
      if (!moved) throw bookingNow(current.status, 'booking_id');
      // The guest's own change passed the 12-hour rule: free, so the card follows the party.
      if (change.covers !== current.covers) await this.guarantees?.coversChanged(moved.id, change.covers, now, trx);
      await this.deps.repository.setTables(moved.id, check.table_ids, trx);
      await this.deps.repository.closeRequests(moved.id, 'withdrawn', now, trx);
      await this.history(
        moved.id,
        status === current.status ? null : status,
        { kind: 'guest' },
        'modified',
        `${change.date} ${change.time} · ${change.covers}`,
        now,
        trx,
      );
      if (moved.status === 'confirmed') await scheduleBookingMessages(moved, trx);
      return { booking: moved, requested: false };
    });
    this.announce(outcome.booking.restaurant_id, 'booking.updated', outcome.booking);
    return outcome;
  }

  async cancelBooking(customerId: number, bookingId: number) {
    return this.cancelAsGuest(await this.ownBooking(customerId, bookingId));
  }

  async modifyBooking(customerId: number, input: { booking_id: number; date: string; time: string; covers: number }) {
    return this.modifyAsGuest(await this.ownBooking(customerId, input.booking_id), input);
  }

  /**
   * The guest's answer to the restaurant's proposal: a proposed cancellation accepted is free
   * whatever the time; a proposed time accepted moves the booking; refused, the request ends and
   * the booking stays.
   */
  async answerProposal(customerId: number, bookingId: number, accept: boolean) {
    const booking = await this.ownBooking(customerId, bookingId);
    const now = this.deps.clock();
    const requests = await this.deps.repository.requestsOf([booking.id]);
    const proposal = requests.find((r) => r.state === 'time_proposed' || r.state === 'cancellation_proposed');
    if (!proposal) throw new AppError('NO_PROPOSAL_WAITING', { field: 'booking_id' });
    const hours = (await this.facts(booking.restaurant_id))?.hours ?? null;
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      if (!CANCELLABLE.includes(booking.status)) throw bookingNow(booking.status, 'booking_id');
      const state = accept ? 'accepted' : 'withdrawn';
      if (!(await this.deps.repository.answerRequest(proposal.id, [proposal.state], { state }, now, trx)))
        throw new AppError('NO_PROPOSAL_WAITING', { field: 'booking_id' });
      if (!accept) {
        const touched = await this.deps.repository.change(booking, {}, now, trx);
        if (!touched) throw bookingNow(booking.status, 'booking_id');
        await this.history(booking.id, null, { kind: 'guest' }, 'proposal', 'declined', now, trx);
        return touched;
      }
      if (proposal.state === 'cancellation_proposed') {
        const done = await this.deps.repository.change(booking, { status: 'cancelled_by_customer' }, now, trx);
        if (!done) throw bookingNow(booking.status, 'booking_id');
        await this.history(
          done.id,
          'cancelled_by_customer',
          { kind: 'guest' },
          'status',
          'cancellation_proposed',
          now,
          trx,
        );
        await cancelBookingMessages(messageView(done), trx);
        return done;
      }
      await this.deps.repository.lockDay(booking.restaurant_id, proposal.date, trx);
      return this.moveTo(
        booking,
        proposal.date,
        proposal.proposed_time ?? proposal.time,
        proposal.covers,
        { kind: 'guest' },
        hours,
        now,
        trx,
      );
    });
    this.announce(changed.restaurant_id, 'booking.updated', changed);
    return {
      ...ok(changed.status === 'cancelled_by_customer' ? 'BOOKING_CANCELLED' : 'BOOKING_SAVED'),
      data: (await this.toCustomerWire([changed]))[0]!,
    };
  }

  /**
   * A customer account closes: its future bookings are cancelled by the platform in the closing
   * transaction. Returns what to tell the restaurants once it has committed.
   */
  async cancelForClosedAccount(customerId: number, trx: Kysely<Database>): Promise<() => Promise<void>> {
    const now = this.deps.clock();
    const future = await this.deps.repository.customerFuture(customerId, now, trx);
    const cancelled: Booking[] = [];
    for (const booking of future) {
      const done = await this.deps.repository.change(
        booking,
        { status: 'cancelled_by_platform', first_name: '', last_name: '', phone: '', email: '', note: '' },
        now,
        trx,
      );
      if (!done) continue;
      await this.deps.repository.closeRequests(done.id, 'withdrawn', now, trx);
      await this.history(done.id, 'cancelled_by_platform', { kind: 'platform' }, 'status', 'account_closed', now, trx);
      await cancelBookingMessages(messageView(done), trx);
      cancelled.push(done);
    }
    return async () => {
      for (const booking of cancelled) this.announce(booking.restaurant_id, 'booking.updated', booking);
    };
  }

  /* ---------- wire forms ---------- */

  /** The bookings as the restaurant sees them, with their tables and the guest's waiting request. */
  async toWire(bookings: readonly Booking[]): Promise<TBooking[]> {
    const ids = bookings.map((b) => b.id);
    const [tables, requests] = await Promise.all([
      this.deps.repository.tablesOfBookings(ids),
      this.deps.repository.requestsOf(ids),
    ]);
    return bookings.map((booking) =>
      bookingWire(
        booking,
        tables.get(booking.id) ?? [],
        requests.find((r) => r.booking_id === booking.id && r.state === 'pending') ?? null,
      ),
    );
  }

  /** The bookings as their guest sees them, with the restaurant's name and phone. */
  async toCustomerWire(bookings: readonly Booking[]): Promise<TCustomerBooking[]> {
    const ids = bookings.map((b) => b.id);
    const requests = await this.deps.repository.requestsOf(ids);
    const restaurants = new Map<number, RestaurantFacts | undefined>();
    for (const id of new Set(bookings.map((b) => b.restaurant_id))) restaurants.set(id, await this.facts(id));
    return bookings.map((booking) =>
      customerWire(
        booking,
        restaurants.get(booking.restaurant_id),
        requests.filter((r) => r.booking_id === booking.id),
      ),
    );
  }
}

/** A booking as its guest sees it, given its restaurant and its requests. */
function customerWire(
  booking: Booking,
  facts: RestaurantFacts | undefined,
  ofBooking: readonly ModificationRequest[],
): TCustomerBooking {
  const proposal = ofBooking.find((r) => r.state === 'time_proposed' || r.state === 'cancellation_proposed');
  const waiting = ofBooking.find((r) => r.state === 'pending');
  return {
    id: booking.id,
    reference: booking.reference,
    restaurant_id: facts?.publicId ?? '',
    restaurant_name: facts?.name ?? '',
    restaurant_phone: facts?.phone ?? '',
    date: booking.date,
    time: booking.time,
    meal_at: Number(booking.meal_at),
    covers: booking.covers,
    status: booking.status as BookingStatus,
    note: booking.note,
    occasion: booking.occasion,
    meal_voucher: booking.meal_voucher,
    free_change_until: Number(booking.meal_at) - FREE_CHANGE_MS,
    proposal: proposal
      ? {
          kind: proposal.state === 'time_proposed' ? ('time' as const) : ('cancellation' as const),
          time: proposal.proposed_time,
          request_id: proposal.id,
        }
      : null,
    modification: waiting ? requestWire(waiting) : null,
    reason: booking.reason,
    fraud_reason_code: booking.fraud_reason_code,
    offer: takenOffer(booking),
  };
}

/** The offer a booking took, as it was then; null when it took none. */
function takenOffer(booking: Booking): TBooking['offer'] {
  if (booking.offer_id === null || booking.offer_id === undefined || booking.offer_percent == null) return null;
  return {
    offer_id: booking.offer_id,
    percent: booking.offer_percent,
    applies_to: booking.offer_applies_to === 'food' ? 'food' : 'all',
  };
}

/** A booking as the restaurant sees it, given its tables and the guest's waiting request. */
function bookingWire(
  booking: Booking,
  tables: Array<{ id: number; name: string }>,
  waiting: ModificationRequest | null,
): TBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    date: booking.date,
    time: booking.time,
    meal_at: Number(booking.meal_at),
    ends_at: Number(booking.ends_at),
    covers: booking.covers,
    status: booking.status as BookingStatus,
    source: booking.source as TBooking['source'],
    first_name: booking.first_name,
    last_name: booking.last_name,
    phone: booking.phone,
    email: booking.email,
    note: booking.note,
    occasion: booking.occasion,
    meal_voucher: booking.meal_voucher,
    tables,
    service_id: booking.service_id,
    guarantee: booking.guarantee,
    modification: waiting ? requestWire(waiting) : null,
    created_at: Number(booking.created_at),
    offer: takenOffer(booking),
  };
}

function requestWire(request: ModificationRequest): TModificationRequest {
  return {
    id: request.id,
    state: request.state as TModificationRequest['state'],
    date: request.date,
    time: request.time,
    covers: request.covers,
    proposed_time: request.proposed_time,
    created_at: Number(request.created_at),
  };
}

function messageView(booking: Booking) {
  return {
    id: booking.id,
    restaurant_id: booking.restaurant_id,
    status: booking.status,
    meal_at: Number(booking.meal_at),
    lang: booking.lang,
  };
}
