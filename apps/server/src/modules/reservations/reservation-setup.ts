import {
  MAX_SERVICES,
  MAX_TABLES,
  RESERVATION_DEFAULTS,
  type TDurationRule,
  type TReservationSettings,
  type TSaveReservationSettingsInput,
  type TSaveServiceInput,
  type TSaveTableInput,
  type TService,
  type TTable,
  type TAffectedBooking,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../core/clock.js';
import { AppError } from '../../core/errors.js';
import { addDays, parisDate } from '../../core/paris-time.js';
import type { Database } from '../../schema.js';
import {
  type CombinationSpec,
  serviceInsideHours,
  type ServiceSpec,
  servicesOverlap,
  serviceSpan,
} from './availability.js';
import { notFound, serviceSpec, type Settings } from './booking-rules.js';
import { serviceWire, settingsWire, tableWire } from './booking-wire.js';
import type { ReservationsRepository } from './reservations-repository.js';
import type { RestaurantDirectory } from './restaurant-facts.js';
import { affectedWire, outsideService, strandedAtTable, type UpcomingBooking } from './setup-impact.js';
import type { SetupRepository } from './setup-repository.js';

/** A restaurant's settings, services and tables, as availability and bookings read them. */
export interface Setup {
  settings: Settings;
  services: Awaited<ReturnType<SetupRepository['servicesOf']>>;
  tables: Awaited<ReturnType<SetupRepository['tablesOf']>>;
  combinations: CombinationSpec[];
}

/** A saved service or table, and the bookings to come the change left for the restaurant to move. */
export interface SavedSetup<T> {
  saved: T;
  affected: TAffectedBooking[];
}

/** A save of a service or table; without `confirm_affected`, a change that strands bookings is refused. */
type SetupSave<T extends { confirm_affected: 0 | 1 }> = Omit<T, 'confirm_affected'> & { confirm_affected?: 0 | 1 };

/** How many restaurants' setups a process keeps (the least recently read goes first). */
const KNOWN_SETUPS = 2_000;

function parseDurations(text: string): TDurationRule[] {
  try {
    const rows = JSON.parse(text) as TDurationRule[];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

/**
 * What a restaurant sets up before it takes bookings: its settings, services and tables. Kept per
 * process for availability and bookings, read again only once a write changed their version.
 */
export class ReservationSetup {
  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      repository: SetupRepository;
      restaurants: RestaurantDirectory;
      clock: Clock;
      /** The day's lock that booking placement takes. */
      days: Pick<ReservationsRepository, 'lockDay'>;
    },
  ) {}

  /** Per restaurant, its setup as last read, with the version it was read at. */
  private readonly setups = new Map<number, { version: number; setup: Readonly<Setup> }>();

  /**
   * The restaurant's settings, services and tables for availability and bookings: kept in this
   * process and read again only when their version changed (any write bumps it in its own
   * transaction, in this process or another), so a request costs one primary-key read. The
   * version is read before the rows: rows read after it are at least as new, never older than the
   * version they are kept under. Callers do not change what they get.
   */
  async current(restaurantId: number): Promise<Readonly<Setup>> {
    return (await this.versioned(restaurantId)).setup;
  }

  /** `current`, with the version it is kept under (a writer compares it again under a lock). */
  async versioned(restaurantId: number): Promise<{ version: number; setup: Readonly<Setup> }> {
    const version = await this.version(restaurantId);
    const known = this.setups.get(restaurantId);
    this.setups.delete(restaurantId);
    if (known?.version === version) {
      this.setups.set(restaurantId, known);
      return known;
    }
    const [settings, services, tables, combinations] = await Promise.all([
      this.settingsOf(restaurantId),
      this.deps.repository.servicesOf(restaurantId),
      this.deps.repository.tablesOf(restaurantId),
      this.deps.repository.combinationsOf(restaurantId),
    ]);
    const read = { version, setup: { settings, services, tables, combinations } };
    this.setups.set(restaurantId, read);
    if (this.setups.size > KNOWN_SETUPS) this.setups.delete(this.setups.keys().next().value!);
    return read;
  }

  /** The version of the settings, services and tables: any write to them changes it. */
  version(restaurantId: number, db?: Kysely<Database>): Promise<number> {
    return this.deps.repository.setupVersion(restaurantId, db);
  }

  /** The services (as availability reads them) and tables as `db` sees them now: under a day's lock, its own view. */
  async servicesAndTables(
    restaurantId: number,
    db: Kysely<Database>,
  ): Promise<Pick<Setup, 'tables' | 'combinations'> & { services: ServiceSpec[] }> {
    const [services, tables, combinations] = await Promise.all([
      this.deps.repository.servicesOf(restaurantId, db),
      this.deps.repository.tablesOf(restaurantId, db),
      this.deps.repository.combinationsOf(restaurantId, db),
    ]);
    return { services: services.map(serviceSpec), tables, combinations };
  }

  /** The restaurant's tables as `db` sees them now. */
  tablesOf(restaurantId: number, db: Kysely<Database>): Promise<Setup['tables']> {
    return this.deps.repository.tablesOf(restaurantId, db);
  }

  /* ---------- settings ---------- */

  async settingsOf(restaurantId: number, db?: Kysely<Database>): Promise<Settings> {
    const row = await this.deps.repository.settingsOf(restaurantId, db);
    if (!row) return { ...RESERVATION_DEFAULTS, durations_by_party: [] };
    return { ...row, durations_by_party: parseDurations(row.durations_by_party) };
  }

  async settings(restaurantId: number): Promise<TReservationSettings> {
    return settingsWire(await this.settingsOf(restaurantId));
  }

  /**
   * Saves the settings. The imprint (amount and party size) is the owner's alone:
   * a save by someone without `legal` that changes it is refused and nothing is saved.
   */
  async saveSettings(
    restaurantId: number,
    input: TSaveReservationSettingsInput,
    mayChangeImprint: boolean,
  ): Promise<TReservationSettings> {
    const now = this.deps.clock();
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const current = await this.settingsOf(restaurantId, trx);
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
      return this.settingsOf(restaurantId, trx);
    });
    return settingsWire(saved);
  }

  /* ---------- services ---------- */

  async services(restaurantId: number): Promise<TService[]> {
    const rows = await this.deps.repository.servicesOf(restaurantId);
    return rows.map(serviceWire);
  }

  /**
   * Saves a service: its arrivals on the slot grid, inside the opening hours of each of its days,
   * overlapping no other service on a shared day. New days or times that leave bookings to come
   * outside the service are refused with the list of those bookings, unless the restaurant
   * confirms: then saved, and the list answered for it to move them (a guest is never moved or
   * cancelled without being told, and only the restaurant can tell them).
   */
  async saveService(restaurantId: number, input: SetupSave<TSaveServiceInput>): Promise<SavedSetup<TService>> {
    const now = this.deps.clock();
    const [settings, facts] = await Promise.all([
      this.settingsOf(restaurantId),
      this.deps.restaurants.facts(restaurantId),
    ]);
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
      if (others.some((row) => servicesOverlap(candidate, serviceSpec(row))))
        throw new AppError('SERVICE_OVERLAP', { field: 'first_slot' });
      let affected: UpcomingBooking[] = [];
      if (input.id !== null) {
        await this.lockBookableDays(restaurantId, now, trx);
        affected = outsideService(await this.deps.repository.upcomingOfService(restaurantId, input.id, now, trx), {
          ...candidate,
          id: input.id,
        });
        if (affected.length > 0 && !input.confirm_affected) throw affectsBookings('SERVICE', affected);
      }
      const values = {
        name: input.name,
        fr_name: input.fr_name,
        weekdays: input.weekdays.join(','),
        first_slot: input.first_slot,
        last_slot: input.last_slot,
        capacity_covers: input.capacity_covers,
        pacing_covers: input.pacing_covers,
      };
      const saved = await this.deps.repository.saveService(restaurantId, input.id, values, now, trx);
      if (!saved) throw notFound('id');
      return { saved, affected };
    });
    return { saved: serviceWire(saved.saved), affected: affectedWire(saved.affected) };
  }

  /**
   * Deletes a service. Bookings to come (waiting, confirmed or at the table) keep it: the restaurant
   * moves or cancels them first (the refusal lists them); past bookings stay in the book without a
   * service. Under the days' locks, so a booking placed meanwhile is either seen or placed after.
   */
  async deleteService(restaurantId: number, serviceId: number): Promise<void> {
    const now = this.deps.clock();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockBookableDays(restaurantId, now, trx);
      const upcoming = await this.deps.repository.upcomingOfService(restaurantId, serviceId, now, trx);
      if (upcoming.length > 0)
        throw new AppError('SERVICE_HAS_BOOKINGS', {
          field: 'service_id',
          extra: { affected_bookings: affectedWire(upcoming) },
        });
      if (!(await this.deps.repository.deleteService(restaurantId, serviceId, trx))) throw notFound('service_id');
    });
  }

  /* ---------- tables ---------- */

  async tables(restaurantId: number): Promise<TTable[]> {
    const rows = await this.deps.repository.tablesOf(restaurantId);
    return rows.map(tableWire);
  }

  /**
   * Saves a table. Fewer seats that no longer hold a party seated at it, or the table taken off the
   * online book under a guest's online booking, are refused with the list of those bookings to
   * come unless the restaurant confirms (as for a service).
   */
  async saveTable(restaurantId: number, input: SetupSave<TSaveTableInput>): Promise<SavedSetup<TTable>> {
    const now = this.deps.clock();
    const saved = await this.deps.db.transaction().execute(async (trx) => {
      const all = await this.deps.repository.tablesOf(restaurantId, trx);
      const before = all.find((row) => row.id === input.id);
      if (input.id !== null && !before) throw notFound('id');
      if (input.id === null && all.length >= MAX_TABLES) throw new AppError('TOO_MANY_TABLES');
      const name = input.name.trim();
      if (all.some((row) => row.id !== input.id && row.name.toLowerCase() === name.toLowerCase()))
        throw new AppError('TABLE_NAME_TAKEN', { field: 'name' });
      let affected: UpcomingBooking[] = [];
      if (before && (input.max_covers < before.max_covers || (before.online === 1 && input.online === 0))) {
        await this.lockBookableDays(restaurantId, now, trx);
        const seated = await this.deps.repository.upcomingAtTable(restaurantId, before.id, now, trx);
        affected = strandedAtTable(seated, before, {
          id: before.id,
          max_covers: input.max_covers,
          online: input.online,
        });
        if (affected.length > 0 && !input.confirm_affected) throw affectsBookings('TABLE', affected);
      }
      const values = {
        name,
        min_covers: input.min_covers,
        max_covers: input.max_covers,
        online: input.online,
      };
      const saved = await this.deps.repository.saveTable(restaurantId, input.id, values, now, trx);
      if (!saved) throw notFound('id');
      return { saved, affected };
    });
    return { saved: tableWire(saved.saved), affected: affectedWire(saved.affected) };
  }

  /** Deletes a table no booking to come is seated at (the refusal lists them); past bookings lose it. */
  async deleteTable(restaurantId: number, tableId: number): Promise<void> {
    const now = this.deps.clock();
    await this.deps.db.transaction().execute(async (trx) => {
      await this.lockBookableDays(restaurantId, now, trx);
      const upcoming = await this.deps.repository.upcomingAtTable(restaurantId, tableId, now, trx);
      if (upcoming.length > 0)
        throw new AppError('TABLE_HAS_BOOKINGS', {
          field: 'table_id',
          extra: { affected_bookings: affectedWire(upcoming) },
        });
      if (!(await this.deps.repository.deleteTable(restaurantId, tableId, trx))) throw notFound('table_id');
    });
  }

  /**
   * Takes the lock booking placement takes of every day a booking of the restaurant may be on, from
   * yesterday (a night service's day) to the furthest of its booking window and its last booking
   * to come, in date order as every holder of several takes them: a booking placed at the same
   * time is either seen by this change or placed after it.
   */
  private async lockBookableDays(restaurantId: number, now: number, trx: Kysely<Database>): Promise<void> {
    const [settings, lastBooked] = await Promise.all([
      this.settingsOf(restaurantId, trx),
      this.deps.repository.lastUpcomingDate(restaurantId, now, trx),
    ]);
    const today = parisDate(now);
    const windowEnd = addDays(today, settings.max_advance_days);
    const end = lastBooked !== null && lastBooked > windowEnd ? lastBooked : windowEnd;
    for (let date = addDays(today, -1); date <= end; date = addDays(date, 1))
      await this.deps.days.lockDay(restaurantId, date, trx);
  }
}

/** The refusal of a change that leaves bookings to come stranded, with their list. */
function affectsBookings(what: 'SERVICE' | 'TABLE', affected: UpcomingBooking[]): AppError {
  return new AppError(`${what}_CHANGE_AFFECTS_BOOKINGS`, {
    field: 'confirm_affected',
    extra: { affected_bookings: affectedWire(affected) },
  });
}
